// The Polyglot key of a position: what a .bin book is sorted and searched by.
#pragma once

#include <cstdint>

#include "chess/position.hpp"

namespace gambit::openings::polyglot {

// The xor of the Random64 numbers (random64.hpp) of every piece on its square, each castling right, the
// en-passant file and White to move. The format counts the en-passant file when a pawn of the side to move
// stands beside the pushed pawn; the chess core keeps an en-passant square only when the capture is legal,
// as cutechess-cli's board does, so the two differ only when that pawn is pinned (cutechess's key is the one
// gambit-match must match, so this follows the core).
std::uint64_t key(const chess::Position& pos);

}  // namespace gambit::openings::polyglot
