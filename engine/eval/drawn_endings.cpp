#include "engine/eval/drawn_endings.hpp"

#include "engine/eval/kpk.hpp"

namespace gambit::eval {
namespace {

using namespace chess;

// `strong` has only pawns on one rook file and bishops that never stand on the queening square's colour;
// `weak` has its king alone, in the queening corner or next to it.
bool wrong_rook_pawn(const Position& pos, Color strong) {
    const Color weak = ~strong;
    if (pos.pieces(weak) != pos.pieces(weak, King)) return false;
    const Bitboard pawns = pos.pieces(strong, Pawn);
    if (!pawns || pos.pieces(strong, Knight) || pos.pieces(strong, Rook) || pos.pieces(strong, Queen))
        return false;
    const int file = (pawns & ~FileABB) == 0 ? 0 : (pawns & ~FileHBB) == 0 ? 7 : -1;
    if (file < 0) return false;
    const Square queening = relative_square(strong, make_square(file, 7));
    const Bitboard queening_colour = (DarkSquares & square_bb(queening)) ? DarkSquares : LightSquares;
    if (pos.pieces(strong, Bishop) & queening_colour) return false;
    return square_distance(pos.king_square(weak), queening) <= 1;
}

// King and pawn against king, drawn by the solved table.
bool kpk_draw(const Position& pos) {
    if (popcount(pos.pieces()) != 3 || popcount(pos.pieces(Pawn)) != 1) return false;
    const Color strong = pos.pieces(White, Pawn) ? White : Black;
    return !kpk_wins(strong, pos.king_square(strong), pos.king_square(~strong), lsb(pos.pieces(Pawn)),
                     pos.side_to_move());
}

}  // namespace

bool is_drawn_ending(const Position& pos) {
    // Cheap exit for the middlegame: a lone king is rare.
    if (popcount(pos.pieces(White)) > 1 && popcount(pos.pieces(Black)) > 1) return false;
    return kpk_draw(pos) || wrong_rook_pawn(pos, White) || wrong_rook_pawn(pos, Black);
}

}  // namespace gambit::eval
