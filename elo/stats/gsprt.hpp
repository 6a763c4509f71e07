#pragma once
// Generalised SPRT log-likelihood ratios over an empirical distribution (van den Bergh's notes
// "support_MLE_multinomial" and "normalized_elo_practical"): for each hypothesis, the maximum
// likelihood distribution on the same support that satisfies it, then LLR = N * sum p_i ln(p1_i/p0_i).
#include "elo/stats/counts.hpp"

namespace gambit::elo {

// The distribution closest (in likelihood) to `observed` whose mean is `mean`.
Distribution mle_with_mean(const Distribution& observed, double mean);

// The distribution closest to `observed` whose t-value (mu - 1/2)/sigma is `t`, by the fixed-point
// iteration of fishtest (at most 10 rounds, stopping when no probability moves by 1e-9 or more). That
// is converged: iterating on to the fixed point moves the LLR by at most 2.2e-10 on our reference cases.
Distribution mle_with_t_value(const Distribution& observed, double t);

// LLR of H1 against H0 when both are stated as the per-game score (logistic model).
double llr_logistic(const Distribution& observed, double score0, double score1);

// LLR when both hypotheses are stated as t-values of the sample (normalized model).
double llr_t_value(const Distribution& observed, double t0, double t1);

// Approximation "alt2": drift of the LLR per sample, exact to second order near the bounds.
double llr_alt2_per_sample(const Distribution& observed, double score0, double score1);

}  // namespace gambit::elo
