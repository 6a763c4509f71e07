#!/usr/bin/env python3
"""check.py: node-uci drives gambit and Stockfish through the same GUI steps (drive.mjs) and lists where
they differ.

usage: check.py --gambit BIN --syzygy DIR [--stockfish SF] [--fathom FATHOM] [--work DIR]

Each engine must pass every check of drive.mjs (MultiPV 3, Threads 2, SyzygyPath, UCI_Elo); the table that
follows shows what each advertised and showed. node-uci and chess.js (npm) go into WORK/node_modules on
first use. Exit 77 (CTest: skipped) only when node/npm or the Debian engines are missing, which
scripts/install-deps --engines installs, or when DIR holds no Syzygy tables: they are the shared data beside
the checkout (../shared/data/syzygy, or GAMBIT_SYZYGY_DIR at configure time), not something this project
builds, as the manager's tablebase tests treat them.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def drive(node, work, engine, syzygy, fathom):
    out = subprocess.run([node, os.path.join(work, "drive.mjs"), engine, syzygy, fathom], capture_output=True,
                         text=True, timeout=300)
    if out.returncode != 0:
        return {"seen": {}, "failed": [f"drive.mjs exited {out.returncode}: {out.stderr.strip()[-300:]}"]}
    return json.loads(out.stdout.strip().splitlines()[-1])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--gambit", required=True)
    p.add_argument("--syzygy", required=True)
    p.add_argument("--stockfish", default="/usr/games/stockfish")
    p.add_argument("--fathom", default="/usr/games/fathom")
    p.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "gambit-uci-clients"))
    args = p.parse_args()
    node, npm = shutil.which("node"), shutil.which("npm")
    if not node or not npm or not os.access(args.stockfish, os.X_OK) or not os.access(args.fathom, os.X_OK):
        print("skipped: needs node/npm, Stockfish and fathom (scripts/install-deps --engines)")
        return 77
    if not os.path.isfile(os.path.join(args.syzygy, "KQvK.rtbw")):
        print(f"skipped: no Syzygy tables in {os.path.abspath(args.syzygy)} (KQvK.rtbw missing): "
              "the shared data beside the checkout, or configure with -DGAMBIT_SYZYGY_DIR=DIR")
        return 77
    os.makedirs(args.work, exist_ok=True)
    for f in ("package.json", "drive.mjs"):
        shutil.copy(os.path.join(HERE, f), args.work)
    if not all(os.path.exists(os.path.join(args.work, "node_modules", m)) for m in ("node-uci", "chess.js")):
        subprocess.run([npm, "install", "--no-audit", "--no-fund", "--silent"], cwd=args.work, check=True)
    runs = {name: drive(node, args.work, path, os.path.abspath(args.syzygy), args.fathom)
            for name, path in (("gambit", os.path.abspath(args.gambit)), ("stockfish", args.stockfish))}
    keys = list(dict.fromkeys(k for r in runs.values() for k in r["seen"]))
    print(f"{'':16} | {'gambit':50} | stockfish")
    for k in keys:
        g, s = runs["gambit"]["seen"].get(k, "-"), runs["stockfish"]["seen"].get(k, "-")
        print(f"{k:16} | {g:50} | {s}{'' if g == s else '   (differs)'}")
    bad = 0
    for name, r in runs.items():
        for what in r["failed"]:
            print(f"FAILED {name}: {what}")
            bad += 1
    for name, r in runs.items():
        print(f"{name}: " + ("every check holds" if not r["failed"] else f"{len(r['failed'])} checks failed"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
