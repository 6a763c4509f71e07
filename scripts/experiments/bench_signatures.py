"""The bench node count (the search's fingerprint) of every preset, with each method's counters: attempts, prunes
per attempt and the share of all nodes spent in its own searches (Björnsson & Marsland report 25-30% of nodes in
multi-cut searches and prunes in 45-50% of attempts); the rows and the file come from the manifest's
`bench_signatures`, the presets from methods.py."""
import os
import subprocess

import manifest
import methods

HEADER = ("| preset | bench nodes | NullMove tried / cut % / node % | MultiCut tried / cut % / node % "
          "| ProbCut tried / cut % / node % | verified: verification failures "
          "| EFP: ALL-node cuts, re-searches, stores skipped |\n"
          "| --- | ---: | --- | --- | --- | ---: | --- |\n")


def rows():
    """[(row name, method)]: every preset, then the manifest's extra rows."""
    extra = manifest.section("bench_signatures")["extra"]
    return [(p, p) for p in methods.PRESETS] + [(e["name"], e["method"]) for e in extra]


def command(gambit, depth, baseline, method):
    settings = [f"Baseline={baseline}"] + methods.settings(method)
    return [gambit, "bench", str(depth), "--stats"] + [w for s in settings for w in ("--set", s)]


def commands(gambit, depth, baseline):
    return [command(gambit, depth, baseline, method) for _, method in rows()]


def counters(words, *fields):
    """Words FIELDS (counted from 1, as `bench --stats` lines are read) of a counter line; '' past its end."""
    return [words[n - 1] if n <= len(words) else "" for n in fields]


def row(name, output):
    """One table row from `bench --stats` output: tried / cut % / node % of each method, verification failures,
    and EFP's ALL-node cuts, re-searches and stores skipped."""
    cells = dict.fromkeys(("nodes", "nm", "mc", "pc", "vf", "efp"), "")
    for line in output.splitlines():
        words = line.split()
        if line.startswith("NullMove "):
            cells["nm"] = " / ".join(counters(words, 3, 15, 17))
            cells["vf"] = counters(words, 9)[0]
        elif line.startswith("MultiCut "):
            cells["mc"] = " / ".join(counters(words, 3, 15, 17))
        elif line.startswith("ProbCut "):
            cells["pc"] = " / ".join(counters(words, 3, 15, 17))
        elif line.startswith("EnhancedForwardPruning "):
            cells["efp"] = ", ".join(counters(words, 5, 11, 13))
        elif line.startswith("Nodes searched:"):
            cells["nodes"] = counters(words, 3)[0]
    return (f"| {name} | {cells['nodes']} | {cells['nm']} | {cells['mc']} | {cells['pc']} | {cells['vf']} "
            f"| {cells['efp']} |\n")


def write(gambit, depth, baseline):
    """Runs every row's bench, writes the table to the manifest's file for BASELINE and prints it."""
    path = manifest.path(manifest.out_path(manifest.section("bench_signatures")["out"], baseline, depth))
    table = HEADER
    for (name, _), words in zip(rows(), commands(gambit, depth, baseline)):
        table += row(name, subprocess.run(words, capture_output=True, text=True, check=True).stdout)
    table += (f"\n`gambit bench {depth} --stats --set Baseline={baseline} --set Preset=NAME` (verified: "
              "`--set Preset=nm --set NullMove=verified`); counters summed over the 41 bench positions.\n")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(table)
    print(table, end="")
