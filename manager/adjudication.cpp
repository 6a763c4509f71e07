#include "manager/adjudication.hpp"

#include <cstdlib>

namespace gambit::match {

Adjudicator::Adjudicator(const DrawAdjudication& draw, const ResignAdjudication& resign, int maxmoves)
    : draw_(draw), resign_(resign), maxmoves_(maxmoves) {}

int Adjudicator::centipawns(const Score& s) {
    if (s.kind == Score::Kind::Cp) return s.value;
    return s.value > 0 ? 100000 - s.value : -100000 - s.value;  // mate in n: huge, nearer mates bigger
}

std::optional<Adjudication> Adjudicator::after_move(bool white_moved, const std::optional<Score>& score,
                                                    int fullmove, int plies) {
    const int us = white_moved ? 0 : 1;
    // A bound is not a score: it says nothing firm about the position, so it breaks every streak.
    const bool exact = score && !score->lowerbound && !score->upperbound;
    const int cp = exact ? centipawns(*score) : 0;

    if (resign_.enabled) {
        losing_moves_[us] = exact && cp <= -resign_.score ? losing_moves_[us] + 1 : 0;
        winning_moves_[us] = exact && cp >= resign_.score ? winning_moves_[us] + 1 : 0;
        const int them = 1 - us;
        for (int side : {us, them}) {
            if (losing_moves_[side] < resign_.movecount) continue;
            if (resign_.twosided && winning_moves_[1 - side] < resign_.movecount) continue;
            return Adjudication{AdjudicationKind::Resign, side == 0};
        }
    }
    if (draw_.enabled) {
        draw_plies_ = exact && std::abs(cp) <= draw_.score && fullmove >= draw_.movenumber ? draw_plies_ + 1 : 0;
        if (draw_plies_ >= 2 * draw_.movecount) return Adjudication{AdjudicationKind::Draw};
    }
    if (maxmoves_ > 0 && plies >= 2 * maxmoves_) return Adjudication{AdjudicationKind::MaxMoves};
    return std::nullopt;
}

}  // namespace gambit::match
