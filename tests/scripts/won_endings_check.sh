#!/usr/bin/env bash
# scripts/won-endings: a seeded suite of won endings, and the tally of games played from it.
set -euo pipefail
source_dir=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tool="$source_dir/scripts/won-endings"
fail() { echo "FAIL: $*"; exit 1; }

"$tool" generate --seed 3 --count 6 > "$work/a.epd"
"$tool" generate --seed 3 --count 6 > "$work/b.epd"
"$tool" generate --seed 4 --count 6 > "$work/c.epd"
[ "$(wc -l < "$work/a.epd")" = 12 ] || fail "12 positions expected: $(cat "$work/a.epd")"
cmp -s "$work/a.epd" "$work/b.epd" || fail "the same seed gave another suite"
! cmp -s "$work/a.epd" "$work/c.epd" || fail "another seed gave the same suite"
# Material by kind, the stronger side to move, half of them White.
while read -r board side _ _ _ id; do
  pieces=$(echo "$board" | tr -d '/0-9' | fold -w1 | sort | tr -d '\n')
  case "$id" in
    kbnk-*) [ "$side" = w ] && want=BKNk || want=Kbkn ;;
    kqkr-*) [ "$side" = w ] && want=KQkr || want=KRkq ;;
    *) fail "unknown id $id" ;;
  esac
  sorted_want=$(echo "$want" | fold -w1 | sort | tr -d '\n')
  [ "$pieces" = "$sorted_want" ] || fail "$id: pieces $pieces, expected $sorted_want"
done < "$work/a.epd"
[ "$(grep -c ' w - - ' "$work/a.epd")" = 6 ] || fail "half the positions should have White to move"

cat > "$work/games.pgn" <<'PGN'
[Event "t"]
[Result "1-0"]
[FEN "8/8/3k4/8/8/8/8/4KBN1 w - - 0 1"]
[Opening "kbnk-1"]
[PlyCount "41"]

1-0

[Event "t"]
[Result "1/2-1/2"]
[FEN "4kbn1/8/8/8/8/3K4/8/8 b - - 0 1"]
[Opening "kbnk-2"]
[PlyCount "100"]

1/2-1/2

[Event "t"]
[Result "0-1"]
[FEN "8/8/2q5/8/5R2/8/8/k3K3 b - - 0 1"]
[Opening "kqkr-1"]
[PlyCount "20"]

0-1
PGN
out=$("$tool" tally "$work/games.pgn")
grep -q '^kbnk: 1/2 won by the stronger side, 41.0 plies' <<< "$out" || fail "kbnk tally: $out"
grep -q '^kqkr: 1/1 won by the stronger side, 20.0 plies' <<< "$out" || fail "kqkr tally: $out"

if "$tool" tally "$work/missing.pgn" 2> "$work/err"; then fail "a missing file should fail"; fi
[ "$(wc -l < "$work/err")" = 1 ] || fail "one line of error expected: $(cat "$work/err")"
echo "won-endings: ok"
