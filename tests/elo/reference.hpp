#pragma once
// Loads tests/data/elo/fishtest_reference.json, the numbers fishtest's own code printed for our cases
// (regenerate with tests/elo/elo_reference.py FISHTEST_CHECKOUT).
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "elo/stats/counts.hpp"
#include "elo/stats/sprt.hpp"

namespace gambit::elo::test {

inline const nlohmann::json& fishtest_reference() {
    static const nlohmann::json data = [] {
        std::ifstream in(std::string(GAMBIT_TEST_DATA_DIR) + "/elo/fishtest_reference.json");
        return nlohmann::json::parse(in);
    }();
    return data;
}

inline Trinomial trinomial_of(const nlohmann::json& counts) {
    return {.wins = counts[0], .draws = counts[1], .losses = counts[2]};
}

inline Pentanomial pentanomial_of(const nlohmann::json& counts) {
    Pentanomial p;
    for (std::size_t i = 0; i < 5; ++i) p.pairs[i] = counts[i];
    return p;
}

inline Model model_of(const nlohmann::json& name) {
    Model m{};
    EXPECT_TRUE(parse_model(name.get<std::string>(), m));
    return m;
}

// Agreement to 1e-6, relative for large magnitudes.
#define EXPECT_AGREES(actual, expected, what) \
    EXPECT_NEAR(actual, expected, 1e-6 * std::max(1.0, std::fabs(static_cast<double>(expected)))) << what

}  // namespace gambit::elo::test
