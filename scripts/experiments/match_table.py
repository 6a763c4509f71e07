#!/usr/bin/env python3
"""Markdown table of gambit-match results files: Elo of the first engine with its 95% interval, games,
W/D/L, pentanomial pairs and terminations.   match_table.py NODES RESULTS.json[.gz]...
(finished runs are kept gzip-compressed, NAME.json.gz)"""
import gzip
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import manifest  # noqa: E402


def main():
    nodes, files = sys.argv[1], sys.argv[2:]
    print(f"| match | Elo (95% CI) | games | W / D / L | penta [0, ½, 1, 1½, 2] | LOS | terminations |")
    print("| --- | ---: | ---: | --- | --- | ---: | --- |")
    for path in files:
        with (gzip.open if path.endswith(".gz") else open)(path, "rt") as f:
            result = json.load(f)
        for pair in result["pairs"]:
            a, b = pair["engines"]
            games = pair["wins"] + pair["draws"] + pair["losses"]
            lo, hi = pair["elo_ci"]
            terms = ", ".join(f"{k} {v}" for k, v in sorted(result.get("terminations", {}).items()))
            print(f"| {a} vs {b} | {pair['elo']:+.1f} ({lo:+.1f}, {hi:+.1f}) | {games} | {pair['wins']} / "
                  f"{pair['draws']} / {pair['losses']} | {pair['penta']} | {100 * pair['los']:.1f}% | {terms} |")
    print()
    play = manifest.section("games")
    print(f"Each engine: `gambit` with the named `Preset`, `nodes={nodes}` per move, {play['hash_mb']} MB hash, openings "
          f"`{play['openings']}` (random order, seed {play['seed']}), each opening played with both colours.")


if __name__ == "__main__":
    main()
