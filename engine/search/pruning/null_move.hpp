// Null-move pruning — D. Beal, "Experiments with the null move" (Advances in Computer Chess 5, 1989);
// adaptive R — E. A. Heinz, "Adaptive null-move pruning" (ICCA Journal 22(3), 1999).
#pragma once

#include <optional>

namespace gambit::search {

class Searcher;
struct Node;

// Contract: call at a non-PV node that is not in check. Passes the move and searches the opponent's reply
// with depth reduced by R and a null window at beta. Returns a fail-high bound (>= beta, never an
// unproven mate score; storable as a lower bound) when the null search fails high, nullopt otherwise.
// Skipped when the NullMove switch is off, after another null move, without non-pawn material
// (zugzwang), below NullMoveMinDepth, or when the static eval is below beta.
std::optional<int> null_move_prune(Searcher& searcher, const Node& node);

// R for a node of `depth`: NullMoveR for `fixed`; 3 above depth 6 else 2 for `adaptive`.
int null_move_reduction(int mode, int fixed_r, int depth);

}  // namespace gambit::search
