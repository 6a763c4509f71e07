#pragma once
// Command-line arguments of gambit-elo: the shared vocabulary (args/arguments.hpp) with `--name=value` allowed,
// worded as gambit-elo words its usage errors.
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "args/arguments.hpp"

namespace gambit::elo::cli {

// Bad usage or bad input: printed as one line, exit code 2.
class UsageError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class Args {
  public:
    // `valued` options take a value, `flags` do not; anything else starting with "--" is an error.
    Args(const std::vector<std::string>& words, const std::string& command,
         const std::set<std::string>& valued, const std::set<std::string>& flags);

    const std::vector<std::string>& positional() const { return parsed_.positional(); }
    bool has(const std::string& name) const { return parsed_.has(name); }
    std::optional<std::string> text(const std::string& name) const;
    // The option's value as a finite number, or `fallback` when absent.
    double number(const std::string& name, double fallback) const;

  private:
    args::Parsed parsed_;
};

// A finite number, the whole word; `what` names it in the error.
double parse_number(const std::string& word, const std::string& what);
// A non-negative whole number of games or pairs.
double parse_count(const std::string& word, const std::string& what);

}  // namespace gambit::elo::cli
