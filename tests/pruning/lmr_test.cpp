#include <gtest/gtest.h>

#include "engine/search/search_params.hpp"
#include "engine/search/pruning/lmr.hpp"
#include "tests/pruning/harness.hpp"

using namespace gambit::search;

namespace {

// A late quiet move at a cut node, deep enough that its reduction is neither 0 nor the maximum.
LmrMove late_quiet() {
    return {12, 20, NodeType::Cut, false, true, false, true, false, false};
}

int reduction(const SearchParams& params, const LmrMove& move) {
    LmrTable table;
    table.build(params);
    return lmr_reduction(params, table, move);
}

}  // namespace

TEST(Lmr, KillersAndTheCounterMoveAreReducedOnePlyLessWhenSwitchedOn) {
    SearchParams off, on;
    off.lmr_refutation = 0;
    on.lmr_refutation = 1;
    LmrMove killer = late_quiet();
    killer.refutation = true;
    const int plain = reduction(off, late_quiet());
    ASSERT_GT(plain, 1);
    EXPECT_EQ(reduction(off, killer), plain);
    EXPECT_EQ(reduction(on, killer), plain - 1);
    EXPECT_EQ(reduction(on, late_quiet()), plain);
}

TEST(Lmr, QuietMovesAreReducedOnePlyMoreWhenTheTTMoveIsACapture) {
    SearchParams off, on;
    off.lmr_tt_capture = 0;
    on.lmr_tt_capture = 1;
    LmrMove quiet = late_quiet();
    quiet.tt_capture = true;
    LmrMove capture = quiet;
    capture.quiet = false;
    const int plain = reduction(off, late_quiet());
    EXPECT_EQ(reduction(off, quiet), plain);
    EXPECT_EQ(reduction(on, quiet), plain + 1);
    EXPECT_EQ(reduction(on, capture), reduction(off, capture));
}

TEST(BenchSignature, EachLmrRefinementChangesTheTree) {
    using gambit::search::testing::bench_nodes;
    SearchParams neither;
    neither.lmr_refutation = neither.lmr_tt_capture = 0;
    const std::uint64_t plain = bench_nodes(neither, 6);
    SearchParams refutation = neither, tt_capture = neither;
    refutation.lmr_refutation = 1;
    tt_capture.lmr_tt_capture = 1;
    EXPECT_NE(bench_nodes(refutation, 6), plain);
    EXPECT_NE(bench_nodes(tt_capture, 6), plain);
}

// Ziggy's LMR: a late quiet move one ply whatever the table says, a capture and an early move not at all.
TEST(Lmr, TheOnePlyFormReducesLateQuietMovesByOnePly) {
    SearchParams p;
    p.lmr_one_ply = 1;
    ASSERT_GT(reduction(SearchParams{}, late_quiet()), 1);
    EXPECT_EQ(reduction(p, late_quiet()), 1);
    LmrMove capture = late_quiet();
    capture.quiet = false;
    EXPECT_EQ(reduction(p, capture), 0);
    LmrMove early = late_quiet();
    early.move_count = 2;
    EXPECT_EQ(reduction(p, early), 0);
}
