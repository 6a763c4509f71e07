// The network's hidden sums kept from one evaluation to the next. Positions the search evaluates one
// after another differ in a few pieces (a move and its reply, a sibling, a capture sequence), so the next
// evaluation adds and subtracts the rows of the pieces that differ from the last instead of summing all
// of them again. Nothing is hooked into making moves: the pieces are compared, and the integer sums equal
// the ones summed from scratch (QuantizedNetwork::evaluate) whatever was evaluated before.
#pragma once

#include <cstdint>

#include "engine/eval/quantized_network.hpp"

namespace gambit::eval {

class Accumulator {
public:
    // Forgets the kept sums (a different network).
    void reset() { valid_ = false; }
    // Brings the sums to `pos` and returns the network's centipawns for the side to move.
    int evaluate(const QuantizedNetwork& net, const chess::Position& pos);

private:
    static constexpr int Hidden = QuantizedNetwork::Hidden;
    static constexpr int PieceKinds = 12;  // colour x type

    void refresh(const QuantizedNetwork& net, const chess::Position& pos);
    void update(const QuantizedNetwork& net, chess::Piece piece, chess::Square square, int sign);

    alignas(64) std::int16_t sums_[2][Hidden]{};  // White's perspective, Black's
    chess::Bitboard pieces_[PieceKinds]{};         // the pieces summed, by colour * 6 + type
    bool valid_ = false;
};

}  // namespace gambit::eval
