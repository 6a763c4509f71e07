#!/usr/bin/env python3
"""normalize.py: mask the parts of fastchess / cutechess-cli output that legitimately differ between runs.

usage: normalize.py KIND FILE        (KIND: stdout | stderr | pgn | config | epd; prints the masked text)
       normalize.py --diff DIR1 DIR2  (compare two recordings of the same line after masking; exit 1 if different)

What is masked (see README.md, "Nondeterminism"):
  stdout/stderr  'Total Time: HH:MM:SS' -> 'Total Time: <t>'; fastchess 'Setting seed to' (log only);
                 fastchess 'Warning; Engine X is not responsive' after a crash is dropped (racy, see README);
                 with concurrency > 1 the ORDER of Started/Finished lines is not fixed and running totals
                 between games depend on it, so `--diff` then compares the sorted Started/Finished lines and
                 the final summary only (see order_insensitive(), concurrent_console_key()).
  pgn            [Date], [Time], [GameStartTime], [GameEndTime], [GameDuration], move-time parts of comments
                 ('0.013s', 'latency=..', 'nps=..'); movetext is re-flowed (line breaks depend on the
                 comment widths); with concurrency > 1 fastchess writes games in finish order, so they are
                 compared as a sorted list.
  config.json    "seed" (random unless -srand), engine/opening paths are already placeholders.
"""
import gzip
import json
import os
import re
import sys

PGN_TAG_MASK = re.compile(r'^\[(Date|Time|GameStartTime|GameEndTime|GameDuration|UTCDate|UTCTime) "[^"]*"\]$', re.M)
# cutechess move comment: {+0.12/9 0.013s} ; fastchess: {+0.12/9 0.013s, latency=.., n=.., ...}
PGN_SECS = re.compile(r'(?<=[ /{,])\d+(\.\d+)?s(?=[ },])')
PGN_KV = re.compile(r'\b(latency|nps|tl|time)=[^,} ]+')
TOTAL_TIME = re.compile(r'Total Time: \d+:\d\d:\d\d')
SEED_LINE = re.compile(r'Setting seed to: \d+')
# fastchess prints this after a crash only if the dead engine is not yet reaped when it pings it (a race)
RACY_LINES = re.compile(r'^Warning; Engine .* is not responsive\n', re.M)


def read(path):
    if path.endswith(".gz"):
        with gzip.open(path, "rb") as f:
            return f.read().decode("utf-8", "replace")
    with open(path, "rb") as f:
        return f.read().decode("utf-8", "replace")


def mask_console(text):
    text = TOTAL_TIME.sub("Total Time: <t>", text)
    text = SEED_LINE.sub("Setting seed to: <seed>", text)
    text = RACY_LINES.sub("", text)
    return text


def mask_pgn(text):
    """Mask clock-dependent tags and comment parts, and re-flow the movetext: both peers wrap movetext at 80
    columns, so a move time of '0.013s' instead of '0.0013s' moves the line breaks."""
    text = PGN_TAG_MASK.sub(lambda m: '[%s "<masked>"]' % m.group(1), text)
    text = PGN_KV.sub(lambda m: m.group(1) + "=<t>", text)
    text = PGN_SECS.sub("<t>s", text)
    out = []
    for game in split_games(text):
        tags = [l for l in game.splitlines() if l.startswith("[")]
        moves = " ".join(l for l in game.splitlines() if l.strip() and not l.startswith("["))
        out.append("\n".join(tags) + "\n\n" + " ".join(moves.split()) + "\n")
    return "\n".join(out)


def mask_config(text):
    try:
        data = json.loads(text)
    except ValueError:
        return text
    if "seed" in data:
        data["seed"] = "<seed>"
    return json.dumps(data, indent=4, sort_keys=False) + "\n"


MASKERS = {"stdout": mask_console, "stderr": mask_console, "pgn": mask_pgn, "config": mask_config,
           "epd": lambda t: t}


def kind_of(name):
    if name.startswith("games.pgn"):
        return "pgn"
    if name == "config.json":
        return "config"
    if name.endswith(".epd") or name.startswith("out.epd"):
        return "epd"
    if name in ("stdout", "stderr"):
        return name
    return None


def order_insensitive(cmd):
    """Runs with more than one game at a time print Started/Finished lines in a racy order."""
    m = re.search(r"-concurrency\s+(\d+)", cmd)
    return bool(m) and int(m.group(1)) > 1


def diff_dirs(a, b):
    """Return a list of human-readable differences between two recordings (empty = same after masking)."""
    problems = []
    cmd = read(os.path.join(a, "cmd")) if os.path.exists(os.path.join(a, "cmd")) else ""
    names = sorted(set(os.listdir(a)) | set(os.listdir(b)))
    for name in names:
        kind = kind_of(name)
        if name == "exit_code":
            kind = "epd"
        if kind is None:
            continue
        pa, pb = os.path.join(a, name), os.path.join(b, name)
        if not (os.path.exists(pa) and os.path.exists(pb)):
            problems.append("%s: only in one recording" % name)
            continue
        ta, tb = MASKERS[kind](read(pa)), MASKERS[kind](read(pb))
        if ta == tb:
            continue
        if kind in ("stdout", "stderr") and order_insensitive(cmd):
            if sorted(ta.splitlines()) == sorted(tb.splitlines()):
                problems.append("%s: same lines, different order (concurrency)" % name)
                continue
            if concurrent_console_key(ta) == concurrent_console_key(tb):
                problems.append("%s: same games and same final summary; running totals differ (concurrency)"
                                % name)
                continue
        if kind == "pgn" and order_insensitive(cmd):
            # PGN games are written in game-number order by cutechess, in finish order by fastchess
            ga = sorted(split_games(ta))
            gb = sorted(split_games(tb))
            if ga == gb:
                problems.append("%s: same games, different order (concurrency)" % name)
                continue
        la, lb = ta.splitlines(), tb.splitlines()
        first = next((i for i in range(min(len(la), len(lb))) if la[i] != lb[i]), min(len(la), len(lb)))
        problems.append("%s: DIFFERENT from line %d: %r vs %r" % (
            name, first + 1, la[first] if first < len(la) else "<eof>", lb[first] if first < len(lb) else "<eof>"))
    return problems


GAME_LINE = re.compile(r"^(Started game|Finished game) ")
RUNNING_LINE = re.compile(r"^(Started game|Finished game|Score of |Warning; Engine .* is not responsive)")


def concurrent_console_key(text):
    """With -concurrency > 1 the peers print Started/Finished lines in a racy order, and every running total
    printed between games (cutechess 'Score of', rating/outcome intervals) depends on which game finished first.
    What must still agree: the set of Started/Finished lines and everything after the last of them."""
    lines = text.splitlines()
    last = max((i for i, l in enumerate(lines) if RUNNING_LINE.match(l)), default=-1)
    return sorted(l for l in lines if GAME_LINE.match(l)), lines[last + 1:]


def split_games(text):
    games, cur = [], []
    for line in text.splitlines():
        if line.startswith("[Event ") and cur:
            games.append("\n".join(cur).strip())
            cur = []
        cur.append(line)
    if cur:
        games.append("\n".join(cur).strip())
    return games


def main(argv):
    if len(argv) == 4 and argv[1] == "--diff":
        problems = diff_dirs(argv[2], argv[3])
        for p in problems:
            print(p)
        return 1 if any("DIFFERENT" in p or "only in" in p for p in problems) else 0
    if len(argv) == 3 and argv[1] in MASKERS:
        sys.stdout.write(MASKERS[argv[1]](read(argv[2])))
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
