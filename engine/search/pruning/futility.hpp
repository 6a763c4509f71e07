// Futility pruning of quiet moves near the leaves — J. Schaeffer (1986); E. A. Heinz, "Extended futility
// pruning" (ICCA Journal 21(3), 1998, pp. 148–156): a quiet move cannot raise a hopeless static eval above
// alpha.
#pragma once

namespace gambit::search {

class Searcher;
struct Node;
struct MoveCandidate;

// Contract: step 13, where the node routine's gate holds (a non-root node not in check with non-pawn
// material, after a move secured a non-losing value). Tried (counted) for a quiet move that gives no check
// when Futility is on; true, the move skipped (the node's value stays a fail-low bound), when at the node's
// entry depth (before internal iterative reduction) <= FutilityDepth, static eval + FutilityMargin *
// (depth + FutilityBasePlies) <= the current alpha, and that alpha is not a mate score.
bool futility_prune(Searcher& searcher, const Node& node, const MoveCandidate& candidate);

}  // namespace gambit::search
