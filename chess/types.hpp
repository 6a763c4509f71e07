// Basic chess vocabulary: colours, piece types, pieces, squares, castling rights.
// Plain enums with int underlying type: they index arrays and take part in arithmetic without casts.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>

namespace gambit::chess {

using Bitboard = std::uint64_t;  // one bit per square, bit 0 = a1, bit 63 = h8
using Key = std::uint64_t;       // Zobrist hash

enum Color : int { White, Black };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : int { Pawn, Knight, Bishop, Rook, Queen, King, NoPieceType };

// Piece = colour * 8 + type; NoPiece (6) has type NoPieceType. Arrays indexed by Piece have 16 entries.
// One byte, so the 64-square board array stays small.
enum Piece : std::uint8_t {
    WhitePawn = 0, WhiteKnight, WhiteBishop, WhiteRook, WhiteQueen, WhiteKing,
    NoPiece = 6,
    BlackPawn = 8, BlackKnight, BlackBishop, BlackRook, BlackQueen, BlackKing,
};
constexpr Piece make_piece(Color c, PieceType t) { return Piece(c * 8 + t); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }

// clang-format off
enum Square : int {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    NoSquare = 64,
};
// clang-format on

constexpr int file_of(Square s) { return s & 7; }  // 0 = file a
constexpr int rank_of(Square s) { return s >> 3; }  // 0 = rank 1
constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr bool is_ok(Square s) { return s >= A1 && s <= H8; }
// The king moves from one square to the other (Chebyshev distance, 0 to 7).
constexpr int square_distance(Square a, Square b) {
    const int files = file_of(a) - file_of(b), ranks = rank_of(a) - rank_of(b);
    return std::max(files < 0 ? -files : files, ranks < 0 ? -ranks : ranks);
}
// The same square seen from `c`'s side of the board (a1 <-> a8 for Black).
constexpr Square relative_square(Color c, Square s) { return Square(s ^ (c * 56)); }
constexpr int relative_rank(Color c, Square s) { return c == White ? rank_of(s) : 7 - rank_of(s); }
// One step forward for `c`'s pawns.
constexpr int pawn_push(Color c) { return c == White ? 8 : -8; }

// Castling rights as a 4-bit set. A right names a side of the king ("king side" = towards the h-file), not a
// rook square: in Chess960 the position records which rook each right belongs to.
enum CastlingRights : int {
    NoCastling = 0,
    WhiteKingSide = 1,
    WhiteQueenSide = 2,
    BlackKingSide = 4,
    BlackQueenSide = 8,
    AllCastling = 15,
};
constexpr CastlingRights operator|(CastlingRights a, CastlingRights b) { return CastlingRights(int(a) | int(b)); }
constexpr CastlingRights operator&(CastlingRights a, CastlingRights b) { return CastlingRights(int(a) & int(b)); }
constexpr CastlingRights operator~(CastlingRights a) { return CastlingRights(~int(a) & 15); }
constexpr CastlingRights kingside_right(Color c) { return c == White ? WhiteKingSide : BlackKingSide; }
constexpr CastlingRights queenside_right(Color c) { return c == White ? WhiteQueenSide : BlackQueenSide; }
constexpr CastlingRights rights_of(Color c) { return kingside_right(c) | queenside_right(c); }
// 0..3 for a single right (an index into per-right tables).
constexpr int right_index(CastlingRights single) { return std::countr_zero(unsigned(single)); }
constexpr bool is_kingside(CastlingRights single) { return (single & (WhiteKingSide | BlackKingSide)) != 0; }
constexpr Color color_of(CastlingRights single) { return single & (WhiteKingSide | WhiteQueenSide) ? White : Black; }
// Where king and rook end up, in standard chess and Chess960 alike: g1/f1 on the king side, c1/d1 on the
// queen side (rank 8 for Black).
constexpr Square castling_king_to(CastlingRights single) {
    return relative_square(color_of(single), is_kingside(single) ? G1 : C1);
}
constexpr Square castling_rook_to(CastlingRights single) {
    return relative_square(color_of(single), is_kingside(single) ? F1 : D1);
}

// Material values used by static exchange evaluation and simple material counts (centipawns).
constexpr int see_value(PieceType t) {
    constexpr int values[] = {100, 320, 330, 500, 900, 20000, 0};
    return values[t];
}

}  // namespace gambit::chess
