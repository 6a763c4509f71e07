#include "manager/game/adjudication.hpp"

#include <cstdlib>

namespace gambit::match {

Adjudicator::Adjudicator(const DrawAdjudication& draw, const ResignAdjudication& resign, int maxmoves,
                         AdjudicationRules rules)
    : draw_(draw), resign_(resign), maxmoves_(maxmoves), rules_(rules) {}

int Adjudicator::centipawns(const Score& s) {
    if (s.kind == Score::Kind::Cp) return s.value;
    return s.value > 0 ? 100000 - s.value : -100000 - s.value;  // mate in n: huge, nearer mates bigger
}

std::optional<Adjudication> Adjudicator::after_move(const PlayedMove& move) {
    return rules_ == AdjudicationRules::Fastchess ? fastchess(move) : cutechess(move);
}

std::optional<Adjudication> Adjudicator::fastchess(const PlayedMove& move) {
    const int us = move.white_moved ? 0 : 1;
    if (move.score) {
        const Score& s = *move.score;
        const bool cp = s.kind == Score::Kind::Cp;
        if (move.halfmove_clock == 0) draw_plies_ = 0;
        if (draw_.movecount > 0) draw_plies_ = cp && std::abs(s.value) <= draw_.score ? draw_plies_ + 1 : 0;
        const bool losing = (cp && s.value <= -resign_.score) || (!cp && s.value < 0);
        losing_moves_[us] = losing ? losing_moves_[us] + 1 : 0;
        const bool decisive = (cp && std::abs(s.value) >= resign_.score) || !cp;
        decisive_plies_ = decisive ? decisive_plies_ + 1 : 0;
    } else {
        draw_plies_ = 0;
        losing_moves_[us] = 0;
        decisive_plies_ = 0;
    }
    const bool mover_losing = move.score && move.score->value < 0;
    if (resign_.enabled && mover_losing) {
        // As fastchess: either side's streak makes the tracker "resignable", and the mover is the one who
        // resigns (they differ only with score=0, where a score of 0 extends a streak but resigns nobody).
        const bool resigns = resign_.twosided ? decisive_plies_ >= 2 * resign_.movecount
                                              : losing_moves_[0] >= resign_.movecount ||
                                                    losing_moves_[1] >= resign_.movecount;
        if (resigns) return Adjudication{AdjudicationKind::Resign, us == 0};
    }
    if (draw_.enabled && move.fullmove_number - 1 >= draw_.movenumber && draw_plies_ >= 2 * draw_.movecount)
        return Adjudication{AdjudicationKind::Draw};
    if (maxmoves_ > 0 && move.engine_plies >= 2 * maxmoves_) return Adjudication{AdjudicationKind::MaxMoves};
    return std::nullopt;
}

std::optional<Adjudication> Adjudicator::cutechess(const PlayedMove& move) {
    const int us = move.white_moved ? 0 : 1;
    if (move.halfmove_clock == 0) draw_plies_ = 0;
    if (!move.score) {  // cutechess: a move without evaluation (depth 0) breaks the streaks
        draw_plies_ = 0;
        losing_moves_[us] = 0;
        winning_moves_[us] = 0;
        return std::nullopt;
    }
    const int cp = centipawns(*move.score);
    if (draw_.enabled && draw_.movenumber > 0) {
        draw_plies_ = std::abs(cp) <= draw_.score ? draw_plies_ + 1 : 0;
        if (move.game_plies / 2 >= draw_.movenumber && draw_plies_ >= 2 * draw_.movecount)
            return Adjudication{AdjudicationKind::Draw};
    }
    if (resign_.enabled && resign_.movecount > 0) {
        losing_moves_[us] = cp <= -resign_.score ? losing_moves_[us] + 1 : 0;
        winning_moves_[us] = cp >= resign_.score ? winning_moves_[us] + 1 : 0;
        if (losing_moves_[us] >= resign_.movecount &&
            (!resign_.twosided || winning_moves_[1 - us] >= resign_.movecount))
            return Adjudication{AdjudicationKind::Resign, us == 0};
    }
    if (maxmoves_ > 0 && move.game_plies >= 2 * maxmoves_) return Adjudication{AdjudicationKind::MaxMoves};
    return std::nullopt;
}

}  // namespace gambit::match
