#include "engine/search/pruning/baselines.hpp"

#include <algorithm>
#include <array>

#include "engine/search/search_params.hpp"

namespace gambit::search {

namespace {

using P = SearchParams;
constexpr auto Switches = std::to_array<int P::*>({&P::lmr, &P::futility, &P::reverse_futility, &P::razoring,
                                                   &P::late_move_pruning, &P::history_pruning, &P::see_pruning,
                                                   &P::internal_reduction, &P::singular_extension});
constexpr auto Later = std::to_array<int P::*>(
    {&P::correction_history, &P::continuation_history, &P::continuation_ply4, &P::counter_move,
     &P::history_gravity, &P::history_malus, &P::null_move_eval_gate, &P::eval_network, &P::lmr_refutation,
     &P::lmr_tt_capture, &P::lmr_one_ply});

// What each period program had of the two lists; the rest of them it had not.
constexpr auto ZiggyOn = std::to_array<int P::*>({&P::lmr, &P::lmr_one_ply});

bool is_period(Baseline b) { return b == Baseline::Turk || b == Baseline::Ziggy || b == Baseline::Crafty; }

}  // namespace

std::span<int SearchParams::* const> baseline_switches() { return Switches; }
std::span<int SearchParams::* const> later_heuristics() { return Later; }

std::span<int SearchParams::* const> period_switches(Baseline baseline) {
    if (baseline == Baseline::Ziggy) return ZiggyOn;
    return {};
}

BaselineNullMove baseline_null_move(Baseline baseline) {
    if (baseline == Baseline::Turk || baseline == Baseline::Ziggy) return {NullMoveMode::Fixed, 2};
    return {NullMoveMode::Adaptive, SearchParams{}.null_move_r};
}

namespace {

// The null move a preset gave over the old baseline follows the new one; any other is the user's and stays.
void follow_null_move(SearchParams& p, Baseline from, Baseline to) {
    const BaselineNullMove old = baseline_null_move(from), now = baseline_null_move(to);
    if (p.null_move != old.mode || (old.mode == NullMoveMode::Fixed && p.null_move_r != old.r)) return;
    p.null_move = now.mode;
    if (now.mode == NullMoveMode::Fixed) p.null_move_r = now.r;
}

}  // namespace

void apply_baseline(SearchParams& p, Baseline baseline) {
    const SearchParams defaults;
    follow_null_move(p, p.baseline, baseline);
    p.baseline = baseline;
    if (is_period(baseline)) {
        const auto on = period_switches(baseline);
        for (auto list : {baseline_switches(), later_heuristics()})
            for (int P::*field : list) p.*field = std::find(on.begin(), on.end(), field) != on.end() ? 1 : 0;
    } else {
        for (int P::*field : Switches) p.*field = baseline == Baseline::Classic ? 0 : defaults.*field;
        for (int P::*field : Later) p.*field = defaults.*field;
    }
}

}  // namespace gambit::search
