#include "manager/cli/cli_values.hpp"

namespace gambit::match {

double to_double(const std::string& text, const std::string& what) {
    double value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size())
        throw UsageError(what + ": expected a number, got '" + text + "'");
    return value;
}

void unexpected_word(const std::string& text, const std::vector<std::string_view>& words, const std::string& what) {
    std::string listed;
    for (std::size_t i = 0; i < words.size(); ++i)
        listed += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + std::string(words[i]);
    throw UsageError(what + ": expected " + listed + ", got '" + text + "'");
}

const std::string& one_of(const std::string& text, std::initializer_list<std::string_view> words, const std::string& what) {
    for (std::string_view word : words)
        if (text == word) return text;
    unexpected_word(text, words, what);
}

bool to_bool(const std::string& text, const std::string& what) {
    if (text == "on" || text == "true" || text == "1" || text == "yes") return true;
    if (text == "off" || text == "false" || text == "0" || text == "no") return false;
    throw UsageError(what + ": expected on or off, got '" + text + "'");
}

std::pair<std::string, std::string> key_value(const std::string& token, const std::string& flag) {
    auto eq = token.find('=');
    if (eq == std::string::npos || eq == 0) throw UsageError("-" + flag + ": expected key=value, got '" + token + "'");
    return {token.substr(0, eq), token.substr(eq + 1)};
}

std::vector<std::string> split_words(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    char quote = 0;
    bool in_word = false;
    for (char c : text) {
        if (quote) {
            if (c == quote) quote = 0; else word += c;
        } else if (c == '"' || c == '\'') {
            quote = c;
            in_word = true;
        } else if (c == ' ' || c == '\t') {
            if (in_word) words.push_back(word);
            word.clear();
            in_word = false;
        } else {
            word += c;
            in_word = true;
        }
    }
    if (quote) throw UsageError("args: unterminated quote in '" + text + "'");
    if (in_word) words.push_back(word);
    return words;
}

std::vector<int> cpu_list(const std::string& text) {
    std::vector<int> cpus;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string part = text.substr(start, comma - start);
        const std::size_t dash = part.find('-');
        const int first = to_int<int>(part.substr(0, dash), "-use-affinity", 0, 4095);
        const int last = dash == std::string::npos ? first : to_int<int>(part.substr(dash + 1), "-use-affinity", first, 4095);
        for (int cpu = first; cpu <= last; ++cpu) cpus.push_back(cpu);
        start = comma + 1;
    }
    return cpus;
}

}  // namespace gambit::match
