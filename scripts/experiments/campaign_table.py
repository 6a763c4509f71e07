#!/usr/bin/env python3
"""Rebuilds docs/experiments/campaign.md (and campaign.csv) from the files the campaign keeps: the
gambit-match results of every comparison (docs/experiments/campaign/<baseline>-<budget>/A-vs-B.json, or
A-vs-B.json.gz once decided) and the fixed-depth WAC runs (docs/experiments/wac/<baseline>-d<depth>.json.gz,
written by scripts/experiments/wac-methods). Nothing is replayed.
  campaign_table.py [--out FILE.md]
"""
import argparse
import csv
import glob
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kept import ROOT, load, wac_run_sets, wac_runs as kept_wac_runs  # noqa: E402
from manifest import campaign_paths  # noqa: E402

CAMPAIGN = campaign_paths("first")[0]

# The order rows appear in, and each method's reference in the matches.
METHODS = ["none", "nm", "nm-modern", "verified", "vnb", "tempo10", "tempo20", "mc-original", "mc-enhanced",
           "probcut", "mpc", "efp"]
REFERENCE = {"nm": "none", "nm-modern": "nm", "verified": "nm", "vnb": "nm", "tempo10": "nm", "tempo20": "nm",
             "mc-original": "nm", "mc-enhanced": "nm", "probcut": "nm", "mpc": "nm", "efp": "mc-original"}


def json_files(pattern):
    """{name without .json: path} of the files matching PATTERN.json or PATTERN.json.gz (finished runs are
    kept compressed); NAME.json wins over NAME.json.gz: a resumed run writes it afresh."""
    found = {}
    for path in sorted(glob.glob(pattern + ".json.gz")) + sorted(glob.glob(pattern + ".json")):
        found[path[:-8] if path.endswith(".json.gz") else path[:-5]] = path
    return found


def verdict(results, pair):
    sprt = pair.get("sprt", {})
    if sprt.get("result") == "H1":
        return "**H1** (gain)"
    if sprt.get("result") == "H0":
        return "**H0** (no gain)"
    if results["games_played"] >= results["games_planned"]:
        return "cap, inconclusive"
    return f"running ({results['games_played']}/{results['games_planned']})"


def match_rows():
    times_path = os.path.join(CAMPAIGN, "wall-seconds.json")
    times = load(times_path) if os.path.exists(times_path) else {}
    rows = []
    for base, path in sorted(json_files(os.path.join(CAMPAIGN, "*", "*-vs-*")).items(), key=lambda f: f[0] + ".json"):
        if base.endswith(".state"):
            continue
        results = load(path)
        if not results.get("pairs"):
            continue
        pair = results["pairs"][0]
        group = os.path.basename(os.path.dirname(path))
        baseline, budget = group.rsplit("-", 1)
        nodes = results.get("tc", "").replace("nodes=", "")
        lo, hi = pair["elo_ci"]
        sprt = pair.get("sprt", {})
        rows.append({
            "baseline": baseline, "budget": budget, "nodes": nodes,
            "candidate": pair["engines"][0], "reference": pair["engines"][1],
            "elo": round(pair["elo"], 2), "elo_ci": round((hi - lo) / 2, 2), "nelo": round(pair["nelo"], 2),
            "nelo_ci": round(pair["nelo_half"], 2), "games": pair["wins"] + pair["draws"] + pair["losses"],
            "wins": pair["wins"], "draws": pair["draws"], "losses": pair["losses"],
            "penta": " ".join(str(x) for x in pair["penta"]), "llr": round(sprt.get("llr", 0.0), 2),
            "bounds": f"{sprt.get('lower', 0):.2f}, {sprt.get('upper', 0):.2f}",
            "elo0_elo1": "{}, {}".format(*(results.get("sprt_params", {}).get(k, "") for k in ("elo0", "elo1"))),
            "verdict": verdict(results, pair),
            "wall_min": round(times.get(f"{group}/{pair['engines'][0]}-vs-{pair['engines'][1]}", 0) / 60, 1),
        })
    order = {"classic": 0, "modern": 1}
    rows.sort(key=lambda r: (r["budget"] != "low", order.get(r["baseline"], 2),
                             METHODS.index(r["candidate"]) if r["candidate"] in METHODS else 99))
    return rows


def match_table(rows):
    lines = ["| baseline | budget | candidate vs reference | Elo ± 95% | nElo ± 95% | games | W / D / L "
             "| penta [0, ½, 1, 1½, 2] | LLR (bounds) [nElo0, nElo1] | verdict | wall min |",
             "| --- | --- | --- | ---: | ---: | ---: | --- | --- | --- | --- | ---: |"]
    for r in rows:
        lines.append(f"| {r['baseline']} | {r['nodes']} nodes | `{r['candidate']}` vs `{r['reference']}` "
                     f"| {r['elo']:+.1f} ± {r['elo_ci']:.1f} | {r['nelo']:+.1f} ± {r['nelo_ci']:.1f} "
                     f"| {r['games']} | {r['wins']} / {r['draws']} / {r['losses']} | [{r['penta']}] "
                     f"| {r['llr']:+.2f} ({r['bounds']}) [{r['elo0_elo1']}] | {r['verdict']} | {r['wall_min']} |")
    total = sum(r["wall_min"] for r in rows)
    lines += ["", f"Wall time of the matches so far: {total / 60:.1f} h on two cores (concurrency 2), "
              "shared with the fixed-depth runs below; fixed node counts make the results independent of the load."]
    return lines


def wac_runs(kind):
    """{(baseline, depth or nodes): {method: epd json}} of the fixed-depth (kind "d") or fixed-node ("n")
    runs."""
    runs = {}
    for run_set in wac_run_sets():
        baseline, _, depth = run_set.partition(f"-{kind}")
        if not depth.isdigit():
            continue  # the other kind, or a later engine's runs (labelled, e.g. -r3): wac_table.py, vnb_table.py
        runs[(baseline, int(depth))] = kept_wac_runs(run_set)
    return runs


def counters(run):
    """'NM 1,234 / 56%; PC ...': how often each method's own pruning was tried and the share that cut."""
    st = run["stats"]
    parts = [f"{label} {st[m]['tried']:,} / {100.0 * st[m]['cut'] / st[m]['tried']:.0f}%"
             for label, m in (("NM", "NullMove"), ("MC", "MultiCut"), ("PC", "ProbCut")) if st.get(m, {}).get("tried")]
    return "; ".join(parts) or "nothing tried"


def method_table(runs, heading, cell, align="---:"):
    """One row per method, one column per (baseline, depth or nodes) run; `cell(method, run, column)` fills
    a cell (`column`: every method's run of that column), '–' where the method was not run."""
    keys = sorted(runs, key=lambda k: (k[0] != "classic", k[1]))
    lines = ["| method | " + " | ".join(heading(b, x) for b, x in keys) + " |",
             "| --- |" + f" {align} |" * len(keys)]
    for method in METHODS:
        cells = [cell(method, runs[k][method], runs[k]) if method in runs[k] else "–" for k in keys]
        lines.append(f"| `{method}` | " + " | ".join(cells) + " |")
    return lines


def relative(run, column, method):
    ref = column.get(REFERENCE.get(method, ""))
    return f"{100.0 * run['nodes'] / ref['nodes']:.1f}%" if ref else "–"


def wac_table(runs):
    """Per baseline and depth: solved, nodes relative to the method's reference and to `none`; the node
    counts; how often the method's own pruning was tried and cut."""
    if not runs:
        return ["(no WAC runs yet: scripts/experiments/wac-methods BASELINE --depth D)"]

    def solved_and_ratios(method, run, column):
        none = column.get("none")
        vs_none = f"{100.0 * run['nodes'] / none['nodes']:.1f}%" if none else "–"
        return f"{run['solved']}/{run['positions']}, {relative(run, column, method)}, {vs_none}"

    lines = method_table(runs, lambda b, d: f"{b} d{d}: solved, nodes vs ref, vs none", solved_and_ratios)
    lines += ["", "Nodes searched in the whole suite (the reference of `nm` is `none`, of `efp` `mc-original`, of "
              "every other method `nm`):", ""]
    lines += method_table(runs, lambda b, d: f"{b} d{d}", lambda method, run, column: f"{run['nodes']:,}")
    lines += ["", "How often each method's own pruning was tried, and the share of tries that cut "
              "(NM = null move, MC = multi-cut, PC = ProbCut):", ""]
    lines += method_table(runs, lambda b, d: f"{b} d{d}", lambda method, run, column: counters(run), "---")
    return lines


def budget_table(runs):
    """At each match budget (nodes per move on every WAC position): the depth each method reaches, the
    problems it solves, and how often its own pruning fires, so a method that cannot fire at a budget shows."""
    if not runs:
        return ["(no fixed-node runs yet: scripts/experiments/wac-methods BASELINE --nodes N)"]
    def cell(method, run, column):
        depth = statistics.median(r["depth"] for r in run["records"])
        return f"{depth:g}, {run['solved']}/{run['positions']}; {counters(run)}"

    return method_table(runs, lambda b, n: f"{b}, {n:,} nodes: median depth, solved; tried / cut %", cell, "---")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=os.path.join(ROOT, "docs", "experiments", "campaign.md"))
    args = parser.parse_args()
    rows = match_rows()
    lines = ["<!-- written by scripts/experiments/campaign_table.py; do not edit -->", "",
             "### Matches: each comparison by pentanomial SPRT", ""]
    lines += match_table(rows)
    lines += ["", "### Win At Chess at fixed depth", ""]
    lines += wac_table(wac_runs("d"))
    lines += ["", "### Win At Chess at the match budgets", ""]
    lines += budget_table(wac_runs("n"))
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    if rows:
        with open(os.path.splitext(args.out)[0] + ".csv", "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
            writer.writeheader()
            writer.writerows(rows)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
