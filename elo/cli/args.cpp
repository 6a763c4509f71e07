#include "elo/cli/args.hpp"

#include <charconv>
#include <cmath>

namespace gambit::elo::cli {

Args::Args(const std::vector<std::string>& words, const std::string& command,
           const std::set<std::string>& valued, const std::set<std::string>& flags) {
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w.size() < 3 || w.compare(0, 2, "--") != 0) {
            positional_.push_back(w);
            continue;
        }
        std::string name = w.substr(2), value;
        const auto eq = name.find('=');
        const bool inline_value = eq != std::string::npos;
        if (inline_value) {
            value = name.substr(eq + 1);
            name.resize(eq);
        }
        if (flags.count(name)) {
            if (inline_value) throw UsageError("option --" + name + " takes no value");
        } else if (valued.count(name)) {
            if (!inline_value) {
                if (i + 1 >= words.size()) throw UsageError("option --" + name + " needs a value");
                value = words[++i];
            }
        } else {
            throw UsageError("unknown option --" + name + " for '" + command + "' (see gambit-elo --help)");
        }
        options_[name] = value;
    }
}

std::optional<std::string> Args::text(const std::string& name) const {
    const auto it = options_.find(name);
    if (it == options_.end()) return std::nullopt;
    return it->second;
}

double Args::number(const std::string& name, double fallback) const {
    const auto value = text(name);
    return value ? parse_number(*value, "--" + name) : fallback;
}

double parse_number(const std::string& word, const std::string& what) {
    double value = 0;
    const char* begin = word.data();
    const char* end = begin + word.size();
    if (begin != end && *begin == '+') ++begin;
    const auto [stop, error] = std::from_chars(begin, end, value);
    if (word.empty() || error != std::errc() || stop != end || !std::isfinite(value))
        throw UsageError(what + ": expected a number, got '" + word + "'");
    return value;
}

double parse_count(const std::string& word, const std::string& what) {
    double value = 0;
    const auto [stop, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (word.empty() || error != std::errc() || stop != word.data() + word.size() || !std::isfinite(value) ||
        value < 0 || value != std::floor(value))
        throw UsageError(what + ": expected a non-negative whole number, got '" + word + "'");
    return value;
}

}  // namespace gambit::elo::cli
