// History pruning of quiet moves near the leaves — Fruit 2.1 pruned late moves whose history said they
// rarely succeed; Stockfish's form, used here, skips a quiet move whose history (butterfly plus the
// continuation rows of the last two moves) is below a margin that grows with the remaining depth.
#pragma once

namespace gambit::search {

class Searcher;
struct Node;
struct MoveCandidate;
struct SearchParams;

// The rule: depth <= HistoryPruningDepth and `history` < -HistoryPruningMargin * depth.
bool history_prunes(const SearchParams& params, int depth, int history);

// Contract: step 13, where the node routine's gate holds (a non-root node not in check with non-pawn
// material, after a move secured a non-losing value). Tried (counted) for a quiet move that gives no check
// when HistoryPruning is on; true, the move skipped, when its quiet history at the candidate's depth meets
// the rule.
bool history_prune(Searcher& searcher, const Node& node, const MoveCandidate& candidate);

}  // namespace gambit::search
