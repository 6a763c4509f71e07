// Position: board bookkeeping, make/unmake with incremental Zobrist keys, check and pin detection,
// move legality for moves from outside the generator, and repetition detection.
#include "engine/chess/position.hpp"

#include <algorithm>
#include <initializer_list>
#include <sstream>

#include "engine/chess/attacks.hpp"
#include "engine/chess/zobrist.hpp"

namespace gambit::chess {

namespace {

using zobrist::keys;

// Castling rights that survive a move touching each square (a king or rook moving or being captured).
struct CastlingMasks {
    CastlingRights keep[64];
    constexpr CastlingMasks() : keep() {
        for (auto& k : keep) k = AllCastling;
        keep[E1] = ~(WhiteKingSide | WhiteQueenSide);
        keep[E8] = ~(BlackKingSide | BlackQueenSide);
        keep[H1] = ~WhiteKingSide;
        keep[A1] = ~WhiteQueenSide;
        keep[H8] = ~BlackKingSide;
        keep[A8] = ~BlackQueenSide;
    }
};
constexpr CastlingMasks castling_masks;

// Rook squares of a castling move, given the king's destination.
struct CastlingRook {
    Square from, to;
};
constexpr CastlingRook castling_rook(Square king_to) {
    switch (king_to) {
        case G1: return {H1, F1};
        case C1: return {A1, D1};
        case G8: return {H8, F8};
        default: return {A8, D8};  // C8
    }
}

}  // namespace

Position::Position(EmptyBoard) {
    std::fill(std::begin(board_), std::end(board_), NoPiece);
    st_.en_passant = NoSquare;
    st_.castling = NoCastling;
    st_.captured = NoPiece;
}

Position::Position() { *this = *from_fen(StartFen); }

void Position::put_piece(Piece p, Square s) {
    board_[s] = p;
    by_color_[color_of(p)] |= square_bb(s);
    by_type_[type_of(p)] |= square_bb(s);
}

void Position::remove_piece(Square s) {
    const Piece p = board_[s];
    by_color_[color_of(p)] ^= square_bb(s);
    by_type_[type_of(p)] ^= square_bb(s);
    board_[s] = NoPiece;
}

void Position::move_piece(Square from, Square to) {
    const Piece p = board_[from];
    const Bitboard both = square_bb(from) | square_bb(to);
    by_color_[color_of(p)] ^= both;
    by_type_[type_of(p)] ^= both;
    board_[to] = p;
    board_[from] = NoPiece;
}

Bitboard Position::attackers_to(Square s, Bitboard occupied) const {
    return (pawn_attacks(Black, s) & pieces(White, Pawn)) | (pawn_attacks(White, s) & pieces(Black, Pawn)) |
           (knight_attacks(s) & pieces(Knight)) | (king_attacks(s) & pieces(King)) |
           (bishop_attacks(s, occupied) & pieces(Bishop, Queen)) |
           (rook_attacks(s, occupied) & pieces(Rook, Queen));
}

bool Position::is_attacked(Square s, Color by) const {
    const Bitboard occupied = pieces();
    return (pawn_attacks(~by, s) & pieces(by, Pawn)) || (knight_attacks(s) & pieces(by, Knight)) ||
           (king_attacks(s) & pieces(by, King)) || (bishop_attacks(s, occupied) & pieces(by, Bishop, Queen)) ||
           (rook_attacks(s, occupied) & pieces(by, Rook, Queen));
}

void Position::update_checks() {
    const Bitboard occupied = pieces();
    st_.checkers = attackers_to(king_square(side_), occupied) & pieces(~side_);
    for (Color c : {White, Black}) {
        const Square ksq = king_square(c);
        Bitboard snipers = ((rook_attacks(ksq, 0) & pieces(~c, Rook, Queen)) |
                            (bishop_attacks(ksq, 0) & pieces(~c, Bishop, Queen)));
        Bitboard blockers = 0;
        while (snipers) {
            const Square sniper = pop_lsb(snipers);
            const Bitboard between = between_bb(ksq, sniper) & occupied & ~square_bb(sniper);
            if (between && !more_than_one(between)) blockers |= between;
        }
        st_.blockers[c] = blockers;
    }
}

// Can the side to move capture en passant onto `ep` without exposing its king? (`ep` is the square the
// opponent's pawn just passed over.)
bool Position::en_passant_is_legal(Square ep) const {
    const Color us = side_;
    const Square captured = Square(ep - pawn_push(us));
    const Square ksq = king_square(us);
    Bitboard candidates = pawn_attacks(~us, ep) & pieces(us, Pawn);
    while (candidates) {
        const Square from = pop_lsb(candidates);
        const Bitboard occupied = (pieces() ^ square_bb(from) ^ square_bb(captured)) | square_bb(ep);
        const Bitboard attackers = attackers_to(ksq, occupied) & pieces(~us) & ~square_bb(captured);
        if (!attackers) return true;
    }
    return false;
}

Key Position::compute_key() const {
    Key k = 0;
    for (Bitboard b = pieces(); b;) {
        const Square s = pop_lsb(b);
        k ^= keys.piece_square[board_[s]][s];
    }
    k ^= keys.castling[st_.castling];
    if (st_.en_passant != NoSquare) k ^= keys.en_passant_file[file_of(st_.en_passant)];
    if (side_ == Black) k ^= keys.side;
    return k;
}

Key Position::compute_pawn_key() const {
    Key k = 0;
    for (Bitboard b = pieces(Pawn); b;) {
        const Square s = pop_lsb(b);
        k ^= keys.piece_square[board_[s]][s];
    }
    return k;
}

void Position::compute_state() {
    update_checks();
    st_.key = compute_key();
    st_.pawn_key = compute_pawn_key();
}

bool Position::is_capture(Move m) const {
    return m.is_en_passant() || (!m.is_castling() && board_[m.to()] != NoPiece);
}

PieceType Position::captured_type(Move m) const {
    if (m.is_en_passant()) return Pawn;
    if (m.is_castling()) return NoPieceType;
    return type_of(board_[m.to()]);
}

void Position::make_move(Move m, Undo& undo) {
    undo = st_;
    history_.push_back(st_.key);

    const Color us = side_, them = ~us;
    const Square from = m.from(), to = m.to();
    const Piece pc = board_[from];
    Key key = st_.key ^ keys.side;
    Piece captured = NoPiece;

    if (st_.en_passant != NoSquare) {
        key ^= keys.en_passant_file[file_of(st_.en_passant)];
        st_.en_passant = NoSquare;
    }
    ++st_.halfmove_clock;
    ++st_.plies_from_null;

    if (m.is_castling()) {
        const CastlingRook rook = castling_rook(to);
        const Piece rook_piece = board_[rook.from];
        move_piece(from, to);
        move_piece(rook.from, rook.to);
        key ^= keys.piece_square[pc][from] ^ keys.piece_square[pc][to] ^
               keys.piece_square[rook_piece][rook.from] ^ keys.piece_square[rook_piece][rook.to];
    } else {
        const Square capture_square = m.is_en_passant() ? Square(to - pawn_push(us)) : to;
        captured = board_[capture_square];
        if (captured != NoPiece) {
            remove_piece(capture_square);
            key ^= keys.piece_square[captured][capture_square];
            if (type_of(captured) == Pawn) st_.pawn_key ^= keys.piece_square[captured][capture_square];
            st_.halfmove_clock = 0;
        }
        move_piece(from, to);
        key ^= keys.piece_square[pc][from] ^ keys.piece_square[pc][to];
        if (type_of(pc) == Pawn) {
            st_.halfmove_clock = 0;
            st_.pawn_key ^= keys.piece_square[pc][from];
            if (m.is_promotion()) {
                const Piece promoted = make_piece(us, m.promotion());
                remove_piece(to);
                put_piece(promoted, to);
                key ^= keys.piece_square[pc][to] ^ keys.piece_square[promoted][to];
            } else {
                st_.pawn_key ^= keys.piece_square[pc][to];
            }
        }
    }

    const CastlingRights rights = st_.castling & castling_masks.keep[from] & castling_masks.keep[to];
    if (rights != st_.castling) {
        key ^= keys.castling[st_.castling] ^ keys.castling[rights];
        st_.castling = rights;
    }

    side_ = them;
    ++game_ply_;
    st_.captured = captured;
    update_checks();

    // A double push creates an e.p. right only if the capture is legal (see the header).
    if (type_of(pc) == Pawn && (int(to) ^ int(from)) == 16) {
        const Square ep = Square(from + pawn_push(us));
        if ((pawn_attacks(us, ep) & pieces(them, Pawn)) && en_passant_is_legal(ep)) {
            st_.en_passant = ep;
            key ^= keys.en_passant_file[file_of(ep)];
        }
    }
    st_.key = key;
}

void Position::unmake_move(Move m, const Undo& undo) {
    side_ = ~side_;
    --game_ply_;
    const Color us = side_;
    const Square from = m.from(), to = m.to();

    if (m.is_castling()) {
        const CastlingRook rook = castling_rook(to);
        move_piece(to, from);
        move_piece(rook.to, rook.from);
    } else {
        if (m.is_promotion()) {
            remove_piece(to);
            put_piece(make_piece(us, Pawn), to);
        }
        move_piece(to, from);
        if (st_.captured != NoPiece)
            put_piece(st_.captured, m.is_en_passant() ? Square(to - pawn_push(us)) : to);
    }
    st_ = undo;
    history_.pop_back();
}

void Position::make_null_move(Undo& undo) {
    undo = st_;
    history_.push_back(st_.key);
    Key key = st_.key ^ keys.side;
    if (st_.en_passant != NoSquare) {
        key ^= keys.en_passant_file[file_of(st_.en_passant)];
        st_.en_passant = NoSquare;
    }
    st_.key = key;
    ++st_.halfmove_clock;
    st_.plies_from_null = 0;
    st_.captured = NoPiece;
    side_ = ~side_;
    ++game_ply_;
    st_.checkers = 0;  // the side that passed was not in check, so the other side cannot be
}

void Position::unmake_null_move(const Undo& undo) {
    side_ = ~side_;
    --game_ply_;
    st_ = undo;
    history_.pop_back();
}

bool Position::is_pseudo_legal(Move m) const {
    if (!m.is_ok()) return false;
    const Color us = side_;
    const Square from = m.from(), to = m.to();
    const Piece pc = board_[from];
    if (pc == NoPiece || color_of(pc) != us || (pieces(us) & square_bb(to))) return false;
    if (!m.is_promotion() && (m.raw() >> 12 & 3) != 0) return false;  // stray promotion bits

    if (m.is_castling()) {
        if (type_of(pc) != King || from != relative_square(us, E1)) return false;
        const bool kingside = to == relative_square(us, G1);
        if (!kingside && to != relative_square(us, C1)) return false;
        if (!can_castle(kingside ? kingside_right(us) : queenside_right(us))) return false;
        const CastlingRook rook = castling_rook(to);
        if (board_[rook.from] != make_piece(us, Rook)) return false;
        return !(between_bb(from, rook.from) & ~square_bb(rook.from) & pieces());
    }

    if (type_of(pc) == Pawn) {
        const bool last_rank = relative_rank(us, to) == 7;
        if (m.is_promotion() != last_rank) return false;
        if (m.is_en_passant()) return to == st_.en_passant && (pawn_attacks(us, from) & square_bb(to));
        if (pawn_attacks(us, from) & pieces(~us) & square_bb(to)) return true;
        if (!empty(to)) return false;
        if (to == from + pawn_push(us)) return true;
        return relative_rank(us, from) == 1 && to == from + 2 * pawn_push(us) && empty(Square(from + pawn_push(us)));
    }
    if (m.kind() != MoveKind::Normal) return false;
    return (attacks_of(type_of(pc), from, pieces()) & square_bb(to)) != 0;
}

bool Position::is_legal(Move m) const {
    const Color us = side_;
    const Square from = m.from(), to = m.to();
    const Square ksq = king_square(us);

    if (m.is_castling()) {
        if (in_check()) return false;
        const int step = to > from ? 1 : -1;
        for (Square s = Square(from + step);; s = Square(s + step)) {
            if (is_attacked(s, ~us)) return false;
            if (s == to) return true;
        }
    }
    if (m.is_en_passant()) {
        const Square captured = Square(to - pawn_push(us));
        const Bitboard occupied = (pieces() ^ square_bb(from) ^ square_bb(captured)) | square_bb(to);
        return !(attackers_to(ksq, occupied) & pieces(~us) & ~square_bb(captured));
    }
    if (from == ksq) return !(attackers_to(to, pieces() ^ square_bb(from)) & pieces(~us));

    if (checkers()) {
        if (more_than_one(checkers())) return false;
        if (!(between_bb(ksq, lsb(checkers())) & square_bb(to))) return false;
    }
    return !(blockers_for_king(us) & square_bb(from)) || aligned(from, to, ksq);
}

bool Position::gives_check(Move m) const {
    const Color us = side_;
    const Square from = m.from(), to = m.to();
    const Square ksq = king_square(~us);
    const Bitboard king = square_bb(ksq);

    if (m.is_castling()) {
        const CastlingRook rook = castling_rook(to);
        const Bitboard occupied = (pieces() ^ square_bb(from) ^ square_bb(rook.from)) | square_bb(to) |
                                  square_bb(rook.to);
        return (rook_attacks(rook.to, occupied) & king) != 0;
    }

    // Discovered check: a piece of ours leaves the line between an own slider and their king.
    if ((blockers_for_king(~us) & square_bb(from)) && !aligned(from, to, ksq)) return true;

    const PieceType moved = m.is_promotion() ? m.promotion() : type_of(board_[from]);
    Bitboard occupied = (pieces() ^ square_bb(from)) | square_bb(to);
    if (moved == Pawn ? (pawn_attacks(us, to) & king) : (attacks_of(moved, to, occupied) & king)) return true;

    if (m.is_en_passant()) {  // the captured pawn may uncover a line too
        occupied ^= square_bb(Square(to - pawn_push(us)));
        return (rook_attacks(ksq, occupied) & pieces(us, Rook, Queen)) ||
               (bishop_attacks(ksq, occupied) & pieces(us, Bishop, Queen));
    }
    return false;
}

int Position::repetition_count() const {
    const int window = std::min<int>({st_.halfmove_clock, st_.plies_from_null, int(history_.size())});
    int count = 0;
    for (int back = 4; back <= window; back += 2)
        if (history_[history_.size() - back] == st_.key) ++count;
    return count;
}

int Position::repetition_distance() const {
    const int window = std::min<int>({st_.halfmove_clock, st_.plies_from_null, int(history_.size())});
    for (int back = 4; back <= window; back += 2)
        if (history_[history_.size() - back] == st_.key) return back;
    return 0;
}

bool Position::operator==(const Position& o) const {
    for (int s = 0; s < 64; ++s)
        if (board_[s] != o.board_[s]) return false;
    return side_ == o.side_ && st_.castling == o.st_.castling && st_.en_passant == o.st_.en_passant &&
           st_.halfmove_clock == o.st_.halfmove_clock && game_ply_ == o.game_ply_;
}

std::string Position::diagram() const {
    static constexpr char letters[] = "PNBRQK. pnbrqk. ";
    std::ostringstream out;
    for (int rank = 7; rank >= 0; --rank) {
        out << (rank + 1) << ' ';
        for (int file = 0; file < 8; ++file) out << ' ' << letters[board_[make_square(file, rank)]];
        out << '\n';
    }
    out << "   a b c d e f g h\n" << "Fen: " << fen() << '\n' << "Key: " << std::hex << key() << std::dec << '\n';
    return out.str();
}

}  // namespace gambit::chess
