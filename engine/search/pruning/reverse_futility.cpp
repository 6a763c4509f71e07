#include "engine/search/pruning/reverse_futility.hpp"

#include "engine/search/searcher.hpp"

namespace gambit::search {

std::optional<int> reverse_futility_prune(Searcher& s, const Node& node) {
    const SearchParams& p = s.params();
    if (!p.reverse_futility || node.type == NodeType::PV || node.in_check) return std::nullopt;
    if (node.depth > p.reverse_futility_depth || node.static_eval >= MateBound) return std::nullopt;
    // A mate-score window (a shorter mate is being sought) is not something a static eval can beat.
    if (is_mate_score(node.beta)) return std::nullopt;

    const int margin = p.reverse_futility_margin * (node.depth - (node.improving ? p.reverse_futility_improving_plies : 0));
    if (!MethodAttempt::decide(s, method("ReverseFutility"), node.static_eval - margin >= node.beta)) return std::nullopt;
    return node.static_eval;
}

}  // namespace gambit::search
