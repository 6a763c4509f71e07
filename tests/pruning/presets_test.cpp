#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "engine/search/search_params.hpp"
#include "engine/search/pruning/baselines.hpp"
#include "engine/search/pruning/multi_cut.hpp"
#include "engine/search/pruning/null_move_bound.hpp"
#include "engine/search/pruning/presets.hpp"
#include "engine/search/pruning/probcut.hpp"

using namespace gambit::search;

namespace {

SearchParams with_preset(const char* name) {
    SearchParams p;
    EXPECT_EQ(set_param(p, "Preset", name), std::nullopt) << name;
    return p;
}

}  // namespace

TEST(Presets, NoneSwitchesEveryMethodOff) {
    const SearchParams p = with_preset("none");
    EXPECT_EQ(p.null_move, NullMoveMode::Off);
    EXPECT_EQ(p.null_move_bound, NullMoveBound::Standard);
    EXPECT_EQ(p.multi_cut, MultiCutMode::Off);
    EXPECT_EQ(p.probcut, ProbCutMode::Off);
    EXPECT_EQ(p.enhanced_forward_pruning, 0);
    EXPECT_EQ(p.lmr, 1);  // the modern baselines keep their own switches
}

TEST(Presets, SetTheSwitchesOfTheirPaper) {
    EXPECT_EQ(with_preset("nm").null_move, NullMoveMode::Adaptive);

    const SearchParams original = with_preset("mc-original");
    EXPECT_EQ(original.multi_cut, MultiCutMode::Original);
    EXPECT_EQ(original.multi_cut_r, 2);
    EXPECT_EQ(original.multi_cut_c, 3);
    EXPECT_EQ(original.multi_cut_m, 10);
    EXPECT_EQ(original.null_move, NullMoveMode::Adaptive);

    const SearchParams enhanced = with_preset("mc-enhanced");
    EXPECT_EQ(enhanced.multi_cut, MultiCutMode::Enhanced);
    EXPECT_EQ(enhanced.multi_cut_r, 3);
    EXPECT_EQ(enhanced.multi_cut_c, 3);
    EXPECT_EQ(enhanced.multi_cut_m, 16);
    EXPECT_EQ(enhanced.multi_cut_apply_at, MultiCutApplyAt::TT);
    EXPECT_EQ(enhanced.multi_cut_independent, 1);
    EXPECT_EQ(enhanced.multi_cut_reorder, 1);

    EXPECT_EQ(with_preset("vnb").null_move_bound, NullMoveBound::Variable);
    EXPECT_EQ(with_preset("tempo10").null_move_bound, NullMoveBound::Tempo10);
    EXPECT_EQ(with_preset("tempo20").null_move_bound, NullMoveBound::Tempo20);
    EXPECT_EQ(with_preset("probcut").probcut, ProbCutMode::Single);
    EXPECT_EQ(with_preset("mpc").probcut, ProbCutMode::Multi);

    const SearchParams efp = with_preset("efp");
    EXPECT_EQ(efp.enhanced_forward_pruning, 1);
    EXPECT_EQ(efp.multi_cut, MultiCutMode::Original);
}

TEST(Presets, JiangAndBurosPresetsUseTheirThresholdsAndDepthPairs) {
    const SearchParams single = with_preset("probcut-jb");
    EXPECT_EQ(single.probcut, ProbCutMode::Single);  // the pair (4, 8) only
    EXPECT_EQ(single.probcut_threshold_mid, 100);
    EXPECT_EQ(single.probcut_threshold_end, 100);
    EXPECT_EQ(single.null_move, NullMoveMode::Adaptive);
    ASSERT_NE(probcut_pair(single, 8), nullptr);
    EXPECT_EQ(probcut_pair(single, 8)->shallow, 4);

    const SearchParams multi = with_preset("mpc-jb");
    EXPECT_EQ(multi.probcut, ProbCutMode::Multi);
    EXPECT_EQ(multi.probcut_pairs, ProbCutPairs::JiangBuro);
    EXPECT_EQ(multi.probcut_threshold_mid, 120);
    EXPECT_EQ(multi.probcut_threshold_end, 100);
    std::vector<std::pair<int, int>> pairs;
    for (int depth = 1; depth <= 20; ++depth)
        if (const ProbCutPair* pair = probcut_pair(multi, depth)) pairs.emplace_back(pair->shallow, pair->deep);
    EXPECT_EQ(pairs, (std::vector<std::pair<int, int>>{{2, 6}, {3, 7}, {4, 8}, {3, 9}, {4, 10}}));
    // On the classic baseline the same pairs, from the classic table.
    SearchParams classic = multi;
    classic.baseline = Baseline::Classic;
    EXPECT_EQ(probcut_pair(classic, 5), nullptr);
    ASSERT_NE(probcut_pair(classic, 10), nullptr);
    EXPECT_EQ(&probcut_table(classic), &builtin_probcut_table(int(Baseline::Classic)));
    // Crafty reads its own fit (Jiang & Buro's claims), the other period baselines classic's.
    SearchParams crafty = multi;
    crafty.baseline = Baseline::Crafty;
    EXPECT_EQ(&probcut_table(crafty), &builtin_probcut_table_crafty());
    EXPECT_NE(&builtin_probcut_table_crafty(), &builtin_probcut_table_classic());
    ASSERT_NE(probcut_pair(crafty, 10), nullptr);
    EXPECT_NE(probcut_pair(crafty, 10)->stage[0].sigma, probcut_pair(classic, 10)->stage[0].sigma);
    SearchParams turk = multi;
    turk.baseline = Baseline::Turk;
    EXPECT_EQ(&probcut_table(turk), &builtin_probcut_table_classic());

    // Today's mpc keeps t = 1.5 and every pair of the table, (3, 5) included; a preset after mpc-jb resets both.
    SearchParams mpc = with_preset("mpc-jb");
    apply_preset(mpc, Preset::Mpc);
    EXPECT_EQ(mpc.probcut_pairs, ProbCutPairs::All);
    EXPECT_EQ(mpc.probcut_threshold_mid, 150);
    EXPECT_EQ(mpc.probcut_threshold_end, 150);
    ASSERT_NE(probcut_pair(mpc, 5), nullptr);
    EXPECT_EQ(probcut_pair(mpc, 5)->shallow, 3);
}

TEST(Presets, MultiCutC2IsMcEnhancedWithTwoCutoffs) {
    SearchParams c2 = with_preset("mc-c2");
    SearchParams enhanced = with_preset("mc-enhanced");
    EXPECT_EQ(c2.multi_cut_c, 2);
    EXPECT_EQ(param_value_text(c2, *find_param("Preset")), "mc-c2");
    c2.multi_cut_c = enhanced.multi_cut_c;
    c2.preset = enhanced.preset;
    EXPECT_EQ(params_dump(c2), params_dump(enhanced));
}

TEST(Presets, SwitchesCanBeChangedAfterAPreset) {
    SearchParams p = with_preset("mc-enhanced");
    EXPECT_EQ(set_param(p, "MultiCutC", "2"), std::nullopt);
    EXPECT_EQ(set_param(p, "MultiCutIndependent", "false"), std::nullopt);
    EXPECT_EQ(p.multi_cut_c, 2);
    EXPECT_EQ(p.multi_cut_independent, 0);
    EXPECT_EQ(p.multi_cut, MultiCutMode::Enhanced);
    EXPECT_EQ(param_value_text(p, *find_param("Preset")), "mc-enhanced");
}

TEST(Presets, EngineEqualsTheDefaultParameters) {
    SearchParams p = with_preset("none");
    EXPECT_EQ(set_param(p, "Preset", "engine"), std::nullopt);
    EXPECT_EQ(params_dump(p), params_dump(SearchParams{}));
}

// `default` is a word of the UCI grammar: the preset is offered as `engine`, and the old name still read.
TEST(Presets, DefaultIsReadAsEngineButNeverOffered) {
    SearchParams p = with_preset("none");
    EXPECT_EQ(set_param(p, "Preset", "Default"), std::nullopt);
    EXPECT_EQ(p.preset, Preset::Engine);
    EXPECT_EQ(params_dump(p), params_dump(SearchParams{}));
    EXPECT_EQ(param_value_text(p, *find_param("Preset")), "engine");
    const std::string line = uci_option_line(*find_param("Preset"));
    EXPECT_NE(line.find("type combo default engine var none"), std::string::npos) << line;
    EXPECT_EQ(line.find("var default"), std::string::npos) << line;
}

TEST(Presets, EveryNameIsAUciComboValue) {
    const ParamInfo* info = find_param("preset");
    ASSERT_NE(info, nullptr);
    EXPECT_EQ(info->choices.size(), PresetNames.size());
    EXPECT_NE(uci_option_line(*info).find("var mc-enhanced"), std::string::npos);
    SearchParams p;
    EXPECT_NE(set_param(p, "Preset", "mc-best"), std::nullopt);
}

TEST(Presets, TheDesignsOptionNamesAreParameters) {
    for (const char* name : {"NullMove", "NullMoveR", "NullMoveBound", "MultiCut", "MultiCutM", "MultiCutC", "MultiCutR",
                             "MultiCutApplyAt", "MultiCutIndependent", "MultiCutReorder", "ProbCut",
                             "ProbCutThresholdMid", "ProbCutThresholdEnd", "ProbCutParams", "EnhancedForwardPruning",
                             "LMR", "Futility", "Preset"})
        EXPECT_NE(find_param(name), nullptr) << name;
    SearchParams p;
    EXPECT_EQ(set_param(p, "NullMove", "verified"), std::nullopt);
    EXPECT_EQ(p.null_move, NullMoveMode::Verified);
}
