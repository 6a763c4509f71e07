#pragma once
// Multi-player rating lists (gauntlets, round-robins) by maximum likelihood, as Ordo does: the
// Bradley-Terry logistic model with a draw worth half a win, P(i scores against j) = f(r_i - r_j).
// Error bars come from the sandwich covariance (inverse Fisher information around the observed
// per-encounter variance), so draws, which carry less uncertainty than wins and losses, narrow them.
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "elo/stats/result_table.hpp"

namespace gambit::elo {

struct RatingOptions {
    std::optional<std::string> anchor;  // this player is fixed at anchor_elo; otherwise the mean is
    double anchor_elo = 0;
};

struct Rating {
    std::string name;
    double elo = 0, error = 0;  // rating and half-width of its 95% interval (relative to the anchor or mean)
    double games = 0, points = 0, draws = 0;
};

struct RatingList {
    std::vector<Rating> ratings;  // best first
    std::string anchor;           // empty when the mean is anchored
};

class RatingError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Throws RatingError when there are no games, the anchor is unknown, or some players are not connected
// to the others by any chain of games (their relative ratings would be undefined).
RatingList rate(const ResultTable& table, const RatingOptions& options = {});

}  // namespace gambit::elo
