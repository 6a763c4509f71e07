// History pruning of quiet moves near the leaves — Fruit 2.1 pruned late moves whose history said they
// rarely succeed; Stockfish's form, used here, skips a quiet move whose history (butterfly plus the
// continuation rows of the last two moves) is below a margin that grows with the remaining depth.
#pragma once

namespace gambit::search {

struct SearchParams;

// Contract: called per quiet move that does not give check, at a non-root node not in check, after at
// least one move was searched. True when depth <= HistoryPruningDepth and `history` < -HistoryPruningMargin
// * depth: skip the move.
bool history_prunes(const SearchParams& params, int depth, int history);

}  // namespace gambit::search
