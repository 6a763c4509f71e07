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
    strength::Plan previous = strength::plan_for(strength::MinElo);
    EXPECT_EQ(previous.nodes, 100u);
    EXPECT_GT(previous.noise_cp, 300);
    EXPECT_GT(previous.lines, 1);
    for (int elo = strength::MinElo + 10; elo <= strength::MaxElo; elo += 10) {
        const strength::Plan plan = strength::plan_for(elo);
        EXPECT_GE(plan.nodes, previous.nodes) << elo;
        EXPECT_LE(plan.noise_cp, previous.noise_cp) << elo;
        previous = plan;
    }
    EXPECT_EQ(previous.noise_cp, 0);
    EXPECT_EQ(previous.lines, 1);
    EXPECT_GT(previous.nodes, 100000u);
    EXPECT_EQ(strength::plan_for(100).nodes, strength::plan_for(strength::MinElo).nodes);  // clamped
    EXPECT_EQ(strength::plan_for(9999).nodes, strength::plan_for(strength::MaxElo).nodes);
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
