// UCI_LimitStrength / UCI_Elo: the plan weakens monotonically with the Elo, the noisy choice stays within its
// noise, and a limited engine keeps to its node budget and plays a legal, reproducible move.
#include <gtest/gtest.h>

#include "chess/movegen.hpp"
#include "chess/position.hpp"
#include "engine/search/engine.hpp"
#include "engine/search/strength.hpp"

using namespace gambit;
using namespace gambit::search;

TEST(Strength, ThePlanWeakensWithTheElo) {
    strength::Plan previous = strength::plan_at_setting(strength::MinElo);
    EXPECT_EQ(previous.nodes, 150u * strength::NoisyLines);
    EXPECT_EQ(previous.noise_cp, strength::MaxNoise);
    EXPECT_EQ(previous.lines, strength::NoisyLines);
    for (int elo = strength::MinElo + 1; elo <= strength::MaxElo; ++elo) {
        const strength::Plan plan = strength::plan_at_setting(elo);
        EXPECT_GE(plan.nodes / plan.lines, previous.nodes / previous.lines) << elo;  // a line's budget
        EXPECT_LE(plan.lines, previous.lines) << elo;
        EXPECT_LE(plan.noise_cp, previous.noise_cp) << elo;
        EXPECT_EQ(plan.lines > 1, plan.noise_cp > 0) << elo;
        previous = plan;
    }
    EXPECT_EQ(previous.noise_cp, 0);
    EXPECT_EQ(previous.lines, 1);
    EXPECT_GT(previous.nodes, 200000u);
    EXPECT_EQ(strength::plan_at_setting(strength::NoiseEndsAt).noise_cp, 0);
    EXPECT_GT(strength::plan_at_setting(strength::NoiseEndsAt - 20).noise_cp, 0);
    EXPECT_EQ(strength::plan_at_setting(100).nodes, strength::plan_at_setting(strength::MinElo).nodes);  // clamped
    EXPECT_EQ(strength::plan_at_setting(9999).nodes, strength::plan_at_setting(strength::MaxElo).nodes);
}

TEST(Strength, WhereTheNoiseEndsALineLosesNoDepth) {
    // The third plan shared one budget among four lines, so the last centipawn of noise cost plies; now the
    // noisy setting just below NoiseEndsAt searches its lines about as deep as the quiet one at it.
    int last_noisy = strength::NoiseEndsAt;
    while (strength::plan_at_setting(last_noisy).noise_cp == 0) --last_noisy;
    const strength::Plan noisy = strength::plan_at_setting(last_noisy);
    const strength::Plan quiet = strength::plan_at_setting(last_noisy + 1);
    ASSERT_EQ(noisy.lines, strength::NoisyLines);
    ASSERT_EQ(quiet.lines, 1);
    const char* fens[] = {"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9",
                          "rnbqkb1r/pp3ppp/4pn2/2pp4/3P4/2P1PN2/PP3PPP/RNBQKB1R w KQkq - 0 5",
                          "r2q1rk1/1b2bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP2PPP/R2Q1RK1 w - - 0 11"};
    int noisy_depth = 0, quiet_depth = 0;
    for (const char* fen : fens) {
        const chess::Position root = *chess::Position::from_fen(fen);
        Engine engine;
        Limits limits;
        limits.nodes = noisy.nodes;
        limits.multi_pv = noisy.lines;
        noisy_depth += engine.search(root, limits).depth;
        engine.new_game();
        limits.nodes = quiet.nodes;
        limits.multi_pv = quiet.lines;
        quiet_depth += engine.search(root, limits).depth;
    }
    EXPECT_GE(noisy_depth, quiet_depth - 1) << "four lines on one line's budget lost plies";
}

TEST(Strength, TheCalibrationMapsEachMeasuredEloToItsSettingAndNeverGoesBack) {
    for (std::size_t i = 1; i < strength::Calibration.size(); ++i) {
        EXPECT_GT(strength::Calibration[i].setting, strength::Calibration[i - 1].setting) << i;
        EXPECT_GT(strength::Calibration[i].plays_at, strength::Calibration[i - 1].plays_at) << i;
    }
    for (const strength::CalibrationPoint& point : strength::Calibration)
        if (point.setting >= strength::MinElo && point.setting <= strength::MaxElo) {
            EXPECT_EQ(strength::setting_for(point.plays_at), point.setting) << point.plays_at;
        }
    int previous = strength::setting_for(0);
    for (int elo = 0; elo <= 4000; elo += 5) {
        const int setting = strength::setting_for(elo);
        EXPECT_GE(setting, previous) << elo;
        EXPECT_GE(setting, strength::MinElo);
        EXPECT_LE(setting, strength::MaxElo);
        EXPECT_EQ(strength::plan_for(elo).nodes, strength::plan_at_setting(setting).nodes) << elo;
        previous = setting;
    }
}

TEST(Strength, TheNoisyChoiceStaysWithinItsNoise) {
    const std::vector<strength::Candidate> candidates = {
        {chess::Move::none(), 100}, {chess::Move::none(), 60}, {chess::Move::none(), -500}, {chess::Move::none(), 95}};
    EXPECT_EQ(strength::choose(candidates, 0, 12345), 0u);
    int not_best = 0;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        const std::size_t i = strength::choose(candidates, 50, seed);
        EXPECT_GE(candidates[i].score, 100 - 50) << seed;
        EXPECT_EQ(strength::choose(candidates, 50, seed), i) << "the same seed, the same choice";
        not_best += i != 0;
    }
    EXPECT_GT(not_best, 20);  // the noise does choose other moves
    EXPECT_LT(not_best, 180);
}

TEST(Strength, ALimitedEngineKeepsToItsNodesAndPlaysALegalReproducibleMove) {
    const chess::Position root =
        *chess::Position::from_fen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9");
    const strength::Plan plan = strength::plan_for(1600);
    Limits limits;
    limits.depth = 20;
    Engine engine;
    engine.set_limit_elo(1600);
    const SearchResult first = engine.search(root, limits);
    EXPECT_TRUE(chess::legal_moves(root).contains(first.best));
    EXPECT_LE(first.nodes, plan.nodes + 10);
    EXPECT_LT(first.depth, 20);
    EXPECT_EQ(first.lines.size(), std::size_t(plan.lines));
    engine.new_game();
    const SearchResult second = engine.search(root, limits);
    EXPECT_EQ(second.best, first.best);
    EXPECT_EQ(second.nodes, first.nodes);
    // Full strength again: no budget and one line.
    engine.set_limit_elo(0);
    limits.depth = 8;
    const SearchResult full = engine.search(root, limits);
    EXPECT_TRUE(full.lines.empty());
    EXPECT_EQ(full.depth, 8);
}
