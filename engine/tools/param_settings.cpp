#include "engine/tools/param_settings.hpp"

#include "args/setting.hpp"

namespace gambit::tools {

std::optional<std::string> apply_settings(search::SearchParams& params, const std::vector<std::string>& words) {
    for (const std::string& word : words) {
        const auto setting = args::split_setting(word);
        if (!setting) return args::setting_expected("--set", word);
        if (auto problem = search::set_param(params, setting->name, setting->value)) return problem;
    }
    return std::nullopt;
}

}  // namespace gambit::tools
