#!/usr/bin/env python3
"""docs/experiments/smith-nau-siblings.md: Smith & Nau's claim measured in chess, from the kept runs of

  gambit sibling-correlation docs/experiments/probcut/check.epd --depth D --set Baseline=B --json
      > docs/experiments/smith-nau/icc-B-dD.json
  gambit sibling-correlation docs/experiments/probcut/check.epd --probcut-errors --nodes N --samples K
      --set Baseline=B --set Preset=P --json > docs/experiments/smith-nau/errors-B-P.json

The first table: per baseline, depth and game phase, the intraclass correlation of sibling values (the share of
the children's value variance their parent explains) and the spreads within and between nodes. The second:
ProbCut's checked cuts in thirds by their children's spread at the shallow depth, with each third's
contradiction rate and 95% Wilson interval."""
import glob
import json
import os
import re

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FOLDER = os.path.join(ROOT, "docs", "experiments", "smith-nau")


def icc_rows():
    rows = []
    for path in sorted(glob.glob(os.path.join(FOLDER, "icc-*.json"))):
        baseline, depth = re.fullmatch(r"icc-(\w+)-d(\d+)\.json", os.path.basename(path)).groups()
        run = json.load(open(path))
        for p in run["phases"]:
            rows.append(f"| `{baseline}` | {depth} | {p['phase']} | {p['nodes']} | {p['children']:,} | {p['icc']:.3f} | "
                        f"{p['median_spread_within']:.0f} | {p['spread_between']:.0f} |")
    return rows


def error_rows():
    rows = []
    for path in sorted(glob.glob(os.path.join(FOLDER, "errors-*.json"))):
        name = os.path.basename(path)[len("errors-"):-len(".json")]
        run = json.load(open(path))
        for t in run["thirds"]:
            rows.append(f"| `{name}`, {run['nodes']:,} nodes | {t['third']} | {t['spread_from']:.0f}–{t['spread_to']:.0f} | "
                        f"{t['cuts']} | {t['contradicted']} | {100 * t['rate']:.1f}% | "
                        f"{100 * t['lo']:.1f}–{100 * t['hi']:.1f}% |")
    return rows


def main():
    lines = ["| baseline | depth | phase | nodes | children | ICC(1) | median spread within (cp) | spread between (cp) |",
             "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |", *icc_rows(), "",
             "Sibling values in chess, on the 300 held-out game positions (docs/experiments/probcut/check.epd): every "
             "child's value at depth D − 1 by a MultiPV search over all moves (children beyond ±1,000 cp left out); "
             "phase by material (24 at the start: opening 20–24, middlegame 9–19, endgame 0–8). ICC(1) is the share "
             "of the children's value variance that their parent explains: near 1, siblings agree (Smith & Nau's "
             "N-games); near 0, they are independent (P-games). `scripts/experiments/smith_nau_table.py` from "
             "docs/experiments/smith-nau/."]
    errors = error_rows()
    if errors:
        lines += ["", "| ProbCut run | cut nodes by children's spread | spread (cp) | cuts checked | contradicted | rate | 95% interval |",
                  "| --- | --- | --- | ---: | ---: | ---: | --- |", *errors, "",
                  "ProbCut's cuts at the match budget (sampled per depth pair and stage as probcut-calibrate samples them), "
                  "each checked by a search to the pair's deep depth with ProbCut off, in thirds by the spread of the cut "
                  "node's children at the shallow depth (the standard deviation of their values)."]
    with open(os.path.join(ROOT, "docs", "experiments", "smith-nau-siblings.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
