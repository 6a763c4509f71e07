// The registry of the pruning methods agrees with itself: every counted method is a switch of the
// parameter table with one line in the counters' table, every preset and baseline name sets its own enum value, the parameter table's rows are
// unique with defaults in range, and the switches a baseline owns are check options of that table. The
// compiler already counts the names against each enum (params.hpp, presets.hpp, baselines.hpp) and
// rejects a method name that is not a counted row (prune_stats.hpp); these tests catch what counting cannot: a wrong order, a duplicate, a range.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "chess/pgn/text.hpp"
#include "engine/search/search_params.hpp"
#include "engine/search/prune_stats.hpp"
#include "engine/search/pruning/baselines.hpp"
#include "engine/search/pruning/presets.hpp"

using namespace gambit;
using namespace gambit::search;

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

TEST(Registry, EveryCountedMethodIsASwitchWithOneLineInTheCountersTable) {
    // A counted row is a switch (check or combo) whose value 0 is off; the methods are named by them.
    std::vector<std::string_view> counted;
    for (const ParamInfo& info : param_table())
        if (info.counted) {
            EXPECT_TRUE(info.type == OptionType::Check || info.type == OptionType::Combo) << info.name;
            counted.push_back(info.name);
        }
    ASSERT_EQ(counted.size(), MethodCount);
    for (std::size_t i = 0; i < MethodCount; ++i) EXPECT_EQ(method_name(Method{i}), counted[i]);
    EXPECT_EQ(method_name(method("MultiCut")), "MultiCut");
    // The table prints the methods in the parameter table's order, one line each, under their names.
    const std::string table = PruneStats{}.table();
    std::size_t at = 0;
    for (std::size_t i = 0; i < MethodCount; ++i) {
        const std::string line = std::string(method_name(Method{i})) + " tried ";
        EXPECT_EQ(table.compare(at, line.size(), line), 0) << line;
        at = table.find('\n', at) + 1;
    }
    EXPECT_EQ(at, table.size());
}

TEST(Registry, EveryPresetNameSetsItsOwnPreset) {
    std::set<std::string_view> names(PresetNames.begin(), PresetNames.end());
    EXPECT_EQ(names.size(), PresetNames.size());
    for (std::size_t i = 0; i < PresetNames.size(); ++i) {
        SearchParams p;
        ASSERT_EQ(set_param(p, "Preset", PresetNames[i]), std::nullopt) << PresetNames[i];
        EXPECT_EQ(p.preset, Preset(i)) << PresetNames[i];
        EXPECT_EQ(param_value_text(p, *find_param("Preset")), PresetNames[i]);
    }
    EXPECT_EQ(SearchParams{}.preset, Preset::Engine);
}

TEST(Registry, EveryBaselineNameSetsItsOwnBaseline) {
    for (std::size_t i = 0; i < BaselineNames.size(); ++i) {
        SearchParams p;
        ASSERT_EQ(set_param(p, "Baseline", BaselineNames[i]), std::nullopt) << BaselineNames[i];
        EXPECT_EQ(p.baseline, Baseline(i)) << BaselineNames[i];
    }
}

TEST(Registry, ParameterRowsAreUniqueWithTheirDefaultsInRange) {
    const SearchParams defaults;
    std::set<std::string> names;
    for (const ParamInfo& info : param_table()) {
        EXPECT_TRUE(names.insert(lower(info.name)).second) << "duplicate option " << info.name;
        EXPECT_EQ(find_param(info.name), &info) << info.name;
        if (info.type == OptionType::String) {
            EXPECT_NE(info.text, nullptr) << info.name;
            continue;
        }
        ASSERT_NE(info.get, nullptr) << info.name;
        ASSERT_NE(info.set, nullptr) << info.name;
        const int value = info.get(defaults);
        EXPECT_LE(info.min, value) << info.name;
        EXPECT_LE(value, info.max) << info.name;
        switch (info.type) {
            case OptionType::Check: EXPECT_EQ(info.max - info.min, 1) << info.name; break;
            case OptionType::Combo: {
                EXPECT_EQ(std::size_t(info.max + 1), info.choices.size()) << info.name;
                std::set<std::string> choices;
                for (std::string_view choice : info.choices)
                    EXPECT_TRUE(choices.insert(lower(choice)).second) << info.name << " " << choice;
                break;
            }
            default: break;
        }
        // The row reads back what it writes (Preset and Baseline write through their configuration).
        for (const int v : {info.min, info.max}) {
            SearchParams p;
            info.set(p, v);
            EXPECT_EQ(info.get(p), v) << info.name;
        }
    }
}

// A combo value that is a word of the UCI option grammar confuses GUIs and adapters (polyglot read
// `var default` as the start of a default); none is one, and no option name contains one as a word.
TEST(Registry, NoComboValueIsAUciKeyword) {
    const std::set<std::string> keywords = {"name", "value", "type", "default", "min", "max", "var",
                                            "check", "spin", "combo", "button", "string"};
    for (const ParamInfo& info : param_table()) {
        for (std::string_view word : text::split_words(info.name))
            EXPECT_EQ(keywords.count(lower(word)), 0u) << "option " << info.name;
        for (std::string_view choice : info.choices)
            EXPECT_EQ(keywords.count(lower(choice)), 0u) << info.name << " offers " << choice;
    }
}

TEST(Registry, TheSwitchesABaselineOwnsAreCheckOptions) {
    std::vector<int SearchParams::*> switches(baseline_switches().begin(), baseline_switches().end());
    switches.insert(switches.end(), later_heuristics().begin(), later_heuristics().end());
    for (std::size_t i = 0; i < switches.size(); ++i) {
        int SearchParams::*field = switches[i];
        for (std::size_t j = 0; j < i; ++j) EXPECT_NE(switches[j], field) << "a switch listed twice";
        // The field is exactly one check row: flipping it changes that row's value and no other check's.
        int rows = 0;
        for (const ParamInfo& info : param_table()) {
            if (info.type != OptionType::Check) continue;
            SearchParams p;
            const int before = info.get(p);
            p.*field = 1 - p.*field;
            if (info.get(p) != before) ++rows;
        }
        EXPECT_EQ(rows, 1);
    }
}
