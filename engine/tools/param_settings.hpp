#pragma once
// `--set NAME=VALUE`, the one way every tool of the `gambit` binary takes a search parameter.
#include <optional>
#include <string>
#include <vector>

#include "engine/search/search_params.hpp"

namespace gambit::tools {

// Applies each NAME=VALUE word in the order given (a preset first, then what overrides it); the first
// problem, e.g. "--set needs NAME=VALUE, got 'Hash'" or the parameter table's own words, for the tool to
// print after its name.
std::optional<std::string> apply_settings(search::SearchParams& params, const std::vector<std::string>& words);

}  // namespace gambit::tools
