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

    // Searches `m` right after the moves first so far (multi-cut's reordering of every move that cut, then
    // the TT move): before the first next(); an illegal move or one already first is ignored.
    void add_lead(chess::Move m);

    // The next move in order, or none() when exhausted.
    chess::Move next();

    // Quiescence: the last move next() returned from the sorted list was a losing capture (SEE < 0) or an
    // under-promotion, and so is every move after it.
    bool losing_noisy_reached() const;

private:
    enum class Stage { Leads, Generate, Rest };
    static constexpr int MaxLeads = 10;  // the TT move, or multi-cut's moves that cut (at most 8) and the TT move
    void generate_and_score();
    bool is_lead(chess::Move m) const;

    const chess::Position& pos_;
    const History& history_;
    chess::Move tt_move_, killer1_, killer2_, counter_;
    const History::ContinuationRow* continuations_[History::ContinuationRows] = {};
    bool noisy_only_;
    chess::Move leads_[MaxLeads] = {};  // searched first, in order; leads_[0] is tt_move_
    int lead_count_ = 0, lead_index_ = 0;
    Stage stage_ = Stage::Leads;
    chess::MoveList moves_;
    std::int32_t scores_[chess::MoveList::Capacity];
    bool see_pending_[chess::MoveList::Capacity];  // scored as winning, exchange not yet counted
    std::size_t index_ = 0;
};

}  // namespace gambit::search
