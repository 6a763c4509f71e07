// Per-game detail from a PGN file, without the chess core: only the tags and the move comments are read.
// Streaming: one game at a time is held in memory, so match PGNs of any size can be read.
#pragma once

#include <functional>
#include <istream>
#include <string>
#include <string_view>

#include "elo/report/report_input.hpp"

namespace gambit::report {

// Reads every game of `in` and hands each to `on_game` in file order. `name` is used in error messages.
// Throws std::runtime_error("name:line: what") on an unterminated tag or comment.
void read_pgn_details(std::istream& in, const std::string& name,
                      const std::function<void(GameRecord&&)>& on_game);

// Parses an engine comment such as "+0.31/12 0.154s", "-M3/20 1.2s" or "book"; missing parts stay empty.
MoveNote parse_move_comment(std::string_view comment);

}  // namespace gambit::report
