#include "elo/stats/stopped_estimate.hpp"

#include <algorithm>
#include <cmath>

#include "elo/stats/brownian.hpp"
#include "elo/stats/gsprt.hpp"
#include "elo/stats/logistic.hpp"
#include "elo/stats/root.hpp"

namespace gambit::elo {

namespace {

// The test's state in the Brownian model: the (alt2-approximated) LLR path reached `llr` at time T.
class StoppedTest {
  public:
    StoppedTest(const Distribution& d, double games_per_sample, const SprtParams& resolved)
        : elo0_(resolved.elo0),
          elo1_(resolved.elo1),
          lower_(lower_bound(resolved)),
          upper_(upper_bound(resolved)) {
        const Moments m = moments(d);
        variance_ = m.variance;
        if (resolved.model == Model::Normalized) {
            const double sigma_per_game = std::sqrt(games_per_sample * m.variance);
            score0_ = elo0_ / kNeloPerT * sigma_per_game + 0.5;
            score1_ = elo1_ / kNeloPerT * sigma_per_game + 0.5;
        } else {
            score0_ = score_from_elo(elo0_);
            score1_ = score_from_elo(elo1_);
        }
        // Move a path that crossed a bound back to the crossing time: no overshoot.
        const double slope = drift(m.mean);
        llr_ = d.n * slope;
        time_ = d.n;
        clamped_ = llr_ > 1.03 * upper_ || llr_ < 1.03 * lower_;
        if (llr_ < lower_) {
            time_ = lower_ / slope;
            llr_ = lower_;
        } else if (llr_ > upper_) {
            time_ = upper_ / slope;
            llr_ = upper_;
        }
    }

    // Probability of an outcome no better than the observed one if the true Elo were `elo`.
    double outcome_probability(double elo) const {
        const double sigma = std::fabs(score1_ - score0_) / std::sqrt(variance_);
        return Brownian{lower_, upper_, drift(score_from_elo(elo)), sigma}.outcome_cdf(time_, llr_);
    }

    // The Elo at which the observed outcome has probability 1 - p of being beaten (fishtest's lower_cb).
    double elo_with_outcome_probability(double p) const {
        const double centre = (elo0_ + elo1_) / 2, width = elo1_ - elo0_;
        const auto f = [&](double elo) { return outcome_probability(elo) - (1 - p); };
        for (double reach = 30;; reach *= 2) {
            const double lo = std::max(centre - reach * width, -1000.0);
            const double hi = std::min(centre + reach * width, 1000.0);
            if (auto root = find_root(f, lo, hi)) return *root;
            const bool exhausted = (lo <= -1000 && hi >= 1000) || reach > 1e12;
            if (exhausted) return f(lo) > 0 ? hi : lo;
        }
    }

    bool clamped() const { return clamped_; }

  private:
    double drift(double score) const {
        return (score - (score0_ + score1_) / 2) * (score1_ - score0_) / variance_;
    }

    double elo0_, elo1_, lower_, upper_;
    double variance_ = 0, score0_ = 0, score1_ = 0;
    double llr_ = 0, time_ = 0;
    bool clamped_ = false;
};

StoppedEstimate analyse(const Distribution& d, double games_per_sample, const SprtParams& resolved,
                        double confidence) {
    const StoppedTest test(d, games_per_sample, resolved);
    const double p = 1 - confidence;
    StoppedEstimate e;
    e.elo = test.elo_with_outcome_probability(0.5);
    e.elo_lo = test.elo_with_outcome_probability(p / 2);
    e.elo_hi = test.elo_with_outcome_probability(1 - p / 2);
    e.los = test.outcome_probability(0);
    e.clamped = test.clamped();
    return e;
}

}  // namespace

StoppedEstimate stopped_estimate(const Trinomial& t, const SprtParams& params, double confidence) {
    return analyse(distribution(t), 1, resolve_bayeselo(params, t), confidence);
}

StoppedEstimate stopped_estimate(const Pentanomial& p, const SprtParams& params, double confidence) {
    return analyse(distribution(p), 2, resolve_bayeselo(params, implied_trinomial(p)), confidence);
}

}  // namespace gambit::elo
