#!/usr/bin/env bash
# The README's main job: installs what is missing, builds, and plays a short A/B match between two gambit
# configurations (the default search against one with no forward pruning), then writes an Elo/SPRT report.
# Output: build/quickstart/{games.pgn,results.json,report.html,report.md}
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh release
bin=build/release/bin
out=build/quickstart
mkdir -p "$out"
rm -f "$out/games.pgn" "$out/results.json"

"$bin/gambit" bench | tail -n 2
"$bin/gambit-match" \
  -engine cmd="$bin/gambit" name=gambit-default \
  -engine cmd="$bin/gambit" name=gambit-none option.Preset=none \
  -each tc=inf nodes=20000 \
  -openings file=openings/balanced.epd format=epd order=random -seed 1 -repeat -rounds 50 \
  -concurrency "$(nproc)" -sprt elo0=0 elo1=20 alpha=0.05 beta=0.05 \
  -pgnout file="$out/games.pgn" -results file="$out/results.json"
"$bin/gambit-elo" report "$out/results.json" --pgn "$out/games.pgn" --out "$out/report.html"
"$bin/gambit-elo" report "$out/results.json" --pgn "$out/games.pgn" --format md --out "$out/report.md"
echo "report: $out/report.html (Markdown: $out/report.md)"
