// Pawn structure: passed, isolated and doubled pawns. The result depends on the pawns alone, so it is
// cached by pawn key (a small table each Evaluator owns; no globals).
#pragma once

#include <array>
#include <cstddef>
#include <memory>

#include "engine/chess/position.hpp"
#include "engine/eval/score.hpp"

namespace gambit::eval {

struct PawnInfo {
    chess::Key key = 0;
    Score score;                    // White's point of view
    chess::Bitboard passed[2] = {};  // passed pawns of each colour
    chess::Bitboard attacks[2] = {}; // squares attacked by each colour's pawns
};

// Structure of the pawns in `pos`, computed from scratch.
PawnInfo evaluate_pawns(const chess::Position& pos);

class PawnCache {
public:
    PawnCache() : entries_(std::make_unique<std::array<PawnInfo, Size>>()) {}
    // Cached or freshly computed info for the pawns of `pos`.
    const PawnInfo& probe(const chess::Position& pos);
    void clear() { entries_->fill(PawnInfo{}); }

private:
    static constexpr std::size_t Size = 1 << 14;
    std::unique_ptr<std::array<PawnInfo, Size>> entries_;
};

}  // namespace gambit::eval
