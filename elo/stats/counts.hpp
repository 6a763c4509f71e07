#pragma once
// Match results as counts, and the regularised empirical distribution every statistic is computed from.
#include <array>
#include <cstddef>

namespace gambit::elo {

// Game counts from the first player's side.
struct Trinomial {
    double wins = 0, draws = 0, losses = 0;
};

// Game pairs (same opening, colours reversed) by the first player's pair points 0, 1/2, 1, 3/2, 2.
// A win-loss pair scores 1 and is counted with draw-draw, as every framework does.
struct Pentanomial {
    std::array<double, 5> pairs{};
};

// The outcome values a_i = i/(K-1) with probabilities p_i = n_i/N. Zero counts are replaced by 1e-3
// before dividing (fishtest's regularisation), so every p_i > 0 and N includes the added mass.
struct Distribution {
    std::size_t k = 0;          // number of buckets: 3 (games) or 5 (pairs)
    std::array<double, 5> a{};  // per-game score of the sample: (0, 1/2, 1) or (0, 1/4, 1/2, 3/4, 1)
    std::array<double, 5> p{};
    double n = 0;  // regularised number of samples
};

inline constexpr double kRegularisation = 1e-3;

Distribution distribution(const Trinomial& t);
Distribution distribution(const Pentanomial& p);

// Mean, plug-in variance (divided by N), skewness and excess kurtosis of a discrete distribution.
struct Moments {
    double mean = 0, variance = 0, skewness = 0, excess_kurtosis = 0;
};
Moments moments(const Distribution& d);

double total(const Trinomial& t);
double total(const Pentanomial& p);

// The trinomial implied by pentanomial counts when the middle bucket is read as two draws
// (used only where a W/D/L split is needed and only pairs are known, e.g. the BayesElo draw rate).
Trinomial implied_trinomial(const Pentanomial& p);

}  // namespace gambit::elo
