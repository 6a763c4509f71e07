#include "engine/search/pruning/see_pruning.hpp"

#include "engine/search/searcher.hpp"

namespace gambit::search {

bool see_prune(Searcher& s, const Node&, const MoveCandidate& c) {
    const SearchParams& p = s.params();
    if (!p.see_pruning) return false;
    const int margin = (c.quiet ? p.see_quiet_margin : p.see_capture_margin) * c.depth;
    return MethodAttempt::decide(s, method("SEEPruning"), c.depth <= p.see_pruning_depth && !s.position().see_ge(c.move, -margin));
}

}  // namespace gambit::search
