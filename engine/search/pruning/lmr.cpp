#include "engine/search/pruning/lmr.hpp"

#include <algorithm>
#include <cmath>

#include "engine/search/searcher.hpp"

namespace gambit::search {

void LmrTable::build(const SearchParams& params) {
    const double base = params.lmr_base / 100.0;
    const double divisor = params.lmr_divisor / 100.0;
    for (int d = 1; d < 64; ++d)
        for (int m = 1; m < 64; ++m) table_[d][m] = int(base + std::log(d) * std::log(m) / divisor);
}

int lmr_reduction(const SearchParams& params, const LmrTable& table, const LmrMove& move) {
    if (!params.lmr || move.in_check || move.depth < params.lmr_min_depth) return 0;
    const int full_depth_moves = params.lmr_min_moves + (move.type == NodeType::PV ? params.lmr_pv_moves : 0);
    if (move.move_count <= full_depth_moves) return 0;
    // LMR as it began (Ziggy and its time): one ply for every late quiet move, captures never.
    if (params.lmr_one_ply) return move.quiet ? 1 : 0;

    int r = table.base(move.depth, move.move_count);
    if (!move.quiet) r = r / params.lmr_capture_divisor;  // losing captures are reduced less
    if (move.type == NodeType::PV) r -= params.lmr_pv_plies;
    if (move.type == NodeType::Cut) r += params.lmr_cut_plies;  // expected to fail high anyway; cheap to verify
    if (!move.improving) r += params.lmr_not_improving_plies;
    if (move.gives_check) r -= params.lmr_check_plies;
    if (params.lmr_refutation && move.refutation) r -= params.lmr_refutation_plies;
    if (params.lmr_tt_capture && move.quiet && move.tt_capture) r += params.lmr_tt_capture_plies;
    return std::clamp(r, 0, std::max(0, move.depth - 1 - params.lmr_min_depth_left));
}

int lmr_search(Searcher& s, ChildSearch& child, int alpha, int new_depth, int reduction, NodeType type) {
    int value;
    bool again;
    {
        // LMR's reduced searches are not marked as its own: its node count sums every one of them, nested
        // ones included. The full-depth re-search is counted here but searched after the attempt, so its
        // nodes are not LMR's.
        MethodAttempt attempt(s, method("LMR"));
        attempt.cut();
        value = child.search(alpha, alpha + 1, new_depth - reduction, type);
        again = value > alpha && !s.stopped();
        if (again) attempt.count(Counter::ReSearch);
    }
    return again ? child.search(alpha, alpha + 1, new_depth, type) : value;
}

}  // namespace gambit::search
