// Legal move generation with pin and check masks. Every generated move is legal.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "chess/move.hpp"
#include "chess/position.hpp"

namespace gambit::chess {

// Which legal moves to generate. Noisy = captures (incl. en passant) and promotions (incl. quiet
// under-promotions); Quiet = every other move (incl. castling). Noisy + Quiet = All.
// Evasions = All when in check; nothing when not in check.
enum class GenKind { All, Noisy, Quiet, Evasions };

// Fixed capacity: no position has more than 218 legal moves.
class MoveList {
public:
    static constexpr std::size_t Capacity = 256;
    void push(Move m) { moves_[size_++] = m; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    void resize(std::size_t n) { size_ = n; }  // n <= size(): drops the tail
    Move operator[](std::size_t i) const { return moves_[i]; }
    Move& operator[](std::size_t i) { return moves_[i]; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }
    Move* begin() { return moves_.data(); }
    Move* end() { return moves_.data() + size_; }
    bool contains(Move m) const;

private:
    std::array<Move, Capacity> moves_;
    std::size_t size_ = 0;
};

// Appends the legal moves of `kind` to `list`.
void generate(const Position& pos, MoveList& list, GenKind kind = GenKind::All);
MoveList legal_moves(const Position& pos);
// Number of legal moves, faster than generating them (perft's last ply).
std::uint64_t count_legal_moves(const Position& pos);

}  // namespace gambit::chess
