#!/usr/bin/env python3
"""docs/experiments/wac-classic-r3.md: the seed methods on WAC at the papers' depths (8 and 10) on `classic`,
searched by this round's engine, from the kept runs of

  scripts/experiments/wac-methods classic --depth 8 --label r3 --methods nm verified mc-original efp vnb \\
      tempo10 tempo20 none
  scripts/experiments/wac-methods classic --depth 10 --label r3 --methods nm verified mc-original efp mpc mpc-jb

(docs/experiments/wac/classic-d<D>-r3.json.gz). Per method and depth: problems solved, problems its
reference solves that it misses and the reverse, nodes and their share of the reference's (the reference of
`nm` is `none`, of `efp` `mc-original`, of every other method but `none` `nm`), and how often its own pruning was
tried and cut. The claims table in template.md quotes these figures."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kept  # noqa: E402

ROOT = kept.ROOT
DEPTHS = (8, 10)
METHODS = ["none", "nm", "verified", "vnb", "tempo10", "tempo20", "mc-original", "mc-enhanced", "efp", "probcut-jb",
           "mpc-jb", "mpc"]
REFERENCE = {"none": None, "nm": "none", "efp": "mc-original"}
# The counters of each method's own pruning (`gambit epd --json` "stats").
OWN = {"nm": "NullMove", "verified": "NullMove", "vnb": "NullMove", "tempo10": "NullMove", "tempo20": "NullMove",
       "mc-original": "MultiCut", "mc-enhanced": "MultiCut", "efp": "EnhancedForwardPruning",
       "probcut-jb": "ProbCut", "mpc-jb": "ProbCut", "mpc": "ProbCut"}


def runs_at(depth):
    return kept.wac_runs(f"classic-d{depth}-r3")


def solved_ids(run):
    return {r["id"] for r in run["records"] if r["solved"]}


def row(depth, method, run, runs):
    reference = REFERENCE.get(method, "nm")
    ref = runs.get(reference) if reference else None
    own = run["stats"].get(OWN.get(method, ""), {})
    tried = own.get("tried", 0)
    counts = f"{tried:,} / {100.0 * own['cut'] / tried:.1f}%" if tried else "–"
    if ref is None or ref is run:
        missed, gained, share, against = "–", "–", "–", "–"
    else:
        missed = str(len(solved_ids(ref) - solved_ids(run)))
        gained = str(len(solved_ids(run) - solved_ids(ref)))
        share = f"{100.0 * run['nodes'] / ref['nodes']:.1f}%"
        against = f"`{reference}`"
    return (f"| {depth} | `{method}` | {run['solved']}/{run['positions']} | {against} | {missed} | {gained} "
            f"| {run['nodes']:,} | {share} | {counts} |")


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
    print("\n".join(lines))


if __name__ == "__main__":
    main()
