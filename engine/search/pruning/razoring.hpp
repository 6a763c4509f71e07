// Razoring — Birmingham & Kent, "Tree-searching and tree-pruning techniques" (Advances in Computer
// Chess 1, 1977); the form here drops hopeless shallow nodes into quiescence search.
#pragma once

#include <optional>

namespace gambit::search {

class Searcher;
struct Node;

// Contract: non-PV node, not in check, depth <= RazorDepth. When static eval + RazorMargin * depth is still below
// alpha, a null-window quiescence search at alpha decides: its value (a fail-low bound, <= alpha) is
// returned if it confirms; nullopt otherwise.
std::optional<int> razor(Searcher& searcher, const Node& node);

}  // namespace gambit::search
