// -htmlreport file=F: the Elo report of the finished (or interrupted) run, rendered by elo/report from the
// results file and, when there is one, the PGN.
#pragma once

#include "manager/match_config.hpp"

namespace gambit::match {

// Writes config.report atomically; HTML unless the name ends in ".md". Throws std::runtime_error with a
// one-line message when the results cannot be read or the report cannot be written.
void write_report(const MatchConfig& config);

}  // namespace gambit::match
