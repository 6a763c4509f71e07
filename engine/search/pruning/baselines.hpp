// The search the forward-pruning methods sit on. `modern` is today's search: late-move reductions,
// futility and reverse futility pruning, razoring, late-move and SEE pruning, internal iterative
// reduction, and singular extension when it is switched on (off by default until a match accepts it).
// `classic` is Gambit's first stand-in for the papers' search: PVS, transposition table, quiescence, check
// extension, killers and history, and none of those reductions or prunings, so that `Baseline=classic
// Preset=none` is a search with no forward pruning at all. It is not the papers' search: it keeps the later
// heuristics listed below and the network evaluation, which the period baselines leave out. A baseline
// touches only these switches and a preset only the papers' methods, so the two combine in either order.
//
// The period baselines are the programs the seeds ran, each built from what its seed says of it: classic
// with none of the later heuristics (correction history, continuation history, counter moves, history
// gravity and malus, the static-eval gate on null move, the network evaluation, LMR's refinements) and with
// the program's own null move for the presets that switch null move on:
//   turk   Björnsson & Marsland's The Turk: PVS, recursive null move R = 2, no LMR;
//   ziggy  Eiríksson's Ziggy: PVS, null move R = 2 (his program's default), LMR of one ply, SEE;
//   crafty Jiang & Buro's Crafty: NegaScout (PVS), null move with R = 3 above depth 6 else 2, no LMR.
#pragma once

#include <array>
#include <span>
#include <string_view>

namespace gambit::search {

struct SearchParams;
enum class NullMoveMode : int;

enum class Baseline : int { Modern, Classic, Turk, Ziggy, Crafty, Count };

inline constexpr auto BaselineNames = std::to_array<std::string_view>({"modern", "classic", "turk", "ziggy", "crafty"});
static_assert(BaselineNames.size() == std::size_t(Baseline::Count));

// The on/off switches a baseline owns (LMR, futility, reverse futility, razoring, late-move, history and
// SEE pruning, internal iterative reduction, singular extension): the one list, which the tests read too.
// `classic` switches them all off.
std::span<int SearchParams::* const> baseline_switches();

// The later heuristics a period baseline owns besides (correction history, continuation history and its
// fourth-ply row, counter moves, history gravity and malus, the null move's static-eval gate, the network
// evaluation, LMR's refinements and its one-ply form): `modern` and `classic` set them as SearchParams{}
// has them, a period baseline switches off every one it does not name.
std::span<int SearchParams::* const> later_heuristics();

// The switches of both lists a period baseline switches on (empty for modern and classic, which are not
// lists of what is on).
std::span<int SearchParams::* const> period_switches(Baseline baseline);

// The null move a preset switches on over this baseline: adaptive (Heinz) but for The Turk's and Ziggy's
// fixed R = 2.
struct BaselineNullMove {
    NullMoveMode mode;
    int r;  // NullMoveR, for `fixed`
};
BaselineNullMove baseline_null_move(Baseline baseline);

// Sets `params.baseline` and the switches it owns (margins and every other field are left as they are):
// `modern` sets them as SearchParams{} has them, `classic` switches the first list off, a period baseline
// switches on what it names and off the rest. A null move in the old baseline's form (the one a preset gave)
// takes the new baseline's form, so baseline and preset still combine in either order; any other stays.
void apply_baseline(SearchParams& params, Baseline baseline);

}  // namespace gambit::search
