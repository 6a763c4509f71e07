// A move in 16 bits: from (6) | to (6) | promotion piece (2) | kind (2).
// Castling is stored as the king's own move to its destination (e1g1, e1c1), in Chess960 too, where the king
// may also stay on its square (g1g1 with kind Castling); the rook it moves is the position's castling rook for
// that side. UCI text is e1g1 in standard chess and king-takes-rook (e1h1) in Chess960 (see notation.hpp).
#pragma once

#include <cstdint>

#include "chess/types.hpp"

namespace gambit::chess {

enum class MoveKind : int { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to) : data_(std::uint16_t(from | (to << 6))) {}
    constexpr Move(Square from, Square to, MoveKind kind, PieceType promotion = Knight)
        : data_(std::uint16_t(from | (to << 6) | ((promotion - Knight) << 12) | (int(kind) << 14))) {}

    // Sentinels: none() means "no move" (a1a1), null() is the null move of null-move pruning (b1b1).
    static constexpr Move none() { return Move(); }
    static constexpr Move null() { return Move(B1, B1); }
    static constexpr Move from_raw(std::uint16_t raw) {
        Move m;
        m.data_ = raw;
        return m;
    }

    constexpr Square from() const { return Square(data_ & 63); }
    constexpr Square to() const { return Square((data_ >> 6) & 63); }
    constexpr MoveKind kind() const { return MoveKind(data_ >> 14); }
    // Only meaningful when kind() == Promotion.
    constexpr PieceType promotion() const { return PieceType(((data_ >> 12) & 3) + Knight); }
    constexpr bool is_promotion() const { return kind() == MoveKind::Promotion; }
    constexpr bool is_en_passant() const { return kind() == MoveKind::EnPassant; }
    constexpr bool is_castling() const { return kind() == MoveKind::Castling; }
    // False for none() and null().
    constexpr bool is_ok() const { return from() != to() || is_castling(); }
    constexpr std::uint16_t raw() const { return data_; }

    constexpr explicit operator bool() const { return data_ != 0; }
    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t data_ = 0;
};

}  // namespace gambit::chess
