// Continuing a run from fastchess's config.json (manager/output/fastchess_config.hpp), as
// `fastchess -config file=config.json` does: the file's settings become a fastchess command line (so they
// mean what those flags mean), and its per-pair results stand for the games already played: fastchess keeps
// no list of games, so the first games of each encounter in the schedule count as played, with results that
// give the file's W/L/D and pentanomial counts (their terminations are unknown and recorded as checkmates
// and threefold repetitions).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "manager/match_config.hpp"
#include "manager/tournament/run_state.hpp"
#include "manager/tournament/schedule.hpp"

namespace gambit::match {

bool is_fastchess_config(const std::string& path);

// The file's settings as fastchess flags (what `-config file=` of a fastchess line stands for).
std::vector<std::string> fastchess_config_flags(const nlohmann::json& file);

// The state of a run continued from the file: its settings (as the state file keeps them), its seed and
// its per-pair results; no match id, no PGN cut. Throws UsageError.
RunState load_fastchess_state(const std::string& path);

// The finished games that stand for `state.tallies` in `schedule` (engines named by `config`).
std::vector<FinishedGame> games_of_tallies(const RunState& state, const MatchConfig& config,
                                           const std::vector<ScheduledGame>& schedule);

}  // namespace gambit::match
