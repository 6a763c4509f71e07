#pragma once
// Point estimates and confidence intervals of a match, as fishtest computes them.
#include "elo/stats/counts.hpp"

namespace gambit::elo {

// Everything a status line or report shows. Counts are regularised and scores clamped before any
// logarithm, so every field is finite whatever the input.
struct Estimate {
    double samples = 0, games = 0;   // as given: games, or pairs and twice as many games
    double score = 0.5;              // per-game score of the first player
    double elo = 0, elo_half = 0;    // Elo +- half: half the width of [E(s-), E(s+)] (fishtest's "±")
    double elo_lo = 0, elo_hi = 0;   // the asymmetric 95% interval [E(s-), E(s+)]
    double los = 0.5;                // likelihood of superiority, Phi((s - 1/2)/SE)
    double draw_ratio = 0;           // draws per game, or (DD + WL) per pair
    double nelo = 0, nelo_half = 0;  // normalized Elo +- half (delta method on the t-value)
};

Estimate estimate(const Trinomial& t);
Estimate estimate(const Pentanomial& p);

// The single code path both kinds share: `d` over samples worth `games_per_sample` games each.
Estimate estimate(const Distribution& d, double samples, double games_per_sample);

}  // namespace gambit::elo
