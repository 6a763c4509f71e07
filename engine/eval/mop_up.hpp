// Won endings the weights and the network do not know how to finish. Material says a rook, a queen, or a
// bishop and knight against a lone king wins, and a queen against a lone piece; it does not say where the
// progress is. The defending king is mated at the edge (with a bishop and knight, only in a corner of the
// bishop's colour) with the attacking king close by, so the term rewards exactly that, and the search
// sees a mate twenty moves away as a slope it can climb (Stockfish's classical endgame evaluation gives
// the same guidance).
#pragma once

#include "chess/position.hpp"

namespace gambit::eval {

// Centipawns for the side to move: positive when it is the stronger side, 0 outside these endings.
int mop_up(const chess::Position& pos);

}  // namespace gambit::eval
