"""The search's fingerprints, for a refactoring that must not change it (the manifest's `fingerprints`): the
default bench, the node count of every preset on each baseline, and the per-method counters (bench --stats,
research data) of a few presets. Printed without timings, so that two builds compare with diff."""
import re
import subprocess

import manifest
import methods

COUNTER = re.compile(r"^[A-Za-z]+ tried |^NullMoveBoundMargin ")


def plan(gambit, depth):
    """[(label, command, kind)]: kind 'nodes' keeps the output's node-count line, 'stats' its counter lines."""
    settings = manifest.section("fingerprints")
    baselines = settings["baselines"]
    steps = [("bench: ", [gambit, "bench"], "nodes")]
    for preset in methods.PRESETS:
        for b in baselines:
            steps.append((f"{preset} {b}: ", [gambit, "bench", str(depth), "--set", f"Baseline={b}", "--set",
                                             f"Preset={preset}"], "nodes"))
    for preset in settings["stats_presets"]:
        for b in baselines:
            steps.append((f"--stats {preset} {b}\n", [gambit, "bench", str(depth), "--stats", "--set", f"Baseline={b}",
                                                     "--set", f"Preset={preset}"], "stats"))
    return steps


def commands(gambit, depth):
    return [command for _, command, _ in plan(gambit, depth)]


def print_all(gambit, depth):
    for label, command, kind in plan(gambit, depth):
        lines = subprocess.run(command, capture_output=True, text=True, check=True).stdout.splitlines()
        if kind == "nodes":
            print(label + "\n".join(line for line in lines if "Nodes searched" in line), flush=True)
        else:
            print(label + "".join(line + "\n" for line in lines if COUNTER.search(line)), end="", flush=True)
