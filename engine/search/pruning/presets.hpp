// Named configurations of the forward-pruning switches, after the papers' experiments (Björnsson &
// Marsland 2001; Eiríksson 2011; Jiang & Buro 2003; Winands et al. 2005). Setting the UCI option `Preset`
// applies one; the individual switches can still be changed after it. The modern baselines (LMR, futility,
// reverse futility, razoring, late-move and SEE pruning) keep their own switches: presets compare the
// papers' methods on top of the same search.
#pragma once

#include <array>
#include <string_view>

namespace gambit::search {

struct SearchParams;

enum class Preset : int {
    None, Nm, NmModern, McOriginal, McEnhanced, McC2, Vnb, Tempo10, Tempo20, ProbCut, Mpc, ProbCutJb, MpcJb, Efp,
    Engine, Count
};

// The UCI names, in the enum's order (the parameter table checks the count; presets_test.cpp each name).
inline constexpr auto PresetNames = std::to_array<std::string_view>(
    {"none", "nm", "nm-modern", "mc-original", "mc-enhanced", "mc-c2", "vnb", "tempo10", "tempo20", "probcut", "mpc",
     "probcut-jb", "mpc-jb", "efp", "engine"});
static_assert(PresetNames.size() == std::size_t(Preset::Count) &&
              PresetNames[std::size_t(Preset::Engine)] == "engine");

// none: no null move, multi-cut, ProbCut or EFP. nm: the baseline's null move (adaptive, Heinz; The Turk's and
// Ziggy's fixed R = 2 on `turk` and `ziggy`), standard bound.
// nm-modern: null move as today's strong engines do it (R grows with depth and with eval - beta).
// mc-original: nm + multi-cut at CUT nodes, R2 C3 M10. mc-enhanced: nm + multi-cut R3 C3 M16 (E16), applied
// from the TT, piece-independent, reordering. vnb / tempo10 / tempo20: nm with the variable / fixed bound.
// mc-c2: nm + multi-cut as mc-enhanced but C2 (two cutoffs of sixteen suffice), Gambit's C = 2 configuration
// that saved most nodes on WAC (docs/experiments.md; not in Eiríksson's table, whose C = 2 ones are all
// R = 2). probcut: nm + ProbCut (4, 8), t = 1.5. mpc: nm + Multi-ProbCut over every pair of the table,
// t = 1.5 (Gambit's first choice, not the paper's). probcut-jb / mpc-jb: as Jiang &
// Buro ran them: (4, 8) at t = 1.0; the pairs (2,6) (3,7) (4,8) (3,9) (4,10) at t = 1.2 in the middlegame and
// 1.0 in the endgame. efp: mc-original + enhanced forward pruning.
// engine: the combination that measured strongest (docs/experiments.md); SearchParams{} equals it. It was
// called `default`, a word of the UCI grammar (`option ... default X`) that polyglot and other adapters
// mangle as a combo value; `default` is still read (PresetAliases), never written.
void apply_preset(SearchParams& params, Preset preset);

}  // namespace gambit::search
