#!/usr/bin/env python3
"""check.py: chess.js and pgn-extract read every game gambit-match writes, in each dialect's PGN.

usage: check.py --gambit BIN [--work DIR] [--stockfish SF]

Runs recorded corpus lines (a cutechess-cli line with adjudications, fastchess lines with book moves and with
engine crashes, and a crash line forced into gambit-match's own dialect) and checks that chess.js (npm, put
into WORK/node_modules on first use) loads every game and that pgn-extract (Debian) keeps every game.
Exit 1 when Stockfish or pgn-extract is missing (install-deps --engines installs them); exit 77 (CTest:
skipped) when node/npm is, which no script of the project installs.
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
COMPAT = os.path.dirname(HERE)
REPO = os.path.dirname(os.path.dirname(COMPAT))
LINES = [  # (corpus line, words appended)
    ("cutechess-cli/42-adj-combo", ""),
    ("cutechess-cli/46-recover-crash", ""),
    ("fastchess/07-h2h-pgn-seq", ""),
    ("fastchess/47-recover-crash", ""),
    ("fastchess/47-recover-crash", "-dialect gambit"),
]


def tool(*names):
    for name in names:
        path = shutil.which(name) or (name if os.access(name, os.X_OK) else None)
        if path:
            return path
    return None


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--gambit", required=True)
    p.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "gambit-pgn-readers"))
    p.add_argument("--stockfish", default=os.environ.get("GAMBIT_STOCKFISH", "/usr/games/stockfish"))
    args = p.parse_args()
    node, npm = tool("node"), tool("npm")
    pgn_extract = tool("pgn-extract", "/usr/games/pgn-extract", "/usr/bin/pgn-extract")
    # Stockfish and pgn-extract come with install-deps --engines: missing, they fail the check. node and npm
    # are not installed by any script of the project, so without them the check is skipped.
    if not os.access(args.stockfish, os.X_OK) or not pgn_extract:
        print("FAIL: needs Stockfish and pgn-extract (scripts/install-deps --engines installs them)")
        return 1
    if not node or not npm:
        print("skipped: needs node and npm (not installed by scripts/install-deps)")
        return 77
    os.makedirs(args.work, exist_ok=True)
    shutil.copy(os.path.join(HERE, "package.json"), args.work)
    shutil.copy(os.path.join(HERE, "read_pgn.mjs"), args.work)
    if not os.path.exists(os.path.join(args.work, "node_modules", "chess.js")):
        subprocess.run([npm, "install", "--no-audit", "--no-fund", "--silent"], cwd=args.work, check=True)
    failed = 0
    for line, extra in LINES:
        with open(os.path.join(COMPAT, line, "cmd"), encoding="utf-8") as f:
            cmd = f.read().strip()
        cmd = (cmd.replace("{tool}", os.path.abspath(args.gambit)).replace("{stockfish}", args.stockfish)
               .replace("{openings}", os.path.join(REPO, "openings")).replace("{compat}", COMPAT)
               .replace("{fake_crash}", os.path.join(COMPAT, "fake_crash")))
        run = tempfile.mkdtemp(prefix="pgn-readers-")
        subprocess.run(shlex.split(cmd) + extra.split(), cwd=run, capture_output=True,
                       env=dict(os.environ, HOME=run, GAMBIT_STOCKFISH=args.stockfish), timeout=600)
        pgn = os.path.join(run, "games.pgn")
        with open(pgn, encoding="utf-8") as f:
            games = len(re.findall(r"^\[Event ", f.read(), re.M))
        js = subprocess.run([node, os.path.join(args.work, "read_pgn.mjs"), pgn], capture_output=True, text=True)
        out = os.path.join(run, "out.pgn")
        subprocess.run([pgn_extract, "-s", "-o", out, pgn], capture_output=True)
        with open(out, encoding="utf-8") as f:
            kept = len(re.findall(r"^\[Event ", f.read(), re.M))
        ok = games > 0 and js.returncode == 0 and kept == games
        print("%s %s: %d games; chess.js: %s; pgn-extract kept %d%s" % (
            line, extra, games, js.stdout.strip().replace("\n", "; "), kept, "" if ok else "  FAILED"))
        failed += not ok
        shutil.rmtree(run, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
