#include "client/uci_option.hpp"

#include <algorithm>
#include <cctype>

#include "chess/pgn/text.hpp"

namespace gambit::match {

namespace {

bool is_keyword(std::string_view w) {
    return w == "name" || w == "type" || w == "default" || w == "min" || w == "max" || w == "var";
}

}  // namespace

std::optional<UciOption> parse_option(std::string_view line) {
    // Values may contain spaces ("name Move Overhead", "var Very Strong"): each runs to the next keyword.
    // The first word after a keyword always belongs to the value, so a combo whose value is itself a
    // keyword ("default default var none var default") still parses.
    auto tokens = text::split_words(line);
    UciOption option;
    for (std::size_t i = 1; i < tokens.size();) {
        auto key = tokens[i++];
        std::string value;
        while (i < tokens.size() && (value.empty() || !is_keyword(tokens[i]))) {
            if (!value.empty()) value += ' ';
            value += tokens[i++];
        }
        if (key == "name") option.name = value;
        else if (key == "type") option.type = value;
        else if (key == "default") option.default_value = value == "<empty>" ? "" : value;
        else if (key == "min") option.min = text::parse_number<std::int64_t>(value);
        else if (key == "max") option.max = text::parse_number<std::int64_t>(value);
        else if (key == "var") option.vars.push_back(value);
    }
    if (option.name.empty()) return std::nullopt;
    return option;
}

OptionValue check_option_value(const UciOption& option, const std::string& value) {
    auto bad = [&](const std::string& expected) {
        return OptionValue{value, "option '" + option.name + "': value '" + value + "' is not " + expected};
    };
    if (option.type == "check") {
        if (iequals(value, "true")) return {"true", ""};
        if (iequals(value, "false")) return {"false", ""};
        return bad("true or false");
    }
    if (option.type == "spin") {
        auto number = text::parse_number<std::int64_t>(value);
        auto range = "an integer in [" + (option.min ? std::to_string(*option.min) : "?") + ", " +
                     (option.max ? std::to_string(*option.max) : "?") + "]";
        if (!number || (option.min && *number < *option.min) || (option.max && *number > *option.max)) return bad(range);
        return {value, ""};
    }
    if (option.type == "combo") {
        auto match = std::find_if(option.vars.begin(), option.vars.end(), [&](const auto& v) { return iequals(v, value); });
        if (match == option.vars.end()) {
            std::string choices;
            for (const auto& v : option.vars) choices += (choices.empty() ? "" : ", ") + v;
            return bad("one of: " + choices);
        }
        return {*match, ""};
    }
    if (option.type == "string" && value.empty()) return {"<empty>", ""};
    return {value, ""};
}

}  // namespace gambit::match
