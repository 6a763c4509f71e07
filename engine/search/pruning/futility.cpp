#include "engine/search/pruning/futility.hpp"

#include "engine/search/searcher.hpp"

namespace gambit::search {

bool futility_prune(Searcher& s, const Node& node, const MoveCandidate& c) {
    const SearchParams& p = s.params();
    if (!p.futility || !c.quiet || c.gives_check) return false;
    // With alpha at a mate score every quiet move would look futile, and shorter mates would go unseen.
    const bool prunes = node.depth <= p.futility_depth && c.alpha < MateBound &&
                        node.static_eval + p.futility_margin * (node.depth + p.futility_base_plies) <= c.alpha;
    return MethodAttempt::decide(s, method("Futility"), prunes);
}

}  // namespace gambit::search
