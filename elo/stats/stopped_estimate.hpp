#pragma once
// The Elo estimate of an SPRT that accounts for the stopping rule (fishtest's sprt.analytics): a
// median-unbiased estimate from a Brownian model of the LLR path, with its interval and LOS. A test
// that stopped early on a lucky streak is pulled back towards the bounds; for a test still running
// it is close to the plain E(s) with the asymmetric interval. Always in logistic Elo, within +-1000.
#include "elo/stats/counts.hpp"
#include "elo/stats/sprt.hpp"

namespace gambit::elo {

struct StoppedEstimate {
    double elo = 0, elo_lo = 0, elo_hi = 0;  // median-unbiased estimate and interval (logistic Elo)
    double los = 0.5;                        // probability that the true Elo is above 0
    bool clamped = false;                    // the approximated LLR was well outside the bounds
};

StoppedEstimate stopped_estimate(const Trinomial& t, const SprtParams& params, double confidence = 0.95);
StoppedEstimate stopped_estimate(const Pentanomial& p, const SprtParams& params, double confidence = 0.95);

}  // namespace gambit::elo
