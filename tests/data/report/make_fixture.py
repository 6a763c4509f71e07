#!/usr/bin/env python3
"""Regenerates the report test fixture (match.json + match.pgn): 12 game pairs between two engines whose
names hold markup, with engine comments, book moves, SPRT parameters and engine configurations.
Usage: python3 make_fixture.py OUTDIR"""
import json, random, sys

out = sys.argv[1] if len(sys.argv) > 1 else "."
rng = random.Random(7)
A, B = "Gambit <b>dev</b>", "<script>alert(1)</script>"
openings = [
    ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", ["c5", "Nf3"]),
    ("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", ["d5", "c4"]),
    ("rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1", ["e5", "Nc3"]),
    ("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", ["Nf6", "g3"]),
    ("rnbqkbnr/pppppppp/8/8/6P1/8/PPPPPP1P/RNBQKBNR b KQkq - 0 1", ["d5", "Bg2"]),
    ("rnbqkbnr/pppppppp/8/8/1P6/8/P1PPPPPP/RNBQKBNR b KQkq - 0 1", ["e5", "Bb2"]),
]
# First engine's points per game, pair by pair (two games per opening, colours reversed, openings reused).
plan = [(1, 0.5), (0.5, 0.5), (1, 0), (0, 1), (1, 1), (0.5, 1), (0.5, 0), (1, 0.5), (0, 0), (1, 0.5), (0.5, 0.5), (1, 1)]
terms = {"1-0": ("normal", "checkmate", "White mates"), "0-1": ("adjudication", "adjudication_resign", "White resigns"),
         "1/2-1/2": ("normal", "threefold", "Draw by repetition")}
moves_pool = ["Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Nb8", "d4",
              "Nbd7", "c4", "c6", "cxb5", "axb5", "Nc3", "Bb7", "Bg5", "b4", "Nb1", "h6", "Bh4", "c5", "dxe5", "Nxe4"]

pgn, games_json, term_counts = [], [], {}
wdl = [0, 0, 0]
penta = [0] * 5
game_id = 0
for pair, (p1, p2) in enumerate(plan):
    fen, book = openings[pair % len(openings)]
    for k, pa in enumerate((p1, p2)):
        white, black = (A, B) if k == 0 else (B, A)
        pw = pa if white == A else 1 - pa
        result = {1: "1-0", 0: "0-1", 0.5: "1/2-1/2"}[pw]
        tag, key, reason = terms[result]
        term_counts[key] = term_counts.get(key, 0) + 1
        wdl[0 if pa == 1 else 1 if pa == 0.5 else 2] += 1
        nplies = 30 + rng.randrange(30)
        tokens, fullmove, stm_white = [], 1, False   # openings start with Black to move
        tokens.append("1...")
        plies = book + [moves_pool[i % len(moves_pool)] for i in range(nplies)]
        for i, san in enumerate(plies):
            if stm_white: tokens.append(f"{fullmove}.")
            tokens.append(san)
            if i < len(book):
                tokens.append("{book}")
            else:
                mover_is_a = (white == A) == stm_white
                depth = (12 if mover_is_a else 9) + rng.randrange(4)
                secs = (0.15 if mover_is_a else 0.08) * (1 + rng.random())
                score = rng.uniform(-0.6, 0.6)
                tokens.append("{%+.2f/%d %.3fs}" % (score, depth, secs))
            if not stm_white: fullmove += 1
            stm_white = not stm_white
        tokens.append("{%s}" % reason)
        tokens.append(result)
        game_id += 1
        esc = lambda s: s.replace("\\", "\\\\").replace('"', '\\"')
        head = [("Event", "report fixture"), ("Site", "?"), ("Date", "2026.11.22"), ("Round", str(pair + 1)),
                ("White", white), ("Black", black), ("Result", result), ("GameId", str(game_id)), ("FEN", fen),
                ("SetUp", "1"), ("TimeControl", "10+0.1"), ("Termination", tag), ("PlyCount", str(len(plies)))]
        lines, line = [], ""
        for t in tokens:
            if len(line) + len(t) + 1 > 79: lines.append(line); line = t
            else: line = (line + " " + t).strip()
        lines.append(line)
        pgn.append("".join(f'[{k} "{esc(v)}"]\n' for k, v in head) + "\n" + "\n".join(lines) + "\n\n")
    penta[int((p1 + p2) * 2)] += 1

results = {
    "match_id": "fixture-0001", "shard": {"index": 1, "count": 1}, "status": "finished", "tournament": "match",
    "games_planned": 24, "games_played": 24, "engines": [A, B],
    "sprt_params": {"elo0": 0, "elo1": 10, "alpha": 0.05, "beta": 0.05, "model": "normalized"},
    "pairs": [{"engines": [A, B], "wins": wdl[0], "draws": wdl[1], "losses": wdl[2], "penta": penta}],
    "terminations": term_counts,
    "tc": "10+0.1",
    "bench": 1234567,
    "engine_configs": [
        {"name": A, "cmd": "./gambit", "args": ["--variant", "<dev>"], "tc": "10+0.1",
         "options": {"Hash": "16", "Threads": "1", "NullMove": "adaptive", "MultiCut": "enhanced"}},
        {"name": B, "cmd": "/opt/engines/base \"quoted\"", "args": [], "tc": "10+0.1",
         "options": {"Hash": "16", "Threads": "1", "NullMove": "fixed"}}],
    "settings": {"concurrency": 2, "openings": {"file": "book&<x>.epd", "order": "sequential"}, "seed": 42},
}
with open(f"{out}/match.json", "w") as f: json.dump(results, f, indent=1)
with open(f"{out}/match.pgn", "w") as f: f.write("".join(pgn))
print("W D L", wdl, "penta", penta)
