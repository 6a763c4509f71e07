#include <gtest/gtest.h>

#include <set>

#include "engine/search/pruning/multi_cut.hpp"
#include "tests/pruning/harness.hpp"

using namespace gambit;
using namespace gambit::search;
using namespace gambit::search::testing;

namespace {

// White is a queen up in a middlegame: every reasonable move keeps the score far above beta = 100.
// White's queen can take two loose knights (b6, f6) and the rook the loose bishop on a3.
const std::string LoosePieces = "6kr/5p1p/1n3np1/8/3Q4/b7/5PPP/R5K1 w - - 0 1";

SearchParams original() {
    SearchParams p = plain_params();
    p.multi_cut = MultiCutMode::Original;
    p.multi_cut_m = 10, p.multi_cut_c = 3, p.multi_cut_r = 2;
    return p;
}

SearchParams enhanced(bool independent) {
    SearchParams p = original();
    p.multi_cut = MultiCutMode::Enhanced;
    p.multi_cut_apply_at = MultiCutApplyAt::Cut;
    p.multi_cut_independent = independent;
    return p;
}

}  // namespace

TEST(MultiCut, CountsCutoffsAndReturnsBeta) {
    Harness h(original());
    Searcher& s = h.at(QueenUp);
    const MultiCutOutcome out = multi_cut(s, h.node(s, 100, 5, NodeType::Cut), std::nullopt);
    ASSERT_TRUE(out.value.has_value());
    EXPECT_EQ(*out.value, 100);
    EXPECT_EQ(out.cut_count, 3);  // stops at C
    EXPECT_EQ(s.stats()[method("MultiCut")].tried, 1u);
    EXPECT_EQ(s.stats()[method("MultiCut")].cut, 1u);
    EXPECT_GT(s.stats()[method("MultiCut")].nodes, 0u);
}

TEST(MultiCut, TheSearchReturnsExactlyBetaWhereItCuts) {
    Harness with(original());
    Searcher& s = with.at(QueenUp);
    EXPECT_EQ(s.search(99, 100, 5, 1, NodeType::Cut), 100);
    EXPECT_GE(s.stats()[method("MultiCut")].cut, 1u);

    Harness without(plain_params());  // the fail-soft search without it returns the real, higher bound
    Searcher& t = without.at(QueenUp);
    EXPECT_GT(t.search(99, 100, 5, 1, NodeType::Cut), 100);
}

TEST(MultiCut, NeedsCMovesThatCut) {
    SearchParams p = original();
    p.multi_cut_c = 3, p.multi_cut_m = 3;
    Harness h(p);
    Searcher& s = h.at(QueenUp);
    // Beta above anything the shallow searches can reach: nothing cuts, all M moves examined.
    const MultiCutOutcome out = multi_cut(s, h.node(s, 3000, 5, NodeType::Cut), std::nullopt);
    EXPECT_FALSE(out.value.has_value());
    EXPECT_EQ(out.cut_count, 0);
    EXPECT_EQ(s.stats()[method("MultiCut")].tried, 1u);
    EXPECT_EQ(s.stats()[method("MultiCut")].cut, 0u);
}

TEST(MultiCut, OnlyAtExpectedCutNodesUnlessEnhancedForwardPruning) {
    Harness h(original());
    Searcher& s = h.at(QueenUp);
    EXPECT_TRUE(multi_cut_applies(h.params, h.node(s, 100, 5, NodeType::Cut), std::nullopt, s));
    EXPECT_FALSE(multi_cut_applies(h.params, h.node(s, 100, 5, NodeType::All), std::nullopt, s));
    EXPECT_FALSE(multi_cut_applies(h.params, h.node(s, 100, 5, NodeType::PV), std::nullopt, s));
    EXPECT_FALSE(multi_cut_applies(h.params, h.node(s, 100, 2, NodeType::Cut), std::nullopt, s));  // depth <= R
    h.params.enhanced_forward_pruning = 1;
    EXPECT_TRUE(multi_cut_applies(h.params, h.node(s, 100, 5, NodeType::All), std::nullopt, s));
}

TEST(MultiCut, NotInTheEndgameNorAfterAnExtension) {
    Harness h(original());
    Searcher& end = h.at("8/5k2/5p2/4pP2/4P3/2R1K3/8/8 w - - 0 1");
    EXPECT_FALSE(multi_cut_applies(h.params, h.node(end, 100, 5, NodeType::Cut), std::nullopt, end));
    Searcher& s = h.at(QueenUp);
    s.prune_context().extended[0] = true;  // the move into ply 1 was extended
    EXPECT_FALSE(multi_cut_applies(h.params, h.node(s, 100, 5, NodeType::Cut), std::nullopt, s));
}

TEST(MultiCut, EnhancedAppliesWhereTheTableShowsAShallowerCutoff) {
    SearchParams p = enhanced(true);
    p.multi_cut_apply_at = MultiCutApplyAt::TT;
    Harness h(p);
    Searcher& s = h.at(QueenUp);
    const Node node = h.node(s, 100, 5, NodeType::All);  // the node type does not matter here
    EXPECT_FALSE(multi_cut_applies(h.params, node, std::nullopt, s));
    TTData shallower{chess::Move::none(), 400, 0, 3, Bound::Lower};
    EXPECT_TRUE(multi_cut_applies(h.params, node, shallower, s));
    TTData failed_low{chess::Move::none(), 50, 0, 3, Bound::Upper};
    EXPECT_FALSE(multi_cut_applies(h.params, node, failed_low, s));
    TTData as_deep{chess::Move::none(), 400, 0, 5, Bound::Lower};
    EXPECT_FALSE(multi_cut_applies(h.params, node, as_deep, s));
}

TEST(MultiCut, IndependenceSkipsAPieceThatAlreadyCut) {
    const auto from_squares = [](const MultiCutOutcome& out) {
        std::multiset<int> squares;
        for (int i = 0; i < out.cut_count; ++i) squares.insert(out.cut_moves[std::size_t(i)].from());
        return squares;
    };
    Harness plain(enhanced(false));
    Searcher& s = plain.at(LoosePieces);
    const int beta = plain.evaluator.evaluate(s.position()) + 100;
    const MultiCutOutcome dependent = multi_cut(s, plain.node(s, beta, 5, NodeType::Cut), std::nullopt);
    EXPECT_GE(from_squares(dependent).count(chess::D4), 2u);  // both queen captures counted
    EXPECT_EQ(s.stats()[method("MultiCut")].skipped, 0u);

    Harness independent(enhanced(true));
    Searcher& t = independent.at(LoosePieces);
    const MultiCutOutcome out = multi_cut(t, independent.node(t, beta, 5, NodeType::Cut), std::nullopt);
    EXPECT_GE(t.stats()[method("MultiCut")].skipped, 1u);
    const auto squares = from_squares(out);
    EXPECT_LE(squares.count(chess::D4), 1u);
    for (int sq : squares) EXPECT_EQ(squares.count(sq), 1u) << "two cutoffs by the piece on " << sq;
}

TEST(MultiCut, ReorderPutsTheFirstCuttingMoveFirst) {
    Harness h(original());
    Searcher& s = h.at(QueenUp);
    const MultiCutOutcome out = multi_cut(s, h.node(s, 100, 5, NodeType::Cut), std::nullopt);
    ASSERT_GT(out.cut_count, 0);
    EXPECT_EQ(out.first(), out.cut_moves[0]);
    EXPECT_EQ(MultiCutOutcome{}.first(), chess::Move::none());
}

// Eiríksson's Algorithm 2: with MultiCutSkipsCount a move skipped by piece independence uses up one of the
// M moves, so searched and skipped moves together are M; without it M moves are searched. A queen up and
// beta far below the eval, every move searched cuts, so the cutting moves are the moves searched; the queen's
// second capture is skipped.
TEST(MultiCut, SkippedMovesUseUpMWithAlgorithmTwo) {
    for (int skips_count : {0, 1}) {
        SearchParams p = enhanced(true);
        p.multi_cut_m = 6, p.multi_cut_c = 16, p.multi_cut_skips_count = skips_count;
        Harness h(p);
        Searcher& s = h.at(LoosePieces);
        const int beta = h.evaluator.evaluate(s.position()) - 500;
        const MultiCutOutcome out = multi_cut(s, h.node(s, beta, 5, NodeType::Cut), std::nullopt);
        const auto skipped = int(s.stats()[method("MultiCut")].skipped);
        ASSERT_GT(skipped, 0) << skips_count;
        EXPECT_EQ(out.cut_count + (skips_count ? skipped : 0), 6) << skips_count;
    }
}
