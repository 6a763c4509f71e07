// Move ordering: the TT move first (tried before any generation), then winning and equal captures
// and queen promotions by MVV-LVA plus capture history, killers, the counter-move, quiet moves by history, and losing
// captures (SEE < 0) last. Quiescence asks for noisy moves only (all evasions when in check).
#pragma once

#include <cstdint>

#include "chess/movegen.hpp"
#include "chess/position.hpp"
#include "engine/search/history.hpp"

namespace gambit::search {

class MovePicker {
public:
    // Main search. `killers` and `counter` may be none(); `continuations` holds the continuation-history
    // rows of the earlier moves (History::ContinuationBack) (nullptr where there is none).
    MovePicker(const chess::Position& pos, chess::Move tt_move, const History& history, chess::Move killer1,
               chess::Move killer2, chess::Move counter,
               const History::ContinuationRow* const continuations[History::ContinuationRows] = nullptr);
    // Quiescence: captures and promotions, or every evasion when in check.
    MovePicker(const chess::Position& pos, chess::Move tt_move, const History& history);

    // The next move in order, or none() when exhausted.
    chess::Move next();

    // Quiescence: the last move next() returned from the sorted list was a losing capture (SEE < 0) or an
    // under-promotion, and so is every move after it.
    bool losing_noisy_reached() const;

private:
    enum class Stage { TTMove, Generate, Rest };
    void generate_and_score();

    const chess::Position& pos_;
    const History& history_;
    chess::Move tt_move_, killer1_, killer2_, counter_;
    const History::ContinuationRow* continuations_[History::ContinuationRows] = {};
    bool noisy_only_;
    Stage stage_ = Stage::TTMove;
    chess::MoveList moves_;
    std::int32_t scores_[chess::MoveList::Capacity];
    bool see_pending_[chess::MoveList::Capacity];  // scored as winning, exchange not yet counted
    std::size_t index_ = 0;
};

}  // namespace gambit::search
