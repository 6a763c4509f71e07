// Game stage as the pruning methods see it: ProbCut keeps one model per stage (Jiang & Buro fitted
// middlegame and endgame separately) and multi-cut is not tried in the endgame (Björnsson & Marsland).
#pragma once

#include "chess/position.hpp"

namespace gambit::search {

enum class Stage : int { Middlegame = 0, Endgame = 1 };

// Endgame when the non-pawn material of both sides together weighs at most 8 phase units
// (knight/bishop 1, rook 2, queen 4; 24 at the start): e.g. two rooks each, or a queen each (a queen and a
// rook each weigh 12).
constexpr int EndgamePhase = 8;

inline int material_phase(const chess::Position& pos) {
    using namespace chess;
    return popcount(pos.pieces(Knight, Bishop)) + 2 * popcount(pos.pieces(Rook)) + 4 * popcount(pos.pieces(Queen));
}

inline Stage game_stage(const chess::Position& pos) {
    return material_phase(pos) <= EndgamePhase ? Stage::Endgame : Stage::Middlegame;
}

// Crafty's endgame, the stage of Jiang & Buro's ProbCut models (ProbCutCraftyEndgame): both sides' weighted
// non-pawn material (knight and bishop 3, rook 5, queen 9) below 15, e.g. a queen and a rook each (14).
inline Stage crafty_stage(const chess::Position& pos) {
    using namespace chess;
    for (Color c : {White, Black}) {
        const int weighted = 3 * popcount(pos.pieces(c, Knight) | pos.pieces(c, Bishop)) + 5 * popcount(pos.pieces(c, Rook)) +
                             9 * popcount(pos.pieces(c, Queen));
        if (weighted >= 15) return Stage::Middlegame;
    }
    return Stage::Endgame;
}

// The stage ProbCut picks its model by: Gambit's phase rule, or Crafty's.
inline Stage probcut_stage(const chess::Position& pos, bool crafty) { return crafty ? crafty_stage(pos) : game_stage(pos); }

}  // namespace gambit::search
