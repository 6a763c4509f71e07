#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
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
TEST(Baselines, NullMoveCutsTheClassicTreeByMoreThanTheModernOne) {
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

namespace {

// Every switch a period baseline owns, each with 1 if `p` has it on.
std::vector<std::pair<int SearchParams::*, int>> period_owned(const SearchParams& p) {
    std::vector<std::pair<int SearchParams::*, int>> values;
    for (auto list : {baseline_switches(), later_heuristics()})
        for (int SearchParams::*field : list) values.emplace_back(field, p.*field);
    return values;
}

SearchParams everything(int value) {
    SearchParams p;
    for (auto& [field, _] : period_owned(p)) p.*field = value;
    return p;
}

constexpr std::array<const char*, 3> Periods = {"turk", "ziggy", "crafty"};

}  // namespace

// A period baseline switches on exactly what it names, whatever was on before it, and off the rest of both
// lists: The Turk and Crafty nothing, Ziggy LMR in its one-ply form.
TEST(Baselines, EachPeriodBaselineSetsExactlyTheSwitchesItNames) {
    const std::map<std::string, std::vector<int SearchParams::*>> named = {
        {"turk", {}}, {"ziggy", {&SearchParams::lmr, &SearchParams::lmr_one_ply}}, {"crafty", {}}};
    for (const char* name : Periods) {
        const auto on = named.at(name);
        const auto& declared = period_switches(Baseline(std::find(BaselineNames.begin(), BaselineNames.end(),
                                                                   std::string_view(name)) - BaselineNames.begin()));
        EXPECT_EQ(std::vector<int SearchParams::*>(declared.begin(), declared.end()), on) << name;
        for (int before : {0, 1}) {
            SearchParams p = everything(before);
            ASSERT_EQ(set_param(p, "Baseline", name), std::nullopt);
            for (const auto& [field, value] : period_owned(p))
                EXPECT_EQ(value, std::find(on.begin(), on.end(), field) != on.end() ? 1 : 0) << name << " from " << before;
        }
    }
}

// Classic and modern keep every later heuristic as the defaults have it; back from a period baseline too.
TEST(Baselines, ClassicAndModernKeepTheLaterHeuristics) {
    const SearchParams defaults;
    for (const char* name : {"classic", "modern"}) {
        const SearchParams p = with({{"Baseline", "turk"}, {"Baseline", name}});
        for (int SearchParams::*field : later_heuristics()) EXPECT_EQ(p.*field, defaults.*field) << name;
    }
    EXPECT_EQ(params_dump(with({{"Baseline", "crafty"}, {"Preset", "nm"}, {"Baseline", "classic"}})),
              params_dump(with({{"Baseline", "classic"}, {"Preset", "nm"}})));
}

// The presets' null move is the program's: fixed R = 2 on The Turk and Ziggy, adaptive on Crafty, in either
// order; a null move the user chose is left alone.
TEST(Baselines, PresetsSwitchOnTheProgramsNullMove) {
    for (const char* name : Periods) {
        const SearchParams a = with({{"Baseline", name}, {"Preset", "mc-original"}});
        const SearchParams b = with({{"Preset", "mc-original"}, {"Baseline", name}});
        const bool crafty = std::string_view(name) == "crafty";
        EXPECT_EQ(a.null_move, crafty ? NullMoveMode::Adaptive : NullMoveMode::Fixed) << name;
        if (!crafty) {
            EXPECT_EQ(a.null_move_r, 2) << name;
        }
        EXPECT_EQ(params_dump(a), params_dump(b)) << name;
    }
    const SearchParams verified = with({{"Preset", "nm"}, {"NullMove", "verified"}, {"Baseline", "turk"}});
    EXPECT_EQ(verified.null_move, NullMoveMode::Verified);
    const SearchParams chosen = with({{"NullMove", "fixed"}, {"NullMoveR", "3"}, {"Baseline", "classic"}});
    EXPECT_EQ(chosen.null_move, NullMoveMode::Fixed);
    EXPECT_EQ(chosen.null_move_r, 3);
}

TEST(Baselines, PeriodBaselinesCombineWithEveryPresetInEitherOrder) {
    for (const char* baseline : Periods)
        for (std::string_view preset : PresetNames) {
            const std::string name(preset);
            EXPECT_EQ(params_dump(with({{"Baseline", baseline}, {"Preset", name.c_str()}})),
                      params_dump(with({{"Preset", name.c_str()}, {"Baseline", baseline}})))
                << baseline << " " << name;
        }
}

// The Turk's search is classic's with every later heuristic off, its null move fixed R = 2 and the weights
// evaluating alone: by hand, the same tree; and the weights alone are the engine without its network.
TEST(Baselines, TheTurkIsClassicWithoutTheLaterHeuristics) {
    SearchParams by_hand = with({{"Baseline", "classic"}, {"Preset", "nm"}, {"NullMove", "fixed"}, {"NullMoveR", "2"}});
    for (int SearchParams::*field : later_heuristics()) by_hand.*field = 0;
    const SearchParams turk = with({{"Baseline", "turk"}, {"Preset", "nm"}});
    EXPECT_EQ(bench_nodes(by_hand, 5), bench_nodes(turk, 5));
    SearchParams with_network = turk;
    with_network.eval_network = 1;
    EXPECT_EQ(tools::run_bench(5, turk, nullptr).nodes, tools::run_bench(5, with_network, nullptr, eval::default_params(), nullptr).nodes);
    EXPECT_NE(bench_nodes(turk, 5), bench_nodes(with_network, 5));
}

// Each later heuristic is a switch that changes the tree.
TEST(Baselines, EachLaterHeuristicChangesTheTree) {
    const SearchParams classic = with({{"Baseline", "classic"}, {"Preset", "nm"}});
    const std::uint64_t nodes = bench_nodes(classic, 5);
    for (const char* name : {"CounterMove", "ContinuationHistory", "HistoryGravity", "HistoryMalus", "EvalNetwork"}) {
        SearchParams off = classic;
        ASSERT_EQ(set_param(off, name, "false"), std::nullopt);
        EXPECT_NE(bench_nodes(off, 5), nodes) << name;
    }
    SearchParams ziggy = with({{"Baseline", "ziggy"}, {"Preset", "nm"}});
    SearchParams table_lmr = ziggy;
    table_lmr.lmr_one_ply = 0;
    EXPECT_NE(bench_nodes(ziggy, 5), bench_nodes(table_lmr, 5));
}
