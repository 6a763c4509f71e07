#!/usr/bin/env python3
"""docs/experiments/wac-classic-r3.md: the seed methods on WAC at the papers' depths (8 and 10) on `classic`,
searched by this round's engine, from the kept runs of

  scripts/experiments/wac-methods classic --depth 8 --label r3 --methods nm verified mc-original efp vnb \\
      tempo10 tempo20 none
  scripts/experiments/wac-methods classic --depth 10 --label r3 --methods nm verified mc-original efp mpc mpc-jb

(docs/experiments/wac/classic-d<D>-r3.json.gz). Per method and depth: problems solved, problems its
reference solves that it misses and the reverse, nodes and their share of the reference's (the reference of
`nm` is `none`, of `efp` `mc-original`, of every other method but `none` `nm`), and how often its own pruning was
tried and cut. The claims table in template.md quotes these figures.

Also docs/experiments/wac-budget-r3.md: every method the deep campaign plays, on WAC at the campaign's node
budgets (`wac-methods classic --nodes 250000 --label r3`, and 1,000,000 for the ProbCut family): the depth it reaches
and how often its own pruning fires there, so the matches can be read as the method at work, not idle."""
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kept  # noqa: E402

ROOT = kept.ROOT
DEPTHS = (8, 10)
METHODS = ["none", "nm", "verified", "vnb", "tempo10", "tempo20", "mc-original", "mc-enhanced", "mc-c2-r2e10", "efp",
           "probcut-jb", "mpc-jb", "mpc", "mpc-jb-nonm"]
BUDGETS = (250000, 1000000)
REFERENCE = {"none": None, "nm": "none", "efp": "mc-original", "mpc-jb-nonm": "none"}
# The counters of each method's own pruning (`gambit epd --json` "stats").
OWN = {"nm": "NullMove", "verified": "NullMove", "vnb": "NullMove", "tempo10": "NullMove", "tempo20": "NullMove",
       "mc-original": "MultiCut", "mc-enhanced": "MultiCut", "mc-c2-r2e10": "MultiCut", "efp": "EnhancedForwardPruning",
       "probcut-jb": "ProbCut", "mpc-jb": "ProbCut", "mpc": "ProbCut", "mpc-jb-nonm": "ProbCut"}


def runs_at(depth):
    return kept.wac_runs(f"classic-d{depth}-r3")


def solved_ids(run):
    return {r["id"] for r in run["records"] if r["solved"]}


def own_counters(method, run):
    """('tried / cut %', the method's own counters) of its own pruning; '–' where it has none."""
    own = run["stats"].get(OWN.get(method, ""), {})
    tried = own.get("tried", 0)
    return (f"{tried:,} / {100.0 * own['cut'] / tried:.1f}%" if tried else "–"), own


def against_reference(method, run, runs):
    """(reference, missed, gained, node share) against the method's reference in RUNS, '–' without one."""
    reference = REFERENCE.get(method, "nm")
    ref = runs.get(reference) if reference else None
    if ref is None or ref is run:
        return "–", "–", "–", "–"
    return (f"`{reference}`", str(len(solved_ids(ref) - solved_ids(run))), str(len(solved_ids(run) - solved_ids(ref))),
            f"{100.0 * run['nodes'] / ref['nodes']:.1f}%")


def row(depth, method, run, runs):
    against, missed, gained, share = against_reference(method, run, runs)
    return (f"| {depth} | `{method}` | {run['solved']}/{run['positions']} | {against} | {missed} | {gained} "
            f"| {run['nodes']:,} | {share} | {own_counters(method, run)[0]} |")


def budget_row(budget, method, run, runs):
    depths = sorted(r["depth"] for r in run["records"])
    q1, median, q3 = statistics.quantiles(depths, n=4)
    against, missed, gained, _ = against_reference(method, run, runs)
    counts, own = own_counters(method, run)
    # `efp`'s ALL-node searches are multi-cut's searches and counted with them.
    searched = run["stats"]["MultiCut"]["nodes"] if method == "efp" else own.get("nodes", 0)
    share = f"{100.0 * searched / run['nodes']:.1f}%" if own.get("tried") else "–"
    per_position = f"{own['tried'] / run['positions']:,.0f}" if own.get("tried") else "–"
    return (f"| {budget:,} | `{method}` | {median:g} ({q1:g}–{q3:g}) | {run['solved']}/{run['positions']} | {against} "
            f"| {missed} | {gained} | {counts} | {per_position} | {share} |")


def budget_table():
    lines = ["| nodes a move | method | depth: median (quartiles) | solved | reference | missed (of the reference's) "
             "| solved, reference not | own pruning tried / cut % | tries a position | its searches' share of nodes |",
             "| ---: | --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |"]
    for budget in BUDGETS:
        runs = kept.wac_runs(f"classic-n{budget}-r3")
        lines += [budget_row(budget, m, runs[m], runs) for m in METHODS if m in runs]
    lines += ["", "WAC (300 positions) on `classic` at the deep campaign's node budgets, each position searched "
              "afresh (`scripts/experiments/wac-methods classic --nodes N --label r3`; kept in "
              "docs/experiments/wac/classic-n250000-r3.json.gz and classic-n1000000-r3.json.gz). Depths of mate "
              "scores count as the depth reported; the tries are the method's own (null move for `vnb` and "
              "`tempo10`, multi-cut, ProbCut or the ALL-node multi-cut of `efp`), and the share is of the nodes "
              "its own reduced searches took (for `efp` all of multi-cut's, at CUT and ALL nodes)."]
    return lines


def main():
    lines = ["| depth | method | solved | reference | missed (of the reference's) | solved, reference not | nodes "
             "| vs reference | own pruning tried / cut % |",
             "| ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |"]
    for depth in DEPTHS:
        runs = runs_at(depth)
        lines += [row(depth, m, runs[m], runs) for m in METHODS if m in runs]
    lines += ["", "WAC (300 positions) on `classic` at fixed depth, this round's engine "
              "(`scripts/experiments/wac-methods classic --depth D --label r3`; kept in "
              "docs/experiments/wac/classic-d8-r3.json.gz and classic-d10-r3.json.gz). `none` is not run at depth 10 "
              "(a search without null move takes hours there)."]
    with open(os.path.join(ROOT, "docs", "experiments", "wac-classic-r3.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    budgets = budget_table()
    with open(os.path.join(ROOT, "docs", "experiments", "wac-budget-r3.md"), "w") as f:
        f.write("\n".join(budgets) + "\n")
    print("\n".join(lines + [""] + budgets))


if __name__ == "__main__":
    main()
