// Static evaluation: tapered middlegame/endgame score of material, piece-square tables, mobility,
// pawn structure, passed pawns, king safety and bishop pair. Each Evaluator owns its pawn cache,
// so two engines in one process never share state.
#pragma once

#include "engine/chess/position.hpp"
#include "engine/eval/pawns.hpp"

namespace gambit::eval {

class Evaluator {
public:
    // Centipawns from the side to move's point of view. `pos` must not be in check-mate or stalemate
    // (the search handles those); any other legal position is fine.
    int evaluate(const chess::Position& pos);
    void clear() { pawns_.clear(); }

private:
    PawnCache pawns_;
};

}  // namespace gambit::eval
