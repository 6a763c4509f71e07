#include "engine/search/movepick.hpp"

#include <algorithm>

namespace gambit::search {

using namespace chess;

namespace {

constexpr std::int32_t GoodNoisy = 2'000'000;
constexpr std::int32_t Killer1 = 1'000'002;
constexpr std::int32_t Killer2 = 1'000'001;
constexpr std::int32_t Counter = 1'000'000;
constexpr std::int32_t BadNoisy = -2'000'000;
// Capture history at most shifts a capture by about a pawn of victim value (History::Max / 16 = 1024).
constexpr std::int32_t CaptureHistoryDivisor = 16;

// Most valuable victim, then least valuable attacker.
std::int32_t mvv_lva(const Position& pos, Move m) {
    const PieceType victim = pos.captured_type(m);
    std::int32_t score = (victim == NoPieceType ? 0 : see_value(victim)) * 8 - type_of(pos.moved_piece(m));
    if (m.is_promotion()) score += see_value(m.promotion());
    return score;
}

}  // namespace

MovePicker::MovePicker(const Position& pos, Move tt_move, const History& history, Move killer1, Move killer2,
                       Move counter, const History::ContinuationRow* const continuations[History::ContinuationRows])
    : pos_(pos), history_(history), tt_move_(tt_move), killer1_(killer1), killer2_(killer2), counter_(counter),
      noisy_only_(false) {
    if (continuations) std::copy(continuations, continuations + History::ContinuationRows, continuations_);
    if (!tt_move_ || !pos_.is_pseudo_legal(tt_move_) || !pos_.is_legal(tt_move_)) tt_move_ = Move::none();
    if (tt_move_) leads_[lead_count_++] = tt_move_;
}

MovePicker::MovePicker(const Position& pos, Move tt_move, const History& history)
    : pos_(pos), history_(history), tt_move_(tt_move), noisy_only_(!pos.in_check()) {
    if (!tt_move_ || !pos_.is_pseudo_legal(tt_move_) || !pos_.is_legal(tt_move_) ||
        (noisy_only_ && !pos_.is_noisy(tt_move_)))
        tt_move_ = Move::none();
    if (tt_move_) leads_[lead_count_++] = tt_move_;
}

void MovePicker::add_lead(Move m) {
    if (!m || lead_count_ == MaxLeads || is_lead(m) || !pos_.is_pseudo_legal(m) || !pos_.is_legal(m) ||
        (noisy_only_ && !pos_.is_noisy(m)))
        return;
    leads_[lead_count_++] = m;
}

bool MovePicker::is_lead(Move m) const {
    for (int i = 0; i < lead_count_; ++i)
        if (leads_[i] == m) return true;
    return false;
}

void MovePicker::generate_and_score() {
    generate(pos_, moves_, noisy_only_ ? GenKind::Noisy : GenKind::All);
    const Color us = pos_.side_to_move();
    for (std::size_t i = 0; i < moves_.size(); ++i) {
        const Move m = moves_[i];
        std::int32_t score;
        see_pending_[i] = false;
        if (pos_.is_noisy(m)) {
            const bool under_promotion = m.is_promotion() && m.promotion() != Queen;
            if (under_promotion) score = BadNoisy - 1000 + mvv_lva(pos_, m);
            else {
                // Winning until its exchange is counted, which waits until the move is about to be picked:
                // most nodes are cut off before their later captures are reached.
                score = GoodNoisy + mvv_lva(pos_, m) +
                        history_.capture(pos_.moved_piece(m), m.to(), pos_.captured_type(m)) / CaptureHistoryDivisor;
                see_pending_[i] = true;
            }
        } else if (m == killer1_) score = Killer1;
        else if (m == killer2_) score = Killer2;
        else if (m == counter_) score = Counter;
        else score = history_.quiet_score(us, pos_.moved_piece(m), m, continuations_);
        scores_[i] = score;
    }
}

Move MovePicker::next() {
    switch (stage_) {
        case Stage::Leads:
            if (lead_index_ < lead_count_) return leads_[lead_index_++];
            stage_ = Stage::Generate;
            [[fallthrough]];
        case Stage::Generate:
            generate_and_score();
            stage_ = Stage::Rest;
            [[fallthrough]];
        case Stage::Rest:
            while (index_ < moves_.size()) {
                // Selection sort step: bring the best remaining move to the front.
                std::size_t best = index_;
                for (std::size_t i = index_ + 1; i < moves_.size(); ++i)
                    if (scores_[i] > scores_[best]) best = i;
                // A losing exchange moves the capture down among the losing ones, and the choice is made
                // again: every score above it is still an upper bound or exact, so the order is that of
                // counting every exchange up front.
                if (see_pending_[best]) {
                    see_pending_[best] = false;
                    if (!pos_.see_ge(moves_[best], 0)) {
                        scores_[best] += BadNoisy - GoodNoisy;
                        continue;
                    }
                }
                std::swap(see_pending_[index_], see_pending_[best]);
                std::swap(moves_[index_], moves_[best]);
                std::swap(scores_[index_], scores_[best]);
                const Move m = moves_[index_++];
                if (!is_lead(m)) return m;
            }
            return Move::none();
    }
    return Move::none();
}

bool MovePicker::losing_noisy_reached() const {
    return stage_ == Stage::Rest && index_ > 0 && scores_[index_ - 1] < 0;
}

}  // namespace gambit::search
