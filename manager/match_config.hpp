// Every setting of a gambit-match run, as plain data. The command line (cli.cpp) and the JSON config file
// (config_json.cpp) both fill this; the tournament only reads it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "client/engine_config.hpp"
#include "client/time_control.hpp"

namespace gambit::match {

enum class Protocol { Uci, Xboard };

struct EngineSpec {
    EngineConfig process;                      // name, cmd, args, dir, env, options, start-up timeouts
    TimeControl tc;                            // clock and search limits for this engine
    std::optional<std::int64_t> timemargin_ms; // per-engine override of -timemargin
    Protocol protocol = Protocol::Uci;         // proto=uci|xboard
    bool restart = false;                      // restart=on: a fresh process for every game
    bool white_pov = false;                    // whitepov: the engine reports scores from White's side
    // cutechess-cli's book=FILE and bookdepth=N: a Polyglot book whose moves are played for the engine while
    // the game has fewer than 2N plies (the opening's included) and the book has the position.
    std::string book;
    int book_depth = 1000;                     // cutechess's default
};

// Knockout: single elimination, the winner of each encounter goes on (cutechess-cli).
// Pyramid: every engine plays all of its predecessors (cutechess-cli).
enum class TournamentKind { Match, Gauntlet, RoundRobin, Knockout, Pyramid };

// Which rule set counts the -draw and -resign streaks (adjudication.hpp explains the differences).
enum class AdjudicationRules { Fastchess, Cutechess };

// How the console output looks: gambit-match's own lines, or those of cutechess-cli or fastchess, which
// scripts grep ("Score of A vs B: ...", "Elo difference: ...", "Ptnml(0-2): ...").
enum class OutputFormat { Gambit, Cutechess, Fastchess };

// Whose command line the run was given as, and so whose meanings it follows where the tools differ (SPRT
// bounds, openings per game, adjudication counts, timeouts, opening shuffle, game order) and whose console it
// prints by default (manager/cli/dialect.hpp says how a line is read).
enum class Dialect { Gambit, Cutechess, Fastchess };

struct OpeningSettings {
    std::string file;                // "" = every game starts from the initial position
    std::string format = "auto";     // epd | pgn | auto (from the extension)
    std::string order = "sequential";// sequential | random (seeded by -seed)
    int plies = -1;                  // PGN openings cut after this many plies; <0 = all
    int start = 1;                   // 1-based index of the first opening used
    // When the next opening is taken: round = every encounter plays the same openings, one per pair
    // (fastchess); default = every new pair of games of any encounter takes the next one (cutechess);
    // encounter = like default, but every encounter starts again from the first opening.
    std::string policy = "round";
};

struct DrawAdjudication {
    bool enabled = false;
    int movenumber = 0;  // not before this full move number
    int movecount = 1;   // consecutive moves (per side) with |score| <= score
    int score = 0;       // centipawns
};

struct ResignAdjudication {
    bool enabled = false;
    int movecount = 1;       // consecutive moves with score <= -score
    int score = 0;           // centipawns
    bool twosided = false;   // the opponent must agree (score >= +score) on the same moves
};

// -tb PATHS [-tbpieces N] [-tbignore50] [-tbadjudicate BOTH|WIN_LOSS|DRAW]: ending a game when the Syzygy
// tables know its result (fastchess and cutechess-cli; which one probes when follows -adjudication).
struct TablebaseAdjudication {
    std::string paths;           // folders separated by ':' (or ';'); "" = off
    int pieces = 0;              // only positions with at most N pieces; 0 = as many as the tables cover
    bool ignore50 = false;       // cursed wins and blessed losses count as decided (fifty-move rule ignored)
    bool win_loss = true;        // -tbadjudicate: adjudicate decided positions ...
    bool draw = true;            // ... and drawn ones (BOTH = both)

    bool enabled() const { return !paths.empty(); }
};

struct SprtSettings {
    bool enabled = false;
    double elo0 = 0, elo1 = 2, alpha = 0.05, beta = 0.05;
    std::string model = "normalized";  // normalized | logistic | bayesian (BayesElo bounds, as cutechess)
};

struct LogSettings {
    std::string file;            // "" = no log file
    std::string level = "info";  // trace | debug | info | warn | error | fatal | off
    bool engine = false;         // engine I/O at trace level
    bool append = true;          // append to the log file (false: start it afresh)
    bool realtime = false;       // flush every line (otherwise from warnings up)
    bool compress = false;       // gzip into FILE<UTC start time>.gz (fastchess compress=true)
};

// -pgnout: where the games go and what the move comments carry.
struct PgnSettings {
    std::string file;            // "" = no PGN
    bool min = false;            // minimal PGN: the tags of the Seven Tag Roster and the moves, no comments
    bool finished_only = false;  // fi: only games that ended by the rules or adjudication (cutechess)
    bool append = true;          // false: the file is started afresh (fastchess append=false)
    std::string notation = "san";  // san | lan | uci
    bool nodes = false, seldepth = false, nps = false, hashfull = false, timeleft = false, latency = false;
    std::string match_line;      // a regex: the last engine line of the move that matches goes in the comment
    bool pv = false;             // pv=true: the engine's principal variation (UCI moves) in the comment
    bool tbhits = false;         // tbhits=true: the engine's tablebase hits (fastchess's tbhits=N)
};

struct MatchConfig {
    std::vector<EngineSpec> engines;
    TournamentKind tournament = TournamentKind::Match;
    int rounds = 1;
    int games = 1;               // games per encounter per round; -repeat makes it 2
    bool repeat = false;
    int repeat_count = 2;        // -repeat N: games played on one opening (an even N: N/2 pairs)
    bool noswap = false;         // -noswap: both games of a pair with the same colours
    bool reverse = false;        // -reverse: every game with the colours reversed
    int seeds = 0;               // -seeds N: the first N engines are seeded (knockout)
    std::int64_t wait_ms = 0;    // -wait: pause of a game slot between two games
    bool use_affinity = false;   // -use-affinity: each game slot's engines pinned to their own CPUs
    std::vector<int> affinity_cpus;  // -use-affinity 0-3,6: the CPUs to deal out (empty = all)
    int concurrency = 1;
    OpeningSettings openings;
    std::int64_t timemargin_ms = 0;
    std::int64_t move_timeout_ms = 60000;  // deadline for a move when no clock limits it (stall detection)
    DrawAdjudication draw;
    ResignAdjudication resign;
    AdjudicationRules adjudication_rules = AdjudicationRules::Fastchess;
    int maxmoves = 0;            // full moves; 0 = no limit
    TablebaseAdjudication tb;
    SprtSettings sprt;
    PgnSettings pgn;
    std::string epdout;          // -epdout: the final position of every game, one EPD line each
    std::string results, state;
    int autosave_interval = 20;  // a fastchess line's config.json (-autosaveinterval): every N games and at the end; 0 = at the end
    bool resume = false;
    bool strict = false;         // fastchess -strict: the first warning stops the run, exit 1
    int rating_interval = 10;    // print the rating every N games; 0 = only at the end
    int score_interval = 1;      // print the score line every N games (fastchess -scoreinterval)
    int outcome_interval = 0;    // print the terminations every N games (cutechess -outcomeinterval); 0 = at the end
    OutputFormat output = OutputFormat::Gambit;
    // cutechess-cli's -resultformat: a named format ("wide", ...) or a comma-separated field list
    // ("Rank,Name,Elo,W,L,D"); the columns of its rank table for three or more engines.
    std::string result_format = "default";
    Dialect dialect = Dialect::Gambit;
    bool report_penta = true;    // -report penta=: Elo and SPRT from game pairs (false: from single games)
    bool debug = false;          // -debug: every engine line to stderr
    bool show_latency = false;   // -show-latency: each move's latency as an info line of the -log
    bool recover = false;
    std::optional<std::uint64_t> seed;
    int shard_index = 1, shard_count = 1;  // -shard K/N, K in 1..N
    LogSettings log;
    bool ci = false;             // exit code carries the SPRT verdict
    std::string stopfile;        // when this file exists, start no new game (a shard coordinator's verdict)
    std::string report;          // -htmlreport file=F: HTML (or Markdown for *.md) rendered from -results at the end
    std::int64_t bench = 0;      // -bench N: the tested build's `gambit bench` node count (0 = not given)
    std::string event = "gambit-match";
    std::string site = "?";      // the PGN Site tag
    std::string variant = "standard";  // standard | fischerandom (Chess960 and DFRC start positions)
    bool book_on_disk = false;   // -bookmode disk: engine books searched in their files (ram: read at start-up)
    // fastchess's worker switches (fishtest and OpenBench pass them). -testEnv: a warning and the lines that
    // explain it (Info; Position; Moves;) are printed as one line joined by " :: ". -crc32 pgn=true: after
    // every game the PGN's CRC-32 (zlib's) is printed as "File F has CRC32: 0x...". -check-mate-pvs: mate
    // scores' PVs are checked too (length, ending in mate); the other PV checks are always on.
    bool test_env = false;
    bool crc32_pgn = false;
    bool check_mate_pvs = false;

    bool chess960() const { return variant == "fischerandom"; }

    // Games per encounter per round after -repeat.
    int games_per_encounter() const { return repeat && games < repeat_count ? repeat_count : games; }
    // Games played on one opening before the next one is taken.
    int games_per_opening() const { return repeat ? repeat_count : 2; }
};

const char* to_string(TournamentKind kind);
const char* to_string(OutputFormat format);
const char* to_string(Dialect dialect);

}  // namespace gambit::match
