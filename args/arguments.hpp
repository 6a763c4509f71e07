#pragma once
// The command-line vocabulary every program's subcommands share: positional words, `--NAME VALUE`,
// `--NAME` alone for a flag and, where a program allows it, `--NAME=VALUE`. The words are split here once;
// each program words its own messages from the Problem, so `gambit bench`, `gambit-openings` and `gambit-elo`
// keep the errors their users and tests know.
#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gambit::args {

// What the words of one command mean.
struct Grammar {
    std::set<std::string, std::less<>> valued;  // names that take a value: the next word (or =VALUE)
    std::set<std::string, std::less<>> flags;   // names that stand alone
    bool inline_values = false;                 // `--NAME=VALUE` too (gambit-elo); otherwise '=' is part of the name
    // An unlisted name takes a value like a valued one and the command refuses it afterwards (its message
    // names the option, once its value is read); otherwise it is a Problem where it stands.
    bool unknown_takes_value = false;
};

// Why the words do not fit the grammar.
struct Problem {
    enum class Kind { UnknownName, MissingValue, UnexpectedValue };
    Kind kind;
    std::string name;   // without the dashes
    std::string word;   // the word as given, e.g. "--depth" or "--stats=1"
};

class Error : public std::runtime_error {
  public:
    explicit Error(Problem p) : std::runtime_error("--" + p.name), problem(std::move(p)) {}
    Problem problem;
};

// The words, sorted out: positional words in order, and every option's values in the order given.
class Parsed {
  public:
    const std::vector<std::string>& positional() const { return positional_; }
    bool has(std::string_view name) const { return values_.find(name) != values_.end(); }
    // The value given first or last (a repeated option: programs differ, and keep what they did).
    std::optional<std::string> first(std::string_view name) const;
    std::optional<std::string> last(std::string_view name) const;
    std::vector<std::string> all(std::string_view name) const;  // e.g. every --set, in order
    // The names given that `known` does not list (with unknown_takes_value), in order of first use.
    std::vector<std::string> names_outside(const std::set<std::string, std::less<>>& known) const;

  private:
    friend Parsed parse(const std::vector<std::string>& words, const Grammar& grammar);
    std::vector<std::string> positional_;
    std::map<std::string, std::vector<std::string>, std::less<>> values_;  // a flag has one empty value per use
    std::vector<std::string> order_;  // names in order of first use
};

// Words starting with "--" (but not "--" itself) are options; everything else is positional.
// Throws Error at the first word that does not fit.
Parsed parse(const std::vector<std::string>& words, const Grammar& grammar);
Parsed parse(std::span<const std::string_view> words, const Grammar& grammar);

}  // namespace gambit::args
