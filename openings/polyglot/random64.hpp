// The 781 random numbers the Polyglot book format hashes a position with (a fact of the format, like its
// entry layout): piece-square numbers first, then castling, en passant and side to move (key.hpp says where).
#pragma once

#include <array>
#include <cstdint>

namespace gambit::openings::polyglot {

inline constexpr int kRandom64Size = 781;
inline constexpr int kCastlingOffset = 768;   // White O-O, White O-O-O, Black O-O, Black O-O-O
inline constexpr int kEnPassantOffset = 772;  // by file a..h
inline constexpr int kTurnOffset = 780;       // xored in when White is to move

extern const std::array<std::uint64_t, kRandom64Size> kRandom64;

}  // namespace gambit::openings::polyglot
