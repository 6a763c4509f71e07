#include <gtest/gtest.h>

#include "engine/search/pruning/capture_probcut.hpp"
#include "engine/search/pruning/probcut.hpp"
#include "tests/pruning/harness.hpp"

using namespace gambit;
using namespace gambit::search;
using namespace gambit::search::testing;

namespace {

// White's rook takes Black's undefended queen on d5: a capture worth 900 from a static eval near -400.
const std::string HangingQueen = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";

SearchParams capture_probcut_params() {
    SearchParams p = plain_params();
    p.probcut = ProbCutMode::Captures;
    return p;
}

}  // namespace

TEST(CaptureProbCut, CutsWhenACaptureBeatsBetaByTheMargin) {
    Harness h(capture_probcut_params());
    Searcher& s = h.at(HangingQueen);
    const Node node = h.node(s, 0, 6, NodeType::Cut);
    ASSERT_LT(node.static_eval, -200);  // the cut comes from the capture, not from the eval
    const auto value = capture_probcut(s, node);
    ASSERT_TRUE(value.has_value());
    EXPECT_GE(*value, 0 + s.params().probcut_margin);
    EXPECT_EQ(s.stats()[method("ProbCut")].tried, 1u);
    EXPECT_EQ(s.stats()[method("ProbCut")].cut, 1u);
    EXPECT_GT(s.stats()[method("ProbCut")].nodes, 0u);
    EXPECT_EQ(s.prune_context().inside[method("ProbCut")], 0);
}

TEST(CaptureProbCut, NoCutWhenTheExchangeCannotReachTheRaisedBound) {
    Harness h(capture_probcut_params());
    Searcher& s = h.at(HangingQueen);
    // Beta 600: the queen (900) from about -400 cannot reach 700, so no capture is even searched.
    EXPECT_FALSE(capture_probcut(s, h.node(s, 600, 6, NodeType::Cut)).has_value());
    EXPECT_EQ(s.stats()[method("ProbCut")].tried, 1u);
    EXPECT_EQ(s.stats()[method("ProbCut")].cut, 0u);
    EXPECT_EQ(s.stats()[method("ProbCut")].nodes, 0u);
    // The start position has no capture at all.
    Searcher& start = h.at(std::string(chess::StartFen));
    EXPECT_FALSE(capture_probcut(start, h.node(start, 0, 6, NodeType::Cut)).has_value());
}

TEST(CaptureProbCut, IsNotTriedAtPvNodesShallowNodesOrWithoutItsMode) {
    SearchParams params = capture_probcut_params();
    Harness h(params);
    Searcher& s = h.at(HangingQueen);
    EXPECT_FALSE(capture_probcut(s, h.node(s, 0, 6, NodeType::PV)).has_value());
    EXPECT_FALSE(capture_probcut(s, h.node(s, 0, params.probcut_min_depth - 1, NodeType::Cut)).has_value());
    EXPECT_EQ(s.stats()[method("ProbCut")].tried, 0u);

    Harness single(plain_params());  // ProbCut=off, and Buro's modes do not use it either
    Searcher& off = single.at(HangingQueen);
    EXPECT_FALSE(capture_probcut(off, single.node(off, 0, 6, NodeType::Cut)).has_value());
    EXPECT_EQ(off.stats()[method("ProbCut")].tried, 0u);
}

TEST(CaptureProbCut, SearchStillFindsTheCaptureAndTheOptionParses) {
    Harness h(capture_probcut_params());
    const SearchResult result = h.search(HangingQueen, 7);
    EXPECT_EQ(chess::to_uci(result.best), "d2d5");
    EXPECT_GT(result.score, 300);
    EXPECT_GT(result.stats[method("ProbCut")].tried, 0u);

    SearchParams p;
    EXPECT_EQ(set_param(p, "ProbCut", "captures"), std::nullopt);
    EXPECT_EQ(p.probcut, ProbCutMode::Captures);
    EXPECT_EQ(set_param(p, "ProbCutMargin", "150"), std::nullopt);
    EXPECT_EQ(p.probcut_margin, 150);
    EXPECT_NE(set_param(p, "ProbCutMinDepth", "1"), std::nullopt);  // below the option's range
}
