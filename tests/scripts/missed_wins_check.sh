#!/usr/bin/env bash
# scripts/missed-wins on a PGN written here: which games the player reported as won and did not win.
# Usage: missed_wins_check.sh SOURCE_DIR GAMBIT_ELO
set -euo pipefail
source_dir=$1
export GAMBIT_ELO=$2  # the PGN reader the script runs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tool="$source_dir/scripts/missed-wins"
fail() { echo "FAIL: $*"; exit 1; }

cat > "$work/games.pgn" <<'PGN'
[White "gambit"]
[Black "other"]
[Result "1-0"]

1. e4 {+0.30/10} e5 {-0.20/10} 2. Qh5 {+2.50/10} Nc6 {-2.00/10} 3. Bc4 {+2.60/10} Nf6 {-2.50/10}
4. Qxf7# {+M1/1} 1-0

[White "other"]
[Black "gambit"]
[Result "1/2-1/2"]
[Termination "adjudication"]

1. d4 {+0.10/9} d5 {+2.10/9} 2. c4 {-2.00/9} e6 {+3.40/9} 3. Nc3 {-3.00/9} Nf6 {+2.20/9}
4. Nf3 {0.00/9} Be7 {+0.00/9} 1/2-1/2

[White "gambit"]
[Black "other"]
[Result "0-1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]
[SetUp "1"]

30... Kd7 {+0.00/5} 31. Kd2 {+2.00/5} Kd6 {-2.00/5} 32. Kd3 {+5.00/5} Kd5 {-5.00/5} 33. e4+ {+4.00/5}
Ke5 {-4.00/5} 34. Ke3 {-1.00/5} 0-1

[White "gambit"]
[Black "other"]
[Result "0-1"]

1. e4 {+3.00/10} e5 {-0.20/10} 2. Nf3 {+1.00/10} Nc6 {-0.10/10} 0-1
PGN

out=$("$tool" "$work/games.pgn" --player gambit)
echo "$out"
grep -qx "gambit: 4 games; 3 reached +2 for 3 moves: 1 won, 1 drawn, 1 lost" <<< "$out" || fail "summary"
grep -q "^game 2 .*drawn as Black against other, 1/2-1/2; +2 from move 1, highest +3.40, last +0.00; adjudication" <<< "$out" \
  || fail "the drawn game"
grep -q "^game 3 .*lost as White against other, 0-1; +2 from move 31, highest +5.00, last -1.00" <<< "$out" || fail "the lost game"
grep -q "^game 4 " <<< "$out" && fail "a single +3.00 is not three moves in a row"
out=$("$tool" "$work/games.pgn" --player gambit --moves 1 --above 3)
grep -qx "gambit: 4 games; 4 reached +3 for 1 moves: 1 won, 1 drawn, 2 lost" <<< "$out" || fail "--moves 1 --above 3: $out"

status=0
"$tool" /nonexistent/games.pgn --player gambit 2> "$work/err" || status=$?
[ "$status" = 2 ] || fail "missing file: exit $status"
[ "$(wc -l < "$work/err")" = 1 ] && grep -q "cannot read /nonexistent/games.pgn" "$work/err" || fail "missing file message"
status=0
"$tool" "$work/games.pgn" 2> /dev/null || status=$?
[ "$status" = 2 ] || fail "no --player: exit $status"
echo "missed-wins: all checks passed"
