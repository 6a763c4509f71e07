// Late-move pruning (move-count pruning) — as in Fruit 2.1 "history pruning" and Stockfish's move-count
// pruning: at shallow depth, quiet moves ordered after the first few are skipped without search.
#pragma once

namespace gambit::search {

struct SearchParams;

// Contract: called per quiet move at a non-PV node not in check, after at least one move was searched.
// True when `quiets_seen` (quiet moves already considered here) reaches LMPBase + depth^2 (halved when
// not improving) at depth <= 8: skip the move.
bool late_move_prunes(const SearchParams& params, int depth, int quiets_seen, bool improving);

}  // namespace gambit::search
