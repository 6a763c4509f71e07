#!/usr/bin/env bash
# The README's main job: installs what is missing, builds, and plays a short A/B match between two gambit
# configurations, then writes an Elo/SPRT report. The question is the lab's first one: does null move gain
# on the papers' search (Baseline=classic)? `nm` against `none`, 5000 nodes a move, SPRT [0, 10] normalized
# Elo as in the research campaign (docs/experiments.md): a few minutes on two cores.
# Output: build/quickstart/{games.pgn,results.json,report.html,report.md}
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh release gambit gambit-match gambit-elo  # the test command builds the rest
bin=build/release/bin
out=build/quickstart
mkdir -p "$out"
rm -f "$out/games.pgn" "$out/results.json"

"$bin/gambit" bench | tail -n 2
"$bin/gambit-match" \
  -engine cmd="$bin/gambit" name=classic-nm option.Preset=nm \
  -engine cmd="$bin/gambit" name=classic-none option.Preset=none \
  -each tc=inf nodes=5000 option.Baseline=classic option.Hash=16 \
  -openings file=openings/balanced.epd format=epd order=random -seed 1 -repeat -rounds 300 \
  -concurrency "$(nproc)" -sprt elo0=0 elo1=10 alpha=0.05 beta=0.05 \
  -pgnout file="$out/games.pgn" -results file="$out/results.json"
"$bin/gambit-elo" report "$out/results.json" --pgn "$out/games.pgn" --out "$out/report.html"
"$bin/gambit-elo" report "$out/results.json" --pgn "$out/games.pgn" --format md --out "$out/report.md"
echo "report: $out/report.html (Markdown: $out/report.md)"
