#pragma once
// SPRT planning (fishtest's SPRT calculator, static/js/sprt.js): for bounds, error rates, a draw ratio
// and the RMS opening bias, the probability that a test passes and its expected length, as a function
// of the true Elo. Uses the Brownian approximation of the LLR (van den Bergh, "sprta").
#include <optional>
#include <utility>

#include "elo/stats/sprt.hpp"

namespace gambit::elo {

struct PlanParams {
    SprtParams sprt;           // bounds in logistic or normalized Elo (BayesElo is not supported)
    double draw_ratio = 0.49;  // expected draws per game
    double rms_bias = 191;     // RMS Elo bias of the openings; reduces the per-game variance
};

struct PlanPoint {
    double elo = 0;               // true logistic Elo difference
    double pass_probability = 0;  // probability of accepting H1
    double expected_games = 0;
};

// Nothing when the parameters leave no variance ((1 - draw_ratio)/4 <= bias score^2) or no bound gap.
std::optional<PlanPoint> plan(const PlanParams& params, double elo);

// The bounds restated as logistic Elo for the planner's variance (the normalized ones depend on it).
std::optional<std::pair<double, double>> plan_logistic_bounds(const PlanParams& params);

}  // namespace gambit::elo
