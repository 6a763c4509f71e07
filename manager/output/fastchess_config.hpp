// fastchess's config.json: the tournament's settings and every pair's results, in fastchess's own layout
// (its option structs as JSON: enums as numbers, engines with their limits, "stats" keyed "A vs B"), which
// fastchess writes when a run ends and every -autosaveinterval games, and reads back with
// -config file=config.json to continue the run. gambit-match writes it in a fastchess line (after every
// game) and continues from it (manager/tournament/fastchess_resume.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "manager/match_config.hpp"
#include "manager/output/scoreboard.hpp"

namespace gambit::match {

nlohmann::ordered_json fastchess_config_json(const MatchConfig& config, const Scoreboard& scores, std::uint64_t seed);

}  // namespace gambit::match
