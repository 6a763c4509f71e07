// Pawn structure: passed, isolated, doubled, backward-ish (and open to attack), phalanx and supported pawns. The result depends on the pawns alone, so it is
// cached by pawn key (a small table each Evaluator owns; no globals).
#pragma once

#include <array>
#include <cstddef>
#include <memory>

#include "chess/position.hpp"
#include "engine/eval/eval_params.hpp"
#include "engine/eval/score.hpp"

namespace gambit::eval {

struct PawnInfo {
    chess::Key key = 0;
    Score score;                    // White's point of view
    chess::Bitboard passed[2] = {};  // passed pawns of each colour
    chess::Bitboard attacks[2] = {}; // squares attacked by each colour's pawns
    chess::Bitboard attack_span[2] = {};  // squares each colour's pawns attack now or after advancing
};

// Adds the pawn-structure terms of `pos` to `sink` (see terms.hpp) and fills info's bitboards.
template <typename Sink>
void pawn_terms(const chess::Position& pos, Sink& sink, PawnInfo& info);

// Structure of the pawns in `pos`, computed from scratch.
PawnInfo evaluate_pawns(const chess::Position& pos, const EvalParams& params);

class PawnCache {
public:
    PawnCache() : entries_(std::make_unique<std::array<PawnInfo, Size>>()) {}
    // Cached or freshly computed info for the pawns of `pos`; the cache must be cleared when the
    // weights change.
    const PawnInfo& probe(const chess::Position& pos, const EvalParams& params);
    void clear() { entries_->fill(PawnInfo{}); }

private:
    static constexpr std::size_t Size = 1 << 14;
    std::unique_ptr<std::array<PawnInfo, Size>> entries_;
};

}  // namespace gambit::eval
