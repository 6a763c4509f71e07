// Futility pruning of quiet moves near the leaves — J. Schaeffer (1986); E. A. Heinz, "Extended futility
// pruning" (ICCA Journal 21(3), 1998): a quiet move cannot raise a hopeless static eval above alpha.
#pragma once

namespace gambit::search {

struct SearchParams;
struct Node;

// Contract: called per quiet move that does not give check, at a node not in check, after at least one
// move was searched. True when static eval + FutilityMargin * (depth + 1) <= alpha at depth <=
// FutilityDepth: skip the move (the node's value stays a fail-low bound).
bool futility_prunes(const SearchParams& params, const Node& node);

}  // namespace gambit::search
