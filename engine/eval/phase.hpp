// Game phase: how much non-pawn material is left, which blends middlegame and endgame weights.
#pragma once

#include "chess/types.hpp"

namespace gambit::eval {

// Game-phase weight of a piece type; 24 = all pieces on the board, 0 = bare kings and pawns.
constexpr int phase_weight(chess::PieceType t) {
    constexpr int weights[] = {0, 1, 1, 2, 4, 0, 0};
    return weights[t];
}
constexpr int MaxPhase = 24;

}  // namespace gambit::eval
