#include "engine/search/pruning/baselines.hpp"

#include <array>

#include "engine/search/search_params.hpp"

namespace gambit::search {

namespace {

using P = SearchParams;
constexpr auto Switches = std::to_array<int P::*>({&P::lmr, &P::futility, &P::reverse_futility, &P::razoring,
                                                   &P::late_move_pruning, &P::history_pruning, &P::see_pruning,
                                                   &P::internal_reduction, &P::singular_extension});

}  // namespace

std::span<int SearchParams::* const> baseline_switches() { return Switches; }

void apply_baseline(SearchParams& p, Baseline baseline) {
    const SearchParams defaults;
    p.baseline = baseline;
    for (int P::*field : Switches) p.*field = baseline == Baseline::Classic ? 0 : defaults.*field;
}

}  // namespace gambit::search
