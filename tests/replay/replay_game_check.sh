#!/usr/bin/env bash
# gambit-replay on games gambit-match really played: an engine that crashed, and one that hung, are caught
# again at the same ply when their side is replayed alone; gambit's side replays cleanly.
# (-dialect gambit: a bare -pgnout F is cutechess-cli's word, and cutechess-cli's PGN has no [%clk].)
# Usage: replay_game_check.sh BIN_DIR
set -uo pipefail
bin=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# One game each: the faulty engine has white and fails on its 6th go, that is at ply 11.
play() {  # play KIND OPTION PGN
    "$bin/gambit-match" -engine cmd="$bin/fake-$1" name="$1" "option.$2=5" -engine cmd="$bin/gambit" name=gambit \
        -each tc=2+0.05 -games 1 -rounds 1 -pgnout "$3" -dialect gambit > "$work/$1.log" 2>&1
    grep -q '%clk' "$3" || fail "$1: the PGN has no [%clk] comments"
}
play crash CrashAfter "$work/crash.pgn"
play stall StallAfter "$work/stall.pgn"

"$bin/gambit-replay" "$work/crash.pgn" --side white --engine "$bin/fake-crash 5" > "$work/replay-crash.log" 2>&1
code=$?
[[ $code == 1 ]] || fail "crash replay exited $code, not 1"
grep -q '^ply 11: the engine exited while thinking' "$work/replay-crash.log" || fail "crash replay did not name ply 11"

cp "$bin/fake-stall" "$work/fake-stall"  # its own copy, so that no other test's fake-stall is taken for it below
"$bin/gambit-replay" "$work/stall.pgn" --side white --engine "$work/fake-stall 5" --margin-ms 300 > "$work/replay-stall.log" 2>&1
code=$?
[[ $code == 1 ]] || fail "stall replay exited $code, not 1"
grep -q '^ply 11: ' "$work/replay-stall.log" || fail "stall replay did not name ply 11"
pgrep -f "$work/fake-stall" >/dev/null && fail "the hung engine was left running"

"$bin/gambit-replay" "$work/crash.pgn" --side black --engine "$bin/gambit" --option Hash=8 > "$work/replay-gambit.log" 2>&1
code=$?
[[ $code == 0 ]] || fail "gambit's side exited $code, not 0"
[[ $(grep -c '^ply [0-9]* [^:]*: game ' "$work/replay-gambit.log") == 5 ]] || fail "gambit's side: not one line per move for its 5 moves"

if (( failures )); then
    for f in "$work"/*.log; do echo "== $f"; cat "$f"; done
    exit 1
fi
echo "gambit-replay: crash, hang and a clean side reproduced"
