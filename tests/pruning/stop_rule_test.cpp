// "A stopped search decides nothing" (pruning/README.md): a node limit that lands inside a step's own search
// leaves the step without a cut, and counts none.
#include <gtest/gtest.h>

#include <cstdint>

#include "engine/search/pruning/null_move.hpp"
#include "engine/search/pruning/probcut.hpp"
#include "tests/pruning/harness.hpp"
#include "tests/pruning/wide_probcut.hpp"

using namespace gambit;
using namespace gambit::search;
using namespace gambit::search::testing;

namespace {

// Nodes of the depth-1 search that readies a Harness on `fen`: a node limit this much plus a few lands in
// whatever the test searches next.
std::uint64_t readying_nodes(const SearchParams& params, const std::string& fen) {
    Harness h(params);
    return h.at(fen).nodes();
}

constexpr std::uint64_t NodesIntoTheStep = 50;
// Null move is tried again inside its own search, and a nested attempt that completed before the stop would
// count its cut rightly: three nodes in, the first nested attempt has only begun its search.
constexpr std::uint64_t NodesIntoNullMove = 3;

SearchParams null_move_params() {
    SearchParams params = plain_params();
    params.null_move = NullMoveMode::Fixed;
    params.null_move_bound = NullMoveBound::Tempo20;  // the bound's counters too
    return params;
}

}  // namespace

TEST(StopRule, ANodeLimitInsideNullMovesSearchLeavesTheNodeUncutAndCountsNoCut) {
    const SearchParams params = null_move_params();
    // Unlimited, the null move cuts this node, with a search longer than the limit leaves it.
    Harness free(params);
    Searcher& f = free.at(QueenUp);
    ASSERT_TRUE(null_move_prune(f, free.node(f, 0, 9, NodeType::Cut)).has_value());
    ASSERT_GT(f.stats()[method("NullMove")].nodes, 2 * NodesIntoNullMove);
    ASSERT_EQ(f.stats()[method("NullMoveBound")].cut, 0u);

    Harness h(params);
    Searcher& s = h.at(QueenUp, readying_nodes(params, QueenUp) + NodesIntoNullMove);
    ASSERT_FALSE(s.stopped());
    EXPECT_FALSE(null_move_prune(s, h.node(s, 0, 9, NodeType::Cut)).has_value());
    EXPECT_TRUE(s.stopped());
    EXPECT_GE(s.stats()[method("NullMove")].tried, 1u);
    EXPECT_EQ(s.stats()[method("NullMove")].cut, 0u);
    EXPECT_EQ(s.stats()[method("NullMove")].verify_fail, 0u);
    EXPECT_EQ(s.stats()[method("NullMoveBound")].cut, 0u);
}

TEST(StopRule, ANodeLimitInsideProbCutsShallowSearchLeavesTheNodeUncutAndCountsNoCut) {
    const SearchParams params = single_probcut_wide_params();
    Harness free(params);
    Searcher& f = free.at(QueenUp);
    ASSERT_TRUE(probcut(f, free.node(f, 100, 8, NodeType::Cut)).has_value());
    ASSERT_GT(f.stats()[method("ProbCut")].nodes, 2 * NodesIntoTheStep);

    Harness h(params);
    Searcher& s = h.at(QueenUp, readying_nodes(params, QueenUp) + NodesIntoTheStep);
    ASSERT_FALSE(s.stopped());
    EXPECT_FALSE(probcut(s, h.node(s, 100, 8, NodeType::Cut)).has_value());
    EXPECT_TRUE(s.stopped());
    EXPECT_EQ(s.stats()[method("ProbCut")].tried, 1u);
    EXPECT_EQ(s.stats()[method("ProbCut")].cut, 0u);
}
