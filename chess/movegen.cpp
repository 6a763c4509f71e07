// Legal move generation. The king's own moves are checked square by square against the enemy attacks
// with the king lifted off the board; every other piece is confined by two masks computed once:
//  - the check mask: when in check by one piece, moves must capture it or block the line (between_bb);
//  - the pin line: a piece pinned to its king may only move along the line through king and pinner.
// The same code counts moves without writing them (perft's last ply), selected by the Sink type.
#include "chess/movegen.hpp"

#include <algorithm>
#include <initializer_list>

#include "chess/attacks.hpp"

namespace gambit::chess {

namespace {

// Writes moves to an array.
struct MoveWriter {
    Move* out;
    static constexpr bool counting = false;
    void add(Move m) { *out++ = m; }
    void add_targets(Square from, Bitboard targets) {
        while (targets) *out++ = Move(from, pop_lsb(targets));
    }
    // Pawn moves to each target from target - offset.
    void add_pawn_moves(Bitboard targets, int offset) {
        while (targets) {
            const Square to = pop_lsb(targets);
            *out++ = Move(Square(to - offset), to);
        }
    }
    void add_promotions(Bitboard targets, int offset) {
        while (targets) {
            const Square to = pop_lsb(targets);
            add_promotions_to(Square(to - offset), to);
        }
    }
    void add_promotions_from(Square from, Bitboard targets) {
        while (targets) add_promotions_to(from, pop_lsb(targets));
    }
    void add_promotions_to(Square from, Square to) {
        for (PieceType t : {Queen, Knight, Rook, Bishop}) *out++ = Move(from, to, MoveKind::Promotion, t);
    }
};

// Counts moves only.
struct MoveCounter {
    std::uint64_t count = 0;
    static constexpr bool counting = true;
    void add(Move) { ++count; }
    void add_targets(Square, Bitboard targets) { count += unsigned(popcount(targets)); }
    void add_pawn_moves(Bitboard targets, int) { count += unsigned(popcount(targets)); }
    void add_promotions(Bitboard targets, int) { count += 4 * unsigned(popcount(targets)); }
    void add_promotions_from(Square, Bitboard targets) { count += 4 * unsigned(popcount(targets)); }
};

bool attacked_by(const Position& pos, Square s, Color by, Bitboard occupied) {
    return (pawn_attacks(~by, s) & pos.pieces(by, Pawn)) || (knight_attacks(s) & pos.pieces(by, Knight)) ||
           (king_attacks(s) & pos.pieces(by, King)) ||
           (bishop_attacks(s, occupied) & pos.pieces(by, Bishop, Queen)) ||
           (rook_attacks(s, occupied) & pos.pieces(by, Rook, Queen));
}

// En passant is rare and has a unique legality problem (two pawns leave one rank): test it directly.
bool en_passant_legal(const Position& pos, Color us, Square from, Square to) {
    const Square captured = Square(to - pawn_push(us));
    const Bitboard occupied = (pos.pieces() ^ square_bb(from) ^ square_bb(captured)) | square_bb(to);
    return !(pos.attackers_to(pos.king_square(us), occupied) & pos.pieces(~us) & ~square_bb(captured));
}

template <Color Us, bool Noisy, bool Quiet, typename Sink>
void generate_pawn_moves(const Position& pos, Sink& sink, Bitboard check_mask, Bitboard pinned) {
    constexpr Color Them = ~Us;
    constexpr Direction Up = Us == White ? North : South;
    constexpr Direction UpLeft = Us == White ? NorthWest : SouthEast;
    constexpr Direction UpRight = Us == White ? NorthEast : SouthWest;
    const Bitboard rank7 = relative_rank_bb(Us, 6), rank3 = relative_rank_bb(Us, 2);
    const Bitboard empty = ~pos.pieces(), theirs = pos.pieces(Them);
    const Bitboard pawns = pos.pieces(Us, Pawn) & ~pinned;

    const Bitboard normal = pawns & ~rank7;
    if constexpr (Quiet) {
        const Bitboard push1 = shift<Up>(normal) & empty;
        const Bitboard push2 = shift<Up>(push1 & rank3) & empty;
        sink.add_pawn_moves(push1 & check_mask, Up);
        sink.add_pawn_moves(push2 & check_mask, 2 * Up);
    }
    if constexpr (Noisy) {
        sink.add_pawn_moves(shift<UpLeft>(normal) & theirs & check_mask, UpLeft);
        sink.add_pawn_moves(shift<UpRight>(normal) & theirs & check_mask, UpRight);
        const Bitboard promoting = pawns & rank7;
        if (promoting) {
            sink.add_promotions(shift<Up>(promoting) & empty & check_mask, Up);
            sink.add_promotions(shift<UpLeft>(promoting) & theirs & check_mask, UpLeft);
            sink.add_promotions(shift<UpRight>(promoting) & theirs & check_mask, UpRight);
        }
        const Square ep = pos.en_passant_square();
        if (ep != NoSquare) {
            for (Bitboard b = pawn_attacks(Them, ep) & pos.pieces(Us, Pawn); b;) {
                const Square from = pop_lsb(b);
                if (en_passant_legal(pos, Us, from, ep)) sink.add(Move(from, ep, MoveKind::EnPassant));
            }
        }
    }

    // Pinned pawns (never when in check: a pinned piece cannot parry a check) move along the pin line.
    if (pos.checkers()) return;
    const Square ksq = pos.king_square(Us);
    for (Bitboard b = pos.pieces(Us, Pawn) & pinned; b;) {
        const Square from = pop_lsb(b);
        const Bitboard line = line_bb(ksq, from);
        const Bitboard one = shift<Up>(square_bb(from)) & empty;
        Bitboard targets = pawn_attacks(Us, from) & theirs;
        if constexpr (!Noisy) targets = 0;
        const Bitboard pushes = one | (shift<Up>(one & rank3) & empty);
        if (square_bb(from) & rank7) {
            if constexpr (Noisy) sink.add_promotions_from(from, (targets | one) & line);
        } else {
            if constexpr (Quiet) targets |= pushes;
            sink.add_targets(from, targets & line);
        }
    }
}

template <Color Us, bool Noisy, bool Quiet, typename Sink>
void generate_moves(const Position& pos, Sink& sink) {
    constexpr Color Them = ~Us;
    const Bitboard occupied = pos.pieces(), ours = pos.pieces(Us), theirs = pos.pieces(Them);
    const Square ksq = pos.king_square(Us);
    const Bitboard checkers = pos.checkers();
    const Bitboard kind_mask = Noisy && Quiet ? ~ours : Noisy ? theirs : ~occupied;

    // King moves, each destination tested with the king lifted (so it cannot hide behind itself).
    const Bitboard without_king = occupied ^ square_bb(ksq);
    for (Bitboard b = king_attacks(ksq) & kind_mask; b;) {
        const Square to = pop_lsb(b);
        if (!attacked_by(pos, to, Them, without_king)) sink.add(Move(ksq, to));
    }
    if (more_than_one(checkers)) return;  // double check: only the king can move

    const Bitboard check_mask = checkers ? between_bb(ksq, lsb(checkers)) : ~Bitboard(0);
    const Bitboard target = check_mask & kind_mask;
    const Bitboard pinned = pos.blockers_for_king(Us) & ours;

    generate_pawn_moves<Us, Noisy, Quiet>(pos, sink, check_mask, pinned);

    for (Bitboard b = pos.pieces(Us, Knight) & ~pinned; b;) {
        const Square from = pop_lsb(b);
        sink.add_targets(from, knight_attacks(from) & target);
    }
    for (Bitboard b = pos.pieces(Us, Bishop, Queen); b;) {
        const Square from = pop_lsb(b);
        Bitboard targets = bishop_attacks(from, occupied) & target;
        if (pinned & square_bb(from)) targets &= line_bb(ksq, from);
        sink.add_targets(from, targets);
    }
    for (Bitboard b = pos.pieces(Us, Rook, Queen); b;) {
        const Square from = pop_lsb(b);
        Bitboard targets = rook_attacks(from, occupied) & target;
        if (pinned & square_bb(from)) targets &= line_bb(ksq, from);
        sink.add_targets(from, targets);
    }

    if constexpr (Quiet) {
        if (checkers || !(pos.castling_rights() & rights_of(Us))) return;
        for (const CastlingRights right : {kingside_right(Us), queenside_right(Us)}) {
            if (!pos.can_castle(right) || (occupied & pos.castling_empty_squares(right))) continue;
            // The rook is lifted: in Chess960 it may shield the king's destination from a rook or queen.
            const Bitboard lifted = occupied ^ square_bb(pos.castling_rook_square(right));
            bool safe = true;
            for (Bitboard path = pos.castling_king_path(right); path && safe;)
                safe = !attacked_by(pos, pop_lsb(path), Them, lifted);
            if (safe) sink.add(Move(ksq, castling_king_to(right), MoveKind::Castling));
        }
    }
}

template <bool Noisy, bool Quiet, typename Sink>
void generate_for_side(const Position& pos, Sink& sink) {
    if (pos.side_to_move() == White) generate_moves<White, Noisy, Quiet>(pos, sink);
    else generate_moves<Black, Noisy, Quiet>(pos, sink);
}

}  // namespace

bool MoveList::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

void generate(const Position& pos, MoveList& list, GenKind kind) {
    MoveWriter writer{list.end()};
    switch (kind) {
        case GenKind::All: generate_for_side<true, true>(pos, writer); break;
        case GenKind::Noisy: generate_for_side<true, false>(pos, writer); break;
        case GenKind::Quiet: generate_for_side<false, true>(pos, writer); break;
        case GenKind::Evasions:
            if (pos.in_check()) generate_for_side<true, true>(pos, writer);
            break;
    }
    list.resize(std::size_t(writer.out - list.begin()));
}

MoveList legal_moves(const Position& pos) {
    MoveList list;
    generate(pos, list);
    return list;
}

std::uint64_t count_legal_moves(const Position& pos) {
    MoveCounter counter;
    generate_for_side<true, true>(pos, counter);
    return counter.count;
}

}  // namespace gambit::chess
