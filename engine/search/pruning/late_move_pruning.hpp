// Late-move pruning (move-count pruning) — as in Fruit 2.1 "history pruning" and Stockfish's move-count
// pruning: at shallow depth, quiet moves ordered after the first few are skipped without search.
#pragma once

namespace gambit::search {

class Searcher;
struct Node;
struct MoveCandidate;

// Contract: step 13, where the node routine's gate holds (a non-root node not in check with non-pawn
// material, after a move secured a non-losing value). Tried (counted) for a quiet move that gives no check
// at a non-PV node when LateMovePruning is on; true, the move skipped, when the candidate's depth <= LMPDepth
// and the quiets already searched reach LMPBase + depth^2 (divided by LMPNotImprovingDivisor when not improving).
bool late_move_prune(Searcher& searcher, const Node& node, const MoveCandidate& candidate);

}  // namespace gambit::search
