// Properties of the SPRT: bounds, strict verdicts, monotone and symmetric LLR, hand-checked values.
#include <gtest/gtest.h>

#include <cmath>

#include "elo/stats/elo.hpp"

namespace gambit::elo {
namespace {

TEST(Sprt, BoundsAreWaldsLogarithmsOfTheErrorRates) {
    const SprtParams p;
    EXPECT_NEAR(lower_bound(p), -2.9444389791664403, 1e-15);
    EXPECT_NEAR(upper_bound(p), 2.9444389791664403, 1e-15);
    const SprtParams q{.alpha = 0.1, .beta = 0.02};
    EXPECT_NEAR(lower_bound(q), std::log(0.02 / 0.9), 1e-15);
    EXPECT_NEAR(upper_bound(q), std::log(0.98 / 0.1), 1e-15);
}

TEST(Sprt, VerdictIsStrict) {
    const SprtParams p;
    EXPECT_EQ(verdict(upper_bound(p), p), Verdict::Continue);
    EXPECT_EQ(verdict(lower_bound(p), p), Verdict::Continue);
    EXPECT_EQ(verdict(std::nextafter(upper_bound(p), 10.0), p), Verdict::AcceptH1);
    EXPECT_EQ(verdict(std::nextafter(lower_bound(p), -10.0), p), Verdict::AcceptH0);
    EXPECT_EQ(to_string(Verdict::AcceptH0), "H0");
    EXPECT_EQ(to_string(Verdict::AcceptH1), "H1");
    EXPECT_EQ(to_string(Verdict::Continue), "continue");
}

TEST(Sprt, LlrIncreasesWithTheScore) {
    for (Model model : {Model::Logistic, Model::Normalized}) {
        const SprtParams p{.elo0 = 0, .elo1 = 5, .model = model};
        double previous = -1e300;
        for (int wins = 900; wins <= 1100; wins += 10) {  // a loss turned into a win each step
            const double llr =
                sprt(Trinomial{.wins = double(wins), .draws = 2000, .losses = 2000.0 - wins}, p).llr;
            EXPECT_GT(llr, previous) << wins;
            previous = llr;
        }
    }
}

TEST(Sprt, SwappingWinsAndLossesMirrorsTheHypotheses) {
    const Trinomial t{.wins = 5100, .draws = 9000, .losses = 4950};
    const Trinomial mirrored{.wins = t.losses, .draws = t.draws, .losses = t.wins};
    for (Model model : {Model::Logistic, Model::Normalized}) {
        const double llr = sprt(t, {.elo0 = -1, .elo1 = 3, .model = model}).llr;
        const double mirror = sprt(mirrored, {.elo0 = -3, .elo1 = 1, .model = model}).llr;
        EXPECT_NEAR(llr, -mirror, 1e-9);
    }
    const Pentanomial p{{40, 300, 900, 320, 35}};
    const Pentanomial q{{35, 320, 900, 300, 40}};
    EXPECT_NEAR(sprt(p, {.elo0 = -2, .elo1 = 2}).llr, -sprt(q, {.elo0 = -2, .elo1 = 2}).llr, 1e-9);
}

TEST(Sprt, LargeEvenMatchRejectsAGain) {
    const SprtResult r = sprt(Pentanomial{{10789, 19328, 33806, 19402, 10543}}, {.elo0 = 0, .elo1 = 2});
    EXPECT_EQ(r.verdict, Verdict::AcceptH0);
    EXPECT_LT(r.llr, r.lower);
}

TEST(Sprt, ZeroCountsGiveFiniteLlr) {
    const Trinomial cases[] = {{0, 0, 0}, {100, 0, 0}, {0, 100, 0}, {0, 0, 100}, {20, 30, 0}};
    for (const auto& t : cases)
        for (Model model : {Model::Logistic, Model::Normalized, Model::BayesElo})
            EXPECT_TRUE(std::isfinite(sprt(t, {.elo0 = 0, .elo1 = 5, .model = model}).llr));
}

TEST(Sprt, ParseModelNames) {
    Model m{};
    EXPECT_TRUE(parse_model("logistic", m));
    EXPECT_EQ(m, Model::Logistic);
    EXPECT_TRUE(parse_model("normalized", m));
    EXPECT_EQ(m, Model::Normalized);
    EXPECT_TRUE(parse_model("bayeselo", m));
    EXPECT_EQ(m, Model::BayesElo);
    EXPECT_TRUE(parse_model("BayesElo", m));
    EXPECT_EQ(m, Model::BayesElo);
    EXPECT_FALSE(parse_model("gaussian", m));
}

TEST(StoppedEstimate, ShrinksAStoppedTestTowardsTheBounds) {
    // T21 of stats.md: the plain estimate -0.458 becomes -0.128 [-2.15, 1.98] with bounds (0, 2).
    const Trinomial t{.wins = 13543, .draws = 34333, .losses = 13624};
    const StoppedEstimate e = stopped_estimate(t, {.elo0 = 0, .elo1 = 2, .model = Model::Logistic});
    EXPECT_NEAR(estimate(t).elo, -0.458, 5e-4);
    EXPECT_NEAR(e.elo, -0.128, 5e-4);
    EXPECT_NEAR(e.elo_lo, -2.15, 5e-3);
    EXPECT_NEAR(e.elo_hi, 1.98, 5e-3);
}

TEST(StoppedEstimate, RunningTestIsNearThePlainEstimate) {
    // T16: a short test far from either bound; close to E(s) and the asymmetric Wald interval.
    const Trinomial t{.wins = 136, .draws = 111, .losses = 96};
    const StoppedEstimate e = stopped_estimate(t, {.elo0 = 0, .elo1 = 5, .model = Model::Logistic});
    EXPECT_NEAR(e.elo, 40.70, 0.01);
    EXPECT_NEAR(e.elo_lo, 10.59, 0.01);
    EXPECT_NEAR(e.elo_hi, 71.44, 0.01);
}

TEST(Planner, DefaultsAtHalfAnElo) {
    const auto point = plan(PlanParams{}, 0.5);  // normalized [0, 2], draw ratio 0.49, RMS bias 191
    ASSERT_TRUE(point.has_value());
    EXPECT_NEAR(point->pass_probability, 0.486, 5e-4);
    EXPECT_NEAR(point->expected_games, 261567, 1);
}

TEST(Planner, PassProbabilityAtTheBoundsIsTheErrorRates) {
    PlanParams params;
    params.sprt = {.elo0 = 0, .elo1 = 5, .alpha = 0.05, .beta = 0.1, .model = Model::Logistic};
    EXPECT_NEAR(plan(params, 0)->pass_probability, 0.05, 1e-9);
    EXPECT_NEAR(plan(params, 5)->pass_probability, 0.9, 1e-9);
    params.draw_ratio = 1.2;  // no variance left: nothing to plan
    EXPECT_FALSE(plan(params, 0).has_value());
}

TEST(RemainingGames, NoneOnceTheBoundIsReached) {
    EXPECT_EQ(expected_remaining_games(10000, 3.0, SprtParams{}), 0);
    EXPECT_EQ(expected_remaining_games(10000, -3.0, SprtParams{}), 0);
    EXPECT_GT(expected_remaining_games(10000, 1.0, SprtParams{}), 0);
    EXPECT_LE(expected_remaining_games(10000, 1.0, SprtParams{}, 12000), 2000);
}

}  // namespace
}  // namespace gambit::elo

namespace gambit::elo {
namespace {

TEST(Overshoot, OffAfterAnIllegalUpdate) {
    OvershootTracker t(4);
    t.update(4, -0.5);
    t.update(8, -0.9);
    EXPECT_GT(t.lower_correction(), 0);
    t.update(6, -1.0);  // fewer samples than before: the contract is broken
    EXPECT_FALSE(t.active());
    EXPECT_EQ(t.lower_correction(), 0);
    const SprtParams p;
    EXPECT_EQ(t.verdict(-2.95, p), Verdict::AcceptH0);
    EXPECT_EQ(t.verdict(-2.94, p), Verdict::Continue);
}

}  // namespace
}  // namespace gambit::elo

// cutechess-cli's own SPRT, against the LLRs the real cutechess-cli 1.5.1 printed (tests/compat/cutechess-cli:
// 31-sprt-ratinginterval1, 30-sprt-capped, 29-sprt-h0; it prints three significant digits).
TEST(CutechessSprt, GivesTheLlrCutechessPrints) {
    using namespace gambit::elo;
    const SprtParams wide{.elo0 = 0, .elo1 = 100, .alpha = 0.2, .beta = 0.2, .model = Model::Cutechess};
    EXPECT_NEAR(sprt(Trinomial{.wins = 1}, wide).llr, 0.247, 0.0005);
    EXPECT_NEAR(sprt(Trinomial{.wins = 4}, wide).llr, 1.17, 0.005);
    const SprtResult five = sprt(Trinomial{.wins = 5}, wide);
    EXPECT_NEAR(five.llr, 1.48, 0.005);
    EXPECT_NEAR(five.upper, 1.39, 0.005);
    EXPECT_EQ(five.verdict, Verdict::AcceptH1);
    const SprtParams narrow{.elo0 = 0, .elo1 = 5, .alpha = 0.05, .beta = 0.05, .model = Model::Cutechess};
    EXPECT_NEAR(sprt(Trinomial{.wins = 4, .draws = 2, .losses = 0}, narrow).llr, 0.115, 0.0005);
    const SprtParams high{.elo0 = 100, .elo1 = 200, .alpha = 0.2, .beta = 0.2, .model = Model::Cutechess};
    const SprtResult h0 = sprt(Trinomial{.wins = 0, .draws = 2, .losses = 1}, high);
    EXPECT_NEAR(h0.llr, -2.0, 0.05);
    EXPECT_EQ(h0.verdict, Verdict::AcceptH0);
}
