#!/bin/sh
# The bench node count (the search's fingerprint) of every preset, with each method's counters: attempts,
# prunes per attempt and the share of all nodes spent in its own searches (Björnsson & Marsland report
# 25-30% of nodes in multi-cut searches and prunes in 45-50% of attempts).
#   scripts/experiments/bench-signatures.sh [DEPTH] [BASELINE]
# Writes docs/experiments/bench.md (modern) or bench-classic.md.
set -eu
depth=${1:-11}
baseline=${2:-modern}
out=bench.md
[ "$baseline" = modern ] || out=bench-$baseline.md
root=$(cd "$(dirname "$0")/../.." && pwd)
gambit=${GAMBIT:-$root/build/release/bin/gambit}
mkdir -p "$root/docs/experiments"
# The presets come from one place, methods.py (PRESETS), as every experiment script reads them.
presets=$(python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import methods; print(*methods.PRESETS)' "$root/scripts/experiments")
{
  echo "| preset | bench nodes | NullMove tried / cut % / node % | MultiCut tried / cut % / node % | ProbCut tried / cut % / node % | verified: verification failures | EFP: ALL-node cuts, re-searches, stores skipped |"
  echo "| --- | ---: | --- | --- | --- | ---: | --- |"
  for preset in $presets default verified; do
    if [ "$preset" = verified ]; then set -- --set Preset=nm --set NullMove=verified; else set -- --set Preset="$preset"; fi
    set -- --set Baseline="$baseline" "$@"
    "$gambit" bench "$depth" --stats "$@" | awk -v name="$preset" '
      /^NullMove /               { nm = $3 " / " $15 " / " $17; vf = $9 }
      /^MultiCut /               { mc = $3 " / " $15 " / " $17 }
      /^ProbCut /                { pc = $3 " / " $15 " / " $17 }
      /^EnhancedForwardPruning / { efp = $5 ", " $11 ", " $13 }
      /^Nodes searched:/         { nodes = $3 }
      END { printf "| %s | %s | %s | %s | %s | %s | %s |\n", name, nodes, nm, mc, pc, vf, efp }'
  done
  echo
  echo "\`gambit bench $depth --stats --set Baseline=$baseline --set Preset=NAME\` (verified: \`--set Preset=nm --set NullMove=verified\`); counters summed over the 41 bench positions."
} > "$root/docs/experiments/$out"
cat "$root/docs/experiments/$out"
