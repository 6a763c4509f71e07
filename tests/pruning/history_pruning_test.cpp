#include <gtest/gtest.h>

#include "engine/search/search_params.hpp"
#include "engine/search/pruning/history_pruning.hpp"
#include "engine/tools/bench.hpp"

using namespace gambit;
using namespace gambit::search;

namespace {

SearchParams with_history_pruning(int depth, int margin) {
    SearchParams p;
    p.history_pruning = 1;
    p.history_pruning_depth = depth;
    p.history_pruning_margin = margin;
    return p;
}

}  // namespace

TEST(HistoryPruning, PrunesBelowAMarginThatGrowsWithDepth) {
    const SearchParams p = with_history_pruning(4, 1000);
    EXPECT_TRUE(history_prunes(p, 1, -1001));
    EXPECT_FALSE(history_prunes(p, 1, -1000));
    EXPECT_FALSE(history_prunes(p, 3, -2999));
    EXPECT_TRUE(history_prunes(p, 3, -3001));
    // Not beyond its depth (the switch is the step's: OnlyTheSwitchTriesIt below).
    EXPECT_TRUE(history_prunes(p, 4, -100000));
    EXPECT_FALSE(history_prunes(p, 5, -100000));
}

// Off by default: a bench never tries it. On, it prunes some quiet moves and so changes the tree.
TEST(HistoryPruning, OnlyTheSwitchTriesIt) {
    const tools::BenchResult off = tools::run_bench(7, SearchParams{}, nullptr);
    EXPECT_EQ(off.stats[method("HistoryPruning")].tried, 0u);
    const tools::BenchResult on = tools::run_bench(7, with_history_pruning(4, 500), nullptr);
    EXPECT_GT(on.stats[method("HistoryPruning")].tried, 0u);
    EXPECT_GT(on.stats[method("HistoryPruning")].cut, 0u);
    EXPECT_NE(on.nodes, off.nodes);
}
