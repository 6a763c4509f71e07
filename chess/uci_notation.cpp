// UCI long algebraic notation: from-square, to-square, optional promotion letter.
#include "chess/movegen.hpp"
#include "chess/notation.hpp"

namespace gambit::chess {

std::string square_name(Square s) {
    if (!is_ok(s)) return "-";
    return {char('a' + file_of(s)), char('1' + rank_of(s))};
}

Square parse_square(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return NoSquare;
    return make_square(text[0] - 'a', text[1] - '1');
}

std::string to_uci(Move m) {
    if (m == Move::none()) return "(none)";
    if (m == Move::null()) return "0000";
    std::string text = square_name(m.from()) + square_name(m.to());
    if (m.is_promotion()) text += "nbrq"[m.promotion() - Knight];
    return text;
}

std::string to_uci(const Position& pos, Move m) {
    if (!m.is_castling() || !pos.chess960()) return to_uci(m);
    return square_name(m.from()) + square_name(pos.castling_rook_square(Position::castling_right(m)));
}

Move parse_uci(const Position& pos, std::string_view text, std::string* error) {
    auto fail = [&](const char* what) {
        if (error) *error = std::string(what) + " '" + std::string(text) + "'";
        return Move::none();
    };
    if (text.size() != 4 && text.size() != 5) return fail("malformed UCI move");
    const Square from = parse_square(text.substr(0, 2)), to = parse_square(text.substr(2, 2));
    if (from == NoSquare || to == NoSquare) return fail("malformed UCI move");
    PieceType promotion = NoPieceType;
    if (text.size() == 5) {
        switch (text[4]) {
            case 'n': case 'N': promotion = Knight; break;
            case 'b': case 'B': promotion = Bishop; break;
            case 'r': case 'R': promotion = Rook; break;
            case 'q': case 'Q': promotion = Queen; break;
            default: return fail("malformed UCI move");
        }
    }
    // King takes own rook is castling with that rook: found among the legal moves. Any other text names
    // at most one move, checked directly without generating the position's moves (the manager parses
    // every ply of every PV an engine prints): a promotion, or a plain move, an en passant capture or, in
    // standard chess only, castling as the king's own move (e1g1: in Chess960 the king may already stand
    // next to its destination, so king moves and castling would clash).
    const Color us = pos.side_to_move();
    const bool takes_own_rook = pos.piece_on(from) == make_piece(us, King) && pos.piece_on(to) == make_piece(us, Rook);
    if (!takes_own_rook) {
        const bool plain = promotion == NoPieceType;
        const Move candidates[] = {plain ? Move(from, to) : Move(from, to, MoveKind::Promotion, promotion),
                                   Move(from, to, MoveKind::EnPassant), Move(from, to, MoveKind::Castling)};
        const std::size_t tried = !plain ? 1 : pos.chess960() ? 2 : 3;
        for (std::size_t i = 0; i < tried; ++i)
            if (pos.is_pseudo_legal(candidates[i]) && pos.is_legal(candidates[i])) return candidates[i];
        return fail("illegal move");
    }
    for (const Move m : legal_moves(pos))
        if (m.from() == from && m.is_castling() && pos.castling_rook_square(Position::castling_right(m)) == to &&
            promotion == NoPieceType)
            return m;
    return fail("illegal move");
}

}  // namespace gambit::chess
