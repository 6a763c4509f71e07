// Position: board bookkeeping, make/unmake with incremental Zobrist keys, check and pin detection,
// move legality for moves from outside the generator, and repetition detection.
#include "chess/position.hpp"

#include <algorithm>
#include <initializer_list>
#include <sstream>

#include "chess/attacks.hpp"
#include "chess/zobrist.hpp"

namespace gambit::chess {

namespace {

using zobrist::keys;

// The squares from a to b, both included (a and b on one rank).
constexpr Bitboard rank_span(Square a, Square b) {
    const Square low = std::min(a, b), high = std::max(a, b);
    return (square_bb(high) << 1) - square_bb(low);  // wraps to the right value for h8
}

}  // namespace

Position::Position(EmptyBoard) {
    std::fill(std::begin(board_), std::end(board_), NoPiece);
    st_.en_passant = NoSquare;
    st_.castling = NoCastling;
    st_.captured = NoPiece;
    std::fill(std::begin(castling_keep_), std::end(castling_keep_), std::uint8_t(AllCastling));
}

Position::Position() { *this = *from_fen(StartFen); }

void Position::add_castling_right(CastlingRights single, Square rook) {
    const Color c = color_of(single);
    const Square king = king_square(c), king_to = castling_king_to(single);
    const int i = right_index(single);
    const Bitboard king_and_rook = square_bb(king) | square_bb(rook);
    st_.castling = st_.castling | single;
    castling_rook_[i] = rook;
    castling_empty_[i] = (rank_span(king, king_to) | rank_span(rook, castling_rook_to(single))) & ~king_and_rook;
    // The destination is tested even when the king stays: the rook that leaves may have been shielding it.
    castling_king_path_[i] = (rank_span(king, king_to) & ~square_bb(king)) | square_bb(king_to);
    castling_keep_[king] &= std::uint8_t(~rights_of(c));
    castling_keep_[rook] &= std::uint8_t(~single);
}

// No square the king crosses or lands on is attacked. The castling rook is lifted: in Chess960 it may stand
// between an enemy rook or queen and the king's destination (king c1 staying, rook b1, queen a1).
bool Position::castling_path_is_safe(CastlingRights single) const {
    const Bitboard occupied = pieces() ^ square_bb(castling_rook_square(single));
    for (Bitboard path = castling_king_path(single); path;)
        if (attackers_to(pop_lsb(path), occupied) & pieces(~color_of(single))) return false;
    return true;
}

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

PieceType Position::captured_type(Move m) const {
    if (m.is_en_passant()) return Pawn;
    if (m.is_castling()) return NoPieceType;
    return type_of(board_[m.to()]);
}

Key Position::key_after(Move m) const {
    const Square from = m.from(), to = m.to();
    const Piece pc = board_[from];
    Key key = st_.key ^ keys.side ^ keys.piece_square[pc][from] ^ keys.piece_square[pc][to];
    if (m.is_en_passant()) {
        const Square victim = Square(to - pawn_push(side_));
        key ^= keys.piece_square[board_[victim]][victim];
    } else if (!m.is_castling() && board_[to] != NoPiece) {
        key ^= keys.piece_square[board_[to]][to];
    }
    if (st_.en_passant != NoSquare) key ^= keys.en_passant_file[file_of(st_.en_passant)];
    return key;
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
        // Both lifted before either lands: in Chess960 the king may land where its rook stood, or stay.
        const CastlingRights right = castling_right(m);
        const Square rook_from = castling_rook_square(right), rook_to = castling_rook_to(right);
        const Piece rook = board_[rook_from];
        remove_piece(from);
        remove_piece(rook_from);
        put_piece(pc, to);
        put_piece(rook, rook_to);
        key ^= keys.piece_square[pc][from] ^ keys.piece_square[pc][to] ^ keys.piece_square[rook][rook_from] ^
               keys.piece_square[rook][rook_to];
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

    const CastlingRights rights = CastlingRights(st_.castling & castling_keep_[from] & castling_keep_[to]);
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
        const CastlingRights right = castling_right(m);
        const Square rook_from = castling_rook_square(right), rook_to = castling_rook_to(right);
        const Piece king = board_[to], rook = board_[rook_to];
        remove_piece(to);
        remove_piece(rook_to);
        put_piece(king, from);
        put_piece(rook, rook_from);
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
    if (pc == NoPiece || color_of(pc) != us) return false;
    if (!m.is_promotion() && (m.raw() >> 12 & 3) != 0) return false;  // stray promotion bits

    if (m.is_castling()) {  // the destination may hold the castling rook, or the king itself
        const CastlingRights right = castling_right(m);
        if (type_of(pc) != King || color_of(right) != us || to != castling_king_to(right) || !can_castle(right))
            return false;
        return !(castling_empty_squares(right) & pieces());
    }
    if (pieces(us) & square_bb(to)) return false;

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

    if (m.is_castling()) return !in_check() && castling_path_is_safe(castling_right(m));
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

    if (m.is_castling()) {  // by the rook, or (Chess960) by a rook or queen the king or rook uncovers
        const CastlingRights right = castling_right(m);
        const Square rook_from = castling_rook_square(right), rook_to = castling_rook_to(right);
        const Bitboard occupied = (pieces() ^ square_bb(from) ^ square_bb(rook_from)) | square_bb(to) |
                                  square_bb(rook_to);
        const Bitboard rooks = (pieces(us, Rook, Queen) ^ square_bb(rook_from)) | square_bb(rook_to);
        return (rook_attacks(ksq, occupied) & rooks) != 0;
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
