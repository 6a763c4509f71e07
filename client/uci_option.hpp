// An option an engine advertises (`option name X type T ...`) and whether a configured value fits it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/pgn/text.hpp"

namespace gambit::match {

struct UciOption {
    std::string name;                          // as the engine spells it ("Move Overhead")
    std::string type;                          // check, spin, combo, button, string (others kept as given)
    std::string default_value;                 // "" if none
    std::optional<std::int64_t> min{}, max{};  // spin bounds
    std::vector<std::string> vars{};           // combo choices
};

// Parses a raw `option` line; nullopt if it has no name.
std::optional<UciOption> parse_option(std::string_view line);

// The value to send for `value`, or an error saying why it does not fit: check takes true/false,
// spin an integer within [min, max], combo one of its vars (case-insensitively; the engine's
// spelling is returned). Strings and unknown types accept anything; an empty string becomes <empty>.
struct OptionValue {
    std::string value;
    std::string error;  // empty when the value is acceptable
};
OptionValue check_option_value(const UciOption& option, const std::string& value);

using text::iequals;  // ASCII case-insensitive equality

}  // namespace gambit::match
