// The search the forward-pruning methods sit on. `modern` is today's search: late-move reductions,
// futility and reverse futility pruning, razoring, late-move and SEE pruning, internal iterative
// reduction, and singular extension when it is switched on (off by default until a match accepts it). `classic` is the setting of the papers behind Gambit (Beal; Heinz; Buro; Björnsson &
// Marsland; Jiang & Buro; Winands et al.): PVS, transposition table, quiescence, check extension,
// killers and history, and none of those reductions or prunings, so that `Baseline=classic Preset=none`
// is a search with no forward pruning at all. A baseline touches only these switches and a preset only
// the papers' methods, so the two combine in either order.
#pragma once

#include <array>
#include <span>
#include <string_view>

namespace gambit::search {

struct SearchParams;

enum class Baseline : int { Modern, Classic, Count };

inline constexpr auto BaselineNames = std::to_array<std::string_view>({"modern", "classic"});
static_assert(BaselineNames.size() == std::size_t(Baseline::Count));

// The on/off switches a baseline owns (LMR, futility, reverse futility, razoring, late-move, history and
// SEE pruning, internal iterative reduction, singular extension): the one list, which the tests read too.
std::span<int SearchParams::* const> baseline_switches();

// Sets `params.baseline` and the switches it owns (margins and every other field are left as they are):
// `modern` sets them as SearchParams{} has them, `classic` switches them all off.
void apply_baseline(SearchParams& params, Baseline baseline);

}  // namespace gambit::search
