// Game stage as the pruning methods see it: ProbCut keeps one model per stage (Jiang & Buro fitted
// middlegame and endgame separately) and multi-cut is not tried in the endgame (Björnsson & Marsland).
#pragma once

#include "chess/position.hpp"

namespace gambit::search {

enum class Stage : int { Middlegame = 0, Endgame = 1 };

// Endgame when the non-pawn material of both sides together weighs at most 8 phase units
// (knight/bishop 1, rook 2, queen 4; 24 at the start): e.g. two rooks each, or a queen and rook each.
constexpr int EndgamePhase = 8;

inline int material_phase(const chess::Position& pos) {
    using namespace chess;
    return popcount(pos.pieces(Knight, Bishop)) + 2 * popcount(pos.pieces(Rook)) + 4 * popcount(pos.pieces(Queen));
}

inline Stage game_stage(const chess::Position& pos) {
    return material_phase(pos) <= EndgamePhase ? Stage::Endgame : Stage::Middlegame;
}

}  // namespace gambit::search
