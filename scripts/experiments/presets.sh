#!/bin/sh
# Every preset on a test suite: at a fixed depth (nodes relative to `nm`, solved), and the speed test of
# Jiang & Buro at a fixed time per position (average depth reached).
#   scripts/experiments/presets.sh SUITE.epd [DEPTH] [MOVETIME_MS] [JOBS]
# Writes docs/experiments/presets-depth.{md,csv} and presets-time.{md,csv}.
set -eu
suite=${1:?usage: presets.sh SUITE.epd [DEPTH] [MOVETIME_MS] [JOBS]}
depth=${2:-7}
movetime=${3:-200}
jobs=${4:-1}
root=$(cd "$(dirname "$0")/../.." && pwd)
gambit=${GAMBIT:-$root/build/release/bin/gambit}
mkdir -p "$root/docs/experiments"
# The presets come from one place, methods.py (PRESETS), as every experiment script reads them.
presets=$(python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import methods; print(*methods.PRESETS)' "$root/scripts/experiments")
set --
for p in $presets; do
  set -- "$@" --config "$p" "Preset=$p"
done
python3 "$root/scripts/experiments/grid.py" --gambit "$gambit" --suite "$suite" --depth "$depth" \
  --baseline nm --jobs "$jobs" --title "Presets at a fixed depth" \
  --md "$root/docs/experiments/presets-depth.md" --csv "$root/docs/experiments/presets-depth.csv" \
  "$@" --config "nm fixed R2" "Preset=nm NullMove=fixed NullMoveR=2" --config "nm verified" "Preset=nm NullMove=verified" \
  --config default "Preset=default"
# Timed runs one at a time: parallel runs would share the CPU and change the depth reached.
python3 "$root/scripts/experiments/grid.py" --gambit "$gambit" --suite "$suite" --movetime "$movetime" \
  --baseline nm --jobs 1 --title "Speed test (Jiang & Buro): depth reached in a fixed time" \
  --md "$root/docs/experiments/presets-time.md" --csv "$root/docs/experiments/presets-time.csv" \
  --config nm "Preset=nm" --config probcut "Preset=probcut" --config mpc "Preset=mpc" --config none "Preset=none" \
  --config default "Preset=default"
