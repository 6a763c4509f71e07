#include "engine/search/params.hpp"

#include <array>
#include <cctype>
#include <type_traits>
#include <utility>

#include "engine/chess/text.hpp"
#include "engine/search/pruning/baselines.hpp"
#include "engine/search/pruning/presets.hpp"
#include "engine/search/pruning/probcut_model.hpp"

namespace gambit::search {
namespace {

using P = SearchParams;
using T = OptionType;

// A field read and written as the int the option holds (a combo's enum as its index).
template <auto Field>
int read(const SearchParams& p) {
    return int(p.*Field);
}
template <auto Field>
void write(SearchParams& p, int value) {
    using Type = std::remove_cvref_t<decltype(p.*Field)>;
    p.*Field = Type(value);
}

template <auto Field>
ParamInfo check(std::string_view name) {
    static_assert(std::is_same_v<std::remove_cvref_t<decltype(std::declval<P&>().*Field)>, int>);
    return {name, T::Check, read<Field>, write<Field>, 0, 1};
}
template <auto Field>
ParamInfo spin(std::string_view name, int min, int max) {
    return {name, T::Spin, read<Field>, write<Field>, min, max};
}
// A combo over the enum of `Field`, whose names must be as many as its values; `set` replaces the plain
// write (Preset and Baseline apply their configuration).
template <auto Field, std::size_t N>
ParamInfo combo(std::string_view name, const std::array<std::string_view, N>& names,
                void (*set)(SearchParams&, int) = write<Field>) {
    using Enum = std::remove_cvref_t<decltype(std::declval<P&>().*Field)>;
    static_assert(std::is_enum_v<Enum> && N == std::size_t(Enum::Count), "a combo has one name per value of its enum");
    return {name, T::Combo, read<Field>, set, 0, int(N) - 1, names};
}

void set_preset(SearchParams& p, int index) { apply_preset(p, Preset(index)); }
void set_baseline(SearchParams& p, int index) { apply_baseline(p, Baseline(index)); }

// clang-format off
const auto Table = std::to_array<ParamInfo>({
    combo<&P::baseline>("Baseline", BaselineNames, set_baseline),
    combo<&P::preset>("Preset", PresetNames, set_preset),
    combo<&P::null_move>("NullMove", NullMoveNames),
    spin<&P::null_move_r>("NullMoveR", 1, 4),
    spin<&P::null_move_min_depth>("NullMoveMinDepth", 1, 10),
    check<&P::null_move_eval_gate>("NullMoveEvalGate"),
    combo<&P::null_move_bound>("NullMoveBound", NullMoveBoundNames),
    combo<&P::multi_cut>("MultiCut", MultiCutNames),
    spin<&P::multi_cut_m>("MultiCutM", 1, 64),
    spin<&P::multi_cut_c>("MultiCutC", 1, 16),
    spin<&P::multi_cut_r>("MultiCutR", 1, 6),
    combo<&P::multi_cut_apply_at>("MultiCutApplyAt", MultiCutApplyAtNames),
    check<&P::multi_cut_independent>("MultiCutIndependent"),
    check<&P::multi_cut_reorder>("MultiCutReorder"),
    combo<&P::probcut>("ProbCut", ProbCutNames),
    spin<&P::probcut_threshold_mid>("ProbCutThresholdMid", 0, 500),
    spin<&P::probcut_threshold_end>("ProbCutThresholdEnd", 0, 500),
    combo<&P::probcut_pairs>("ProbCutPairs", ProbCutPairsNames),
    ParamInfo{"ProbCutParams", T::String, nullptr, nullptr, 0, 0, {}, &P::probcut_params},
    spin<&P::probcut_margin>("ProbCutMargin", 0, 1000),
    spin<&P::probcut_min_depth>("ProbCutMinDepth", 2, 20),
    check<&P::enhanced_forward_pruning>("EnhancedForwardPruning"),
    check<&P::lmr>("LMR"),
    spin<&P::lmr_base>("LMRBase", 0, 300),
    spin<&P::lmr_divisor>("LMRDivisor", 100, 1000),
    spin<&P::lmr_min_depth>("LMRMinDepth", 1, 10),
    spin<&P::lmr_min_moves>("LMRMinMoves", 1, 20),
    check<&P::lmr_refutation>("LMRRefutation"),
    check<&P::lmr_tt_capture>("LMRTTCapture"),
    check<&P::futility>("Futility"),
    spin<&P::futility_margin>("FutilityMargin", 0, 1000),
    spin<&P::futility_depth>("FutilityDepth", 1, 16),
    check<&P::reverse_futility>("ReverseFutility"),
    spin<&P::reverse_futility_margin>("ReverseFutilityMargin", 0, 1000),
    spin<&P::reverse_futility_depth>("ReverseFutilityDepth", 1, 16),
    check<&P::razoring>("Razoring"),
    spin<&P::razor_margin>("RazorMargin", 0, 2000),
    check<&P::late_move_pruning>("LateMovePruning"),
    spin<&P::lmp_base>("LMPBase", 0, 20),
    check<&P::history_pruning>("HistoryPruning"),
    spin<&P::history_pruning_depth>("HistoryPruningDepth", 1, 16),
    spin<&P::history_pruning_margin>("HistoryPruningMargin", 0, 50000),
    check<&P::see_pruning>("SEEPruning"),
    spin<&P::see_quiet_margin>("SEEQuietMargin", 0, 500),
    spin<&P::see_capture_margin>("SEECaptureMargin", 0, 500),
    check<&P::check_extension>("CheckExtension"),
    check<&P::singular_extension>("SingularExtension"),
    spin<&P::singular_min_depth>("SingularMinDepth", 4, 20),
    spin<&P::singular_margin>("SingularMargin", 0, 20),
    spin<&P::aspiration_window>("AspirationWindow", 5, 500),
    check<&P::internal_reduction>("InternalReduction"),
    check<&P::continuation_ply4>("ContinuationPly4"),
    check<&P::correction_history>("CorrectionHistory"),
    check<&P::capture_history>("CaptureHistory"),
    check<&P::rule50_decay>("Rule50Decay"),
    spin<&P::time_moves_to_go>("TimeMovesToGo", 5, 60),
    spin<&P::time_falling_eval>("TimeFallingEval", 0, 200),
    spin<&P::time_node_fraction>("TimeNodeFraction", 0, 300),
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
    const int value = info.get(params);
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
            if (iequals(value, "true")) info->set(params, 1);
            else if (iequals(value, "false")) info->set(params, 0);
            else return bad + " (expected true or false)";
            return std::nullopt;
        case OptionType::Spin: {
            const auto number = text::parse_number<int>(value);
            if (!number || *number < info->min || *number > info->max)
                return bad + " (expected " + std::to_string(info->min) + ".." + std::to_string(info->max) + ")";
            info->set(params, *number);
            return std::nullopt;
        }
        case OptionType::Combo:
            for (std::size_t i = 0; i < info->choices.size(); ++i)
                if (iequals(value, info->choices[i])) {
                    info->set(params, int(i));
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
