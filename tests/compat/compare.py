#!/usr/bin/env python3
"""compare.py: run recorded peer lines through gambit-match and compare with the recordings.

usage: compare.py --gambit BIN [--stockfish SF] [--only REGEX] [--tool fastchess|cutechess-cli]
                  [--known FILE] [--keep DIR] [--jobs N] [--verbose]

For every line folder <tool>/<NN-name>/ of this directory (README.md), the line's `cmd` is run with
{tool}=BIN in a fresh temporary directory (also $HOME), and what it produced is compared with the recording:

  games    White, Black, FEN, Result and the SAN moves of every game (comments, move numbers and clocks are
           not part of a game); sorted when the line plays two games at a time (-concurrency > 1);
  console  stdout line by line after normalize.py's masking (Total Time, the racy "not responsive" line);
           at -concurrency > 1 only the Started/Finished lines as a set and everything after the last game;
  stderr   the same for stderr (cutechess-cli's warnings);
  exit     the exit status;
  pgn      the whole PGN (tags, comments) after normalize.py's masking, in order (concurrency 1); for
           cutechess-cli at -concurrency > 1, which writes games in start order, their Round/White/Black;
  files    out.epd and fastchess's config.json (masked) where the recording has them.

known_differences.txt lists the aspects of lines that still differ, with the reason: such a difference
is reported but does not fail. A listed aspect that now agrees is reported as "fixed" (remove it from the
list). Exit status 1 when an aspect differs that is not listed.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import normalize  # noqa: E402

ASPECTS = ("games", "console", "stderr", "exit", "pgn", "files")


def load_known(path):
    """known_differences.txt: `tool/NN-name aspect reason...` per line, '#' comments."""
    known = {}
    if not path or not os.path.exists(path):
        return known
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.split("#", 1)[0].strip() if raw.lstrip().startswith("#") else raw.strip()
            if not line:
                continue
            parts = line.split(None, 2)
            if len(parts) < 2 or parts[1] not in ASPECTS:
                raise SystemExit("known_differences: bad line: %r" % raw)
            known[(parts[0], parts[1])] = parts[2] if len(parts) > 2 else ""
    return known


def games_of(text):
    """The games of a PGN as comparable tuples: the tags that fix a game and its moves."""
    out = []
    for game in normalize.split_games(text):
        tags = dict(re.findall(r'^\[(\w+) "(.*)"\]$', game, re.M))
        body = "\n".join(l for l in game.splitlines() if not l.startswith("["))
        body = re.sub(r"\{[^}]*\}", " ", body)
        body = re.sub(r"\$\d+", " ", body)
        body = re.sub(r"\d+\.(\.\.)?", " ", body)
        moves = [m for m in body.split() if m not in ("1-0", "0-1", "1/2-1/2", "*")]
        out.append((tags.get("White"), tags.get("Black"), tags.get("FEN"), tags.get("Result"), " ".join(moves)))
    return out


def schedule_of(text):
    """Round, White and Black of every game, in the file's order."""
    out = []
    for game in normalize.split_games(text):
        tags = dict(re.findall(r'^\[(\w+) "(.*)"\]$', game, re.M))
        out.append((tags.get("Round"), tags.get("White"), tags.get("Black")))
    return out


def find_file(folder, base):
    for name in (base, base + ".gz"):
        path = os.path.join(folder, name)
        if os.path.exists(path):
            return path
    return None


def first_difference(a, b):
    la, lb = a.splitlines(), b.splitlines()
    i = next((k for k in range(min(len(la), len(lb))) if la[k] != lb[k]), min(len(la), len(lb)))
    if i == len(la) == len(lb):
        return "only the last newline"
    return "line %d: ours %r, theirs %r" % (i + 1, la[i] if i < len(la) else "<eof>", lb[i] if i < len(lb) else "<eof>")


def compare_console(ours, theirs, concurrent):
    ours, theirs = normalize.mask_console(ours), normalize.mask_console(theirs)
    if ours == theirs:
        return None
    if concurrent:
        if normalize.concurrent_console_key(ours) == normalize.concurrent_console_key(theirs):
            return None
        (sa, ta), (sb, tb) = normalize.concurrent_console_key(ours), normalize.concurrent_console_key(theirs)
        if sa != sb:
            return "the set of Started/Finished lines differs"
        return "final summary: " + first_difference("\n".join(ta), "\n".join(tb))
    return first_difference(ours, theirs)


def run_line(folder, args):
    """Runs the line; returns {aspect: None (same) | 'why it differs'} for the aspects the recording has."""
    tool, name = os.path.basename(os.path.dirname(folder)), os.path.basename(folder)
    with open(os.path.join(folder, "cmd"), encoding="utf-8") as f:
        cmd = f.read().strip()
    repo = os.path.dirname(os.path.dirname(HERE))
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    work = tempfile.mkdtemp(prefix="%s-%s-" % (tool, name), dir=args.keep)
    line = (cmd.replace("{tool}", args.gambit).replace("{stockfish}", args.stockfish)
            .replace("{openings}", os.path.join(repo, "openings")).replace("{compat}", HERE)
            .replace("{fake_crash}", os.path.join(HERE, "fake_crash")))
    env = dict(os.environ, HOME=work, GAMBIT_STOCKFISH=args.stockfish)
    env.pop("XDG_CONFIG_HOME", None)
    # As record: cutechess-cli's engine configurations (conf=, -engines) in the working directory.
    with open(os.path.join(HERE, "engines.json"), encoding="utf-8") as f:
        fixture = f.read().replace("{stockfish}", args.stockfish).replace("{openings}", os.path.join(repo, "openings"))
    with open(os.path.join(work, "engines.json"), "w", encoding="utf-8") as f:
        f.write(fixture)
    started = time.monotonic()
    try:
        proc = subprocess.run(shlex.split(line), cwd=work, env=env, capture_output=True, timeout=args.timeout)
        stdout, stderr, code = proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace"), proc.returncode
    except subprocess.TimeoutExpired as e:
        stdout = (e.stdout or b"").decode("utf-8", "replace")
        stderr, code = "timeout", -1
    # As the recordings: the binary's path is {tool}, the working directory {tmp}, this folder {compat}.
    stdout = stdout.replace(args.gambit, "{tool}").replace(work, "{tmp}").replace(HERE, "{compat}")
    stderr = stderr.replace(args.gambit, "{tool}").replace(work, "{tmp}").replace(HERE, "{compat}")
    concurrent = normalize.order_insensitive(cmd)
    result = {"seconds": time.monotonic() - started}
    result["console"] = compare_console(stdout, normalize.read(os.path.join(folder, "stdout")), concurrent)
    theirs_err = os.path.join(folder, "stderr")
    result["stderr"] = compare_console(stderr, normalize.read(theirs_err) if os.path.exists(theirs_err) else "", concurrent)
    theirs_code = int(normalize.read(os.path.join(folder, "exit_code")).strip())
    result["exit"] = None if code == theirs_code else "ours %d, theirs %d" % (code, theirs_code)
    ref = find_file(folder, "games.pgn")
    if ref:
        ours_pgn = os.path.join(work, "games.pgn")
        if not os.path.exists(ours_pgn):
            result["games"] = result["pgn"] = "no games.pgn written"
        else:
            a, b = normalize.read(ours_pgn), normalize.read(ref)
            ga, gb = games_of(a), games_of(b)
            if concurrent:
                ga, gb = sorted(ga, key=str), sorted(gb, key=str)
            same = sum(1 for x, y in zip(ga, gb) if x == y)
            if ga == gb:
                result["games"] = None
            else:
                k = next((i for i, (x, y) in enumerate(zip(ga, gb)) if x != y), min(len(ga), len(gb)))
                result["games"] = "%d of %d games identical (ours %d), first difference game %d" % (same, len(gb), len(ga), k + 1)
            if not concurrent:
                ma, mb = normalize.mask_pgn(a), normalize.mask_pgn(b)
                result["pgn"] = None if ma == mb else first_difference(ma, mb)
            elif tool == "cutechess-cli":
                # cutechess-cli writes games in the order they started whatever the concurrency, so at
                # least the file's schedule (Round, White, Black in order) must be the same.
                sa, sb = schedule_of(a), schedule_of(b)
                k = next((i for i, (x, y) in enumerate(zip(sa, sb)) if x != y), None)
                result["pgn"] = (None if sa == sb else "game order: game %d is ours %r, theirs %r" % (
                    (k if k is not None else min(len(sa), len(sb))) + 1,
                    sa[k] if k is not None else len(sa), sb[k] if k is not None else len(sb)))
    files = []
    for base, kind in (("out.epd", "epd"), ("config.json", "config")):
        ref = find_file(folder, base)
        if not ref:
            continue
        ours = os.path.join(work, base)
        if not os.path.exists(ours):
            files.append(base + ": not written")
            continue
        ta = normalize.MASKERS[kind](normalize.read(ours).replace(work, "{tmp}"))
        tb = normalize.MASKERS[kind](normalize.read(ref))
        if kind == "config":
            ta = (ta.replace(os.path.join(HERE, "fake_crash"), "{fake_crash}").replace(args.stockfish, "{stockfish}")
                  .replace(os.path.join(repo, "openings"), "{openings}"))
        if kind == "config":
            # fastchess writes its per-pair stats from a hash map: compared as JSON, whatever the key order.
            same = json.loads(ta) == json.loads(tb) if ta.lstrip().startswith("{") and tb.lstrip().startswith("{") else ta == tb
        else:
            same = ta == tb
        if not same:
            files.append(base + ": " + first_difference(ta, tb))
    if find_file(folder, "out.epd") or find_file(folder, "config.json"):
        result["files"] = "; ".join(files) or None
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    return tool + "/" + name, result


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--gambit", required=True)
    p.add_argument("--stockfish", default=os.environ.get("GAMBIT_STOCKFISH", "/usr/games/stockfish"))
    p.add_argument("--only", default=None, help="regex on tool/NN-name")
    p.add_argument("--tool", default=None)
    p.add_argument("--known", default=os.path.join(HERE, "known_differences.txt"))
    p.add_argument("--keep", default=None, help="keep every run's folder under DIR")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--timeout", type=int, default=600)
    p.add_argument("--verbose", action="store_true", help="print the aspects that agree too")
    args = p.parse_args()
    # install-deps --engines installs Stockfish (scripts/test always asks for it): missing, it is a failure.
    if not os.access(args.stockfish, os.X_OK):
        print("no Stockfish at %s (scripts/install-deps --engines installs it)" % args.stockfish)
        return 1
    args.gambit = os.path.abspath(args.gambit)
    known = load_known(args.known)
    folders = []
    for tool in ("fastchess", "cutechess-cli"):
        if args.tool and tool != args.tool:
            continue
        for name in sorted(os.listdir(os.path.join(HERE, tool))):
            folder = os.path.join(HERE, tool, name)
            if os.path.exists(os.path.join(folder, "cmd")) and (not args.only or re.search(args.only, tool + "/" + name)):
                folders.append(folder)
    if not folders:
        print("no line matches", file=sys.stderr)
        return 2
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for key, result in pool.map(lambda f: run_line(f, args), folders):
            unexpected = 0
            for aspect in ASPECTS:
                if aspect not in result:
                    continue
                why, listed = result[aspect], (key, aspect) in known
                if why is None:
                    if listed:
                        print("%s %s: fixed (remove it from known_differences.txt)" % (key, aspect))
                    elif args.verbose:
                        print("%s %s: same" % (key, aspect))
                elif listed:
                    print("%s %s: known difference (%s): %s" % (key, aspect, known[(key, aspect)], why))
                else:
                    print("%s %s: DIFFERENT: %s" % (key, aspect, why))
                    unexpected += 1
            print("%s: %s (%.0f s)" % (key, "differs" if unexpected else "as recorded, or a known difference",
                                      result["seconds"]))
            failed += unexpected
            sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
