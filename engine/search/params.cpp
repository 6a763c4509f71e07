#include "engine/search/params.hpp"

#include <array>
#include <cctype>

#include "engine/chess/text.hpp"
#include "engine/search/pruning/baselines.hpp"
#include "engine/search/pruning/presets.hpp"
#include "engine/search/pruning/probcut_model.hpp"

namespace gambit::search {
namespace {

constexpr std::array<std::string_view, 5> NullMoveChoices = {"off", "fixed", "adaptive", "verified", "modern"};
constexpr std::array<std::string_view, 4> NullMoveBoundChoices = {"standard", "tempo10", "tempo20", "variable"};
constexpr std::array<std::string_view, 3> MultiCutChoices = {"off", "original", "enhanced"};
constexpr std::array<std::string_view, 2> MultiCutApplyChoices = {"cut", "tt"};
constexpr std::array<std::string_view, 4> ProbCutChoices = {"off", "single", "multi", "captures"};
constexpr std::array<std::string_view, 2> ProbCutPairChoices = {"all", "jiang-buro"};

using P = SearchParams;
using T = OptionType;

// clang-format off
const auto Table = std::to_array<ParamInfo>({
    {"Baseline",              T::Combo, &P::baseline, 0, int(BaselineNames.size()) - 1, BaselineNames},
    {"Preset",                T::Combo, &P::preset, 0, int(PresetNames.size()) - 1, PresetNames},
    {"NullMove",              T::Combo, &P::null_move, 0, 4, NullMoveChoices},
    {"NullMoveR",             T::Spin,  &P::null_move_r, 1, 4},
    {"NullMoveMinDepth",      T::Spin,  &P::null_move_min_depth, 1, 10},
    {"NullMoveEvalGate",      T::Check, &P::null_move_eval_gate},
    {"NullMoveBound",         T::Combo, &P::null_move_bound, 0, 3, NullMoveBoundChoices},
    {"MultiCut",              T::Combo, &P::multi_cut, 0, 2, MultiCutChoices},
    {"MultiCutM",             T::Spin,  &P::multi_cut_m, 1, 64},
    {"MultiCutC",             T::Spin,  &P::multi_cut_c, 1, 16},
    {"MultiCutR",             T::Spin,  &P::multi_cut_r, 1, 6},
    {"MultiCutApplyAt",       T::Combo, &P::multi_cut_apply_at, 0, 1, MultiCutApplyChoices},
    {"MultiCutIndependent",   T::Check, &P::multi_cut_independent},
    {"MultiCutReorder",       T::Check, &P::multi_cut_reorder},
    {"ProbCut",               T::Combo, &P::probcut, 0, 3, ProbCutChoices},
    {"ProbCutThresholdMid",   T::Spin,  &P::probcut_threshold_mid, 0, 500},
    {"ProbCutThresholdEnd",   T::Spin,  &P::probcut_threshold_end, 0, 500},
    {"ProbCutPairs",          T::Combo, &P::probcut_pairs, 0, 1, ProbCutPairChoices},
    {"ProbCutParams",         T::String, nullptr, 0, 0, {}, &P::probcut_params},
    {"ProbCutMargin",         T::Spin,  &P::probcut_margin, 0, 1000},
    {"ProbCutMinDepth",       T::Spin,  &P::probcut_min_depth, 2, 20},
    {"EnhancedForwardPruning", T::Check, &P::enhanced_forward_pruning},
    {"LMR",                   T::Check, &P::lmr},
    {"LMRBase",               T::Spin,  &P::lmr_base, 0, 300},
    {"LMRDivisor",            T::Spin,  &P::lmr_divisor, 100, 1000},
    {"LMRMinDepth",           T::Spin,  &P::lmr_min_depth, 1, 10},
    {"LMRMinMoves",           T::Spin,  &P::lmr_min_moves, 1, 20},
    {"LMRRefutation",         T::Check, &P::lmr_refutation},
    {"LMRTTCapture",          T::Check, &P::lmr_tt_capture},
    {"Futility",              T::Check, &P::futility},
    {"FutilityMargin",        T::Spin,  &P::futility_margin, 0, 1000},
    {"FutilityDepth",         T::Spin,  &P::futility_depth, 1, 16},
    {"ReverseFutility",       T::Check, &P::reverse_futility},
    {"ReverseFutilityMargin", T::Spin,  &P::reverse_futility_margin, 0, 1000},
    {"ReverseFutilityDepth",  T::Spin,  &P::reverse_futility_depth, 1, 16},
    {"Razoring",              T::Check, &P::razoring},
    {"RazorMargin",           T::Spin,  &P::razor_margin, 0, 2000},
    {"LateMovePruning",       T::Check, &P::late_move_pruning},
    {"LMPBase",               T::Spin,  &P::lmp_base, 0, 20},
    {"HistoryPruning",        T::Check, &P::history_pruning},
    {"HistoryPruningDepth",   T::Spin,  &P::history_pruning_depth, 1, 16},
    {"HistoryPruningMargin",  T::Spin,  &P::history_pruning_margin, 0, 50000},
    {"SEEPruning",            T::Check, &P::see_pruning},
    {"SEEQuietMargin",        T::Spin,  &P::see_quiet_margin, 0, 500},
    {"SEECaptureMargin",      T::Spin,  &P::see_capture_margin, 0, 500},
    {"CheckExtension",        T::Check, &P::check_extension},
    {"SingularExtension",     T::Check, &P::singular_extension},
    {"SingularMinDepth",      T::Spin,  &P::singular_min_depth, 4, 20},
    {"SingularMargin",        T::Spin,  &P::singular_margin, 0, 20},
    {"AspirationWindow",      T::Spin,  &P::aspiration_window, 5, 500},
    {"InternalReduction",     T::Check, &P::internal_reduction},
    {"ContinuationPly4",      T::Check, &P::continuation_ply4},
    {"CorrectionHistory",     T::Check, &P::correction_history},
    {"CaptureHistory",        T::Check, &P::capture_history},
    {"Rule50Decay",           T::Check, &P::rule50_decay},
    {"TimeMovesToGo",         T::Spin,  &P::time_moves_to_go, 5, 60},
    {"TimeFallingEval",       T::Spin,  &P::time_falling_eval, 0, 200},
    {"TimeNodeFraction",      T::Spin,  &P::time_node_fraction, 0, 300},
});
// clang-format on

}  // namespace

std::span<const ParamInfo> param_table() { return Table; }

const ParamInfo* find_param(std::string_view name) {
    for (const ParamInfo& info : Table)
        if (iequals(info.name, name)) return &info;
    return nullptr;
}

std::string param_value_text(const SearchParams& params, const ParamInfo& info) {
    if (info.type == OptionType::String) return params.*info.text;
    const int value = params.*info.field;
    switch (info.type) {
        case OptionType::Check: return value ? "true" : "false";
        case OptionType::Combo: return std::string(info.choices[std::size_t(value)]);
        default: return std::to_string(value);
    }
}

std::string uci_option_line(const ParamInfo& info) {
    const SearchParams defaults;
    std::string line = "option name " + std::string(info.name);
    switch (info.type) {
        case OptionType::Check: line += " type check default " + param_value_text(defaults, info); break;
        case OptionType::Spin:
            line += " type spin default " + param_value_text(defaults, info) + " min " + std::to_string(info.min) +
                    " max " + std::to_string(info.max);
            break;
        case OptionType::Combo:
            line += " type combo default " + param_value_text(defaults, info);
            for (std::string_view choice : info.choices) line += " var " + std::string(choice);
            break;
        case OptionType::Button: line += " type button"; break;
        case OptionType::String: line += " type string default <empty>"; break;
    }
    return line;
}

std::optional<std::string> set_param(SearchParams& params, std::string_view name, std::string_view value) {
    const ParamInfo* info = find_param(name);
    if (!info) return "unknown option '" + std::string(name) + "'";
    const std::string bad = "invalid value '" + std::string(value) + "' for option " + std::string(info->name);
    switch (info->type) {
        case OptionType::Check:
            if (iequals(value, "true")) params.*info->field = 1;
            else if (iequals(value, "false")) params.*info->field = 0;
            else return bad + " (expected true or false)";
            return std::nullopt;
        case OptionType::Spin: {
            const auto number = text::parse_number<int>(value);
            if (!number || *number < info->min || *number > info->max)
                return bad + " (expected " + std::to_string(info->min) + ".." + std::to_string(info->max) + ")";
            params.*info->field = *number;
            return std::nullopt;
        }
        case OptionType::Combo:
            for (std::size_t i = 0; i < info->choices.size(); ++i)
                if (iequals(value, info->choices[i])) {
                    params.*info->field = int(i);
                    if (info->field == &P::preset) apply_preset(params, Preset(i));
                    if (info->field == &P::baseline) apply_baseline(params, Baseline(i));
                    return std::nullopt;
                }
            return bad;
        case OptionType::String: {
            // ProbCutParams, the only string option: load the table now so a bad file is reported at once.
            const std::string path = iequals(value, "<empty>") ? "" : std::string(value);
            std::shared_ptr<const ProbCutTable> table;
            if (!path.empty()) {
                std::string problem;
                table = load_probcut_table(path, &problem);
                if (!table) return problem;
            }
            params.*info->text = path;
            params.probcut_table = std::move(table);
            return std::nullopt;
        }
        default: return bad;
    }
}

std::string params_dump(const SearchParams& params) {
    std::string line;
    for (const ParamInfo& info : Table) {
        if (!line.empty()) line += ' ';
        line += std::string(info.name) + '=' + param_value_text(params, info);
    }
    return line;
}

}  // namespace gambit::search
