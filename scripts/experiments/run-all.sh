#!/bin/sh
# Reruns every experiment of docs/experiments.md and rebuilds the page.
#   scripts/experiments/run-all.sh SUITE.epd [DEPTH] [GAMES] [NODES]
# e.g. scripts/experiments/run-all.sh ../shared/data/wac.epd 7 100 5000
# Binaries: GAMBIT, GAMBIT_MATCH (default build/release/bin/). Takes hours on two cores at the defaults
# of the page; each step can be run alone (see the scripts). The ProbCut fit (fit-probcut.sh) is not part
# of it: it rewrites the engine's built-in table, which needs a rebuild (and a Bench: line) of its own.
set -eu
suite=${1:?usage: run-all.sh SUITE.epd [DEPTH] [GAMES] [NODES]}
depth=${2:-7}
games=${3:-100}
nodes=${4:-5000}
dir=$(cd "$(dirname "$0")" && pwd)
"$dir/multicut-grid.sh" "$suite" "$depth"
"$dir/eiriksson.sh" "$suite" "$depth"
"$dir/presets.sh" "$suite" "$depth"
"$dir/matches.sh" "$games" "$nodes"
python3 "$dir/assemble.py"
