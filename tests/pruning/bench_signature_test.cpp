#include <gtest/gtest.h>

#include <map>

#include "engine/search/search_params.hpp"
#include "engine/search/pruning/presets.hpp"
#include "engine/tools/bench.hpp"
#include "tests/pruning/harness.hpp"

using namespace gambit;
using namespace gambit::search;

using gambit::search::testing::bench_nodes;

namespace {


SearchParams preset(Preset which) {
    SearchParams p;
    apply_preset(p, which);
    return p;
}

}  // namespace

// With every method off the search is the plain baseline: the same tree as the engine with its null move
// switched off and nothing else touched.
TEST(BenchSignature, EveryMethodOffEqualsThePlainBaseline) {
    SearchParams baseline;
    baseline.null_move = NullMoveMode::Off;
    EXPECT_EQ(bench_nodes(preset(Preset::None), 5), bench_nodes(baseline, 5));
}

TEST(BenchSignature, EachMethodChangesTheTree) {
    const std::uint64_t none = bench_nodes(preset(Preset::None), 6);
    const std::uint64_t nm = bench_nodes(preset(Preset::Nm), 6);
    EXPECT_NE(nm, none);
    SearchParams verified = preset(Preset::Nm);
    verified.null_move = NullMoveMode::Verified;
    EXPECT_NE(bench_nodes(verified, 6), nm);
    for (Preset p : {Preset::McOriginal, Preset::McEnhanced, Preset::Vnb, Preset::Tempo10, Preset::Tempo20,
                     Preset::Mpc, Preset::Efp})
        EXPECT_NE(bench_nodes(preset(p), 6), nm) << PresetNames[std::size_t(p)];
    // Single ProbCut checks at depth 8 only, so it needs a deeper bench to show.
    EXPECT_NE(bench_nodes(preset(Preset::ProbCut), 9), bench_nodes(preset(Preset::Nm), 9));
}

TEST(BenchSignature, TheFourthPlyContinuationRowChangesTheTree) {
    SearchParams with_ply4, without;
    with_ply4.continuation_ply4 = 1;
    without.continuation_ply4 = 0;
    EXPECT_NE(bench_nodes(with_ply4, 6), bench_nodes(without, 6));
}

TEST(BenchSignature, CorrectionHistoryChangesTheTree) {
    SearchParams corrected, uncorrected;
    corrected.correction_history = 1;
    uncorrected.correction_history = 0;
    EXPECT_NE(bench_nodes(corrected, 6), bench_nodes(uncorrected, 6));
}

TEST(BenchSignature, CaptureHistoryChangesTheTree) {
    SearchParams with_captures;
    with_captures.capture_history = 1;
    EXPECT_NE(bench_nodes(with_captures, 6), bench_nodes(SearchParams{}, 6));
}
