#include <gtest/gtest.h>

#include "engine/search/params.hpp"
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
    EXPECT_EQ(p.null_move, int(NullMoveMode::Off));
    EXPECT_EQ(p.null_move_bound, int(NullMoveBound::Standard));
    EXPECT_EQ(p.multi_cut, int(MultiCutMode::Off));
    EXPECT_EQ(p.probcut, int(ProbCutMode::Off));
    EXPECT_EQ(p.enhanced_forward_pruning, 0);
    EXPECT_EQ(p.lmr, 1);  // the modern baselines keep their own switches
}

TEST(Presets, SetTheSwitchesOfTheirPaper) {
    EXPECT_EQ(with_preset("nm").null_move, int(NullMoveMode::Adaptive));

    const SearchParams original = with_preset("mc-original");
    EXPECT_EQ(original.multi_cut, int(MultiCutMode::Original));
    EXPECT_EQ(original.multi_cut_r, 2);
    EXPECT_EQ(original.multi_cut_c, 3);
    EXPECT_EQ(original.multi_cut_m, 10);
    EXPECT_EQ(original.null_move, int(NullMoveMode::Adaptive));

    const SearchParams enhanced = with_preset("mc-enhanced");
    EXPECT_EQ(enhanced.multi_cut, int(MultiCutMode::Enhanced));
    EXPECT_EQ(enhanced.multi_cut_r, 3);
    EXPECT_EQ(enhanced.multi_cut_c, 3);
    EXPECT_EQ(enhanced.multi_cut_m, 16);
    EXPECT_EQ(enhanced.multi_cut_apply_at, int(MultiCutApplyAt::TT));
    EXPECT_EQ(enhanced.multi_cut_independent, 1);
    EXPECT_EQ(enhanced.multi_cut_reorder, 1);

    EXPECT_EQ(with_preset("vnb").null_move_bound, int(NullMoveBound::Variable));
    EXPECT_EQ(with_preset("tempo10").null_move_bound, int(NullMoveBound::Tempo10));
    EXPECT_EQ(with_preset("tempo20").null_move_bound, int(NullMoveBound::Tempo20));
    EXPECT_EQ(with_preset("probcut").probcut, int(ProbCutMode::Single));
    EXPECT_EQ(with_preset("mpc").probcut, int(ProbCutMode::Multi));

    const SearchParams efp = with_preset("efp");
    EXPECT_EQ(efp.enhanced_forward_pruning, 1);
    EXPECT_EQ(efp.multi_cut, int(MultiCutMode::Original));
}

TEST(Presets, SwitchesCanBeChangedAfterAPreset) {
    SearchParams p = with_preset("mc-enhanced");
    EXPECT_EQ(set_param(p, "MultiCutC", "2"), std::nullopt);
    EXPECT_EQ(set_param(p, "MultiCutIndependent", "false"), std::nullopt);
    EXPECT_EQ(p.multi_cut_c, 2);
    EXPECT_EQ(p.multi_cut_independent, 0);
    EXPECT_EQ(p.multi_cut, int(MultiCutMode::Enhanced));
    EXPECT_EQ(param_value_text(p, *find_param("Preset")), "mc-enhanced");
}

TEST(Presets, DefaultEqualsTheDefaultParameters) {
    SearchParams p = with_preset("none");
    EXPECT_EQ(set_param(p, "Preset", "default"), std::nullopt);
    EXPECT_EQ(params_dump(p), params_dump(SearchParams{}));
}

TEST(Presets, EveryNameIsAUciComboValue) {
    const ParamInfo* info = find_param("preset");
    ASSERT_NE(info, nullptr);
    EXPECT_EQ(info->choices.size(), PresetNames.size());
    EXPECT_NE(uci_option_line(*info).find("var mc-enhanced"), std::string::npos);
    SearchParams p;
    EXPECT_NE(set_param(p, "Preset", "mc-best"), std::nullopt);
}

TEST(Presets, OptionNamesOfTheDesign) {
    for (const char* name : {"NullMove", "NullMoveR", "NullMoveBound", "MultiCut", "MultiCutM", "MultiCutC", "MultiCutR",
                             "MultiCutApplyAt", "MultiCutIndependent", "MultiCutReorder", "ProbCut",
                             "ProbCutThresholdMid", "ProbCutThresholdEnd", "ProbCutParams", "EnhancedForwardPruning",
                             "LMR", "Futility", "Preset"})
        EXPECT_NE(find_param(name), nullptr) << name;
    SearchParams p;
    EXPECT_EQ(set_param(p, "NullMove", "verified"), std::nullopt);
    EXPECT_EQ(p.null_move, int(NullMoveMode::Verified));
}
