// The standings of a tournament of three or more engines as gambit's console prints them at the end: the
// verdict sentence, the rating list and the crosstable. The numbers come from the report's code
// (elo/report/analysis.hpp), so the console, the HTML and the Markdown report agree.
//
//   classic-nm leads the round-robin of 3 engines with 114.5 of 200 points (+38 ± 27 Elo against the field) ...
//   Rank  Engine      Games  Points   Score   Rating    +/-   Draws
//      1  classic-nm    200   114.5   57.3%    +38.2   27.4   27.0%
//   ...
//   Crosstable (points of the row against the column, of the games they played)
//                       1          2          3
//   1  classic-nm       -        63.0/100   51.5/100
#pragma once

#include <string>
#include <vector>

#include "manager/match_config.hpp"
#include "manager/output/scoreboard.hpp"

namespace gambit::match {

// "" when no game has finished.
std::string standings_text(const Scoreboard& scores, const std::vector<std::string>& names, TournamentKind kind);

}  // namespace gambit::match
