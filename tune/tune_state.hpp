// The checkpoint of a tuning run (-state file=F), rewritten atomically after every game: the settings,
// the seed, theta after every applied iteration (with each iteration's result), and the finished games of
// iterations not applied yet. -resume continues from it: no finished game is played again, and since an
// iteration's draws depend only on (seed, iteration), the run ends where an uninterrupted one would.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "manager/match_config.hpp"
#include "tune/tune_command_line.hpp"

namespace gambit::tune {

struct SpsaProgress {
    std::vector<std::vector<double>> theta;  // theta[j]: after j applied iterations; theta[0] = the start values
    std::vector<int> results;                // results[j]: iteration j's pair result (wins - losses of the plus side)
    // Finished games (plus side's score, +1/0/-1, by game of the pair) of iterations not applied yet.
    std::map<int, std::array<std::optional<int>, 2>> pending;
    int games_played = 0;
    std::int64_t pgn_bytes = -1;             // -1 = no PGN
    double seconds = 0;                      // playing time of earlier sessions
};

struct TuneState {
    match::MatchConfig config;  // the tuned engine (one), and the run's other gambit-match settings
    SpsaSettings spsa;
    std::uint64_t seed = 0;
    int inflight = 1;
    SpsaProgress progress;
};

std::string state_to_text(const TuneState& state);
// Throws match::UsageError "path: what is wrong".
TuneState load_tune_state(const std::string& path);

}  // namespace gambit::tune
