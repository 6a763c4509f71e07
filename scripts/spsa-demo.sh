#!/usr/bin/env bash
# A short SPSA run on gambit: three search margins (tune/examples/gambit-search.spsa) at 2000 nodes a move,
# fishtest's adjudication, balanced openings, two games at a time under nice. Resumable: run it again to
# continue. Usage: scripts/spsa-demo.sh [ITERATIONS] [OUTDIR]   (defaults 300, build/spsa-demo)
set -euo pipefail
cd "$(dirname "$0")/.."
iterations=${1:-300}
out=${2:-build/spsa-demo}
bin=build/release/bin
mkdir -p "$out"
exec nice -n 15 "$bin/gambit-tune" spsa \
    -engine cmd="$bin/gambit" name=gambit option.Hash=16 -each nodes=2000 \
    -spsa params=tune/examples/gambit-search.spsa iterations="$iterations" \
    -openings file=openings/balanced.epd order=random \
    -draw movenumber=34 movecount=8 score=20 -resign movecount=3 score=600 \
    -concurrency 2 -seed 2026 -recover \
    -values file="$out/values.txt" -history file="$out/history.csv" -htmlreport file="$out/tune.html" \
    -pgnout file="$out/games.pgn" -state file="$out/state.json" -resume
