#include "args/arguments.hpp"

namespace gambit::args {

std::optional<std::string> Parsed::first(std::string_view name) const {
    const auto it = values_.find(name);
    if (it == values_.end()) return std::nullopt;
    return it->second.front();
}

std::optional<std::string> Parsed::last(std::string_view name) const {
    const auto it = values_.find(name);
    if (it == values_.end()) return std::nullopt;
    return it->second.back();
}

std::vector<std::string> Parsed::all(std::string_view name) const {
    const auto it = values_.find(name);
    return it == values_.end() ? std::vector<std::string>{} : it->second;
}

std::vector<std::string> Parsed::names_outside(const std::set<std::string, std::less<>>& known) const {
    std::vector<std::string> outside;
    for (const std::string& name : order_)
        if (!known.count(name)) outside.push_back(name);
    return outside;
}

Parsed parse(const std::vector<std::string>& words, const Grammar& grammar) {
    Parsed out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (word.size() < 3 || word.compare(0, 2, "--") != 0) {
            out.positional_.push_back(word);
            continue;
        }
        std::string name = word.substr(2), value;
        const auto eq = grammar.inline_values ? name.find('=') : std::string::npos;
        const bool inline_value = eq != std::string::npos;
        if (inline_value) {
            value = name.substr(eq + 1);
            name.resize(eq);
        }
        if (grammar.flags.count(name)) {
            if (inline_value) throw Error({Problem::Kind::UnexpectedValue, name, word});
        } else if (grammar.valued.count(name) || grammar.unknown_takes_value) {
            if (!inline_value) {
                if (i + 1 >= words.size()) throw Error({Problem::Kind::MissingValue, name, word});
                value = words[++i];
            }
        } else {
            throw Error({Problem::Kind::UnknownName, name, word});
        }
        auto& values = out.values_[name];
        if (values.empty()) out.order_.push_back(name);
        values.push_back(std::move(value));
    }
    return out;
}

Parsed parse(std::span<const std::string_view> words, const Grammar& grammar) {
    return parse(std::vector<std::string>(words.begin(), words.end()), grammar);
}

}  // namespace gambit::args
