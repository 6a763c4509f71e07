#include "elo/stats/remaining_games.hpp"

#include <algorithm>
#include <cmath>

namespace gambit::elo {

double expected_remaining_games(double games, double llr, const SprtParams& params, double max_games) {
    constexpr double kPriorGames = 95000;
    constexpr double kBookPositions = 2632036;
    const double bound = std::fabs(llr > 0 ? upper_bound(params) : lower_bound(params));
    const double progress = std::max(0.1, std::fabs(llr));  // an LLR near 0 says little
    if (progress >= bound) return 0;

    const double pairs = games / 2;
    const double weight = 1 - std::pow(1 - std::min(pairs / kBookPositions, 1.0), 15);  // Beta(1, 15) CDF
    const double by_llr = std::floor(games * bound / progress);
    const double expected = std::min(max_games, std::floor(by_llr * weight + kPriorGames * (1 - weight)));
    return std::max(0.0, expected - games);
}

}  // namespace gambit::elo
