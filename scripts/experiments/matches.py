"""The preset matches of docs/experiments.md (the manifest's `matches`): each pair a gambit-match run at a fixed
node count a move, its results kept gzip-compressed, then one table of them all (match_table.py)."""
import glob
import os
import subprocess
import sys

import manifest
import methods


def engine_words(gambit, method):
    # `default` is the engine's own defaults: no option sent (a combo value named "default" also trips UCI
    # option parsers, since `default` is a keyword of the option line).
    options = [] if method == "default" else [f"option.{s}" for s in methods.settings(method)]
    return ["-engine", f"cmd={gambit}", f"name={method}"] + options


def results_path(out, a, b):
    return os.path.join(out, f"{a}-vs-{b}.json")


def command(match, gambit, a, b, games, nodes, concurrency, out):
    play = manifest.section("games")
    return ([match] + engine_words(gambit, a) + engine_words(gambit, b) +
            ["-each", "tc=inf", f"nodes={nodes}", f"option.Hash={play['hash_mb']}",
             "-openings", f"file={manifest.path(play['openings'])}", "order=random", "-seed", str(play["seed"]),
             "-repeat", "-games", "2", "-rounds", str(games // 2), "-concurrency", str(concurrency),
             "-results", f"file={results_path(out, a, b)}", "-ratinginterval", "0"])


def commands(match, gambit, pairs, games, nodes, concurrency):
    out = manifest.path(manifest.section("matches")["out"])
    return [command(match, gambit, a, b, games, nodes, concurrency, out) for a, b in pairs]


def play(match, gambit, pairs, games, nodes, concurrency):
    """Plays each pair (a failed match leaves its log and the rest go on), then writes the table."""
    settings = manifest.section("matches")
    out = manifest.path(settings["out"])
    os.makedirs(out, exist_ok=True)
    for (a, b), words in zip(pairs, commands(match, gambit, pairs, games, nodes, concurrency)):
        log = os.path.join(out, f"{a}-vs-{b}.log")
        with open(log, "w") as f:
            subprocess.run(words, stdout=f, stderr=subprocess.STDOUT)
        with open(log) as f:
            print("".join(f.readlines()[-8:]), end="")
        if os.path.exists(results_path(out, a, b)):
            subprocess.run(["gzip", "-9nf", results_path(out, a, b)], check=True)  # the bytes gzip -n writes
    table = manifest.path(settings["table"])
    with open(table, "w") as f:
        subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "match_table.py"),
                        str(nodes)] + sorted(glob.glob(os.path.join(out, "*.json.gz"))), stdout=f, check=True)
    with open(table) as f:
        print(f.read(), end="")
