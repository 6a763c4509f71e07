// Every setting of a gambit-match run, as plain data. The command line (cli.cpp) and the JSON config file
// (config_json.cpp) both fill this; the tournament only reads it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "manager/engine/engine_config.hpp"
#include "manager/time_control.hpp"

namespace gambit::match {

struct EngineSpec {
    EngineConfig process;                      // name, cmd, args, dir, env, options, start-up timeouts
    TimeControl tc;                            // clock and search limits for this engine
    std::optional<std::int64_t> timemargin_ms; // per-engine override of -timemargin
};

enum class TournamentKind { Match, Gauntlet, RoundRobin };

struct OpeningSettings {
    std::string file;                // "" = every game starts from the initial position
    std::string format = "auto";     // epd | pgn | auto (from the extension)
    std::string order = "sequential";// sequential | random (seeded by -seed)
    int plies = -1;                  // PGN openings cut after this many plies; <0 = all
    int start = 1;                   // 1-based index of the first opening used
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

struct SprtSettings {
    bool enabled = false;
    double elo0 = 0, elo1 = 2, alpha = 0.05, beta = 0.05;
    std::string model = "normalized";  // normalized | logistic
};

struct LogSettings {
    std::string file;            // "" = no log file
    std::string level = "info";  // trace | debug | info | warn | error | off
    bool engine = false;         // engine I/O at trace level
};

struct MatchConfig {
    std::vector<EngineSpec> engines;
    TournamentKind tournament = TournamentKind::Match;
    int rounds = 1;
    int games = 1;               // games per encounter per round; -repeat makes it 2
    bool repeat = false;
    int concurrency = 1;
    OpeningSettings openings;
    std::int64_t timemargin_ms = 0;
    std::int64_t move_timeout_ms = 60000;  // deadline for a move when no clock limits it (stall detection)
    DrawAdjudication draw;
    ResignAdjudication resign;
    int maxmoves = 0;            // full moves; 0 = no limit
    SprtSettings sprt;
    std::string pgnout, results, state;
    bool resume = false;
    int rating_interval = 10;    // print the rating every N games; 0 = only at the end
    bool recover = false;
    std::optional<std::uint64_t> seed;
    int shard_index = 1, shard_count = 1;  // -shard K/N, K in 1..N
    LogSettings log;
    bool ci = false;             // exit code carries the SPRT verdict
    std::string stopfile;        // when this file exists, start no new game (a shard coordinator's verdict)
    std::string report;          // -report file=F: HTML (or Markdown for *.md) rendered from -results at the end
    std::string event = "gambit-match";
    std::string variant = "standard";  // standard | fischerandom (Chess960 and DFRC start positions)

    bool chess960() const { return variant == "fischerandom"; }

    // Games per encounter per round after -repeat.
    int games_per_encounter() const { return repeat && games == 1 ? 2 : games; }
};

const char* to_string(TournamentKind kind);

}  // namespace gambit::match
