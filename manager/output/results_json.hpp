// results.json (schema in DESIGN.md, plus match_id, shard and sprt_params for `gambit-elo merge`):
// rewritten atomically after every game so it is always current and always whole.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "manager/match_config.hpp"
#include "manager/output/scoreboard.hpp"

namespace gambit::match {

struct ResultsSnapshot {
    const MatchConfig* config = nullptr;
    std::string match_id;
    std::vector<std::string> engine_names;
    int games_planned = 0;
    const Scoreboard* scoreboard = nullptr;
    std::vector<int> garbage_lines;  // per engine
    std::vector<std::map<std::string, int>> warnings;  // per engine: PV checks and illegal moves by key
    std::string status;              // "running", "finished", "sprt_stopped", "stopped", "interrupted", "engine_failure"
    std::string message;             // why the run stopped early ("" otherwise)
    // Per-game records (white, black, result, termination, pair, opening) for the report's plots, so that
    // -htmlreport needs no PGN; written when the run ends (a list rewritten after every game would grow
    // quadratically). Null: none.
    const nlohmann::ordered_json* games = nullptr;
};

elo::SprtParams sprt_params(const SprtSettings& settings);
nlohmann::ordered_json results_to_json(const ResultsSnapshot& snapshot);

}  // namespace gambit::match
