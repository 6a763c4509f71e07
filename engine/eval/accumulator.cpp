#include "engine/eval/accumulator.hpp"

#include <algorithm>

namespace gambit::eval {

using namespace chess;

namespace {

Bitboard pieces_of(const Position& pos, int kind) { return pos.pieces(Color(kind / 6), PieceType(kind % 6)); }

}  // namespace

void Accumulator::update(const QuantizedNetwork& net, Piece piece, Square square, int sign) {
    for (Color view : {White, Black}) {
        const std::int16_t* row = &net.input_weights[std::size_t(Network::feature(view, piece, square)) * Hidden];
        std::int16_t* sums = sums_[view];
        if (sign > 0)
            for (int h = 0; h < Hidden; ++h) sums[h] = std::int16_t(sums[h] + row[h]);
        else
            for (int h = 0; h < Hidden; ++h) sums[h] = std::int16_t(sums[h] - row[h]);
    }
}

void Accumulator::refresh(const QuantizedNetwork& net, const Position& pos) {
    std::copy(net.input_bias.begin(), net.input_bias.end(), sums_[White]);
    std::copy(net.input_bias.begin(), net.input_bias.end(), sums_[Black]);
    for (int kind = 0; kind < PieceKinds; ++kind) {
        pieces_[kind] = pieces_of(pos, kind);
        const Piece piece = make_piece(Color(kind / 6), PieceType(kind % 6));
        for (Bitboard b = pieces_[kind]; b;) update(net, piece, pop_lsb(b), +1);
    }
    valid_ = true;
}

int Accumulator::evaluate(const QuantizedNetwork& net, const Position& pos) {
    if (!valid_) {
        refresh(net, pos);
    } else {
        for (int kind = 0; kind < PieceKinds; ++kind) {
            const Bitboard now = pieces_of(pos, kind);
            if (now == pieces_[kind]) continue;
            const Piece piece = make_piece(Color(kind / 6), PieceType(kind % 6));
            for (Bitboard gone = pieces_[kind] & ~now; gone;) update(net, piece, pop_lsb(gone), -1);
            for (Bitboard come = now & ~pieces_[kind]; come;) update(net, piece, pop_lsb(come), +1);
            pieces_[kind] = now;
        }
    }
    const Color us = pos.side_to_move();
    return net.centipawns(sums_[us], sums_[~us], net.bucket_of(popcount(pos.pieces())));
}

}  // namespace gambit::eval
