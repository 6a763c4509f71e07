// Enhanced forward pruning — M. H. M. Winands, H. J. van den Herik, J. W. H. M. Uiterwijk & E. C. D. van der
// Werf, "Enhanced forward pruning" (Information Sciences 175(4), 2005): forward pruning (multi-cut) also at
// expected ALL nodes, made safe by four additions to principal-variation search.
#pragma once

#include "engine/search/node_type.hpp"
#include "engine/search/search_params.hpp"
#include "engine/search/searcher.hpp"

namespace gambit::search {

// Multi-cut is tried at expected ALL nodes too (at expected CUT nodes only without it).
inline bool efp_prunes_at_all_nodes(const SearchParams& p, NodeType type) {
    return p.enhanced_forward_pruning && type == NodeType::All;
}

// Addition 1: a node cut by forward pruning returns beta (fail hard), not the value that justified the cut.
inline int pruned_value(const SearchParams& p, int value, int beta) {
    return p.enhanced_forward_pruning ? beta : value;
}

// Addition 2: at a PV node whose window has closed (beta == alpha + 1), a null-window result equal to beta
// may come from a pruned subtree, so it is re-searched as a PV node (where nothing is forward pruned)
// instead of being taken as a cutoff.
inline bool efp_closed_window_research(const SearchParams& p, int alpha, int beta, int value) {
    return p.enhanced_forward_pruning && beta == alpha + 1 && value == beta;
}
// The same at step 15, counted: a re-search that plain PVS would not make.
inline bool efp_closed_window_research(Searcher& s, int alpha, int beta, int value) {
    if (!efp_closed_window_research(s.params(), alpha, beta, value)) return false;
    MethodAttempt::count(s, method("EnhancedForwardPruning"), Counter::ReSearch);
    return true;
}

// Addition 3: a re-search after a null-window value of alpha + 1 (possibly a fail-hard pruned value) uses
// alpha, not that value, as its lower bound. Gambit's PVS always re-searches with the window
// (alpha, beta), never (scout value, beta), so this holds by construction for every configuration; the
// function names the rule where the re-search window is built.
inline int research_lower_bound(int alpha, int /*scout_value*/) { return alpha; }

// Addition 4: an expected CUT node that failed low with exactly alpha (typically because its children
// were cut with fail-hard values) is not stored in the transposition table.
inline bool efp_skips_store(const SearchParams& p, NodeType type, int best_value, int alpha) {
    return p.enhanced_forward_pruning && type == NodeType::Cut && best_value == alpha;
}
// The same at step 19, counted: a store left out.
inline bool efp_skips_store(Searcher& s, NodeType type, int best_value, int alpha) {
    if (!efp_skips_store(s.params(), type, best_value, alpha)) return false;
    MethodAttempt::count(s, method("EnhancedForwardPruning"), Counter::Skipped);
    return true;
}

}  // namespace gambit::search
