#!/usr/bin/env python3
"""Write a synthetic PGN file of about SIZE megabytes for measuring `gambit-elo pgn` (not a chess
generator: the move text is filler of realistic length; only the tags matter to the rating list).
Players have known logistic ratings, so the rating list printed for the file can be checked.

usage: scripts/generate_pgn.py OUT.pgn [SIZE_MB=100] [SEED=1]"""
import random
import sys

out_path = sys.argv[1]
size = float(sys.argv[2]) * 1e6 if len(sys.argv) > 2 else 100e6
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
ratings = {"Stockfish 16": 150, "Gambit dev": 40, "Gambit base": 0, "Toga II 4": -60, "Glaurung 2.2": -130}
names = list(ratings)
squares = [f + r for f in "abcdefgh" for r in "12345678"]
pieces = ["", "", "", "N", "B", "R", "Q", "K"]

written = 0
game = 0
with open(out_path, "w") as f:
    while written < size:
        game += 1
        white, black = rng.sample(names, 2)
        s = 1 / (1 + 10 ** ((ratings[black] - ratings[white]) / 400))
        draw = min(0.35, 2 * min(s, 1 - s))
        x = rng.random()
        result = "1-0" if x < s - draw / 2 else "1/2-1/2" if x < s + draw / 2 else "0-1"
        moves = []
        for n in range(1, rng.randint(30, 90)):
            moves.append(f"{n}. {rng.choice(pieces)}{rng.choice(squares)} {{+0.{rng.randint(0, 99):02d}/{rng.randint(8, 30)} "
                         f"{rng.random():.3f}s}} {rng.choice(pieces)}{rng.choice(squares)} "
                         f"{{-0.{rng.randint(0, 99):02d}/{rng.randint(8, 30)} {rng.random():.3f}s}}")
        text = " ".join(moves) + " " + result
        lines, line = [], ""
        for word in text.split(" "):
            if len(line) + len(word) + 1 > 79:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        lines.append(line)
        record = (f'[Event "synthetic"]\n[Site "gambit"]\n[Date "2026.11.22"]\n[Round "{game}"]\n'
                  f'[White "{white}"]\n[Black "{black}"]\n[Result "{result}"]\n[TimeControl "10+0.1"]\n'
                  f'[Termination "normal"]\n\n' + "\n".join(lines) + "\n\n")
        f.write(record)
        written += len(record)
print(f"{out_path}: {game} games, {written / 1e6:.1f} MB", file=sys.stderr)
