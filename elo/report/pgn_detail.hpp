// Per-game detail from a PGN file: the tags and the move comments, read by the chess core's PGN reader and
// move-comment parser (no rules of chess). Streaming: one game at a time is held in memory, so match PGNs of
// any size can be read.
#pragma once

#include <functional>
#include <istream>
#include <string>
#include <string_view>

#include "elo/report/report_input.hpp"

namespace gambit::report {

// Reads every game of `in` and hands each to `on_game` in file order. `name` is used in error messages.
// Throws std::runtime_error("name:line: what") on malformed PGN (chess::InputError).
void read_pgn_details(std::istream& in, const std::string& name,
                      const std::function<void(GameRecord&&)>& on_game);

// What a report shows of an engine comment such as "+0.31/12 0.154s", "-M3/20 1.2s" or "book" (parsed by
// chess::parse_move_comment); missing parts stay empty.
MoveNote move_note(std::string_view comment);

}  // namespace gambit::report
