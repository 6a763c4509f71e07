// Endings that material calls won and chess calls drawn. The weights and the network score a bishop and a
// rook pawn against a lone king as a piece and a pawn up, so the search trades into them gladly; but when
// the pawns are all on the a- or h-file, the bishop cannot cover the queening corner and the defending king
// stands in it or next to it, nothing ever dislodges the king (the "wrong bishop"; without a bishop, the
// lone rook pawn). The ladder of 29e813f drew three games from +2.7 to +4.3 this way. And king and pawn
// against king wherever the solved table (kpk.hpp) says the pawn does not win.
#pragma once

#include "chess/position.hpp"

namespace gambit::eval {

// True when the position is one of those dead draws, whoever is to move.
bool is_drawn_ending(const chess::Position& pos);

}  // namespace gambit::eval
