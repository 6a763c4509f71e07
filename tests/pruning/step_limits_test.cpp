#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "engine/search/search_params.hpp"
#include "tests/pruning/harness.hpp"

using namespace gambit;
using namespace gambit::search;

using gambit::search::testing::bench_nodes;

namespace {

SearchParams with_option(const std::vector<std::pair<std::string, std::string>>& options) {
    SearchParams p;
    for (const auto& [name, value] : options) EXPECT_EQ(set_param(p, name, value), std::nullopt) << name;
    return p;
}

}  // namespace

// The depth limits and margins the steps once wrote as literals are rows of the parameter table, so SPSA and
// `--set` reach them: each one, moved off its default, changes the bench tree.
TEST(StepLimits, EachFormerLiteralIsARowThatChangesTheTree) {
    const std::uint64_t engine = bench_nodes(SearchParams{}, 7);
    for (const auto& [name, value] : std::vector<std::pair<std::string, std::string>>{
             {"LMPDepth", "4"}, {"SEEPruningDepth", "4"}, {"RazorDepth", "2"}, {"InternalReductionDepth", "6"},
             {"DeltaMargin", "100"}, {"FutilityBasePlies", "0"}, {"ReverseFutilityImprovingPlies", "0"},
             {"LMPNotImprovingDivisor", "1"}})
        EXPECT_NE(bench_nodes(with_option({{name, value}}), 7), engine) << name;
    const std::uint64_t captures = bench_nodes(with_option({{"ProbCut", "captures"}}), 7);
    for (const auto& [name, value] :
         std::vector<std::pair<std::string, std::string>>{{"ProbCutReduction", "3"}, {"ProbCutTTDepthSlack", "1"}})
        EXPECT_NE(bench_nodes(with_option({{"ProbCut", "captures"}, {name, value}}), 7), captures) << name;
    // Singular extension starts at depth 8: the bench at 9 shows its TT-depth slack and its search's depth.
    const std::uint64_t deep = bench_nodes(SearchParams{}, 9);
    for (const auto& [name, value] :
         std::vector<std::pair<std::string, std::string>>{{"SingularTTDepthSlack", "0"}, {"SingularDepthDivisor", "3"}})
        EXPECT_NE(bench_nodes(with_option({{name, value}}), 9), deep) << name;
}

// LMR's per-move adjustments and the extensions' bound were literal plies in the code; each is a row now.
TEST(StepLimits, EachLmrAdjustmentAndTheExtensionBoundChangeTheTree) {
    const std::uint64_t engine = bench_nodes(SearchParams{}, 7);
    for (const auto& [name, value] : std::vector<std::pair<std::string, std::string>>{
             {"LMRPvMoves", "0"}, {"LMRCaptureDivisor", "1"}, {"LMRPvPlies", "0"}, {"LMRCutPlies", "2"},
             {"LMRNotImprovingPlies", "0"}, {"LMRCheckPlies", "0"}, {"LMRRefutationPlies", "2"},
             {"LMRTTCapturePlies", "2"}, {"LMRMinDepthLeft", "2"}, {"ExtensionPlyFactor", "1"}})
        EXPECT_NE(bench_nodes(with_option({{name, value}}), 7), engine) << name;
}
