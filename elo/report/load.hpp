// Reads a results.json (schema: DESIGN.md + docs/results-schema.md) and optionally the match PGN.
#pragma once

#include <optional>
#include <string>

#include "elo/report/report_input.hpp"

namespace gambit::report {

// Throws std::runtime_error with a one-line message naming the file on unreadable or malformed input.
// Keys the report does not need may be missing; per-game detail comes from the PGN when one is given,
// otherwise from the optional `games` array of the results file.
ReportInput load_report_input(const std::string& results_path,
                              const std::optional<std::string>& pgn_path = std::nullopt);

// The same from text already in memory (`name` is used in messages).
ReportInput parse_report_input(const std::string& results_json, const std::string& name);

}  // namespace gambit::report
