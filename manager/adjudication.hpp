// Ending a game early on the engines' own scores (cutechess-cli semantics):
//   -draw movenumber=N movecount=M score=S: from full move N on, both engines' scores within [-S, S]
//     for M consecutive moves each -> draw;
//   -resign movecount=M score=S [twosided]: an engine's score <= -S for M consecutive moves of its own
//     (and, if two-sided, the opponent's >= S on its moves in between) -> that engine loses;
//   -maxmoves N: the game reaches N full moves -> draw.
#pragma once

#include <optional>

#include "manager/engine/uci_info.hpp"
#include "manager/match_config.hpp"

namespace gambit::match {

enum class AdjudicationKind { Draw, Resign, MaxMoves };
struct Adjudication {
    AdjudicationKind kind;
    bool white_loses = false;  // for Resign: which side resigned
};

class Adjudicator {
public:
    Adjudicator(const DrawAdjudication& draw, const ResignAdjudication& resign, int maxmoves);

    // Call after every engine move. `score` is the mover's (nullopt if it sent none); `fullmove` is the
    // number of the move just played; `plies` the number of plies in the game so far, book included.
    std::optional<Adjudication> after_move(bool white_moved, const std::optional<Score>& score, int fullmove,
                                           int plies);

    // Centipawns of a score, mates mapped far outside any threshold.
    static int centipawns(const Score& s);

private:
    DrawAdjudication draw_;
    ResignAdjudication resign_;
    int maxmoves_;
    int draw_plies_ = 0;            // consecutive plies with |score| <= draw.score
    int losing_moves_[2] = {0, 0};  // consecutive own moves with score <= -resign.score [white, black]
    int winning_moves_[2] = {0, 0}; // consecutive own moves with score >= resign.score
};

}  // namespace gambit::match
