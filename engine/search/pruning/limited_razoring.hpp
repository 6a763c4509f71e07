// Limited razoring — E. A. Heinz, "Extended futility pruning" (ICCA Journal 21(3), 1998, pp. 148–156): a
// pre-pre-frontier node (three plies left) whose static eval lies more than about a queen below alpha is searched
// one ply shallower, as a pre-frontier node, instead of being given up (razoring.hpp drops such nodes into quiescence).
#pragma once

#include <cstddef>

#include "engine/search/searcher.hpp"

namespace gambit::search {

// Contract: a node-level reduction, called where steps 5-10 run (a non-PV node not in check, so the move that
// led here gave no check; no move excluded). Tried (counted) when LimitedRazoring is on, the node's depth is
// LimitedRazoringDepth, the move that led here was not extended and alpha is no mate score; cut when static
// eval + LimitedRazoringMargin <= alpha. Returns the plies the node loses: 1 when cut, else 0.
inline int limited_razoring(Searcher& s, const Node& node) {
    const SearchParams& p = s.params();
    if (!p.limited_razoring || node.type == NodeType::PV || node.in_check) return 0;
    if (node.depth != p.limited_razoring_depth || is_mate_score(node.alpha)) return 0;
    if (s.prune_context().extended[std::size_t(node.ply - 1)]) return 0;  // Heinz: not after an extension
    const bool hopeless = node.static_eval + p.limited_razoring_margin <= node.alpha;
    return MethodAttempt::decide(s, method("LimitedRazoring"), hopeless) ? 1 : 0;
}

}  // namespace gambit::search
