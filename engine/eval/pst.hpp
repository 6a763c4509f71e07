// Material and piece-square tables, middlegame and endgame, from PeSTO (Ronald Friederich's
// published, Texel-tuned numbers; tables are facts). Indexed by piece type and square as seen from
// the piece owner's side (relative_square), so one table serves both colours.
#pragma once

#include "engine/chess/types.hpp"
#include "engine/eval/score.hpp"

namespace gambit::eval {

// Material plus placement of a `c` piece of type `t` on `s`, from White's point of view (both phases).
Score piece_square(chess::Color c, chess::PieceType t, chess::Square s);

// Material value alone (middlegame, endgame); used by lazy margins and by SEE-like shortcuts.
Score material(chess::PieceType t);

// Game-phase weight of a piece type; 24 = all pieces on the board, 0 = bare kings and pawns.
constexpr int phase_weight(chess::PieceType t) {
    constexpr int weights[] = {0, 1, 1, 2, 4, 0, 0};
    return weights[t];
}
constexpr int MaxPhase = 24;

}  // namespace gambit::eval
