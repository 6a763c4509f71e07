// Text forms of what the search reports: `info` lines, scores, `bestmove`.
#pragma once

#include <string>

#include "chess/position.hpp"
#include "engine/search/search_info.hpp"

namespace gambit::uci {

// "cp 35", "mate 3", "mate -2" (UCI counts mate in moves, negative when getting mated).
std::string format_score(int value);
// "info depth .. seldepth .. score .. nodes .. nps .. hashfull .. time .. pv ..". Moves are written for
// the game of `root` (castling as king-takes-rook in Chess960).
std::string format_info(const search::IterationInfo& info, const chess::Position& root);
// "bestmove e2e4 ponder e7e5", or "bestmove (none)" when there is no legal move.
std::string format_bestmove(const search::SearchResult& result, const chess::Position& root);

}  // namespace gambit::uci
