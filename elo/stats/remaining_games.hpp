#pragma once
// How many more games an SPRT is expected to need (fishtest's util.remaining_hours): the |LLR| path
// extrapolated linearly to the bound it is heading for, blended with a prior of 95,000 games for young
// tests (weight from the Beta(1, 15) CDF of the fraction of a 2,632,036-position book played).
#include <limits>

#include "elo/stats/sprt.hpp"

namespace gambit::elo {

// `games` played so far, `llr` now; `max_games` caps the total (the test's game limit, if any).
double expected_remaining_games(double games, double llr, const SprtParams& params,
                                double max_games = std::numeric_limits<double>::infinity());

}  // namespace gambit::elo
