#pragma once
// NAME=VALUE, the shape of `--set` (engine parameters), `--option` (UCI options) and `-engine` keys.
#include <optional>
#include <string>
#include <string_view>

namespace gambit::args {

struct Setting {
    std::string_view name, value;
};

// Split at the first '='; nullopt without one.
inline std::optional<Setting> split_setting(std::string_view word) {
    const auto eq = word.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    return Setting{word.substr(0, eq), word.substr(eq + 1)};
}

// The one message for a word that is not NAME=VALUE, e.g. "--set needs NAME=VALUE, got 'Hash'".
inline std::string setting_expected(std::string_view option, std::string_view word) {
    return std::string(option) + " needs NAME=VALUE, got '" + std::string(word) + "'";
}

}  // namespace gambit::args
