// Bitboard helpers: square sets, bit tricks, shifts and fixed masks.
#pragma once

#include <bit>

#include "chess/types.hpp"

namespace gambit::chess {

constexpr Bitboard FileABB = 0x0101010101010101ULL;
constexpr Bitboard FileHBB = FileABB << 7;
constexpr Bitboard Rank1BB = 0xFFULL;
constexpr Bitboard Rank8BB = Rank1BB << 56;
constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;  // a1 is dark
constexpr Bitboard LightSquares = ~DarkSquares;

constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
constexpr Bitboard file_bb(int file) { return FileABB << file; }
constexpr Bitboard rank_bb(int rank) { return Rank1BB << (8 * rank); }
constexpr Bitboard relative_rank_bb(Color c, int rank) { return rank_bb(c == White ? rank : 7 - rank); }

constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }
// Lowest set square; `b` must not be empty.
constexpr Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
constexpr Square msb(Bitboard b) { return Square(63 - std::countl_zero(b)); }
// Removes and returns the lowest set square; `b` must not be empty.
constexpr Square pop_lsb(Bitboard& b) {
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}

// Shifts a set one step in a direction, dropping squares that would wrap around the board edge.
enum Direction : int { North = 8, South = -8, East = 1, West = -1,
                       NorthEast = 9, NorthWest = 7, SouthEast = -7, SouthWest = -9 };
template <Direction D>
constexpr Bitboard shift(Bitboard b) {
    if constexpr (D == North) return b << 8;
    if constexpr (D == South) return b >> 8;
    if constexpr (D == East) return (b & ~FileHBB) << 1;
    if constexpr (D == West) return (b & ~FileABB) >> 1;
    if constexpr (D == NorthEast) return (b & ~FileHBB) << 9;
    if constexpr (D == NorthWest) return (b & ~FileABB) << 7;
    if constexpr (D == SouthEast) return (b & ~FileHBB) >> 7;
    if constexpr (D == SouthWest) return (b & ~FileABB) >> 9;
}

}  // namespace gambit::chess
