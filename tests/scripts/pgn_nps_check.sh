#!/usr/bin/env bash
# scripts/pgn-nps on a PGN written here: each player's nodes per second over a range of move numbers.
# Usage: pgn_nps_check.sh SOURCE_DIR GAMBIT_ELO
set -euo pipefail
source_dir=$1
export GAMBIT_ELO=$2  # the PGN reader the script runs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tool="$source_dir/scripts/pgn-nps"
fail() { echo "FAIL: $*"; exit 1; }

# Black moves first (move 9); moves 9 and 12 fall outside --from 10 --to 11, and one comment has no nps.
cat > "$work/games.pgn" <<'PGN'
[White "two"]
[Black "one"]
[Result "*"]
[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 9"]
[SetUp "1"]

9... Nf6 {+0.10/10 0.1s, nps=999} 10. Nf3 {+0.20/10 0.1s, nps=2000} Nc6 {-0.10/10 0.1s, nps=1000}
11. Nc3 {+0.20/10 0.1s, nps=4000} Nb8 {-0.10/10 0.1s} 12. Nb1 {+0.20/10 0.1s, nps=7777} *
PGN

out=$("$tool" "$work/games.pgn" --from 10 --to 11)
grep -Eq '^one +1 +1,000 +1,000$' <<< "$out" || fail "one: $out"
grep -Eq '^two +2 +3,000 +3,000$' <<< "$out" || fail "two: $out"
out=$("$tool" "$work/games.pgn" --from 1 --to 99)
grep -Eq '^one +2 +1,000 +1,000$' <<< "$out" || fail "one, every move: $out"   # 999 and 1000: mean 999.5
grep -Eq '^two +3 +4,592 +4,000$' <<< "$out" || fail "two, every move: $out"
status=0; err=$("$tool" "$work/missing.pgn" 2>&1 >/dev/null) || status=$?
[[ $status -eq 2 && $(wc -l <<< "$err") -eq 1 ]] || fail "a missing file: exit $status, stderr '$err'"
echo "pgn-nps: ok"
