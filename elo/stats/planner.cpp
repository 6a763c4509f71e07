#include "elo/stats/planner.hpp"

#include <cmath>

#include "elo/stats/logistic.hpp"

namespace gambit::elo {

namespace {

struct ScoreBounds {
    double variance, score0, score1;
};

std::optional<ScoreBounds> score_bounds(const PlanParams& params) {
    const double bias_score = score_from_elo(params.rms_bias) - 0.5;
    const double variance = (1 - params.draw_ratio) / 4 - bias_score * bias_score;
    if (!(variance > 0) || params.sprt.model == Model::BayesElo) return std::nullopt;
    ScoreBounds s{variance, 0, 0};
    if (params.sprt.model == Model::Logistic) {
        s.score0 = score_from_elo(params.sprt.elo0);
        s.score1 = score_from_elo(params.sprt.elo1);
    } else {
        s.score0 = params.sprt.elo0 / kNeloPerT * std::sqrt(variance) + 0.5;
        s.score1 = params.sprt.elo1 / kNeloPerT * std::sqrt(variance) + 0.5;
    }
    if (s.score1 == s.score0) return std::nullopt;
    return s;
}

}  // namespace

std::optional<PlanPoint> plan(const PlanParams& params, double elo) {
    const auto s = score_bounds(params);
    if (!s) return std::nullopt;
    const double w2 = (s->score1 - s->score0) * (s->score1 - s->score0) / s->variance;
    const double A = lower_bound(params.sprt), B = upper_bound(params.sprt);
    // h: the drift of the LLR relative to its spread, in units where H0 is -1 and H1 is +1.
    const double h = (2 * score_from_elo(elo) - (s->score0 + s->score1)) / (s->score1 - s->score0);

    PlanPoint point{.elo = elo};
    double length;
    if (std::fabs(h * (A - B)) < 1e-6) {  // zero drift: the limits of the formulas below
        point.pass_probability = -A / (B - A);
        length = -A * B;
    } else {
        const double ea = std::exp(-h * A), eb = std::exp(-h * B);
        point.pass_probability = (1 - ea) / (eb - ea);
        length = (2 / h) * (B * point.pass_probability + A * (1 - point.pass_probability));
    }
    point.expected_games = length / w2;
    return point;
}

std::optional<std::pair<double, double>> plan_logistic_bounds(const PlanParams& params) {
    const auto s = score_bounds(params);
    if (!s) return std::nullopt;
    return std::pair{elo_from_score(s->score0), elo_from_score(s->score1)};
}

}  // namespace gambit::elo
