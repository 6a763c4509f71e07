"""The ProbCut refit of each baseline (the manifest's `probcut_fit`): the positions searched in parts that are
kept as they finish, so a stopped fit resumes with the parts left, then one fit from every part's points.

A fit is named by its baseline (searched with the manifest's preset, null move on, written into the engine's
built-in table) or by one of the manifest's `variants` (e.g. crafty-nonm: crafty searched with another preset,
its model only a file for the ProbCutParams option)."""
import concurrent.futures
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

import manifest


def target(settings, name):
    """(baseline, preset, the engine's built-in table to write or None) of a fit's name."""
    variant = settings.get("variants", {}).get(name)
    if variant:
        return variant["baseline"], variant["preset"], None
    return name, settings["preset"], settings["cpp"].format(baseline=name)


def search_words(settings, name):
    """The fit's search: its pairs (a variant may fit only the pairs its method uses: the search runs to the
    deepest), and the options that choose each position's stage as the methods that load the model choose it
    (the manifest's `stage_options` per baseline: crafty's methods pick by Crafty's endgame rule)."""
    baseline, preset, _ = target(settings, name)
    pairs = settings.get("variants", {}).get(name, {}).get("pairs", settings["pairs"])
    words = ["--pairs", pairs, "--set", f"Baseline={baseline}", "--set", f"Preset={preset}"]
    for option in settings.get("stage_options", {}).get(baseline, []):
        words += ["--set", option]
    return words


def split(settings, baseline, work):
    """The positions in parts of part_size lines, WORK/<baseline>-NN (as `split -l N -d -a 2` names them)."""
    with open(manifest.path(settings["positions"])) as f:
        lines = f.readlines()
    size = settings["part_size"]
    parts = []
    for start in range(0, len(lines), size):
        part = os.path.join(work, f"{baseline}-{start // size:02d}")
        with open(part, "w") as f:
            f.writelines(lines[start:start + size])
        parts.append(part)
    return parts, len(lines)


def part_command(gambit, settings, baseline, part):
    return [gambit, "fit-probcut", part] + search_words(settings, baseline) + ["--samples-out", part + ".csv"]


def fit_command(gambit, settings, baseline, samples):
    folder = settings["folder"]
    cpp = target(settings, baseline)[2]
    return ([gambit, "fit-probcut"] + [w for s in samples for w in ("--from-samples", s)] +
            search_words(settings, baseline) + ["--out", f"{folder}/{baseline}.json"] +
            (["--cpp", cpp] if cpp else []) + ["--samples-out", f"{folder}/{baseline}-samples.csv"])


def search_part(gambit, settings, baseline, part, kept):
    """One part's points, kept gzip-compressed (written beside and renamed: a stopped search keeps nothing)."""
    subprocess.run(part_command(gambit, settings, baseline, part), stdout=subprocess.DEVNULL, check=True)
    with open(kept + ".tmp", "wb") as out:
        subprocess.run(["gzip", "-9nc", part + ".csv"], stdout=out, check=True)
    os.replace(kept + ".tmp", kept)
    print(f"experiment fit-probcut: {baseline} part {os.path.basename(kept)[:2]} done", flush=True)


def fit(gambit, baseline, jobs):
    settings = manifest.section("probcut_fit")
    folder = settings["folder"]
    parts_dir = f"{folder}/{baseline}-parts"
    os.makedirs(parts_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        parts, positions = split(settings, baseline, work)
        todo = [(p, os.path.join(parts_dir, p[-2:] + ".csv.gz")) for p in parts]
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            for done in [pool.submit(search_part, gambit, settings, baseline, p, k)
                         for p, k in todo if not os.path.exists(k)]:
                done.result()
        samples = []
        for kept in sorted(glob.glob(os.path.join(parts_dir, "*.csv.gz"))):
            samples.append(os.path.join(work, "in-" + os.path.basename(kept)[:-len(".gz")]))
            with open(samples[-1], "wb") as out:
                subprocess.run(["gunzip", "-c", kept], stdout=out, check=True)
        subprocess.run(fit_command(gambit, settings, baseline, samples), check=True)
    subprocess.run(["gzip", "-9nf", f"{folder}/{baseline}-samples.csv"], check=True)
    # The fit saw only the parts' temporary files: record the command that reproduces it and its positions.
    path = f"{folder}/{baseline}.json"
    with open(path) as f:
        result = json.load(f)
    result["command"] = (f"scripts/experiments/experiment fit-probcut {baseline} (gambit fit-probcut "
                         f"{settings['positions']} {' '.join(search_words(settings, baseline))}, in "
                         f"{len(parts)} parts of {settings['part_size']} positions, then fitted --from-samples)")
    result["positions"] = positions
    with open(path, "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")
    shutil.rmtree(parts_dir)  # the fit is done: its points live on in <baseline>-samples.csv.gz


def commands(gambit, baselines):
    """The command lines of a fit from nothing (every part searched), the parts under PARTS/."""
    settings = manifest.section("probcut_fit")
    result = []
    for baseline in baselines:
        with open(manifest.path(settings["positions"])) as f:
            count = -(-len(f.readlines()) // settings["part_size"])
        parts = [f"PARTS/{baseline}-{n:02d}" for n in range(count)]
        result += [part_command(gambit, settings, baseline, p) for p in parts]
        result.append(fit_command(gambit, settings, baseline, [f"PARTS/in-{n:02d}.csv" for n in range(count)]))
    return result


def run(gambit, baselines, jobs):
    """Fits each baseline from the checkout's root (the manifest's paths are relative to it), then the report."""
    os.chdir(manifest.ROOT)
    for baseline in baselines:
        fit(gambit, baseline, jobs)
    subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "probcut_report.py")],
                   stdout=subprocess.DEVNULL, check=True)
