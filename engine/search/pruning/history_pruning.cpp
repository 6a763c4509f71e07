#include "engine/search/pruning/history_pruning.hpp"

#include "engine/search/searcher.hpp"

namespace gambit::search {

bool history_prunes(const SearchParams& p, int depth, int history) {
    return depth <= p.history_pruning_depth && history < -p.history_pruning_margin * depth;
}

bool history_prune(Searcher& s, const Node&, const MoveCandidate& c) {
    const SearchParams& p = s.params();
    if (!p.history_pruning || !c.quiet || c.gives_check) return false;
    const chess::Position& pos = s.position();
    const int history = s.history().quiet_score(pos.side_to_move(), pos.moved_piece(c.move), c.move, c.continuations);
    return MethodAttempt::decide(s, method("HistoryPruning"), history_prunes(p, c.depth, history));
}

}  // namespace gambit::search
