#!/bin/sh
# Jiang & Buro's threshold sweep on WAC: Multi-ProbCut with their pairs at t = 1.0 / 1.2 (theirs) / 1.5 / 2.0
# beside nm and Gambit's own mpc, at a fixed depth; nodes relative to nm.
#   scripts/experiments/mpc-thresholds.sh SUITE.epd DEPTH BASELINE [JOBS]
# Writes docs/experiments/mpc-thresholds-<BASELINE>-d<DEPTH>.md and .csv. GAMBIT=path overrides the binary.
set -eu
suite=${1:?usage: mpc-thresholds.sh SUITE.epd DEPTH BASELINE [JOBS]}
depth=${2:?depth}
baseline=${3:?baseline}
jobs=${4:-1}
root=$(cd "$(dirname "$0")/../.." && pwd)
gambit=${GAMBIT:-$root/build/release/bin/gambit}
out="$root/docs/experiments/mpc-thresholds-$baseline-d$depth"
b="Baseline=$baseline"
jb="$b Preset=mpc-jb"
exec python3 "$root/scripts/experiments/grid.py" --gambit "$gambit" --suite "$suite" --depth "$depth" \
  --baseline nm --jobs "$jobs" --title "Multi-ProbCut thresholds (Jiang & Buro's sweep), $baseline baseline" \
  --md "$out.md" --csv "$out.csv" \
  --config nm "$b Preset=nm" \
  --config "mpc-jb t 1.0" "$jb ProbCutThresholdMid=100 ProbCutThresholdEnd=100" \
  --config "mpc-jb t 1.2/1.0 (theirs)" "$jb" \
  --config "mpc-jb t 1.5" "$jb ProbCutThresholdMid=150 ProbCutThresholdEnd=150" \
  --config "mpc-jb t 2.0" "$jb ProbCutThresholdMid=200 ProbCutThresholdEnd=200" \
  --config "mpc (Gambit's: t 1.5, with (3,5))" "$b Preset=mpc"
