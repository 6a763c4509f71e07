// The search the forward-pruning methods sit on. `modern` is today's search: late-move reductions,
// futility and reverse futility pruning, razoring, late-move and SEE pruning, internal iterative
// reduction, and singular extension when it is switched on (off by default until a match accepts it). `classic` is the setting of the papers behind Gambit (Beal; Heinz; Buro; Björnsson &
// Marsland; Jiang & Buro; Winands et al.): PVS, transposition table, quiescence, check extension,
// killers and history, and none of those reductions or prunings, so that `Baseline=classic Preset=none`
// is a search with no forward pruning at all. A baseline touches only these switches and a preset only
// the papers' methods, so the two combine in either order.
#pragma once

#include <array>
#include <string_view>

namespace gambit::search {

struct SearchParams;

enum class Baseline : int { Modern, Classic, Count };

constexpr std::array<std::string_view, std::size_t(Baseline::Count)> BaselineNames = {"modern", "classic"};

// Sets `params.baseline` and the on/off switches it owns (margins and every other field are left as they
// are): `modern` switches them on as SearchParams{} has them, `classic` off.
void apply_baseline(SearchParams& params, Baseline baseline);

}  // namespace gambit::search
