#include "openings/polyglot/key.hpp"

#include "openings/polyglot/random64.hpp"

namespace gambit::openings::polyglot {

namespace {

// The format's piece order: black pawn, white pawn, black knight, ..., white king.
int piece_kind(chess::Piece piece) {
    return 2 * chess::type_of(piece) + (chess::color_of(piece) == chess::White ? 1 : 0);
}

}  // namespace

std::uint64_t key(const chess::Position& pos) {
    std::uint64_t k = 0;
    for (int s = chess::A1; s <= chess::H8; ++s) {
        const chess::Piece piece = pos.piece_on(chess::Square(s));
        if (piece != chess::NoPiece) k ^= kRandom64[64 * piece_kind(piece) + s];  // s = 8 * rank + file
    }
    const chess::CastlingRights rights[] = {chess::WhiteKingSide, chess::WhiteQueenSide, chess::BlackKingSide,
                                            chess::BlackQueenSide};
    for (int i = 0; i < 4; ++i)
        if (pos.can_castle(rights[i])) k ^= kRandom64[kCastlingOffset + i];
    if (pos.en_passant_square() != chess::NoSquare) k ^= kRandom64[kEnPassantOffset + chess::file_of(pos.en_passant_square())];
    if (pos.side_to_move() == chess::White) k ^= kRandom64[kTurnOffset];
    return k;
}

}  // namespace gambit::openings::polyglot
