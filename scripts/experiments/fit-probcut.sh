#!/bin/sh
# Refits the ProbCut model of each baseline on independent positions from games and rebuilds its report:
#   scripts/experiments/fit-probcut.sh [modern|classic ...]        (default: both; classic takes about an hour)
# Per baseline: `gambit fit-probcut` with null move on and ProbCut off, on docs/experiments/probcut/fit.epd
# (2,495 positions from 994 games, scripts/experiments/game-positions), the pairs (3,5) (2,6) (3,7) (4,8)
# (3,9) (4,10); it writes docs/experiments/probcut/<baseline>.json (the ProbCutParams format), the samples
# (<baseline>-samples.csv.gz, for the scatter plots) and the engine's built-in table
# engine/search/pruning/probcut_table_<baseline>.cpp (rebuild afterwards). Then probcut_report.py writes
# docs/experiments/probcut.md and the scatter plots from what is kept.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
gambit=${GAMBIT:-$root/build/release/bin/gambit}
cd "$root"
baselines=${*:-modern classic}
for b in $baselines; do
  "$gambit" fit-probcut docs/experiments/probcut/fit.epd --pairs 3:5,2:6,3:7,4:8,3:9,4:10 \
    --set Baseline="$b" --set Preset=nm --out "docs/experiments/probcut/$b.json" \
    --cpp "engine/search/pruning/probcut_table_$b.cpp" --samples-out "docs/experiments/probcut/$b-samples.csv"
  gzip -9nf "docs/experiments/probcut/$b-samples.csv"
done
python3 scripts/experiments/probcut_report.py
