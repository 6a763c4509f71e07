// Text helpers of the chess core that every reader of UCI lines, FEN, EPD and option names needs.
#pragma once

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <string_view>
#include <vector>

namespace gambit::text {

// std::isspace of the "C" locale, without the locale lookup (it ran on every byte of every engine line).
inline bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// The words of `text`, separated by any run of whitespace: UCI allows arbitrary whitespace between
// tokens, and a line read from a CRLF file ends in '\r'.
inline std::vector<std::string_view> split_words(std::string_view text) {
    std::vector<std::string_view> words;
    words.reserve(32);  // an engine's info line: one allocation instead of six
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && is_space(text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !is_space(text[i])) ++i;
        if (i > start) words.push_back(text.substr(start, i - start));
    }
    return words;
}

// ASCII case-insensitive equality (UCI option names and values).
inline bool iequals(std::string_view a, std::string_view b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
    });
}

// The whole of `text` as a number of type Number (from_chars: no leading '+' or space, nothing after it);
// none if it is not one or does not fit.
template <typename Number>
std::optional<Number> parse_number(std::string_view text) {
    Number value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

}  // namespace gambit::text
