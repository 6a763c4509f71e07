// Text forms of what the search reports: `info` lines, scores, `bestmove`.
#pragma once

#include <string>

#include "engine/search/report.hpp"

namespace gambit::uci {

// "cp 35", "mate 3", "mate -2" (UCI counts mate in moves, negative when getting mated).
std::string format_score(int value);
// "info depth .. seldepth .. score .. nodes .. nps .. hashfull .. time .. pv ..".
std::string format_info(const search::IterationInfo& info);
// "bestmove e2e4 ponder e7e5", or "bestmove (none)" when there is no legal move.
std::string format_bestmove(const search::SearchResult& result);

}  // namespace gambit::uci
