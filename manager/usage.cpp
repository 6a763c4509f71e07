// The text of gambit-match --help.
#include "manager/cli.hpp"

namespace gambit::match {

std::string usage_text() {
    return R"(gambit-match: plays games between UCI and xboard engines and reports the Elo difference.
cutechess-cli and fastchess command lines work as they are (manager/README.md: the compatibility table).

Usage: gambit-match -engine cmd=A [name=..] -engine cmd=B -each tc=10+0.1 [flags]

Engines
  -engine KEY=VALUE ...   one engine: cmd=PATH (required), name=N, dir=D, arg=X (repeatable),
                          args="X Y", option.NAME=VALUE, env.NAME=VALUE, tc=, st=, nodes=, depth= (plies=),
                          timemargin=MS, startup=MS (uciok timeout), ready=MS (readyok timeout),
                          proto=uci|xboard, restart=on|off|auto (a fresh process every game), whitepov,
                          ponder (UCI: Ponder=true, thinks on the opponent's time on the move it expects)
  -each KEY=VALUE ...     the same keys, for every engine
                          tc=40/60+0.6 | tc=10+0.1 | tc=0:30 | tc=inf,  st=0.1 (seconds per move),
                          nodes=N, depth=N (combine with tc=inf)
                          nodestime=N: the clock is charged N reported nodes per ms, not wall time, so
                          timed games replay under any load (pair with the engine's option, e.g.
                          option.NodesTime=N for gambit, option.nodestime=N for Stockfish)
Tournament
  -tournament match|gauntlet|round-robin|knockout|pyramid   (default match)
  -rounds N  -games N  -repeat [N]        -repeat: each opening N times (default 2) with colours reversed
  -noswap  -reverse  -seeds N             keep colours in a pair; reverse every game; knockout seeds
  -concurrency N  -use-affinity [CPUS]    games at once; pin each game slot's engines to its own CPUs
  -wait MS                                pause between two games of a slot
  -openings file=F [format=epd|pgn] [order=sequential|random] [plies=N] [start=N]
            [policy=round|default|encounter]
  -seed N | -srand N                      seed of order=random (default: random, recorded in the state)
  -shard K/N                              play only the K-th of N shares of the schedule (pairs kept whole)
  -variant standard|fischerandom          fischerandom: Chess960/DFRC openings (X-FEN or Shredder-FEN),
                                          engines get UCI_Chess960=true, castling is king-takes-rook
Games
  -timemargin MS     tolerated overrun of the clock      -movetimeout MS   move deadline without clock (60000)
  -draw movenumber=N movecount=N score=CP                -resign movecount=N score=CP [twosided=true]
  -maxmoves N        adjudicate a draw after N full moves
  -adjudication fastchess|cutechess   which tool's rules count -draw/-resign/-maxmoves/-tb (default fastchess)
  -tb PATHS          Syzygy adjudication (Fathom): folders separated by ':'; one without tables is an error
  -tbpieces N        only positions with at most N pieces     -tbignore50   cursed wins/blessed losses decide
  -tbadjudicate BOTH|WIN_LOSS|DRAW   which tablebase verdicts end a game (default BOTH)
  -recover           restart an engine that crashed or stalled and go on (otherwise the run stops)
Statistics and output
  -sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic|bayesian]   stop at a bound
  -report penta=true|false   Elo and SPRT from game pairs (default) or single games
  -ratinginterval N  -scoreinterval N  -outcomeinterval N   rating, score and terminations every N games
  -output format=cutechess|fastchess  console lines as those tools print them (-resultformat default too);
                     fastchess's is the default when -testEnv, -crc32 or -check-mate-pvs is given
  -pgnout file=F [min=] [append=] [notation=san|lan|uci] [nodes=] [seldepth=] [nps=] [hashfull=]
          [timeleft=] [latency=] [pv=] [match_line=REGEX]   or cutechess's  -pgnout F [min] [fi]
  -crc32 pgn=true    after every game: "File F has CRC32: 0x..." (zlib's CRC-32 of the PGN as written)
  -check-mate-pvs    also check mate scores' PVs (length, ending in mate); every PV of a UCI engine is
                     checked anyway (legal, not past the end of the game, bestmove = its first move) and
                     each finding printed as fastchess words it ("Warning; Illegal PV move - ...") and
                     counted per engine in the results file ("warnings")
  -testEnv           fastchess's worker switch: a warning and its Info/Position/Moves lines on one line
  -epdout F          the final position of every game     -results file=F.json   -event NAME  -site NAME
  -log file=F [level=trace|debug|info|warn|err|fatal] [engine=on] [append=true] [realtime=true]
  -debug             every engine line on stderr
  -htmlreport file=F self-contained HTML report (Markdown if F ends in .md) from -results and -pgnout
  -serve ADDR:PORT [linger=S]    a live page of the run at http://ADDR:PORT/ (PORT alone: 127.0.0.1; port 0:
                                 any free one, printed): verdict, Elo and LLR plots, pace and ETA, time use,
                                 latest games, the HTML report at the end; read-only, from -results (needs it)
                                 and -pgnout; linger=S keeps it up S seconds after the run (Ctrl-C ends it)
  -state file=F.json [-resume]   checkpoint after every game; -resume continues a killed run
                                 (or starts the run if F does not exist yet) with the settings F saved: only
                                 -concurrency, -log, -ratinginterval, -debug and -results may change
                                 (any other flag given is named in a warning and ignored)
  -autosaveinterval N            fastchess: checkpoint into config.json (unless -state names a file)
  -config file=F.json [outname=F2] [discard=true]   settings as JSON (flags given too override it), or a
                                 checkpoint: the run continues from it, as fastchess's -config does
  -startup-ms MS  -ucinewgame-ms MS  -ping-ms MS    every engine's start-up and readyok timeouts
  -dump-config [file=F]          write the settings as JSON (stdout by default) and exit
  -ci                            exit code carries the SPRT verdict (see below); without -sprt it runs
                                 the non-regression test elo0=-3 elo1=1 (normalized); the planned games
                                 (-rounds, -games) are the budget after which it reports inconclusive (6)
  -stopfile F                    start no new game once F exists (shard coordinators); exit 0
  -help  -version

  Refused, with the reason: -bookmode and book= (no Polyglot books), trust, conf=, stderr=, initstr=,
  ponder for xboard engines, -quick, -variant other than standard and fischerandom.
  With -shard K/N (N > 1), -sprt is recorded in the results but does not stop the shard by itself.

Exit codes
  0  done (all games played, or an SPRT bound crossed)
  1  unexpected error (e.g. an output file cannot be written)
  2  usage error: bad flag, config, opening book or state file
  3  engine failure: an engine did not start, or crashed/stalled without -recover
  4  interrupted by SIGINT/SIGTERM (state saved; continue with -resume)
  5  -ci: SPRT accepted H0           6  -ci: no SPRT bound crossed
)";
}

}  // namespace gambit::match
