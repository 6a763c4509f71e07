// cutechess-cli's rank table for three or more engines, with the columns -resultformat names (a named
// format such as "wide" or a field list such as "Rank,Name,Elo,W,L,D"; groups WLDStats, DrawStats and
// Terminations expand to their fields; fields cutechess has no column for, like LOS, print nothing, and
// unknown ones are skipped). Every cell ends with a blank; rows are ranked by score, ties in reverse
// engine order, a gauntlet's seeds first and numbered from 0, engines without games last.
#pragma once

#include <string>
#include <vector>

#include "manager/match_config.hpp"
#include "manager/output/scoreboard.hpp"

namespace gambit::match {

// The header and one line per engine, each ending in "\n".
std::string cutechess_rank_table(const MatchConfig& config, const std::vector<std::string>& names,
                                 const Scoreboard& scores);

// The fields of a -resultformat value, named formats and groups expanded (what the table prints).
std::vector<std::string> cutechess_result_fields(const std::string& format);

}  // namespace gambit::match
