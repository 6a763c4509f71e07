// A Polyglot book move as UCI text: to-file (bits 0-2), to-rank (3-5), from-file (6-8), from-rank (9-11),
// promotion (12-14: 1 knight .. 4 queen). Castling is written king-takes-rook (e1h1), which the chess core's
// parse_uci reads in standard chess and Chess960 alike.
#pragma once

#include <cstdint>
#include <string>

namespace gambit::openings::polyglot {

// "e2e4", "e7e8q", "e1h1"; a promotion code above 4 gives a fifth character no position accepts ('?').
std::string move_text(std::uint16_t move);

}  // namespace gambit::openings::polyglot
