#include "engine/search/pruning/presets.hpp"

#include "engine/search/search_params.hpp"
#include "engine/search/pruning/multi_cut.hpp"
#include "engine/search/pruning/null_move_bound.hpp"
#include "engine/search/pruning/probcut.hpp"

namespace gambit::search {
namespace {

void nothing(SearchParams& p) {
    p.null_move = NullMoveMode::Off;
    p.null_move_bound = NullMoveBound::Standard;
    p.multi_cut = MultiCutMode::Off;
    p.probcut = ProbCutMode::Off;
    p.probcut_pairs = ProbCutPairs::All;
    p.probcut_threshold_mid = p.probcut_threshold_end = 150;
    p.enhanced_forward_pruning = 0;
}

// The baseline's null move: adaptive (Heinz), or The Turk's and Ziggy's fixed R = 2 (baselines.hpp).
void null_move(SearchParams& p) {
    nothing(p);
    const BaselineNullMove form = baseline_null_move(p.baseline);
    p.null_move = form.mode;
    if (form.mode == NullMoveMode::Fixed) p.null_move_r = form.r;
}

void multi_cut_original(SearchParams& p) {
    null_move(p);
    p.multi_cut = MultiCutMode::Original;
    p.multi_cut_r = 2, p.multi_cut_c = 3, p.multi_cut_m = 10;
}

void multi_cut_enhanced(SearchParams& p) {
    null_move(p);
    p.multi_cut = MultiCutMode::Enhanced;
    p.multi_cut_r = 3, p.multi_cut_c = 3, p.multi_cut_m = 16;
    p.multi_cut_apply_at = MultiCutApplyAt::TT;
    p.multi_cut_independent = 1, p.multi_cut_reorder = 1;
}

}  // namespace

void apply_preset(SearchParams& p, Preset preset) {
    p.preset = preset;
    switch (preset) {
        case Preset::None: nothing(p); break;
        case Preset::Nm: null_move(p); break;
        case Preset::NmModern: null_move(p), p.null_move = NullMoveMode::Modern; break;
        case Preset::McOriginal: multi_cut_original(p); break;
        case Preset::McEnhanced: multi_cut_enhanced(p); break;
        case Preset::McC2: multi_cut_enhanced(p), p.multi_cut_c = 2; break;
        case Preset::Vnb: null_move(p), p.null_move_bound = NullMoveBound::Variable; break;
        case Preset::Tempo10: null_move(p), p.null_move_bound = NullMoveBound::Tempo10; break;
        case Preset::Tempo20: null_move(p), p.null_move_bound = NullMoveBound::Tempo20; break;
        case Preset::ProbCut: null_move(p), p.probcut = ProbCutMode::Single; break;
        case Preset::Mpc: null_move(p), p.probcut = ProbCutMode::Multi; break;
        case Preset::ProbCutJb:
            null_move(p), p.probcut = ProbCutMode::Single;
            p.probcut_threshold_mid = p.probcut_threshold_end = 100;
            break;
        case Preset::MpcJb:
            null_move(p), p.probcut = ProbCutMode::Multi;
            p.probcut_pairs = ProbCutPairs::JiangBuro;
            p.probcut_threshold_mid = 120, p.probcut_threshold_end = 100;
            break;
        case Preset::Efp: multi_cut_original(p), p.enhanced_forward_pruning = 1; break;
        case Preset::Engine: {
            const SearchParams defaults;
            p.null_move = defaults.null_move, p.null_move_r = defaults.null_move_r;
            p.null_move_bound = defaults.null_move_bound;
            p.multi_cut = defaults.multi_cut, p.multi_cut_m = defaults.multi_cut_m;
            p.multi_cut_c = defaults.multi_cut_c, p.multi_cut_r = defaults.multi_cut_r;
            p.multi_cut_apply_at = defaults.multi_cut_apply_at;
            p.multi_cut_independent = defaults.multi_cut_independent, p.multi_cut_reorder = defaults.multi_cut_reorder;
            p.probcut = defaults.probcut, p.probcut_pairs = defaults.probcut_pairs;
            p.probcut_threshold_mid = defaults.probcut_threshold_mid;
            p.probcut_threshold_end = defaults.probcut_threshold_end;
            p.enhanced_forward_pruning = defaults.enhanced_forward_pruning;
            break;
        }
        case Preset::Count: break;
    }
}

}  // namespace gambit::search
