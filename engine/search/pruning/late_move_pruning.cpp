#include "engine/search/pruning/late_move_pruning.hpp"

#include "engine/search/searcher.hpp"

namespace gambit::search {

bool late_move_prune(Searcher& s, const Node& node, const MoveCandidate& c) {
    const SearchParams& p = s.params();
    if (!p.late_move_pruning || !c.quiet || c.gives_check || node.type == NodeType::PV) return false;
    const int limit = p.lmp_base + c.depth * c.depth;
    const bool prunes = c.depth <= p.lmp_depth && c.quiets_seen >= (node.improving ? limit : limit / p.lmp_not_improving_divisor);
    return MethodAttempt::decide(s, method("LateMovePruning"), prunes);
}

}  // namespace gambit::search
