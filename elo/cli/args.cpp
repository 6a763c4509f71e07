#include "elo/cli/args.hpp"

#include <charconv>
#include <cmath>

namespace gambit::elo::cli {

Args::Args(const std::vector<std::string>& words, const std::string& command,
           const std::set<std::string>& valued, const std::set<std::string>& flags) {
    args::Grammar grammar;
    grammar.valued.insert(valued.begin(), valued.end());
    grammar.flags.insert(flags.begin(), flags.end());
    grammar.inline_values = true;
    try {
        parsed_ = args::parse(words, grammar);
    } catch (const args::Error& e) {
        const std::string& name = e.problem.name;
        switch (e.problem.kind) {
            case args::Problem::Kind::UnexpectedValue: throw UsageError("option --" + name + " takes no value");
            case args::Problem::Kind::MissingValue: throw UsageError("option --" + name + " needs a value");
            case args::Problem::Kind::UnknownName:
                throw UsageError("unknown option --" + name + " for '" + command + "' (see gambit-elo --help)");
        }
    }
}

std::optional<std::string> Args::text(const std::string& name) const { return parsed_.last(name); }

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
