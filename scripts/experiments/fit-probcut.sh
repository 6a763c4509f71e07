#!/bin/sh
# Regenerates the built-in ProbCut table and the regression table of docs/experiments.md:
# `gambit fit-probcut --children` on the bench positions and every position one move away (the project's
# own positions), fits per depth pair and stage, writes docs/experiments/probcut-fit.json, the engine's
# built-in table engine/search/pruning/probcut_table.cpp (rebuild afterwards) and docs/experiments/probcut.md.
#   scripts/experiments/fit-probcut.sh
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
gambit=${GAMBIT:-$root/build/release/bin/gambit}
cd "$root"
mkdir -p docs/experiments
"$gambit" fit-probcut --children --out docs/experiments/probcut-fit.json \
  --cpp engine/search/pruning/probcut_table.cpp > docs/experiments/probcut-fit.txt
python3 - <<'PY'
import json
fit = json.load(open("docs/experiments/probcut-fit.json"))
lines = ["| pair (shallow, deep) | stage | samples | a | b | σ | r |", "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
for pair in fit["pairs"]:
    for stage in ("middlegame", "endgame"):
        s = pair[stage]
        lines.append(f"| ({pair['shallow']}, {pair['deep']}) | {stage} | {s['samples']} | {s['a']:.3f} | {s['b']:.1f} "
                     f"| {s['sigma']:.1f} | {s['r']:.3f} |")
lines.append("")
lines.append(f"Fitted by `{fit['command']}` on {fit['positions']} positions, values with |v| <= {fit['max_abs']} "
             "and no mate scores.")
open("docs/experiments/probcut.md", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
PY
