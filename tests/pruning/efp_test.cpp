#include <gtest/gtest.h>

#include "engine/search/pruning/enhanced_forward_pruning.hpp"
#include "engine/search/pruning/multi_cut.hpp"
#include "engine/search/pruning/null_move.hpp"
#include "tests/pruning/harness.hpp"

using namespace gambit;
using namespace gambit::search;
using namespace gambit::search::testing;

namespace {


SearchParams efp(bool on) {
    SearchParams p = plain_params();
    p.multi_cut = MultiCutMode::Original;
    p.multi_cut_m = 10, p.multi_cut_c = 3, p.multi_cut_r = 2;
    p.enhanced_forward_pruning = on;
    return p;
}

}  // namespace

TEST(EnhancedForwardPruning, PrunesAtExpectedAllNodes) {
    SearchParams p = efp(false);
    EXPECT_FALSE(efp_prunes_at_all_nodes(p, NodeType::All));
    p.enhanced_forward_pruning = 1;
    EXPECT_TRUE(efp_prunes_at_all_nodes(p, NodeType::All));
    EXPECT_FALSE(efp_prunes_at_all_nodes(p, NodeType::Cut));  // CUT nodes are pruned anyway
    EXPECT_FALSE(efp_prunes_at_all_nodes(p, NodeType::PV));
}

// Addition 1: a pruned node returns beta.
TEST(EnhancedForwardPruning, APrunedNodeReturnsBeta) {
    EXPECT_EQ(pruned_value(efp(true), 350, 100), 100);
    EXPECT_EQ(pruned_value(efp(false), 350, 100), 350);

    SearchParams p = efp(true);
    p.null_move = NullMoveMode::Fixed;
    Harness with(p);
    Searcher& s = with.at(QueenUp);
    EXPECT_EQ(null_move_prune(s, with.node(s, 0, 5, NodeType::Cut)), std::optional<int>(0));

    p.enhanced_forward_pruning = 0;
    Harness without(p);
    Searcher& t = without.at(QueenUp);
    const auto soft = null_move_prune(t, without.node(t, 0, 5, NodeType::Cut));
    ASSERT_TRUE(soft.has_value());
    EXPECT_GT(*soft, 0);  // fail soft: the null search's own value, a queen above beta
}

// Addition 2: a null-window result equal to beta at a PV node with a closed window is re-searched.
TEST(EnhancedForwardPruning, ClosedWindowResultEqualToBetaIsReSearched) {
    EXPECT_TRUE(efp_closed_window_research(efp(true), 40, 41, 41));
    EXPECT_FALSE(efp_closed_window_research(efp(false), 40, 41, 41));  // plain PVS takes it as a cutoff
    EXPECT_FALSE(efp_closed_window_research(efp(true), 40, 60, 41));   // open window: re-searched anyway
    EXPECT_FALSE(efp_closed_window_research(efp(true), 40, 41, 52));   // above beta: a real cutoff
}

// Addition 3: the re-search after a null-window value of alpha + 1 starts from alpha.
TEST(EnhancedForwardPruning, ReSearchLowerBoundIsAlpha) {
    EXPECT_EQ(research_lower_bound(40, 41), 40);
    EXPECT_EQ(research_lower_bound(-7, -6), -7);
}

// Addition 4: a CUT node that failed low with exactly alpha is not stored. With EFP the children (expected
// ALL nodes, the side a queen down failing high) are cut by multi-cut with fail-hard betas, so the CUT node
// sees exactly alpha from every move.
TEST(EnhancedForwardPruning, CutNodeFailingLowWithAlphaIsNotStored) {
    EXPECT_TRUE(efp_skips_store(efp(true), NodeType::Cut, 40, 40));
    EXPECT_FALSE(efp_skips_store(efp(true), NodeType::All, 40, 40));
    EXPECT_FALSE(efp_skips_store(efp(true), NodeType::Cut, 39, 40));
    EXPECT_FALSE(efp_skips_store(efp(false), NodeType::Cut, 40, 40));

    const auto stored_bound = [](Harness& h, Searcher& s) {
        const auto entry = h.tt.probe(s.position().key(), 1);
        return entry ? entry->bound : Bound::None;
    };
    Harness with(efp(true));
    Searcher& s = with.at(QueenUp);
    EXPECT_EQ(s.search(2999, 3000, 5, 1, NodeType::Cut), 2999);
    EXPECT_GE(s.stats()[method("EnhancedForwardPruning")].cut, 1u);
    EXPECT_GE(s.stats()[method("EnhancedForwardPruning")].skipped, 1u);
    EXPECT_EQ(stored_bound(with, s), Bound::None);

    Harness without(efp(false));
    Searcher& t = without.at(QueenUp);
    EXPECT_LT(t.search(2999, 3000, 5, 1, NodeType::Cut), 2999);
    EXPECT_EQ(stored_bound(without, t), Bound::Upper);
}

// MultiCutFlipChildren types multi-cut's shallow children opposite to their node, as Winands et al. do: it
// changes the tree only where multi-cut is tried at ALL nodes (enhanced forward pruning), not at CUT nodes,
// whose children are ALL either way.
TEST(EnhancedForwardPruning, FlippedChildTypesMatterOnlyAtAllNodes) {
    const auto nodes = [](Preset preset, int flip) {
        SearchParams p;
        apply_baseline(p, Baseline::Classic);
        apply_preset(p, preset);
        p.multi_cut_flip_children = flip;
        return bench_nodes(p, 6);  // at depth 5 the shallow children are too shallow for their type to matter
    };
    EXPECT_EQ(nodes(Preset::McOriginal, 1), nodes(Preset::McOriginal, 0));
    EXPECT_NE(nodes(Preset::Efp, 1), nodes(Preset::Efp, 0));
}
