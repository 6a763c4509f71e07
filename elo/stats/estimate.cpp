#include "elo/stats/estimate.hpp"

#include <algorithm>
#include <cmath>

#include "elo/stats/logistic.hpp"

namespace gambit::elo {

Estimate estimate(const Distribution& d, double samples, double games_per_sample) {
    const Moments m = moments(d);
    const double se = std::sqrt(m.variance / d.n);  // standard error of the per-game score

    Estimate e;
    e.samples = samples;
    e.games = samples * games_per_sample;
    e.score = m.mean;
    e.elo = elo_from_score(m.mean);
    e.elo_lo = elo_from_score(m.mean - kZ975 * se);
    e.elo_hi = elo_from_score(m.mean + kZ975 * se);
    e.elo_half = (e.elo_hi - e.elo_lo) / 2;
    e.los = normal_cdf((m.mean - 0.5) / se);
    e.draw_ratio = d.p[(d.k - 1) / 2];

    // nElo = C * t per game; a pair's t-value is sqrt(2) times the per-game one.
    const double t = (m.mean - 0.5) / std::sqrt(m.variance);
    const double var_t = std::max(1 - t * m.skewness + 0.25 * t * t * (m.excess_kurtosis + 2), 0.0);
    const double scale = kNeloPerT / std::sqrt(games_per_sample);
    e.nelo = scale * t;
    e.nelo_half = scale * kZ975 * std::sqrt(var_t / d.n);
    return e;
}

Estimate estimate(const Trinomial& t) {
    return estimate(distribution(t), total(t), 1);
}

Estimate estimate(const Pentanomial& p) {
    return estimate(distribution(p), total(p), 2);
}

}  // namespace gambit::elo
