// Null-move pruning — D. Beal, "Experiments with the null move" (Advances in Computer Chess 5, 1989);
// adaptive R — E. A. Heinz, "Adaptive null-move pruning" (ICCA Journal 22(3), 1999); verified null move —
// O. David Tabibi & N. S. Netanyahu, "Verified null-move pruning" (ICGA Journal 25(3), 2002).
#pragma once

#include <optional>

namespace gambit::search {

class Searcher;
struct Node;
struct SearchParams;

// Contract: call at a non-PV node that is not in check. Passes the move and searches the opponent's reply
// with depth reduced by R and a null window at beta - t (t from NullMoveBound, see null_move_bound.hpp).
// Returns a fail-high bound (>= beta, never an unproven mate score; beta itself when the relaxed bound or
// enhanced forward pruning made the cut) when the null search fails high, nullopt otherwise.
// Skipped when NullMove is off, after another null move, without non-pawn material (zugzwang guard),
// below NullMoveMinDepth, or when the static eval is below beta.
// `verified` (R = 3): outside a verification subtree a fail-high does not cut; the node is searched again
// at depth - 1 with verification off below it, and only that search's fail-high cuts. If it fails low a
// zugzwang is suspected (counted as a verification failure) and the node is searched normally.
std::optional<int> null_move_prune(Searcher& searcher, const Node& node);

// R for a node of `depth` whose static eval is `eval_surplus` centipawns above beta, by NullMove: NullMoveR
// for `fixed`; 3 above depth 6 else 2 for `adaptive` (Heinz); 3 for `verified` (Tabibi & Netanyahu); for
// `modern`, as today's strong engines do it, NullMoveModernBase (3) + depth / NullMoveModernDepthDivisor (3)
// + min(NullMoveModernEvalCap (3), eval_surplus / NullMoveModernEvalDivisor (200)): the deeper the node and
// the surer the cut, the shallower the search that confirms it.
int null_move_reduction(const SearchParams& params, int depth, int eval_surplus);

}  // namespace gambit::search
