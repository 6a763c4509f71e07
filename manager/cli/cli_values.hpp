// Reading one command-line value (a number, a switch, key=value, engine arguments, a CPU list); every
// failure is a UsageError that names the flag or key and quotes what was given.
#pragma once

#include <charconv>
#include <initializer_list>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "manager/cli/command_line.hpp"

namespace gambit::match {

template <typename Int>
Int to_int(const std::string& text, const std::string& what, Int min, Int max = std::numeric_limits<Int>::max()) {
    Int value{};
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || value < min || value > max)
        throw UsageError(what + ": expected an integer >= " + std::to_string(min) + ", got '" + text + "'");
    return value;
}

// A UsageError listing the words `text` should have been: "WHAT: expected a, b or c, got 'x'".
[[noreturn]] void unexpected_word(const std::string& text, const std::vector<std::string_view>& words,
                                  const std::string& what);

// The value a word stands for, when `text` is one of `words`; otherwise unexpected_word's error.
template <typename T>
T to_choice(const std::string& text, std::initializer_list<std::pair<std::string_view, T>> words, const std::string& what) {
    std::vector<std::string_view> names;
    for (const auto& [word, value] : words) {
        if (text == word) return value;
        names.push_back(word);
    }
    unexpected_word(text, names, what);
}
// `text` itself, when it is one of `words`; otherwise unexpected_word's error.
const std::string& one_of(const std::string& text, std::initializer_list<std::string_view> words, const std::string& what);

double to_double(const std::string& text, const std::string& what);
bool to_bool(const std::string& text, const std::string& what);
// "key=value" -> {key, value}; `flag` names the flag in the error.
std::pair<std::string, std::string> key_value(const std::string& token, const std::string& flag);
// "a b 'c d'" -> {a, b, c d}: engine arguments given as one string, never handed to a shell.
std::vector<std::string> split_words(const std::string& text);
// "0-3,6" -> {0, 1, 2, 3, 6} (-use-affinity)
std::vector<int> cpu_list(const std::string& text);

}  // namespace gambit::match
