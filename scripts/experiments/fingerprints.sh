#!/bin/sh
# The search's fingerprints, for a refactoring that must not change it: the default bench, the node count of
# every preset on both baselines at depth 7, and the per-method counters (bench --stats, research data) of a
# few presets. Prints them (no timings), so two builds compare with diff:
#   GAMBIT=old/gambit scripts/experiments/fingerprints.sh > before.txt
#   scripts/experiments/fingerprints.sh > after.txt && diff before.txt after.txt
# (bench-signatures.sh beside it writes the counters of depth 11 into docs/experiments/ instead.)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
gambit=${GAMBIT:-$root/build/release/bin/gambit}
depth=${1:-7}
# The presets come from one place, methods.py (PRESETS), as every experiment script reads them.
presets=$(python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import methods; print(*methods.PRESETS)' "$root/scripts/experiments")
echo "bench: $("$gambit" bench | grep 'Nodes searched')"
for p in $presets; do
  for b in modern classic; do
    echo "$p $b: $("$gambit" bench "$depth" --set Baseline=$b --set Preset=$p | grep 'Nodes searched')"
  done
done
for p in default nm-modern vnb mc-enhanced efp mpc; do
  for b in modern classic; do
    echo "--stats $p $b"
    "$gambit" bench "$depth" --stats --set Baseline=$b --set Preset=$p | grep -E '^[A-Za-z]+ tried |^NullMoveBoundMargin '
  done
done
