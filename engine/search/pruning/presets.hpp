// Named configurations of the forward-pruning switches, after the papers' experiments (Björnsson &
// Marsland 2001; Eiríksson 2010; Jiang & Buro 2003; Winands et al. 2005). Setting the UCI option `Preset`
// applies one; the individual switches can still be changed after it. The modern baselines (LMR, futility,
// reverse futility, razoring, late-move and SEE pruning) keep their own switches: presets compare the
// papers' methods on top of the same search.
#pragma once

#include <array>
#include <string_view>

namespace gambit::search {

struct SearchParams;

enum class Preset : int { None, Nm, NmModern, McOriginal, McEnhanced, Vnb, Tempo10, Tempo20, ProbCut, Mpc, Efp, Default, Count };

constexpr std::array<std::string_view, std::size_t(Preset::Count)> PresetNames = {
    "none", "nm", "nm-modern", "mc-original", "mc-enhanced", "vnb", "tempo10", "tempo20", "probcut", "mpc", "efp", "default"};

// none: no null move, multi-cut, ProbCut or EFP. nm: adaptive null move (Heinz), standard bound.
// nm-modern: null move as today's strong engines do it (R grows with depth and with eval - beta).
// mc-original: nm + multi-cut at CUT nodes, R2 C3 M10. mc-enhanced: nm + multi-cut R3 C3 M16 (E16), applied
// from the TT, piece-independent, reordering. vnb / tempo10 / tempo20: nm with the variable / fixed bound.
// probcut: nm + ProbCut (4, 8). mpc: nm + Multi-ProbCut. efp: mc-original + enhanced forward pruning.
// default: the combination that measured strongest (docs/experiments.md); SearchParams{} equals it.
void apply_preset(SearchParams& params, Preset preset);

}  // namespace gambit::search
