#!/bin/bash
# Refits the ProbCut model of each baseline on independent positions from games and rebuilds its report:
#   scripts/experiments/fit-probcut.sh [modern|classic ...]   (default: both)   JOBS=2 runs two parts at once
# Per baseline: `gambit fit-probcut` with null move on and ProbCut off, on docs/experiments/probcut/fit.epd
# (2,495 positions from 994 games, scripts/experiments/game-positions), the pairs (3,5) (2,6) (3,7) (4,8)
# (3,9) (4,10). The positions are searched in ten parts of 250; each finished part keeps its points
# (docs/experiments/probcut/<baseline>-parts/NN.csv.gz), so a stopped fit resumes with the parts left (the
# classic search to depth 10 takes about an hour of CPU). With every part done, the points are fitted
# (--from-samples) into docs/experiments/probcut/<baseline>.json (the ProbCutParams format), the samples for the
# scatter plots (<baseline>-samples.csv.gz) and the engine's built-in table
# engine/search/pruning/probcut_table_<baseline>.cpp (rebuild afterwards). Then probcut_report.py writes
# docs/experiments/probcut.md and the plots from what is kept.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
gambit=${GAMBIT:-$root/build/release/bin/gambit}
jobs=${JOBS:-1}
cd "$root"
pairs=3:5,2:6,3:7,4:8,3:9,4:10
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for b in ${*:-modern classic}; do
  parts=docs/experiments/probcut/$b-parts
  mkdir -p "$parts"
  split -l 250 -d -a 2 docs/experiments/probcut/fit.epd "$work/$b-"
  for part in "$work/$b"-??; do
    n=${part##*-}
    [ -e "$parts/$n.csv.gz" ] && continue
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 5; done
    ( "$gambit" fit-probcut "$part" --pairs $pairs --set Baseline="$b" --set Preset=nm \
        --samples-out "$work/$b-$n.csv" > /dev/null && gzip -9nc "$work/$b-$n.csv" > "$parts/$n.csv.gz.tmp" &&
      mv "$parts/$n.csv.gz.tmp" "$parts/$n.csv.gz" && echo "fit-probcut.sh: $b part $n done" ) &
  done
  wait
  inputs=()
  for f in "$parts"/*.csv.gz; do gunzip -c "$f" > "$work/in-$(basename "$f" .gz)"; inputs+=(--from-samples "$work/in-$(basename "$f" .gz)"); done
  "$gambit" fit-probcut "${inputs[@]}" --pairs $pairs --set Baseline="$b" --set Preset=nm \
    --out "docs/experiments/probcut/$b.json" --cpp "engine/search/pruning/probcut_table_$b.cpp" \
    --samples-out "docs/experiments/probcut/$b-samples.csv"
  gzip -9nf "docs/experiments/probcut/$b-samples.csv"
  # The fit saw only the parts' temporary files: record the command that reproduces it and its positions.
  python3 - "docs/experiments/probcut/$b.json" "$b" "$pairs" "$(wc -l < docs/experiments/probcut/fit.epd)" <<'PY'
import json, sys
path, baseline, pairs, positions = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
with open(path) as f:
    fit = json.load(f)
fit["command"] = (f"scripts/experiments/fit-probcut.sh {baseline} (gambit fit-probcut docs/experiments/probcut/fit.epd "
                  f"--pairs {pairs} --set Baseline={baseline} --set Preset=nm, in ten parts of 250 positions, "
                  "then fitted --from-samples)")
fit["positions"] = positions
with open(path, "w") as f:
    json.dump(fit, f, indent=1)
    f.write("\n")
PY
  rm -rf "$parts"  # the fit is done: its points live on in $b-samples.csv.gz
done
python3 scripts/experiments/probcut_report.py > /dev/null
