// Attack sets of every piece, and the geometry (between, line) that pins and checks need.
// Slider attacks use PEXT or magic multiplication, whichever is fast on the CPU (slider_method.hpp); the
// tables are computed once, deterministically, at start-up (before any other static initialiser).
#pragma once

#include "chess/bitboard.hpp"
#include "chess/slider_method.hpp"

namespace gambit::chess {

namespace detail {

struct SliderEntry {
    Bitboard mask;        // relevant occupancy (board edges excluded)
    Bitboard magic;       // unused with PEXT
    const Bitboard* table;
    unsigned shift;       // unused with PEXT
};

struct AttackTables {
    explicit AttackTables(SliderMethod slider_method);  // fills every table, sliders indexed for the method

    Bitboard slider_attacks(const SliderEntry& e, Bitboard occupied) const {
#if defined(__BMI2__)
        if (method == SliderMethod::Pext) return e.table[__builtin_ia32_pext_di(occupied, e.mask)];
#endif
        return e.table[((occupied & e.mask) * e.magic) >> e.shift];
    }

    SliderMethod method;
    Bitboard pawn[2][64];
    Bitboard knight[64];
    Bitboard king[64];
    SliderEntry bishop[64];
    SliderEntry rook[64];
    Bitboard between[64][64];  // squares strictly between two aligned squares, plus the second square
    Bitboard line[64][64];     // the whole line through two aligned squares, 0 if not aligned
    Bitboard slider_storage[5248 + 102400];  // 2^(relevant bits) entries per square: bishops, rooks
};

extern const AttackTables tables;  // constant after start-up

}  // namespace detail

inline Bitboard pawn_attacks(Color c, Square s) { return detail::tables.pawn[c][s]; }
inline Bitboard knight_attacks(Square s) { return detail::tables.knight[s]; }
inline Bitboard king_attacks(Square s) { return detail::tables.king[s]; }

inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
    return detail::tables.slider_attacks(detail::tables.bishop[s], occupied);
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
    return detail::tables.slider_attacks(detail::tables.rook[s], occupied);
}
// The slider method this process uses (for reports).
inline SliderMethod slider_method() { return detail::tables.method; }
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
    return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}
// Attacks of a non-pawn piece type from `s`.
inline Bitboard attacks_of(PieceType t, Square s, Bitboard occupied) {
    switch (t) {
        case Knight: return knight_attacks(s);
        case Bishop: return bishop_attacks(s, occupied);
        case Rook: return rook_attacks(s, occupied);
        case Queen: return queen_attacks(s, occupied);
        case King: return king_attacks(s);
        default: return 0;
    }
}

// Squares strictly between a and b plus b itself when a and b share a line; just b otherwise.
// (So a check by a non-slider is blocked only by capturing the checker.)
inline Bitboard between_bb(Square a, Square b) { return detail::tables.between[a][b]; }
// The full rank, file or diagonal through a and b (both included), or 0 if they are not aligned.
inline Bitboard line_bb(Square a, Square b) { return detail::tables.line[a][b]; }
inline bool aligned(Square a, Square b, Square c) { return (line_bb(a, b) & square_bb(c)) != 0; }

}  // namespace gambit::chess
