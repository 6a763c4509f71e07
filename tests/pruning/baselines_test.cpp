#include <gtest/gtest.h>

#include <vector>

#include "engine/search/search_params.hpp"
#include "engine/search/pruning/baselines.hpp"
#include "engine/search/pruning/presets.hpp"
#include "engine/tools/bench.hpp"
#include "tests/pruning/harness.hpp"

using namespace gambit;
using namespace gambit::search;

using gambit::search::testing::bench_nodes;

namespace {

SearchParams with(std::initializer_list<std::pair<const char*, const char*>> options) {
    SearchParams p;
    for (const auto& [name, value] : options) EXPECT_EQ(set_param(p, name, value), std::nullopt) << name;
    return p;
}

// The switches a baseline owns (the one list, baselines.hpp), in one comparable value.
std::vector<int> baseline_owned(const SearchParams& p) {
    std::vector<int> values;
    for (int SearchParams::*field : baseline_switches()) values.push_back(p.*field);
    return values;
}

const std::vector<int> AllOff(baseline_switches().size(), 0);


}  // namespace

TEST(Baselines, TheDefaultIsModernWithEveryModernPruningOn) {
    const SearchParams p;
    EXPECT_EQ(p.baseline, Baseline::Modern);
    EXPECT_EQ(p.lmr + p.futility + p.reverse_futility + p.razoring + p.late_move_pruning + p.see_pruning +
                  p.internal_reduction,
              7);
    EXPECT_EQ(PresetNames[std::size_t(p.preset)], "engine");
    // Back from classic, modern sets every switch it owns as the defaults have it.
    EXPECT_EQ(baseline_owned(with({{"Baseline", "classic"}, {"Baseline", "modern"}})), baseline_owned(p));
}

TEST(Baselines, ClassicSwitchesOffEveryModernReductionAndPruning) {
    const SearchParams p = with({{"Baseline", "classic"}});
    EXPECT_EQ(p.baseline, Baseline::Classic);
    EXPECT_EQ(baseline_owned(p), AllOff);
    // What the papers' programs had stays on, and the forward-pruning methods are the preset's business.
    const SearchParams defaults;
    EXPECT_EQ(p.check_extension, 1);
    EXPECT_EQ(p.aspiration_window, defaults.aspiration_window);
    EXPECT_EQ(p.null_move, defaults.null_move);
    EXPECT_EQ(p.preset, defaults.preset);
}

TEST(Baselines, CombineWithEveryPresetInEitherOrder) {
    for (std::string_view preset : PresetNames) {
        const std::string name(preset);
        const SearchParams a = with({{"Baseline", "classic"}, {"Preset", name.c_str()}});
        const SearchParams b = with({{"Preset", name.c_str()}, {"Baseline", "classic"}});
        EXPECT_EQ(params_dump(a), params_dump(b)) << name;
        EXPECT_EQ(baseline_owned(a), AllOff) << name;
        const SearchParams c = with({{"Preset", name.c_str()}});
        const SearchParams d = with({{"Baseline", "classic"}, {"Preset", name.c_str()}, {"Baseline", "modern"}});
        EXPECT_EQ(params_dump(c), params_dump(d)) << name;
    }
}

// On classic no modern method even tries: their counters stay at zero through a whole bench, while on
// modern each of them is tried.
TEST(Baselines, ClassicTriesNoModernMethod) {
    const std::array<Method, 6> modern = {method("LMR"), method("Futility"), method("ReverseFutility"),
                                          method("Razoring"), method("LateMovePruning"), method("SEEPruning")};
    const PruneStats classic_stats = tools::run_bench(5, with({{"Baseline", "classic"}}), nullptr).stats;
    const PruneStats modern_stats = tools::run_bench(5, with({{"Baseline", "modern"}}), nullptr).stats;
    for (Method m : modern) {
        EXPECT_EQ(classic_stats[m].tried, 0u) << method_name(m);
        EXPECT_GT(modern_stats[m].tried, 0u) << method_name(m);
    }
    EXPECT_GT(classic_stats[method("NullMove")].tried, 0u);
}

TEST(Baselines, TheDumpNamesTheBaseline) {
    EXPECT_NE(params_dump(SearchParams{}).find("Baseline=modern"), std::string::npos);
    EXPECT_NE(params_dump(with({{"Baseline", "classic"}})).find("Baseline=classic"), std::string::npos);
}

// Bench fingerprints per baseline. Classic without forward pruning is the widest tree; null move cuts it
// by a large factor there, far more than it does on the modern baseline, whose other prunings already
// take most of what null move would save.
TEST(Baselines, BenchCountsPerBaseline) {
    const std::uint64_t modern_none = bench_nodes(with({{"Preset", "none"}}), 5);
    const std::uint64_t modern_nm = bench_nodes(with({{"Preset", "nm"}}), 5);
    const std::uint64_t classic_none = bench_nodes(with({{"Baseline", "classic"}, {"Preset", "none"}}), 5);
    const std::uint64_t classic_nm = bench_nodes(with({{"Baseline", "classic"}, {"Preset", "nm"}}), 5);
    EXPECT_GT(classic_none, 3 * modern_none);
    EXPECT_LT(classic_nm, classic_none / 2);
    EXPECT_LT(double(classic_nm) / double(classic_none), double(modern_nm) / double(modern_none));
    // The baseline switch is exactly the switches it owns.
    SearchParams by_hand = with({{"Preset", "nm"}});
    for (int SearchParams::*field : baseline_switches()) by_hand.*field = 0;
    EXPECT_EQ(bench_nodes(by_hand, 5), classic_nm);
}
