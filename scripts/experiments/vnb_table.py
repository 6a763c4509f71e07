#!/usr/bin/env python3
"""docs/experiments/vnb.md: Björnsson & Marsland's relaxed null-move bounds on the papers' search, from the
kept runs: WAC and ECM GCP at depth 7 and ECM GCP at depth 8 on `classic` (docs/experiments/wac/classic-d7-r3*/,
classic-d8-r3-ecm/, scripts/experiments/wac-methods
classic --depth 7 --label r3 --methods nm vnb tempo10 tempo20 nm-nogate vnb-nogate tempo10-nogate
tempo20-nogate) and the margins the variable bound chose on positions from games
(docs/experiments/vnb/games-*.json, `gambit epd docs/experiments/probcut/check.epd --nodes N --json`).
Per method, with the static-eval gate on and off: problems solved, problems `nm` (same gate) solves that
it misses and the reverse, nodes relative to `nm`, null-move tries and cuts, and for `vnb` how often it
chose t = 0, 10 and 20."""
import glob
import gzip
import json
import os

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SUITES = [("WAC, 7", os.path.join(ROOT, "docs", "experiments", "wac", "classic-d7-r3")),
          ("ECM GCP, 7", os.path.join(ROOT, "docs", "experiments", "wac", "classic-d7-r3-ecm")),
          ("ECM GCP, 8", os.path.join(ROOT, "docs", "experiments", "wac", "classic-d8-r3-ecm"))]
GAMES = os.path.join(ROOT, "docs", "experiments", "vnb")


def load(path):
    """A run kept as NAME.json or, as wac-methods writes it now, NAME.json.gz."""
    for candidate in (path, path + ".gz"):
        if os.path.exists(candidate):
            with (gzip.open if candidate.endswith(".gz") else open)(candidate, "rt") as f:
                return json.load(f)
    raise FileNotFoundError(path)


def exists(path):
    return os.path.exists(path) or os.path.exists(path + ".gz")


def margins(run):
    t = run.get("null_bound_margin", [0, 0, 0])
    total = sum(t)
    return "–" if not total else " / ".join(f"{100.0 * x / total:.1f}%" for x in t) + f" of {total:,}"


def main():
    lines = ["| suite, depth | method | gate | solved | missed vs `nm` | solved, `nm` not | nodes vs `nm` | null move tried / cut % "
             "| t = 0 / 10 / 20 (`vnb`) |", "| --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- |"]
    for (suite, WAC), gate in ((s, g) for s in SUITES for g in ("", "-nogate")):
        ref_path = os.path.join(WAC, f"nm{gate}.json")
        if not exists(ref_path):
            continue
        ref = load(ref_path)
        ref_solved = {r["id"] for r in ref["records"] if r["solved"]}
        for method in ("nm", "vnb", "tempo10", "tempo20"):
            path = os.path.join(WAC, f"{method}{gate}.json")
            if not exists(path):
                continue
            run = load(path)
            solved = {r["id"] for r in run["records"] if r["solved"]}
            nm = run["stats"]["NullMove"]
            lines.append(f"| {suite} | `{method}` | {'off' if gate else 'on'} | {run['solved']}/{run['positions']} "
                         f"| {len(ref_solved - solved)} | {len(solved - ref_solved)} "
                         f"| {100.0 * run['nodes'] / ref['nodes']:.1f}% "
                         f"| {nm['tried']:,} / {100.0 * nm['cut'] / max(1, nm['tried']):.1f}% "
                         f"| {margins(run) if method == 'vnb' else ''} |")
    lines += ["", "WAC (300 positions) and ECM GCP (183, ../shared/data/tactics/ecmgcp.epd) at depth 7, and ECM GCP "
              "at depth 8, on `classic` (`wac-methods classic --depth 7 --label r3` and `--depth D --label r3-ecm "
              "--suite ...`). In positions from games (the 300 held-out positions of "
              "docs/experiments/probcut/check.epd, 250,000 nodes each, `classic`), the margins `vnb` chose:", "",
              "| gate | t = 0 / 10 / 20 | null move tried / cut % | nodes |", "| --- | --- | --- | ---: |"]
    for path in sorted(glob.glob(os.path.join(GAMES, "games-*.json"))):
        run = load(path)
        nm = run["stats"]["NullMove"]
        lines.append(f"| {'off' if 'nogate' in path else 'on'} | {margins(run)} "
                     f"| {nm['tried']:,} / {100.0 * nm['cut'] / max(1, nm['tried']):.1f}% | {run['nodes']:,} |")
    with open(os.path.join(ROOT, "docs", "experiments", "vnb.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
