// Reverse futility pruning (static null move) — the mirror of futility pruning (Heinz, "Extended
// futility pruning", ICCA Journal 21(3), 1998, pp. 148–156): if the static eval beats beta by a depth-scaled
// margin, assume a real search would too.
#pragma once

#include <optional>

namespace gambit::search {

class Searcher;
struct Node;

// Contract: non-PV node, not in check, depth <= ReverseFutilityDepth. Returns the static eval (a fail-high
// guess, not TT-storable) when eval - margin * (depth - ReverseFutilityImprovingPlies when improving) >= beta; nullopt otherwise.
std::optional<int> reverse_futility_prune(Searcher& searcher, const Node& node);

}  // namespace gambit::search
