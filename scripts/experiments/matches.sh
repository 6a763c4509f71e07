#!/bin/sh
# The preset matches of docs/experiments.md, played by the project's manager at a fixed node count per move
# (reproducible whatever else the machine runs), from the project's balanced openings with colours swapped.
#   scripts/experiments/matches.sh [GAMES] [NODES] [CONCURRENCY]
# Writes docs/experiments/matches/<A>-vs-<B>.json.gz (gambit-match results, compressed once the match has
# played; the console log beside it is not kept) and docs/experiments/matches.md.
# GAMBIT / GAMBIT_MATCH override build/release/bin/{gambit,gambit-match}; PAIRS="a:b c:d" picks matches.
set -eu
games=${1:-100}
nodes=${2:-5000}
concurrency=${3:-2}
root=$(cd "$(dirname "$0")/../.." && pwd)
gambit=${GAMBIT:-$root/build/release/bin/gambit}
match=${GAMBIT_MATCH:-$root/build/release/bin/gambit-match}
pairs=${PAIRS:-"vnb:nm mc-enhanced:mc-original mc-enhanced:nm mpc:nm efp:nm default:none"}
out="$root/docs/experiments/matches"
mkdir -p "$out"
for pair in $pairs; do
  a=${pair%%:*}
  b=${pair##*:}
  # `default` is the engine's own defaults: no option sent. (A combo value named "default" also trips UCI
  # option parsers, since `default` is a keyword of the option line.)
  opt_a="option.Preset=$a"; [ "$a" = default ] && opt_a=""
  opt_b="option.Preset=$b"; [ "$b" = default ] && opt_b=""
  "$match" -engine cmd="$gambit" name="$a" $opt_a -engine cmd="$gambit" name="$b" $opt_b \
    -each tc=inf nodes="$nodes" option.Hash=16 -openings file="$root/openings/balanced.epd" order=random \
    -seed 2026 -repeat -games 2 -rounds $((games / 2)) -concurrency "$concurrency" \
    -results file="$out/$a-vs-$b.json" -ratinginterval 0 > "$out/$a-vs-$b.log" 2>&1 || true
  tail -n 8 "$out/$a-vs-$b.log"
  if [ -f "$out/$a-vs-$b.json" ]; then gzip -9nf "$out/$a-vs-$b.json"; fi
done
python3 "$root/scripts/experiments/match_table.py" "$nodes" "$out"/*.json.gz > "$root/docs/experiments/matches.md"
cat "$root/docs/experiments/matches.md"
