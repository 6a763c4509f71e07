#!/bin/sh
# Björnsson & Marsland's Table 1 on our engine: multi-cut (original, at expected CUT nodes) over the grid
# r in {1,2,3}, c in {2,3,4}, m in {4,8,12}, on a test suite at a fixed depth; nodes relative to `nm`
# (adaptive null move alone) and problems solved.
#   scripts/experiments/multicut-grid.sh SUITE.epd [DEPTH] [JOBS]
# Writes docs/experiments/multicut-grid.md and .csv. GAMBIT=path overrides build/release/bin/gambit.
set -eu
suite=${1:?usage: multicut-grid.sh SUITE.epd [DEPTH] [JOBS]}
depth=${2:-7}
jobs=${3:-1}
root=$(cd "$(dirname "$0")/../.." && pwd)
gambit=${GAMBIT:-$root/build/release/bin/gambit}
mkdir -p "$root/docs/experiments"
set -- --config nm "Preset=nm"
for r in 1 2 3; do
  for c in 2 3 4; do
    for m in 4 8 12; do
      set -- "$@" --config "r$r c$c m$m" "Preset=mc-original MultiCutR=$r MultiCutC=$c MultiCutM=$m"
    done
  done
done
exec python3 "$root/scripts/experiments/grid.py" --gambit "$gambit" --suite "$suite" --depth "$depth" \
  --baseline nm --jobs "$jobs" --title "Multi-cut grid (Björnsson & Marsland, Table 1)" \
  --md "$root/docs/experiments/multicut-grid.md" --csv "$root/docs/experiments/multicut-grid.csv" "$@"
