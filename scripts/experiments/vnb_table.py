#!/usr/bin/env python3
"""docs/experiments/vnb.md: Björnsson & Marsland's relaxed null-move bounds on the papers' search, from the
kept runs: WAC and ECM GCP at depth 7 and ECM GCP at depth 8 on `classic` (docs/experiments/wac/classic-d7-r3*.json.gz,
classic-d8-r3-ecm.json.gz, scripts/experiments/wac-methods
classic --depth 7 --label r3 --methods nm vnb tempo10 tempo20 nm-nogate vnb-nogate tempo10-nogate
tempo20-nogate) and the margins the variable bound chose on positions from games
(docs/experiments/vnb/games-*.json.gz, `gambit epd docs/experiments/probcut/check.epd --nodes N --json | gzip -9n`).
Per method, with the static-eval gate on and off: problems solved, problems `nm` (same gate) solves that
it misses and the reverse, nodes relative to `nm`, null-move tries and cuts, and for `vnb` how often it
chose t = 0, 10 and 20."""
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kept  # noqa: E402
import page  # noqa: E402

ROOT = kept.ROOT
SUITES = [("WAC, 7", "classic-d7-r3"), ("ECM GCP, 7", "classic-d7-r3-ecm"), ("ECM GCP, 8", "classic-d8-r3-ecm")]
GAMES = os.path.join(ROOT, "docs", "experiments", "vnb")


def margins(run):
    t = run.get("null_bound_margin", [0, 0, 0])
    total = sum(t)
    return "–" if not total else " / ".join(f"{100.0 * x / total:.1f}%" for x in t) + f" of {total:,}"


def main():
    lines = ["| suite, depth | method | gate | solved | missed vs `nm` | solved, `nm` not | nodes vs `nm` | null move tried / cut % "
             "| t = 0 / 10 / 20 (`vnb`) |", "| --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- |"]
    for (suite, run_set), gate in ((s, g) for s in SUITES for g in ("", "-nogate")):
        runs = kept.wac_runs(run_set)
        ref = runs.get(f"nm{gate}")
        if ref is None:
            continue
        ref_solved = {r["id"] for r in ref["records"] if r["solved"]}
        for method in ("nm", "vnb", "tempo10", "tempo20"):
            run = runs.get(f"{method}{gate}")
            if run is None:
                continue
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
    for path in sorted(glob.glob(os.path.join(GAMES, "games-*.json.gz"))):
        run = kept.load(path)
        nm = run["stats"]["NullMove"]
        lines.append(f"| {'off' if 'nogate' in path else 'on'} | {margins(run)} "
                     f"| {nm['tried']:,} / {100.0 * nm['cut'] / max(1, nm['tried']):.1f}% | {run['nodes']:,} |")
    page.write("vnb.md", lines)


if __name__ == "__main__":
    main()
