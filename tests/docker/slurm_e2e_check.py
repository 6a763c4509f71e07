#!/usr/bin/env python3
"""Reads gambit-match results files and PGN for scripts/slurm-e2e.

  counts RESULTS.json             "W D L | P0 P1 P2 P3 P4" of the first pair (results.json or merge --json)
  terminations RESULTS.json       "checkmate=71 crash=1 ...": how the games ended, sorted by name
  field RESULTS.json KEY          a top-level value (status, games_played, sprt, ...), or of pairs[0]
  games PGN...                    "GAMES UNIQUE_IDS": exit 1 when a GameId appears twice
  same-games WHOLE.pgn PGN...     every game of WHOLE.pgn (by GameId) has the same players, result and moves
                                  in the other files, and nothing else is there; prints the differences
"""
import json
import re
import sys


def load(path):
    with open(path) as f:
        return json.load(f)


def first_pair(j):
    return j["pairs"][0]


def pgn_games(paths):
    """(GameId, White, Black, Result, moves without comments) of every game, in file order."""
    games = []
    for path in paths:
        with open(path) as f:
            text = f.read()
        for chunk in re.split(r"\n(?=\[Event )", text.strip()):
            if not chunk.strip():
                continue
            tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]$', chunk, re.M))
            movetext = "\n".join(line for line in chunk.splitlines() if not line.startswith("["))
            moves = " ".join(re.sub(r"\{[^}]*\}", " ", movetext).split())
            games.append((tags.get("GameId"), tags.get("White"), tags.get("Black"), tags.get("Result"), moves))
    return games


def main(argv):
    command, args = argv[1], argv[2:]
    if command == "counts":
        p = first_pair(load(args[0]))
        print(p["wins"], p["draws"], p["losses"], "|", *p["penta"])
    elif command == "terminations":
        print(" ".join(f"{k}={v}" for k, v in sorted(load(args[0]).get("terminations", {}).items())))
    elif command == "field":
        j = load(args[0])
        value = j.get(args[1], first_pair(j).get(args[1]) if j.get("pairs") else None)
        print(value if not isinstance(value, dict) else json.dumps(value))
    elif command == "games":
        ids = [g[0] for g in pgn_games(args)]
        print(len(ids), len(set(ids)))
        return 0 if len(ids) == len(set(ids)) else 1
    elif command == "same-games":
        whole = {g[0]: g for g in pgn_games(args[:1])}
        parts = {g[0]: g for g in pgn_games(args[1:])}
        differ = sorted((i for i in whole if i in parts and whole[i] != parts[i]), key=int)
        missing = sorted(set(whole) - set(parts), key=int)
        extra = sorted(set(parts) - set(whole), key=int)
        print(f"{len(whole)} games, {len(whole) - len(differ) - len(missing)} identical, "
              f"{len(differ)} differ {differ[:10]}, {len(missing)} missing {missing[:10]}, "
              f"{len(extra)} extra {extra[:10]}")
        return 0 if not differ and not missing and not extra else 1
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
