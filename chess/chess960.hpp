// Chess960 start positions in the standard (Scharnagl) numbering 0..959, where 518 is the standard array, and
// double Fischer random (DFRC) starts, which give White and Black independent back ranks.
#pragma once

#include <optional>
#include <string>

#include "chess/position.hpp"

namespace gambit::chess {

inline constexpr int Chess960Count = 960;
inline constexpr int StandardChess960Index = 518;

// White's back rank of start position `index` (0..959), a1 to h1: "RNBQKBNR" for 518.
std::string chess960_back_rank(int index);
// The number of a back rank (upper or lower case), nullopt if it is not a Chess960 arrangement.
std::optional<int> chess960_index(const std::string& back_rank);
// The start position with White's pieces from `white_index` and Black's mirrored from `black_index`
// (equal for Chess960), full castling rights, in Chess960 mode.
Position chess960_position(int white_index, int black_index);

// For tools that take any FEN (perft): standard chess when its castling rules allow the FEN, Chess960
// otherwise. On failure `error` holds the Chess960 reader's message.
std::optional<Position> fen_in_either_variant(std::string_view fen, std::string* error = nullptr);

}  // namespace gambit::chess
