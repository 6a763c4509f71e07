// The SPSA arithmetic against fishtest's (server/fishtest/spsa_workflow.py: parse_spsa_params,
// build_spsa_worker_step, apply_spsa_result_updates). The expected numbers were worked out by hand as
// below and agree with fishtest's own functions run on the same input (num_games 200, A ratio 0.1).
#include <gtest/gtest.h>

#include <set>

#include "tune/spsa.hpp"

using namespace gambit::tune;

namespace {

// N = 100 iterations (fishtest num_games 200): A = int(0.1 * 100) = 10.
const SpsaSchedule kSchedule = make_spsa_schedule(100);
const SpsaParam kSkill{"Skill", 10, 0, 100, 4, 0.002};
const SpsaParam kLmr{"Lmr", 75.5, 50, 150, 6.5, 0.0025};

}  // namespace

TEST(SpsaGains, ScheduleTruncatesAAsFishtest) {
    EXPECT_EQ(kSchedule.A, 10);
    EXPECT_EQ(make_spsa_schedule(105).A, 10);  // int(0.1 * 105) = int(10.5)
    EXPECT_EQ(make_spsa_schedule(109).A, 10);
    EXPECT_EQ(make_spsa_schedule(110).A, 11);
    EXPECT_EQ(make_spsa_schedule(100, 0.2).A, 20);
    EXPECT_DOUBLE_EQ(kSchedule.alpha, 0.602);
    EXPECT_DOUBLE_EQ(kSchedule.gamma, 0.101);
}

TEST(SpsaGains, FirstIterationWorkedExample) {
    // c = c_end * N^gamma = 4 * exp(0.101 * ln 100) = 4 * exp(0.465122) = 4 * 1.592209 = 6.368835
    // c_0 = c / 1^gamma = 6.368835
    // a = r_end * c_end^2 * (A + N)^alpha = 0.002 * 16 * exp(0.602 * ln 110) = 0.032 * 16.940195 = 0.542086
    // a_0 = a / (A + 1)^alpha = 0.542086 / exp(0.602 * ln 11) = 0.542086 / 4.235634 = 0.127982
    // R_0 = a_0 / c_0^2 = 0.127982 / 40.56206 = 0.00315522
    const Gains g = spsa_gains(kSkill, kSchedule, 0);
    EXPECT_NEAR(g.c, 6.368835, 1e-6);
    EXPECT_NEAR(g.a, 0.127982, 1e-6);
    EXPECT_NEAR(g.R(), 0.00315522, 1e-8);
    // fishtest's build_spsa_worker_step(iter_value=0) on the same parameter, to the last digit printed.
    EXPECT_NEAR(g.c, 6.368834908204681, 1e-12);
    EXPECT_NEAR(g.R(), 0.0031552225393986968, 1e-15);
}

TEST(SpsaGains, TenthIterationWorkedExample) {
    // k = 9: c_9 = c / 10^0.101 = 6.368835 / 1.261828 = 5.047310; a_9 = a / 20^0.602 = 0.542086 / 6.070438 = 0.089299;
    // R_9 = 0.089299 / 25.47534 = 0.0035053. fishtest: c 5.047310138362683, R 0.0035053253590706626.
    const Gains g = spsa_gains(kSkill, kSchedule, 9);
    EXPECT_NEAR(g.c, 5.047310138362683, 1e-12);
    EXPECT_NEAR(g.R(), 0.0035053253590706626, 1e-15);
    const Gains lmr = spsa_gains(kLmr, kSchedule, 9);
    EXPECT_NEAR(lmr.c, 8.20187897483936, 1e-12);
    EXPECT_NEAR(lmr.R(), 0.004381656698838327, 1e-15);
}

TEST(SpsaGains, LastIterationHasTheEndValues) {
    // k = N - 1: c_k = c_end * N^gamma / N^gamma = c_end and R_k = a_end / c_end^2 = r_end, by construction.
    for (const SpsaParam& p : {kSkill, kLmr}) {
        const Gains g = spsa_gains(p, kSchedule, 99);
        EXPECT_NEAR(g.c, p.c_end, 1e-12);
        EXPECT_NEAR(g.R(), p.r_end, 1e-15);
        EXPECT_NEAR(g.a / g.c, p.r_end * p.c_end, 1e-12);  // the step a_k / c_k per unit of result
    }
}

TEST(SpsaUpdate, MatchesFishtestOnAWorkedExample) {
    // Iteration 0, flips (+1, -1), result +2 (the plus side won both games):
    // Skill: 10 + R_0 * c_0 * 2 * (+1) = 10 + 0.02009509 * 2 = 10.04019018
    // Lmr:   75.5 + 0.04081815 * 2 * (-1) = 75.41836369
    // fishtest's apply_spsa_result_updates gives 10.040190182904153 and 75.41836369097594.
    IterationDraws draws;
    draws.flip = {1, -1};
    const auto theta = spsa_update({kSkill, kLmr}, kSchedule, 0, {10, 75.5}, draws, 2);
    EXPECT_NEAR(theta[0], 10.040190182904153, 1e-12);
    EXPECT_NEAR(theta[1], 75.41836369097594, 1e-12);
    // A draw-ish pair (result 0) leaves theta alone; a lost pair moves the other way.
    EXPECT_EQ(spsa_update({kSkill, kLmr}, kSchedule, 0, {10, 75.5}, draws, 0), (std::vector<double>{10, 75.5}));
    EXPECT_NEAR(spsa_update({kSkill}, kSchedule, 0, {10}, draws, -1)[0], 10 - 0.02009509145207664, 1e-12);
}

TEST(SpsaUpdate, ClipsToTheRange) {
    IterationDraws draws;
    draws.flip = {1};
    const SpsaParam big{"X", 99.99, 0, 100, 4, 1.0};  // a large step
    EXPECT_EQ(spsa_update({big}, kSchedule, 0, {99.99}, draws, 2)[0], 100);
    EXPECT_EQ(spsa_update({big}, kSchedule, 0, {0.5}, draws, -2)[0], 0);
    // The perturbed values are clipped too (fishtest's _param_clip on w_params and b_params).
    const Perturbation p = perturb({big}, kSchedule, 0, {99}, draws);
    EXPECT_EQ(p.plus[0], 100);
    EXPECT_NEAR(p.minus[0], 99 - spsa_gains(big, kSchedule, 0).c, 1e-12);
}

TEST(SpsaDraws, DependOnlyOnSeedAndIteration) {
    const auto a = draw_iteration(42, 17, 5), b = draw_iteration(42, 17, 5);
    EXPECT_EQ(a.flip, b.flip);
    EXPECT_EQ(a.round_plus, b.round_plus);
    EXPECT_EQ(a.round_minus, b.round_minus);
    std::set<std::vector<int>> patterns;
    int plus = 0;
    for (int k = 0; k < 2000; ++k) {
        const auto d = draw_iteration(42, k, 5);
        patterns.insert(d.flip);
        for (int f : d.flip) {
            ASSERT_TRUE(f == 1 || f == -1);
            plus += f == 1;
        }
        for (double u : d.round_plus) ASSERT_TRUE(u >= 0 && u < 1);
    }
    EXPECT_EQ(patterns.size(), 32u);               // all 2^5 sign patterns occur
    EXPECT_NEAR(plus / 10000.0, 0.5, 0.02);        // and the signs are balanced
    EXPECT_NE(draw_iteration(43, 17, 5).round_plus, a.round_plus);
}

TEST(SpsaValues, IntegerOptionsAreRoundedStochasticallyAsFishtest) {
    const SpsaParam p{"X", 37, 0, 100, 4, 0.002};
    // floor(value + u): 37.3 becomes 38 with probability 0.3.
    EXPECT_EQ(option_value(37.3, true, 0.5, p), "37");
    EXPECT_EQ(option_value(37.3, true, 0.69, p), "37");
    EXPECT_EQ(option_value(37.3, true, 0.71, p), "38");
    EXPECT_EQ(option_value(-0.2, true, 0.99, SpsaParam{"Y", 0, -5, 5, 1, 0}), "0");
    EXPECT_EQ(option_value(100, true, 0.99, p), "100");  // never beyond max
    EXPECT_EQ(option_value(99.9, true, 0.5, SpsaParam{"Z", 1, 0.5, 99.9, 1, 0}), "99");  // within [ceil(min), floor(max)]
    EXPECT_EQ(option_value(37.3, false, 0.9, p), "37.3");  // a string option gets the number itself
    int up = 0;
    for (int k = 0; k < 4000; ++k) up += option_value(37.3, true, draw_iteration(1, k, 1).round_plus[0], p) == "38";
    EXPECT_NEAR(up / 4000.0, 0.3, 0.03);  // the expected value sent is the value itself
}
