// What a match report shows, gathered from a results.json (and optionally the match's PGN).
// Everything here is plain data; the renderers never read files.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "elo/stats/elo.hpp"

namespace gambit::report {

// One engine as the manager ran it (results.json `engine_configs`, optional).
struct EngineSetup {
    std::string name, cmd, tc;
    std::vector<std::string> args;
    std::vector<std::pair<std::string, std::string>> options;
};

// Totals of one pairing, from the first engine's side (results.json `pairs`).
struct PairTotals {
    std::string first, second;
    double wins = 0, draws = 0, losses = 0;
    std::array<double, 5> penta{};        // pairs in which `first` scored 0, 1/2, 1, 3/2, 2
    std::optional<elo::SprtResult> sprt;  // as the manager reported it
};

// One move's engine comment, e.g. {+0.31/12 0.154s}; any part may be missing.
struct MoveNote {
    std::optional<double> score_pawns;  // from the mover's side; mate scores are +-(1000 - plies)
    std::optional<int> depth;
    std::optional<double> seconds;
    std::optional<double> clock_seconds;  // [%clk h:mm:ss.fff]: the mover's clock after the move
};

// One finished game, in the order the games finished.
struct GameRecord {
    std::string white, black;
    std::string result;        // "1-0", "0-1", "1/2-1/2" or "*"
    std::string termination;   // PGN Termination tag or results.json reason ("" if unknown)
    std::string reason;        // PGN only: the prose comment before the result, e.g. "White mates"
    std::string opening;       // key of the opening: start FEN and book moves
    std::optional<long> pair;  // pair id when the manager recorded it
    std::vector<MoveNote> white_moves, black_moves;
};

struct ReportInput {
    std::string source;  // file the results came from (shown, escaped)
    std::string match_id;
    std::string tournament;  // "match", "gauntlet", "round-robin" ("" = unknown)
    long games_planned = 0, games_played = 0;
    std::vector<std::string> engines;
    std::vector<PairTotals> pairs;
    std::map<std::string, long> terminations;
    // results.json "warnings": per engine, the PV checks and illegal moves fastchess would warn about, by key
    // ("illegal_pv_move", "bestmove_not_pv_start", ...). Engines without any have none here.
    std::map<std::string, std::map<std::string, long>> warnings;
    std::optional<elo::SprtParams> sprt_params;
    std::vector<EngineSetup> engine_configs;
    std::vector<std::pair<std::string, std::string>> settings;  // flattened: "openings.file" -> "book.epd"
    std::vector<GameRecord> games;
    std::optional<std::int64_t> bench;
    std::string tc;  // time control for the commit block ("" = from settings/configs)
    std::optional<std::pair<int, int>> shard;  // index, count
    std::string commit, label;  // the build it measured and a note ("commit", "label": gambit-match -strength-history)
};

}  // namespace gambit::report
