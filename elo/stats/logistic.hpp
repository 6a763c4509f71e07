#pragma once
// The logistic Elo scale and the normal distribution helpers the statistics share.
#include <cmath>

namespace gambit::elo {

inline constexpr double kZ975 = 1.959963984540054;       // Phi^-1(0.975)
inline constexpr double kNeloPerT = 347.43558552260146;  // 800 / ln 10: nElo per unit t-value
inline constexpr double kScoreClamp = 1e-3;              // scores are clamped to [1e-3, 1 - 1e-3]

// Expected score of a player rated `elo` above the opponent.
inline double score_from_elo(double elo) {
    return 1 / (1 + std::pow(10.0, -elo / 400));
}

// Elo from a score, the score clamped first so the result is finite (|Elo| <= 1199.83).
inline double elo_from_score(double score) {
    if (score < kScoreClamp) score = kScoreClamp;
    if (score > 1 - kScoreClamp) score = 1 - kScoreClamp;
    return -400 * std::log10(1 / score - 1);
}

// Standard normal cumulative distribution.
inline double normal_cdf(double x) {
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

}  // namespace gambit::elo
