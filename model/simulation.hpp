#pragma once
// Monte-Carlo check of the recurrences: build random trees of either class explicitly, compute their
// minimax values, run the stochastic pruning search down one path, and average |estimate - actual|.
// Trees have 4^H leaves, so only small heights are feasible (kMaxSimulatedHeight).
#include <cstddef>
#include <cstdint>

#include "model/tree_kind.hpp"

namespace gambit::model {

inline constexpr int kMaxSimulatedHeight = 10;

struct SimulationSettings {
    TreeKind kind = TreeKind::ngame;
    double p = 0.9;
    int height = 1;  // Max-height, 1..kMaxSimulatedHeight
    int m = 40;      // P-game leaf values are uniform on {0, 1/m, ..., 1}
    std::size_t trials = 10000;
    std::uint64_t seed = 1;
};

struct SimulationResult {
    double mean = 0.0;        // estimated D, as a fraction of the value range
    double half_width = 0.0;  // of the 95% confidence interval (normal approximation)
    std::size_t trials = 0;

    double lower() const { return mean - half_width; }
    double upper() const { return mean + half_width; }
    bool contains(double value) const { return lower() <= value && value <= upper(); }
};

// Deterministic for a given seed (the same sequence of random draws on every platform).
SimulationResult simulate_error(const SimulationSettings& settings);

}  // namespace gambit::model
