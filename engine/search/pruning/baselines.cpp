#include "engine/search/pruning/baselines.hpp"

#include "engine/search/params.hpp"

namespace gambit::search {

void apply_baseline(SearchParams& p, Baseline baseline) {
    const SearchParams defaults;
    p.baseline = int(baseline);
    p.lmr = defaults.lmr;
    p.futility = defaults.futility;
    p.reverse_futility = defaults.reverse_futility;
    p.razoring = defaults.razoring;
    p.late_move_pruning = defaults.late_move_pruning;
    p.history_pruning = defaults.history_pruning;
    p.see_pruning = defaults.see_pruning;
    p.internal_reduction = defaults.internal_reduction;
    p.singular_extension = defaults.singular_extension;
    if (baseline == Baseline::Classic)
        p.lmr = p.futility = p.reverse_futility = p.razoring = p.late_move_pruning = p.history_pruning = p.see_pruning =
            p.internal_reduction = p.singular_extension = 0;
}

}  // namespace gambit::search
