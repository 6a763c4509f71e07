"""pgn_games: the games of PGN files as Gambit's own PGN reader and move-comment parser see them.

The scripts do not parse PGN or gambit-match's move comments ({+0.31/12 0.154s ... [%clk 0:00:09.846]})
themselves: they run `gambit-elo pgn FILE... --games`, which reads them with chess/pgn/pgn.hpp and
chess/pgn/move_comment.hpp, the code the reports use, so the format is defined in one place.
gambit-elo is $GAMBIT_ELO, else build/release/bin/gambit-elo of this checkout, else the one on the PATH.
"""
import json
import os
import shutil
import subprocess


class PgnGamesError(Exception):
    """gambit-elo is missing or could not read a file; the message is one line."""


def gambit_elo():
    """The gambit-elo executable to run."""
    if os.environ.get("GAMBIT_ELO"):
        return os.environ["GAMBIT_ELO"]
    built = os.path.join(os.path.dirname(os.path.realpath(__file__)), "..", "build", "release", "bin", "gambit-elo")
    if os.access(built, os.X_OK):
        return built
    found = shutil.which("gambit-elo")
    if not found:
        raise PgnGamesError("gambit-elo not found (build it, or set GAMBIT_ELO)")
    return found


def read_games(paths):
    """Yields one dict per game, in file order: game (1-based over all files), file, line, tags, result,
    leading_comments and moves, each {san, comments, comment}; `comment` is the first comment parsed (book,
    pawns or mate, depth, seconds, seldepth, nodes, nps, hashfull, timeleft_ms, latency_ms, pv, line,
    clock_seconds: only the parts present). Raises PgnGamesError on a file gambit-elo cannot read."""
    exe = gambit_elo()
    try:
        proc = subprocess.Popen([exe, "pgn", *paths, "--games"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, encoding="utf-8", errors="replace")
    except OSError as error:
        raise PgnGamesError(f"cannot run {exe}: {error.strerror or error}") from None
    with proc:
        for line in proc.stdout:
            yield json.loads(line)
        message = proc.stderr.read().strip()
        if proc.wait() != 0:
            message = message.splitlines()[-1] if message else f"{exe} exited with {proc.returncode}"
            raise PgnGamesError(message.removeprefix("gambit-elo pgn: "))
