// The words probcut-calibrate and sibling-correlation share once args::parse has sorted them: one FEN file,
// options that take a positive whole number, and `--set NAME=VALUE`.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "args/arguments.hpp"
#include "engine/search/search_params.hpp"

namespace gambit::tools {

// An option whose value must be a positive whole number, and where it goes (its default until given).
struct PositiveOption {
    std::string_view name;
    std::uint64_t& value;
};

// Reads each of `numbers` (the last value given wins), applies every --set to `params` and takes the one
// positional word as `file`, in that order. The first problem is the message the tool prints after its name:
// "--nodes needs a positive number", the parameter table's words, "unknown argument 'x'" followed by `usage`
// on its own line (a second file, or a word starting with '-'), or `usage` alone when no file is given.
std::optional<std::string> read_sampling_words(const args::Parsed& parsed, std::initializer_list<PositiveOption> numbers,
                                               search::SearchParams& params, std::string& file, std::string_view usage);

}  // namespace gambit::tools
