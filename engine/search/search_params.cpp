#include "engine/search/search_params.hpp"

#include <array>
#include <cctype>
#include <type_traits>
#include <utility>

#include "chess/pgn/text.hpp"
#include "engine/search/pruning/baselines.hpp"
#include "engine/search/pruning/presets.hpp"
#include "engine/search/pruning/probcut_model.hpp"

namespace gambit::search {

void set_preset(SearchParams& p, int index) { apply_preset(p, Preset(index)); }
void set_baseline(SearchParams& p, int index) { apply_baseline(p, Baseline(index)); }


std::span<const ParamInfo> param_table() { return ParamTable; }

const ParamInfo* find_param(std::string_view name) {
    for (const ParamInfo& info : ParamTable)
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
            for (const ComboAlias& alias : info->aliases)
                if (iequals(value, alias.name)) {
                    info->set(params, alias.index);
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
    for (const ParamInfo& info : ParamTable) {
        if (!line.empty()) line += ' ';
        line += std::string(info.name) + '=' + param_value_text(params, info);
    }
    return line;
}

}  // namespace gambit::search
