// SearchParams: every switch, reduction and margin of the search, in one runtime struct, plus the
// registry that describes each of them once (UCI name, type, range). The registry drives the UCI
// `option` lines, `setoption`, and the one-line dump printed by `bench` and `info string params`,
// so an A/B match can change any of them without a rebuild.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chess/text.hpp"

namespace gambit::search {

enum class NullMoveMode : int { Off = 0, Fixed = 1, Adaptive = 2, Verified = 3, Modern = 4 };

struct ProbCutTable;

// The index of `default` in PresetNames (pruning/presets.hpp checks that they agree).
inline constexpr int DefaultPresetIndex = 14;

// Defaults here are the defaults everywhere (the registry reads them from a default-constructed struct).
// All fields are int so one member-pointer type describes them; checks are 0/1, combos an index
// (the one string option, ProbCutParams, has its own member and the table it loads).
struct SearchParams {
    // The search under the papers' methods: modern or classic (pruning/baselines.hpp).
    int baseline = 0;
    // Null-move pruning (Beal 1989; adaptive R: Heinz 1999).
    int null_move = int(NullMoveMode::Modern);
    int null_move_r = 2;             // R for `fixed`
    int null_move_min_depth = 2;     // no null move below this depth
    int null_move_eval_gate = 1;     // try it only when the static eval is at least beta (not in the papers)
    // The papers' forward-pruning methods (search/pruning/, one file each); values index the combos.
    int null_move_bound = 0;         // standard, tempo10, tempo20, variable (Björnsson & Marsland)
    int multi_cut = 0;               // off, original (Björnsson & Marsland), enhanced (Eiríksson)
    int multi_cut_m = 10;            // moves examined
    int multi_cut_c = 3;             // cutoffs needed
    int multi_cut_r = 2;             // depth reduction of the shallow searches
    int multi_cut_apply_at = 1;      // cut (expected CUT nodes), tt (shallower TT cutoff); enhanced only
    int multi_cut_independent = 1;   // cutoffs from different pieces; enhanced only
    int multi_cut_reorder = 1;       // moves that cut go first at full depth; enhanced only
    int probcut = 0;                 // off, single (4,8), multi (Buro; Jiang & Buro), captures (Stockfish)
    int probcut_threshold_mid = 150; // t x 100, middlegame
    int probcut_threshold_end = 150; // t x 100, endgame
    int probcut_pairs = 0;           // multi: all, the table's pairs; jiang-buro, their five (no (3,5))
    int probcut_margin = 100;        // captures: cp above beta a capture must beat
    int probcut_min_depth = 5;       // captures: no capture ProbCut below this depth
    int enhanced_forward_pruning = 0;  // Winands et al.: multi-cut at ALL nodes + four PVS additions
    int preset = DefaultPresetIndex; // index into PresetNames (pruning/presets.hpp)
    std::string probcut_params;      // ProbCutParams: fitted table file, empty = built-in table
    std::shared_ptr<const ProbCutTable> probcut_table;  // loaded from probcut_params (null = built-in)
    // Late-move reductions.
    int lmr = 1;
    int lmr_base = 75;               // reduction = base/100 + ln(depth) ln(moves) / (divisor/100)
    int lmr_divisor = 225;
    int lmr_min_depth = 3;
    int lmr_refutation = 1;          // one ply less for killers and the counter move
    int lmr_tt_capture = 1;          // one ply more for quiet moves when the TT move is a capture
    int lmr_min_moves = 3;           // moves searched at full depth before reducing (2 extra at PV nodes)
    // Futility pruning of quiet moves near the leaves (Schaeffer; Heinz 1998 extended futility).
    int futility = 1;
    int futility_margin = 90;        // per ply of remaining depth, plus a base of the same size
    int futility_depth = 6;
    // Reverse futility (static null move): static eval minus a margin still beats beta.
    int reverse_futility = 1;
    int reverse_futility_margin = 75;  // per ply
    int reverse_futility_depth = 8;
    // Razoring: hopeless static eval at shallow depth drops straight into quiescence.
    int razoring = 1;
    int razor_margin = 250;          // base + margin * depth
    // Late-move pruning: skip late quiet moves at shallow depth.
    int late_move_pruning = 1;
    int lmp_base = 3;                // quiets kept = base + depth^2 (halved when not improving)
    // History pruning: skip quiet moves whose history is very bad at shallow depth.
    int history_pruning = 0;
    int history_pruning_depth = 4;
    int history_pruning_margin = 2000;  // per ply: history below -margin * depth is pruned
    // SEE pruning of losing moves at shallow depth in the main search.
    int see_pruning = 1;
    int see_quiet_margin = 60;       // quiet moves: SEE >= -margin * depth
    int see_capture_margin = 100;    // captures: SEE >= -margin * depth
    // Extensions and search shape.
    int check_extension = 1;
    // Singular extension of the TT move (Anantharaman, Campbell & Hsu 1990; pruning/singular_extension.hpp).
    int singular_extension = 1;
    int singular_min_depth = 8;
    int singular_margin = 2;         // cp per ply below the TT value that another move must not reach
    int aspiration_window = 20;      // half-width in cp of the first window
    int internal_reduction = 1;      // reduce nodes without a TT move by one ply
    int rule50_decay = 0;            // evaluation scaled down as the fifty-move counter grows
    int capture_history = 0;         // capture history learned at cutoffs (ordering reads it either way)
    int correction_history = 1;      // static evaluation corrected by the search's results with the same pawns
    int continuation_ply4 = 1;       // continuation history also keyed on the move four plies back
    // Time management: the moves a clock without `movestogo` is shared over (time_manager.hpp). Only
    // stopping depends on it, so fixed-depth and node searches (bench) never do.
    int time_moves_to_go = 20;
    // Percent more of the soft limit when the score fell 100 cp from the previous iteration (pro rata
    // below, no more above): a falling score is a problem the next iteration may solve. 0: off.
    int time_falling_eval = 50;
    // Scale the soft limit by (1.5 - f) x this percent, f the share of the search's nodes spent under the
    // best root move: a move that took most of the effort is clear, one that took little is in doubt. 0: off.
    int time_node_fraction = 135;
};

enum class OptionType { Check, Spin, Combo, Button, String };

struct ParamInfo {
    std::string_view name;                 // UCI option name
    OptionType type;
    int SearchParams::*field;
    int min = 0, max = 1;                  // spins; checks are 0..1; combos 0..choices-1
    std::span<const std::string_view> choices = {};  // combo values, indexed by the field
    std::string SearchParams::*text = nullptr;       // string options
};

// Every parameter, in dump order.
std::span<const ParamInfo> param_table();

// Case-insensitive lookup by UCI name; nullptr when unknown.
const ParamInfo* find_param(std::string_view name);

// The `option name ... type ...` line of one parameter.
std::string uci_option_line(const ParamInfo& info);

// Sets one parameter from its UCI text value (true/false, a number, a combo value; case-insensitive).
// Returns an error message when the name is unknown or the value is invalid; `params` is then unchanged.
std::optional<std::string> set_param(SearchParams& params, std::string_view name, std::string_view value);

// Text form of one value ("true", "12", "adaptive").
std::string param_value_text(const SearchParams& params, const ParamInfo& info);

// One line: `NullMove=modern NullMoveR=2 LMR=true ...`.
std::string params_dump(const SearchParams& params);

// UCI names and values compare case-insensitively.
using text::iequals;

}  // namespace gambit::search
