#!/usr/bin/env python3
"""Reads gambit-match's console the way the fishtest and OpenBench workers read fastchess's, and checks what
they would take from it against gambit-match's results file (and the PGN's CRC-32 against the CRC line).

    tests/manager/worker_parse.py --console out.txt --results results.json [--pgn games.pgn [--crc]] [--games N]

The console is stdout and stderr together (fishtest reads both). Rules, as the workers apply them:

fishtest (worker/games.py, parse_fastchess_output): names "New-<sha>"/"Base-<sha>" are cut to 10 hex digits;
a line with "has CRC32:" gives the expected checksum (its last word, compared with hex(zlib.crc32(pgn)));
"Finished match" ends the run, cleanly when the games counted equal the games planned; a line with
"disconnect" or "stall" is a crash, one with "on time" or "timeout" a time loss; a "Games: N, Wins: W,
Losses: L, Draws: D, Points: P (" line and a "Ptnml(0-2): [..]" line make a block, whose counts replace the
previous ones and must satisfy 2 x sum(ptnml) == W + L + D == N; a line matching one of its fastchess error
patterns ("Warning; Illegal PV move", ...) stops the run (RunException), the engine-health warnings are
posted to the event log.

OpenBench (Client/worker.py): only "Finished game N (A vs B): R {reason}" lines count: games 2k-1 and 2k
form a pair (the first engine White in the odd game), the reason (the text after the first ':') counts
crashes ("disconnect", "stalls"), time losses ("on time") and illegal moves ("illegal").

Prints one JSON object (what each worker took, what results.json says, and "mismatches"); exit code 0
when everything agrees, 1 otherwise, 2 for bad input.
"""
import argparse
import json
import re
import sys
import zlib

# The fastchess warnings fishtest stops a run on, and those it only reports (wording: fastchess's).
FISHTEST_ERRORS = [
    r"Warning;.*doesn't have option", r"Warning; Invalid value for option", r"Warning; Failed to set.*option",
    r"Warning; No info line available to extract score from engine", r"Warning; Illegal move",
    r"Warning; Could not extract score from engine", r"Warning; Illegal PV move",
    r"Warning; Move does not match uci move format", r"Warning; PV continues after checkmate",
    r"Warning; PV continues after stalemate", r"Warning; PV continues after threefold",
    r"Warning; PV continues after fifty-move rule", r"Warning; Incomplete mating PV", r"Warning; Too long mating PV",
    r"Warning; Mating PV does not end with checkmate", r"Warning; Bestmove does not match beginning of last PV",
    r"Warning; Sign mismatch in mate scores",
]
FISHTEST_WARNINGS = [r"Warning; Engine .* is not responsive", r"Warning; Engine .* didn't respond",
                     r"Warning; No output from", r"Warning; No bestmove found from"]
BLOCK_GAMES = re.compile(r"Games: (\d+), Wins: (\d+), Losses: (\d+), Draws: (\d+), Points: ([0-9.]+) \(")
BLOCK_PTNML = re.compile(r"Ptnml\(0-2\): \[(\d+), (\d+), (\d+), (\d+), (\d+)\]")
FISHTEST_NAME = re.compile(r"(Base|New)-[a-f0-9]+")

# gambit-match's warning keys (results.json "warnings") from fastchess's warning text.
WARNING_KEYS = [
    (re.compile(r"^Warning; Illegal PV move - move \S+ from (.+?)(?: :: |$)"), "illegal_pv_move"),
    (re.compile(r"^Warning; PV continues after threefold repetition - move \S+ from (.+?)(?: :: |$)"), "pv_after_threefold"),
    (re.compile(r"^Warning; PV continues after fifty-move rule - move \S+ from (.+?)(?: :: |$)"), "pv_after_fifty_moves"),
    (re.compile(r"^Warning; PV continues after checkmate - move \S+ from (.+?)(?: :: |$)"), "pv_after_checkmate"),
    (re.compile(r"^Warning; PV continues after stalemate - move \S+ from (.+?)(?: :: |$)"), "pv_after_stalemate"),
    (re.compile(r"^Warning; Incomplete mating PV - from (.+?)(?: :: |$)"), "incomplete_mating_pv"),
    (re.compile(r"^Warning; Too long mating PV - from (.+?)(?: :: |$)"), "too_long_mating_pv"),
    (re.compile(r"^Warning; Mating PV does not end with checkmate - from (.+?)(?: :: |$)"), "mating_pv_without_mate"),
    (re.compile(r"^Warning; Bestmove does not match beginning of last PV - move \S+ from (.+?)(?: :: |$)"),
     "bestmove_not_pv_start"),
    (re.compile(r"^Warning; Illegal move \S+ played by (.+)$"), "illegal_move"),
    (re.compile(r"^Warning; (.+) doesn't have option .+$"), "missing_option"),
]
SIGN_MISMATCH = re.compile(r"^Warning; Sign mismatch in mate scores -?\d+ and -?\d+ from (.+?) \((?:White|Black)\) "
                           r"and (.+?) \((?:White|Black)\)(?: :: |$)")


def shorten(line):
    return FISHTEST_NAME.sub(lambda m: "-".join([m.group(0).split("-")[0], m.group(0).split("-")[1][:10]]), line)


def fishtest(lines, games_planned):
    out = {"crashes": 0, "time_losses": 0, "crc": None, "finished_match": False, "finished_cleanly": None,
           "blocks": 0, "block_errors": [], "errors": [], "engine_warnings": [], "wins": 0, "losses": 0,
           "draws": 0, "pentanomial": [0, 0, 0, 0, 0], "games": 0}
    wld = ptnml = None
    for raw in lines:
        line = shorten(raw.strip())
        if "has CRC32:" in line:
            out["crc"] = line.split()[-1]
        if "Finished match" in line:
            out["finished_match"] = True
            out["finished_cleanly"] = games_planned is None or out["games"] == games_planned
        if any(re.search(p, line) for p in FISHTEST_ERRORS):
            out["errors"].append(line)
        if any(re.search(p, line) for p in FISHTEST_WARNINGS):
            out["engine_warnings"].append(line)
        if "disconnect" in line or "stall" in line:
            out["crashes"] += 1
        if "on time" in line or "timeout" in line:
            out["time_losses"] += 1
        if m := BLOCK_GAMES.search(line):
            wld = [int(m.group(i)) for i in range(1, 5)]
        if m := BLOCK_PTNML.search(line):
            ptnml = [int(m.group(i)) for i in range(1, 6)]
        if wld is not None and ptnml is not None:
            games, wins, losses, draws = wld
            if not (2 * sum(ptnml) == wins + losses + draws == games):
                out["block_errors"].append(f"block of {games} games: W {wins} L {losses} D {draws}, ptnml {ptnml}")
            out.update(games=games, wins=wins, losses=losses, draws=draws, pentanomial=ptnml)
            out["blocks"] += 1
            wld = ptnml = None
    return out


def openbench(lines):
    out = {"games": 0, "pentanomial": [0, 0, 0, 0, 0], "trinomial": [0, 0, 0], "crashes": 0, "timelosses": 0,
           "illegals": 0, "unpaired": 0}
    value = {"0-1": 0, "1/2-1/2": 1, "1-0": 2}
    pending = {}
    for raw in lines:
        line = raw.strip()
        if "Finished game" not in line:
            continue
        reason = line.split(":")[1]
        out["crashes"] += "disconnect" in reason or "stalls" in reason
        out["timelosses"] += "on time" in reason
        out["illegals"] += "illegal" in reason
        words = line.split()
        number, result = int(words[2]), words[6]
        out["games"] += 1
        pending[number] = result
        first, second = (number, number + 1) if number % 2 else (number - 1, number)
        if first in pending and second in pending:
            r1, r2 = value[pending.pop(first)], value[pending.pop(second)]
            out["pentanomial"][r1 + 2 - r2] += 1
            out["trinomial"][r1] += 1
            out["trinomial"][2 - r2] += 1
    out["unpaired"] = len(pending)
    return out


def openbench_pgn_comments(text):
    """The move comments OpenBench's Client/pgn_util.py (format_move_comment_verbose) could not read: it
    wants a score/depth, a time, n= and sd= in each, as fastchess writes them with seldepth=true nodes=true."""
    read = unreadable = 0
    for comment in re.findall(r"\{([^}]*)\}", text):
        if comment == "book" or not re.search(r"\d\.\d{3}s", comment):
            continue  # book moves and the reason before the result
        ok = all(re.search(p, comment) for p in (r"([+-]?M?\d+(?:\.\d+)?)/(\d+)", r"([\d.]+s)", r"n=(\d+)", r"sd=(\d+)"))
        read += ok
        unreadable += not ok
    return {"read": read, "unreadable": unreadable}


def console_warnings(lines):
    counts = {}
    for raw in lines:
        line = raw.strip()
        if m := SIGN_MISMATCH.match(line):
            for name in (m.group(1), m.group(2)):
                counts.setdefault(name, {}).setdefault("mate_sign_mismatch", 0)
                counts[name]["mate_sign_mismatch"] += 1
            continue
        for pattern, key in WARNING_KEYS:
            if m := pattern.match(line):
                counts.setdefault(m.group(1), {}).setdefault(key, 0)
                counts[m.group(1)][key] += 1
                break
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--console", required=True, help="gambit-match's stdout and stderr")
    parser.add_argument("--results", required=True, help="its -results file")
    parser.add_argument("--pgn", help="its -pgnout file")
    parser.add_argument("--crc", action="store_true", help="the run had -crc32 pgn=true: its last CRC line must "
                        "equal zlib's CRC-32 of the --pgn file")
    parser.add_argument("--games", type=int, help="games planned (fishtest's games_to_play)")
    parser.add_argument("--openbench-pgn", action="store_true", help="the run had OpenBench's -pgnout ... "
                        "seldepth=true nodes=true: every engine move's comment must be readable by its pgn_util")
    args = parser.parse_args()
    try:
        with open(args.console, encoding="ascii") as f:  # OpenBench decodes the console as ASCII
            lines = f.read().splitlines()
        with open(args.results) as f:
            results = json.load(f)
    except (OSError, ValueError) as e:
        print(f"worker_parse: {e}", file=sys.stderr)
        return 2

    pair = results["pairs"][0]
    terms = results.get("terminations", {})
    expected = {
        "wins": pair["wins"], "losses": pair["losses"], "draws": pair["draws"], "pentanomial": pair["penta"],
        "trinomial": [pair["losses"], pair["draws"], pair["wins"]],
        "crashes": terms.get("crash", 0) + terms.get("stall", 0), "time_losses": terms.get("time_forfeit", 0),
        "illegals": terms.get("illegal_move", 0), "games": results["games_played"],
        "warnings": {name: counts for name, counts in results.get("warnings", {}).items() if counts},
    }
    ft = fishtest(lines, args.games)
    ob = openbench(lines)
    warnings = console_warnings(lines)
    report = {"fishtest": ft, "openbench": ob, "console_warnings": warnings, "results": expected}

    bad = []
    def same(what, got, want):
        if got != want:
            bad.append(f"{what}: {got} != results.json {want}")
    for key in ("wins", "losses", "draws", "pentanomial", "crashes", "time_losses", "games"):
        same("fishtest " + key, ft[key], expected[key])
    if ft["block_errors"]:
        bad += ["fishtest asserts: " + e for e in ft["block_errors"]]
    if not ft["finished_match"]:
        bad.append("fishtest: no 'Finished match' line")
    elif not ft["finished_cleanly"]:
        bad.append(f"fishtest: finished uncleanly ({ft['games']} of {args.games} games)")
    for key in ("pentanomial", "trinomial", "crashes", "illegals", "games"):
        same("openbench " + key, ob[key], expected[key])
    same("openbench timelosses", ob["timelosses"], expected["time_losses"])
    if ob["unpaired"]:
        bad.append(f"openbench: {ob['unpaired']} games without their pair")
    same("console warnings", warnings, expected["warnings"])
    if args.pgn:
        with open(args.pgn, "rb") as f:
            actual = hex(zlib.crc32(f.read()))
        report["pgn_crc32"] = actual
        if (args.crc or ft["crc"] is not None) and ft["crc"] != actual:
            bad.append(f"CRC line {ft['crc']} != zlib.crc32 of {args.pgn} {actual}")
    if args.pgn and args.openbench_pgn:
        with open(args.pgn, encoding="utf-8", errors="replace") as f:
            comments = openbench_pgn_comments(f.read())
        report["openbench_pgn_comments"] = comments
        if comments["unreadable"] or not comments["read"]:
            bad.append(f"OpenBench's pgn_util cannot read {comments['unreadable']} of "
                       f"{comments['read'] + comments['unreadable']} move comments")
    report["mismatches"] = bad
    print(json.dumps(report, indent=1))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
