// Hand-checked values (stats.md worked examples) and properties of the estimates.
#include <gtest/gtest.h>

#include <cmath>

#include "elo/stats/elo.hpp"

namespace gambit::elo {
namespace {

TEST(Estimate, WorkedExampleW136D111L96) {
    const Estimate e = estimate(Trinomial{.wins = 136, .draws = 111, .losses = 96});
    EXPECT_EQ(e.games, 343);
    EXPECT_NEAR(e.score, (136 + 111 / 2.0) / 343, 1e-12);
    EXPECT_NEAR(e.elo, 40.70, 0.005);
    EXPECT_NEAR(e.elo_half, 30.43, 0.005);
    EXPECT_NEAR(e.elo_lo, 10.59, 0.005);
    EXPECT_NEAR(e.elo_hi, 71.44, 0.005);
}

TEST(Estimate, DeltaMethodNeloForLopsidedMatch) {
    const Estimate e = estimate(Trinomial{.wins = 34, .draws = 0, .losses = 356});  // T17
    EXPECT_NEAR(e.nelo, -508.4, 0.05);
    EXPECT_NEAR(e.nelo_half, 108.3, 0.05);
}

TEST(Estimate, ScoreVarianceByHand) {
    // W=3 D=1 L=1: s = 3.5/5 = 0.7, sigma^2 = s(1-s) - D/(4N) = 0.21 - 0.05 = 0.16, SE = 0.4/sqrt(5).
    const Estimate e = estimate(Trinomial{.wins = 3, .draws = 1, .losses = 1});
    const double se = 0.4 / std::sqrt(5.0);
    EXPECT_NEAR(e.score, 0.7, 1e-12);
    EXPECT_NEAR(e.elo, 400 * std::log10(0.7 / 0.3), 1e-9);
    EXPECT_NEAR(e.los, 0.5 * std::erfc(-(0.2 / se) / std::sqrt(2.0)), 1e-12);
    // s + z SE > 0.999: the upper end is clamped, so every number stays finite.
    EXPECT_NEAR(e.elo_hi, -400 * std::log10(1 / 0.999 - 1), 1e-9);
}

TEST(Estimate, NothingIsEverNanOrInfinite) {
    const Trinomial trinomials[] = {{0, 0, 0}, {0, 10, 0}, {10, 0, 0}, {0, 0, 10},
                                    {1, 0, 0}, {5, 0, 5},  {1e7, 0, 0}};
    for (const auto& t : trinomials) {
        const Estimate e = estimate(t);
        for (double v :
             {e.score, e.elo, e.elo_half, e.elo_lo, e.elo_hi, e.los, e.draw_ratio, e.nelo, e.nelo_half})
            EXPECT_TRUE(std::isfinite(v)) << t.wins << " " << t.draws << " " << t.losses;
        EXPECT_LE(std::fabs(e.elo), 1199.83);
    }
}

TEST(Estimate, AllDrawsIsZeroEloWithNarrowInterval) {
    const Estimate e = estimate(Trinomial{.wins = 0, .draws = 1000, .losses = 0});
    EXPECT_NEAR(e.elo, 0, 1e-9);
    EXPECT_NEAR(e.los, 0.5, 1e-9);
    EXPECT_GT(e.elo_half, 0);
    EXPECT_LT(e.elo_half, 0.1);
    EXPECT_NEAR(e.draw_ratio, 1000 / 1000.002, 1e-12);
}

TEST(Estimate, SwappingWinsAndLossesNegates) {
    const Estimate a = estimate(Trinomial{.wins = 120, .draws = 200, .losses = 80});
    const Estimate b = estimate(Trinomial{.wins = 80, .draws = 200, .losses = 120});
    EXPECT_NEAR(a.elo, -b.elo, 1e-9);
    EXPECT_NEAR(a.elo_half, b.elo_half, 1e-9);
    EXPECT_NEAR(a.nelo, -b.nelo, 1e-9);
    EXPECT_NEAR(a.los, 1 - b.los, 1e-12);
}

TEST(Estimate, PairsNarrowTheIntervalWhenGamesOfAPairAreCorrelated) {
    // Most pairs split win-loss: the opening decides the game, not the engine.
    const Pentanomial p{{20, 150, 800, 170, 15}};
    const Estimate pairs = estimate(p);
    // The same games counted one by one: WL pairs are a win and a loss.
    const Estimate games =
        estimate(Trinomial{.wins = 800 + 170 + 2 * 15, .draws = 150 + 170, .losses = 2 * 20 + 150 + 800});
    EXPECT_NEAR(pairs.score, games.score, 1e-6);
    EXPECT_EQ(pairs.games, games.games);
    EXPECT_LT(pairs.elo_half, 0.8 * games.elo_half);
}

TEST(Estimate, EmptyPentanomialIsEven) {
    const Estimate e = estimate(Pentanomial{});
    EXPECT_NEAR(e.elo, 0, 1e-9);
    EXPECT_EQ(e.games, 0);
    EXPECT_TRUE(std::isfinite(e.elo_half));
}

}  // namespace
}  // namespace gambit::elo
