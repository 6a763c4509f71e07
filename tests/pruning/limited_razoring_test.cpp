#include <gtest/gtest.h>

#include "engine/search/pruning/limited_razoring.hpp"
#include "tests/pruning/harness.hpp"

using namespace gambit;
using namespace gambit::search;
using namespace gambit::search::testing;

namespace {

// The start position without Black's queen, Black to move: the side to move is a queen down.
const std::string QueenDown = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";

SearchParams limited_razoring_params() {
    SearchParams p = plain_params();
    p.limited_razoring = 1;
    return p;
}

// A CUT node at ply 1 with the null window (alpha, alpha + 1).
Node node_at(Searcher& s, int alpha, int depth, int static_eval) {
    return Node{alpha, alpha + 1, depth, 1, NodeType::Cut, s.position().in_check(), static_eval, false};
}

}  // namespace

// Heinz's rule on a hand-built node: three plies left and the static eval a queen or more below alpha: one
// ply off; a centipawn less below alpha, or another depth, keeps the depth.
TEST(LimitedRazoring, ReducesAPrePreFrontierNodeAQueenBelowAlpha) {
    Harness h(limited_razoring_params());
    Searcher& s = h.at(QueenDown);
    const int eval = h.evaluator.evaluate(s.position());
    ASSERT_LT(eval, -500);  // the position really is hopeless for the side to move
    const int margin = s.params().limited_razoring_margin;
    EXPECT_EQ(limited_razoring(s, node_at(s, eval + margin, 3, eval)), 1);
    EXPECT_EQ(limited_razoring(s, node_at(s, eval + margin - 1, 3, eval)), 0);
    EXPECT_EQ(s.stats()[method("LimitedRazoring")].tried, 2u);
    EXPECT_EQ(s.stats()[method("LimitedRazoring")].cut, 1u);
    // Only at the pre-pre-frontier, never at a PV node, and not when the move that led here was extended.
    EXPECT_EQ(limited_razoring(s, node_at(s, eval + margin, 2, eval)), 0);
    EXPECT_EQ(limited_razoring(s, node_at(s, eval + margin, 4, eval)), 0);
    Node pv = node_at(s, eval + margin, 3, eval);
    pv.type = NodeType::PV;
    EXPECT_EQ(limited_razoring(s, pv), 0);
    s.prune_context().extended[0] = true;
    EXPECT_EQ(limited_razoring(s, node_at(s, eval + margin, 3, eval)), 0);
    EXPECT_EQ(s.stats()[method("LimitedRazoring")].tried, 2u);
}

TEST(LimitedRazoring, NeverInCheckNorAgainstAMateScore) {
    Harness h(limited_razoring_params());
    // Black to move in check from the bishop on b5, a queen down.
    Searcher& s = h.at("rnb1kbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3");
    ASSERT_TRUE(s.position().in_check());
    EXPECT_EQ(limited_razoring(s, node_at(s, 0, 3, -2000)), 0);
    Searcher& t = h.at(QueenDown);
    EXPECT_EQ(limited_razoring(t, node_at(t, MateBound, 3, -2000)), 0);
    EXPECT_EQ(t.stats()[method("LimitedRazoring")].tried, 0u);
}

// Off by default: a bench never tries it. On the papers' search (no razoring of its own) it reduces some
// nodes and so changes the tree.
TEST(LimitedRazoring, OnlyTheSwitchTriesIt) {
    SearchParams classic;
    apply_baseline(classic, Baseline::Classic);
    const tools::BenchResult off = tools::run_bench(6, classic, nullptr);
    EXPECT_EQ(off.stats[method("LimitedRazoring")].tried, 0u);
    classic.limited_razoring = 1;
    const tools::BenchResult on = tools::run_bench(6, classic, nullptr);
    EXPECT_GT(on.stats[method("LimitedRazoring")].tried, 0u);
    EXPECT_GT(on.stats[method("LimitedRazoring")].cut, 0u);
    EXPECT_NE(on.nodes, off.nodes);
}
