#include <gtest/gtest.h>

#include "chess/notation.hpp"
#include "engine/search/pruning/baselines.hpp"
#include "engine/search/pruning/singular_extension.hpp"
#include "tests/pruning/harness.hpp"

using namespace gambit;
using namespace gambit::search;
using namespace gambit::search::testing;

namespace {

// White's rook takes the queen that attacks it (Rxd4); any other move loses the rook (Qxd1+) and
// leaves bare kings. The capture is singular.
const std::string OnlyMove = "6k1/8/8/8/3q4/8/8/3RK3 w - - 0 1";

SearchParams singular() {
    SearchParams p = plain_params();
    p.singular_extension = 1;
    return p;
}

// A node at depth 8 whose TT entry holds `move` as a lower bound of `value` from a search of `tt_depth`.
Node node_with_tt_move(Harness& h, Searcher& s, const std::string& move, int value, int beta, int tt_depth = 8) {
    const chess::Move m = chess::parse_uci(s.position(), move);
    h.tt.store(s.position().key(), tt_depth, Bound::Lower, value, 0, m, 1);
    Node node = h.node(s, beta, 8, NodeType::Cut);
    node.tt = h.tt.probe(s.position().key(), 1);
    return node;
}

}  // namespace

TEST(SingularExtension, IsOnByDefaultAndOffInTheClassicBaseline) {
    EXPECT_EQ(SearchParams{}.singular_extension, 1);
    SearchParams p;
    apply_baseline(p, Baseline::Classic);
    EXPECT_EQ(p.singular_extension, 0);
}

TEST(SingularExtension, ExtendsAMoveNoOtherComesCloseTo) {
    Harness h(singular());
    Searcher& s = h.at(OnlyMove);
    // An entry 5 plies deep, which a store of the 3-ply excluded search would replace.
    const Node node = node_with_tt_move(h, s, "d1d4", 450, 100, 5);
    const SingularOutcome out = singular_extension(s, node, node.tt->move);
    EXPECT_EQ(out.extension, 1);
    EXPECT_FALSE(out.cut);
    EXPECT_EQ(s.stats()[method("SingularExtension")].tried, 1u);
    EXPECT_EQ(s.stats()[method("SingularExtension")].cut, 1u);
    EXPECT_GT(s.stats()[method("SingularExtension")].nodes, 0u);
    // The search without the move stored nothing under the node's key: its entry is still the node's.
    const auto entry = h.tt.probe(s.position().key(), 1);
    ASSERT_TRUE(entry);
    EXPECT_EQ(entry->move, node.tt->move);
    EXPECT_EQ(entry->depth, 5);
    EXPECT_EQ(entry->value, 450);
}

TEST(SingularExtension, CutsWhenOtherMovesBeatBetaToo) {
    Harness h(singular());
    Searcher& s = h.at(QueenUp);  // a queen up: every sensible move stays far above beta
    const Node node = node_with_tt_move(h, s, "e2e4", 300, 100);
    const SingularOutcome out = singular_extension(s, node, node.tt->move);
    EXPECT_EQ(out.extension, 0);
    ASSERT_TRUE(out.cut);
    EXPECT_EQ(*out.cut, 300 - 2 * 8);  // the singular bound, which is above beta
    EXPECT_EQ(s.stats()[method("SingularExtension")].skipped, 1u);
}

TEST(SingularExtension, NeedsDepthAndATrustworthyEntry) {
    Harness h(singular());
    Searcher& s = h.at(OnlyMove);
    Node node = node_with_tt_move(h, s, "d1d4", 450, 100);
    node.depth = 7;  // below SingularMinDepth
    EXPECT_EQ(singular_extension(s, node, node.tt->move).extension, 0);
    node.depth = 8;
    node.tt->bound = Bound::Upper;  // an upper bound says nothing about the move being best
    EXPECT_EQ(singular_extension(s, node, node.tt->move).extension, 0);
    node.tt->bound = Bound::Lower;
    node.tt->depth = 4;  // too shallow against depth 8
    EXPECT_EQ(singular_extension(s, node, node.tt->move).extension, 0);
    EXPECT_EQ(s.stats()[method("SingularExtension")].tried, 0u);

    Harness off(plain_params());
    Searcher& t = off.at(OnlyMove);
    const Node same = node_with_tt_move(off, t, "d1d4", 450, 100);
    EXPECT_EQ(singular_extension(t, same, same.tt->move).extension, 0);
    EXPECT_EQ(t.stats()[method("SingularExtension")].tried, 0u);
}

TEST(SingularExtension, ADeepSearchUsesItAndStillFindsTheCapture) {
    Harness h(singular());
    const SearchResult result = h.search(OnlyMove, 9);
    EXPECT_EQ(chess::to_uci(result.best), "d1d4");
    EXPECT_GT(h.searcher->stats()[method("SingularExtension")].tried, 0u);
}
