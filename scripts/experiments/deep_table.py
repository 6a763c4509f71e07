#!/usr/bin/env python3
"""docs/experiments/deep.md: the deep campaign's comparisons (scripts/experiments/campaign --campaign deep)
from the files it keeps, docs/experiments/deep/<baseline>-<budget>/A-vs-B.json (or .json.gz): games,
W/D/L, Elo and normalized Elo with 95% intervals, LLR, verdict, pentanomial pairs, the median depth
each side reached and the share of its moves searched at least as deep as the budget aims for (8 at `d8`, 10
at `d10` and on `modern` at 40,000 nodes): a median hides the shift a pruning method makes at equal nodes. Depths come from the games' move comments ({score/depth ...}) in build/deep/pgn/ when
that PGN is present, and are then kept beside the results (A-vs-B.depth.json), so the table rebuilds
without the games.   deep_table.py [--out FILE.md]
"""
import argparse
import glob
import json
import os
import statistics
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
sys.path.insert(0, os.path.join(ROOT, "scripts", "experiments"))
import pgn_games  # noqa: E402
from kept import load  # noqa: E402
from manifest import campaign_paths  # noqa: E402

DEEP, PGN = campaign_paths("deep")
TARGET_DEPTH = {"d8": 8, "d10": 10, "high": 10}  # the depth each budget is meant to reach


def depths_from_pgn(path):
    """{engine: [depth of each of its moves]} from a gambit-match PGN, read by Gambit's own PGN reader and
    move-comment parser (scripts/pgn_games.py), so the comment format is defined in one place."""
    depths = {}
    for game in pgn_games.read_games([path]):
        tags = game["tags"]
        side = 1 if tags.get("FEN", "").split(" ")[1:2] == ["b"] else 0
        names = (tags.get("White"), tags.get("Black"))
        for move in game["moves"]:
            depth = move.get("comment", {}).get("depth")
            if depth is not None:
                depths.setdefault(names[side], []).append(int(depth))
            side = 1 - side
    return depths


def depth_summary(results_path, name):
    kept = results_path.replace(".json.gz", ".json").replace(".json", ".depth.json")
    pgn = os.path.join(PGN, name.replace("/", "-") + ".pgn")
    if os.path.exists(pgn) and os.path.getsize(pgn) > 0:
        # The whole distribution is kept (depth -> moves): mate scores report depths up to the search's limit,
        # so the table uses order statistics of it, not a mean.
        summary = {e: {"median": statistics.median(d), "moves": len(d),
                       "histogram": {str(k): d.count(k) for k in sorted(set(d))}}
                   for e, d in depths_from_pgn(pgn).items()}
        with open(kept, "w") as f:
            json.dump(summary, f, indent=1, sort_keys=True)
            f.write("\n")
        return summary
    return load(kept) if os.path.exists(kept) else {}


def share_at_least(summary, depth):
    """Percentage of the moves searched to at least `depth`, or None without a kept distribution."""
    histogram = summary.get("histogram")
    if not histogram:
        return None
    return 100.0 * sum(n for d, n in histogram.items() if int(d) >= depth) / summary["moves"]


def verdict(results, pair):
    result = pair.get("sprt", {}).get("result")
    if result in ("H0", "H1"):
        return f"**{result}**"
    if results["games_played"] >= results["games_planned"]:
        return "cap"
    return "running"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=os.path.join(ROOT, "docs", "experiments", "deep.md"))
    args = parser.parse_args()
    lines = ["| baseline, nodes | candidate vs reference | games | W / D / L | Elo | nElo | LLR | verdict | "
             "penta [0, ½, 1, 1½, 2] | median depth (cand. / ref.) | moves at the budget's depth or deeper (cand. / ref.) |",
             "| --- | --- | ---: | --- | --- | --- | ---: | --- | --- | --- | --- |"]
    paths = sorted(glob.glob(os.path.join(DEEP, "*", "*-vs-*.json")) + glob.glob(os.path.join(DEEP, "*", "*-vs-*.json.gz")))
    for path in paths:
        if path.endswith((".state.json", ".depth.json")):
            continue
        results = load(path)
        if not results.get("pairs") or not results.get("games_played"):
            continue
        pair = results["pairs"][0]
        group = os.path.basename(os.path.dirname(path))
        name = group + "/" + os.path.basename(path).split(".json")[0]
        a, b = pair["engines"]
        depth = depth_summary(path, name)
        med = lambda e: f"{depth[e]['median']:g}" if e in depth else "–"  # noqa: E731
        target = TARGET_DEPTH[group.split("-")[-1]]
        shares = [share_at_least(depth.get(e, {}), target) for e in (a, b)]
        at_target = (f"≥ {target}: {shares[0]:.1f}% / {shares[1]:.1f}%" if None not in shares else "–")
        nodes = results.get("tc", "").replace("nodes=", "")
        baseline = group.split("-")[0]
        lines.append(f"| {baseline}, {nodes} | `{a}` vs `{b}` | {results['games_played']} | "
                     f"{pair['wins']} / {pair['draws']} / {pair['losses']} | {pair['elo']:+.1f} ± {pair['elo_half']:.1f} | "
                     f"{pair['nelo']:+.1f} ± {pair['nelo_half']:.1f} | {pair.get('sprt', {}).get('llr', 0):+.2f} | "
                     f"{verdict(results, pair)} | {pair['penta']} | {med(a)} / {med(b)} | {at_target} |")
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    try:
        main()
    except pgn_games.PgnGamesError as error:  # e.g. gambit-elo not built yet: one line, not a traceback
        sys.exit(f"deep_table: {error}")
