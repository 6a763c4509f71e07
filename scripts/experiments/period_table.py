#!/usr/bin/env python3
"""docs/experiments/period-baselines.md: what each period baseline (turk, ziggy, crafty) changes against
`classic`, on WAC, from the kept runs of

  GAMBIT=... scripts/experiments/wac-methods BASELINE --depth 8 --label se --methods nm [...]
  GAMBIT=... scripts/experiments/wac-methods BASELINE --nodes N --label se --methods nm

(docs/experiments/wac/<baseline>-d8-se.json.gz, <baseline>-n<N>-se.json.gz) against classic's runs of the same
methods (classic-d8-r3, classic-n<N>-r3: the same trees, the fingerprints being unchanged). Per baseline and
method: problems solved, those classic solves that it misses and the reverse, nodes and their share of
classic's, nodes a second against classic's; at a node budget the depth reached, which fixes each baseline's
budget in the second edition's manifest."""
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kept  # noqa: E402
import page  # noqa: E402

ROOT = kept.ROOT
PERIODS = ("turk", "ziggy", "crafty")
METHODS = ("none", "nm", "mc-original", "mc-enhanced", "mc-enhanced-skips", "mc-enhanced-reorder-all", "z-main", "vnb",
           "vnb-seed", "tempo10", "tempo20", "probcut-jb", "mpc-jb")


def solved_ids(run):
    return {r["id"] for r in run["records"] if r["solved"]}


def compare(run, ref):
    """(missed of the reference's, solved the reference not, node share) against the reference run, '–' without
    one."""
    if ref is None:
        return "–", "–", "–"
    return (str(len(solved_ids(ref) - solved_ids(run))), str(len(solved_ids(run) - solved_ids(ref))),
            f"{100.0 * run['nodes'] / ref['nodes']:.1f}%")


def depth_rows():
    classic = kept.wac_runs("classic-d8-r3")
    rows = []
    for baseline in PERIODS:
        runs = kept.wac_runs(f"{baseline}-d8-se")
        for method in METHODS:
            if method not in runs:
                continue
            run, ref = runs[method], classic.get(method)
            missed, gained, share = compare(run, ref)
            solved_ref = f"{ref['solved']}/{ref['positions']}" if ref else "–"
            # The method's saving on its own baseline, beside the same on classic (the papers quote it so).
            own = compare(run, runs["nm"])[2] if method != "nm" and "nm" in runs else "–"
            classic_own = compare(ref, classic["nm"])[2] if ref and method != "nm" else "–"
            rows.append(f"| 8 | `{baseline}` | `{method}` | {run['solved']}/{run['positions']} | {solved_ref} | {missed} "
                        f"| {gained} | {run['nodes']:,} | {share} | {own} | {classic_own} |")
    return rows


# The code departures (#58), each against the method it corrects, on the same period baseline.
DEPARTURES = {"mc-enhanced-skips": "mc-enhanced", "mc-enhanced-reorder-all": "mc-enhanced", "z-main": "mc-enhanced",
              "vnb-seed": "vnb"}


# ... and those measured on classic, against classic's kept runs of the method they correct.
CLASSIC_DEPARTURES = [(8, "efp-flip", "efp"), (10, "mpc-jb-crafty", "mpc-jb")]


def departure_row(depth, baseline, method, base, run, ref):
    missed, gained, share = compare(run, ref)
    return (f"| {depth} | `{baseline}` | `{method}` | `{base}` | {run['solved']}/{run['positions']} "
            f"| {ref['solved']}/{ref['positions']} | {missed} | {gained} | {run['nodes']:,} | {share} |")


def departure_rows():
    rows = []
    for baseline in PERIODS:
        runs = kept.wac_runs(f"{baseline}-d8-se")
        for method, base in DEPARTURES.items():
            if method in runs and base in runs:
                rows.append(departure_row(8, baseline, method, base, runs[method], runs[base]))
    for depth, method, base in CLASSIC_DEPARTURES:
        runs, refs = kept.wac_runs(f"classic-d{depth}-se"), kept.wac_runs(f"classic-d{depth}-r3")
        if method in runs and base in refs:
            rows.append(departure_row(depth, "classic", method, base, runs[method], refs[base]))
    return rows


def budget_rows():
    rows = []
    for baseline in PERIODS:
        for run_set in kept.wac_run_sets():
            if not (run_set.startswith(f"{baseline}-n") and run_set.endswith("-se")):
                continue
            budget = int(run_set[len(baseline) + 2:-len("-se")])
            classic = kept.wac_runs(f"classic-n{budget}-r3")
            for method, run in sorted(kept.wac_runs(run_set).items()):
                q1, median, q3 = statistics.quantiles(sorted(r["depth"] for r in run["records"]), n=4)
                ref = classic.get(method)
                ref_depth = "–"
                if ref:
                    r1, rm, r3 = statistics.quantiles(sorted(r["depth"] for r in ref["records"]), n=4)
                    ref_depth = f"{rm:g} ({r1:g}–{r3:g})"
                missed, gained, _ = compare(run, ref)
                rows.append(f"| {budget:,} | `{baseline}` | `{method}` | {median:g} ({q1:g}–{q3:g}) | {ref_depth} "
                            f"| {run['solved']}/{run['positions']} | {missed} | {gained} |")
    return rows


def main():
    lines = ["| depth | baseline | method | solved | `classic` solved | missed (of classic's) | solved, classic not "
             "| nodes | vs classic | vs `nm` on its baseline | on classic: vs `nm` |",
             "| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    lines += depth_rows()
    departures = departure_rows()
    if departures:
        lines += ["", "| depth | baseline | method | corrects | solved | its base solved | missed (of the base's) "
                  "| solved, base not | nodes | vs base |", "| ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
        lines += departures
    lines += ["", "| nodes a move | baseline | method | depth: median (quartiles) | `classic`'s depth | solved "
              "| missed (of classic's) | solved, classic not |",
              "| ---: | --- | --- | --- | --- | ---: | ---: | ---: |"]
    lines += budget_rows()
    lines += ["", "WAC (300 positions), each period baseline against `classic` with the same method "
              "(`scripts/experiments/wac-methods BASELINE --depth 8 --label se`, `--nodes N`; kept in "
              "docs/experiments/wac/<baseline>-d8-se.json.gz and <baseline>-n<N>-se.json.gz; classic's from "
              "classic-d8-r3 and classic-n<N>-r3, whose trees the period baselines' commit left unchanged). Speed is "
              "not compared here: these runs and classic's were made on different days on shared cores; the "
              "matches report each side's nodes a second under the same load. The second table: the code "
              "departures the second edition corrects, each against the method it corrects on the same baseline "
              "(`z-main`: `mc-enhanced` with `MultiCutSkipsCount` and `MultiCutReorderAll`; `vnb-seed`: `vnb` with "
              "`NullMoveBoundSeedCount`; `efp-flip`: `efp` with `MultiCutFlipChildren`; `mpc-jb-crafty`: `mpc-jb` "
              "with `ProbCutCraftyEndgame`), or on `classic` against its kept run (classic-d<D>-se against "
              "classic-d<D>-r3)."]
    page.write("period-baselines.md", lines)


if __name__ == "__main__":
    main()
