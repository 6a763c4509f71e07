// SearchParams: every switch, reduction and margin of the search, in one runtime struct, plus the
// registry that describes each of them once (UCI name, type, range). The registry drives the UCI
// `option` lines, `setoption`, and the one-line dump printed by `bench` and `info string params`,
// so an A/B match can change any of them without a rebuild.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "chess/pgn/text.hpp"
#include "engine/search/pruning/baselines.hpp"
#include "engine/search/pruning/presets.hpp"

namespace gambit::search {

// The values of the combo options, each enum with its UCI names in order (Baseline and Preset are in
// pruning/baselines.hpp and pruning/presets.hpp). The parameter table checks that an enum's Count and its
// names agree, so a value without a name does not compile.
enum class NullMoveMode : int { Off, Fixed, Adaptive, Verified, Modern, Count };
inline constexpr auto NullMoveNames =
    std::to_array<std::string_view>({"off", "fixed", "adaptive", "verified", "modern"});
// Björnsson & Marsland's bound for the null-move search (pruning/null_move_bound.hpp).
enum class NullMoveBound : int { Standard, Tempo10, Tempo20, Variable, Count };
inline constexpr auto NullMoveBoundNames =
    std::to_array<std::string_view>({"standard", "tempo10", "tempo20", "variable"});
enum class MultiCutMode : int { Off, Original, Enhanced, Count };
inline constexpr auto MultiCutNames = std::to_array<std::string_view>({"off", "original", "enhanced"});
enum class MultiCutApplyAt : int { Cut, TT, Count };
inline constexpr auto MultiCutApplyAtNames = std::to_array<std::string_view>({"cut", "tt"});
// Captures: capture ProbCut (pruning/capture_probcut.hpp), not Buro's.
enum class ProbCutMode : int { Off, Single, Multi, Captures, Count };
inline constexpr auto ProbCutNames = std::to_array<std::string_view>({"off", "single", "multi", "captures"});
// Which pairs Multi-ProbCut checks: every pair of the table, or Jiang & Buro's five ((3,5) left out on
// purpose: null move "excels at small heights").
enum class ProbCutPairs : int { All, JiangBuro, Count };
inline constexpr auto ProbCutPairsNames = std::to_array<std::string_view>({"all", "jiang-buro"});

struct ProbCutTable;

// Defaults here are the defaults everywhere (the registry reads them from a default-constructed struct).
// Checks are 0/1 ints, spins ints, combos their enum (the one string option, ProbCutParams, has its own
// member and the table it loads).
struct SearchParams {
    // The search under the papers' methods: modern or classic (pruning/baselines.hpp).
    Baseline baseline = Baseline::Modern;
    // Null-move pruning (Beal 1989; adaptive R: Heinz 1999).
    NullMoveMode null_move = NullMoveMode::Modern;
    int null_move_r = 2;             // R for `fixed`
    int null_move_min_depth = 2;     // no null move below this depth
    int null_move_eval_gate = 1;     // try it only when the static eval is at least beta (not in the papers)
    // R for `modern`: base + depth / depth divisor + min(eval cap, (eval - beta) / eval divisor).
    int null_move_modern_base = 3;
    int null_move_modern_depth_divisor = 3;
    int null_move_modern_eval_divisor = 200;
    int null_move_modern_eval_cap = 3;
    // The papers' forward-pruning methods (search/pruning/, one file each); values index the combos.
    NullMoveBound null_move_bound = NullMoveBound::Standard;  // Björnsson & Marsland
    int null_move_bound_seed_count = 0;  // NoPGAM as the seed counts it: captures too, not at PV nodes or the first child
    MultiCutMode multi_cut = MultiCutMode::Off;  // original (Björnsson & Marsland), enhanced (Eiríksson)
    int multi_cut_m = 10;            // moves examined
    int multi_cut_c = 3;             // cutoffs needed
    int multi_cut_r = 2;             // depth reduction of the shallow searches
    MultiCutApplyAt multi_cut_apply_at = MultiCutApplyAt::TT;  // CUT nodes, or a shallower TT cutoff; enhanced only
    int multi_cut_independent = 1;   // cutoffs from different pieces; enhanced only
    int multi_cut_reorder = 1;       // moves that cut go first at full depth; enhanced only
    int multi_cut_reorder_all = 0;   // every move that cut, in order, then the TT move (off: the first that cut)
    int multi_cut_skips_count = 0;   // a skipped move (piece independence) uses up one of the M (Algorithm 2)
    ProbCutMode probcut = ProbCutMode::Off;  // single (4,8), multi (Buro; Jiang & Buro), captures (Stockfish)
    int probcut_threshold_mid = 150; // t x 100, middlegame
    int probcut_threshold_end = 150; // t x 100, endgame
    ProbCutPairs probcut_pairs = ProbCutPairs::All;  // multi: the table's pairs, or Jiang & Buro's five
    int probcut_crafty_endgame = 0;  // the model's stage by Crafty's endgame rule (stage.hpp), not the phase
    int probcut_margin = 100;        // captures: cp above beta a capture must beat
    int probcut_min_depth = 5;       // captures: no capture ProbCut below this depth
    int probcut_reduction = 4;       // captures: plies less for the capture's search
    int probcut_tt_depth_slack = 3;  // captures: a TT entry at least depth - this deep may rule it out
    int enhanced_forward_pruning = 0;  // Winands et al.: multi-cut at ALL nodes + four PVS additions
    int multi_cut_flip_children = 0;   // multi-cut's shallow children typed opposite to their node (CUT below ALL)
    Preset preset = Preset::Engine; // the last preset applied (pruning/presets.hpp)
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
    int lmr_one_ply = 0;             // every late quiet move one ply, as LMR began (Ziggy), not the table
    // The table's reduction adjusted per move (plies unless said otherwise).
    int lmr_pv_moves = 2;            // more moves at full depth at PV nodes
    int lmr_capture_divisor = 2;     // a capture's reduction divided by this
    int lmr_pv_plies = 1;            // less at PV nodes
    int lmr_cut_plies = 1;           // more at expected CUT nodes: expected to fail high anyway
    int lmr_not_improving_plies = 1; // more when the static eval is not improving
    int lmr_check_plies = 1;         // less for a checking move
    int lmr_refutation_plies = 1;    // less for killers and the counter move (LMRRefutation)
    int lmr_tt_capture_plies = 1;    // more for quiet moves when the TT move is a capture (LMRTTCapture)
    int lmr_min_depth_left = 1;      // the reduced search keeps at least this many plies of depth - 1
    // Futility pruning of quiet moves near the leaves (Schaeffer; Heinz 1998 extended futility).
    int futility = 1;
    int futility_margin = 90;        // per ply of remaining depth plus FutilityBasePlies
    int futility_base_plies = 1;     // plies' worth of margin added at every depth
    int futility_depth = 6;
    // Reverse futility (static null move): static eval minus a margin still beats beta.
    int reverse_futility = 1;
    int reverse_futility_margin = 75;  // per ply
    int reverse_futility_improving_plies = 1;  // plies of margin taken off when the static eval improves
    int reverse_futility_depth = 8;
    // Razoring: hopeless static eval at shallow depth drops straight into quiescence.
    int razoring = 1;
    int razor_margin = 250;          // base + margin * depth
    int razor_depth = 3;             // no razoring above this depth
    // Limited razoring (Heinz 1998): a hopeless pre-pre-frontier node is searched one ply shallower.
    int limited_razoring = 0;
    int limited_razoring_margin = 900;  // about a queen below alpha
    int limited_razoring_depth = 3;     // the pre-pre-frontier
    // Late-move pruning: skip late quiet moves at shallow depth.
    int late_move_pruning = 1;
    int lmp_base = 3;                // quiets kept = base + depth^2 (divided when not improving)
    int lmp_not_improving_divisor = 2;  // ... by this
    int lmp_depth = 8;               // no late-move pruning above this depth
    // History pruning: skip quiet moves whose history is very bad at shallow depth.
    int history_pruning = 0;
    int history_pruning_depth = 4;
    int history_pruning_margin = 2000;  // per ply: history below -margin * depth is pruned
    // SEE pruning of losing moves at shallow depth in the main search.
    int see_pruning = 1;
    int see_quiet_margin = 60;       // quiet moves: SEE >= -margin * depth
    int see_capture_margin = 100;    // captures: SEE >= -margin * depth
    int see_pruning_depth = 8;       // no SEE pruning above this depth
    // Extensions and search shape.
    int check_extension = 1;
    int extension_ply_factor = 2;    // no extension at plies from this times the root depth on
    // Singular extension of the TT move (Anantharaman, Campbell & Hsu 1990; pruning/singular_extension.hpp).
    int singular_extension = 1;
    int singular_min_depth = 8;
    int singular_margin = 2;         // cp per ply below the TT value that another move must not reach
    int singular_tt_depth_slack = 3; // the TT entry must be at least depth - this deep
    int singular_depth_divisor = 2;  // the excluded search is (depth - 1) / this deep
    int aspiration_window = 20;      // half-width in cp of the first window
    int internal_reduction = 1;      // reduce nodes without a TT move by one ply
    int internal_reduction_depth = 4;  // from this depth on
    int delta_margin = 200;          // quiescence: a capture that cannot reach alpha - this margin is skipped
    int tablebase_store_plies = 6;   // a decisive tablebase probe is stored this much deeper than its node
    int rule50_decay = 0;            // evaluation scaled down as the fifty-move counter grows
    int capture_history = 0;         // capture history learned at cutoffs (ordering reads it either way)
    int correction_history = 1;      // static evaluation corrected by the search's results with the same pawns
    int continuation_ply4 = 1;       // continuation history also keyed on the move four plies back
    int continuation_history = 1;    // continuation history at all (off: the butterfly table alone)
    int counter_move = 1;            // the reply that refuted the previous move is ordered after the killers
    int history_gravity = 1;         // butterfly bonuses shrink near the bound (off: summed, table halved at it)
    int history_malus = 1;           // the quiet moves tried before the one that cut lose history
    int eval_network = 1;            // the network the engine holds evaluates (off: the weights alone)
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

// A combo value read on input as another one (an old name), never printed.
struct ComboAlias {
    std::string_view name;
    int index;
};

// One row of the parameter table below: what the option is and how it reads and writes its field.
struct ParamInfo {
    std::string_view name;                 // UCI option name
    OptionType type;
    int (*get)(const SearchParams&) = nullptr;  // the value as the option holds it: 0/1, a number, a combo index
    void (*set)(SearchParams&, int) = nullptr;  // (Preset and Baseline apply their whole configuration)
    int min = 0, max = 1;                  // spins; checks are 0..1; combos 0..choices-1
    std::span<const std::string_view> choices = {};  // combo values, indexed by the value
    std::string SearchParams::*text = nullptr;       // string options
    bool counted = false;  // the switch of a method with counters of its own (prune_stats.hpp), under this name
    std::span<const ComboAlias> aliases = {};  // combos: other names accepted by setoption
};

namespace param_rows {

// A field read and written as the int the option holds (a combo's enum as its index).
template <auto Field>
constexpr int read(const SearchParams& p) {
    return int(p.*Field);
}
template <auto Field>
constexpr void write(SearchParams& p, int value) {
    using Type = std::remove_cvref_t<decltype(p.*Field)>;
    p.*Field = Type(value);
}

template <auto Field>
constexpr ParamInfo check(std::string_view name) {
    static_assert(std::is_same_v<std::remove_cvref_t<decltype(std::declval<SearchParams&>().*Field)>, int>);
    return {name, OptionType::Check, read<Field>, write<Field>, 0, 1};
}
template <auto Field>
constexpr ParamInfo spin(std::string_view name, int min, int max) {
    return {name, OptionType::Spin, read<Field>, write<Field>, min, max};
}
// A combo over the enum of `Field`, whose names must be as many as its values; `set` replaces the plain
// write (Preset and Baseline apply their configuration).
template <auto Field, std::size_t N>
constexpr ParamInfo combo(std::string_view name, const std::array<std::string_view, N>& names,
                          void (*set)(SearchParams&, int) = write<Field>) {
    using Enum = std::remove_cvref_t<decltype(std::declval<SearchParams&>().*Field)>;
    static_assert(std::is_enum_v<Enum> && N == std::size_t(Enum::Count), "a combo has one name per value of its enum");
    return {name, OptionType::Combo, read<Field>, set, 0, int(N) - 1, names};
}
constexpr ParamInfo text(std::string_view name, std::string SearchParams::*field) {
    return {name, OptionType::String, nullptr, nullptr, 0, 0, {}, field};
}
// The switch of a method that counts its attempts: its row in `bench --stats` carries the option's name.
constexpr ParamInfo counted(ParamInfo row) {
    row.counted = true;
    return row;
}
constexpr ParamInfo with_aliases(ParamInfo row, std::span<const ComboAlias> aliases) {
    row.aliases = aliases;
    return row;
}
// Preset `engine` was `default` (pruning/presets.hpp): scripts and configurations that say so still work.
inline constexpr ComboAlias PresetAliases[] = {{"default", int(Preset::Engine)}};

}  // namespace param_rows

// Preset and Baseline apply their whole configuration (params.cpp).
void set_preset(SearchParams& p, int index);
void set_baseline(SearchParams& p, int index);

// Every parameter, in dump order: one row per option. A method's switch is `counted(...)` when the method
// has counters of its own; the counters' table (prune_stats.hpp) lists those rows in this order.
namespace param_rows {
using P = SearchParams;
// clang-format off
inline constexpr auto ParamTable = std::to_array<ParamInfo>({
    combo<&P::baseline>("Baseline", BaselineNames, set_baseline),
    with_aliases(combo<&P::preset>("Preset", PresetNames, set_preset), PresetAliases),
    counted(combo<&P::null_move>("NullMove", NullMoveNames)),
    spin<&P::null_move_r>("NullMoveR", 1, 4),
    spin<&P::null_move_min_depth>("NullMoveMinDepth", 1, 10),
    check<&P::null_move_eval_gate>("NullMoveEvalGate"),
    spin<&P::null_move_modern_base>("NullMoveModernBase", 1, 8),
    spin<&P::null_move_modern_depth_divisor>("NullMoveModernDepthDivisor", 1, 16),
    spin<&P::null_move_modern_eval_divisor>("NullMoveModernEvalDivisor", 25, 2000),
    spin<&P::null_move_modern_eval_cap>("NullMoveModernEvalCap", 0, 8),
    counted(combo<&P::null_move_bound>("NullMoveBound", NullMoveBoundNames)),
    check<&P::null_move_bound_seed_count>("NullMoveBoundSeedCount"),
    counted(combo<&P::multi_cut>("MultiCut", MultiCutNames)),
    spin<&P::multi_cut_m>("MultiCutM", 1, 64),
    spin<&P::multi_cut_c>("MultiCutC", 1, 16),
    spin<&P::multi_cut_r>("MultiCutR", 1, 6),
    combo<&P::multi_cut_apply_at>("MultiCutApplyAt", MultiCutApplyAtNames),
    check<&P::multi_cut_independent>("MultiCutIndependent"),
    check<&P::multi_cut_reorder>("MultiCutReorder"),
    check<&P::multi_cut_reorder_all>("MultiCutReorderAll"),
    check<&P::multi_cut_skips_count>("MultiCutSkipsCount"),
    counted(combo<&P::probcut>("ProbCut", ProbCutNames)),
    spin<&P::probcut_threshold_mid>("ProbCutThresholdMid", 0, 500),
    spin<&P::probcut_threshold_end>("ProbCutThresholdEnd", 0, 500),
    combo<&P::probcut_pairs>("ProbCutPairs", ProbCutPairsNames),
    check<&P::probcut_crafty_endgame>("ProbCutCraftyEndgame"),
    text("ProbCutParams", &P::probcut_params),
    spin<&P::probcut_margin>("ProbCutMargin", 0, 1000),
    spin<&P::probcut_min_depth>("ProbCutMinDepth", 2, 20),
    spin<&P::probcut_reduction>("ProbCutReduction", 1, 10),
    spin<&P::probcut_tt_depth_slack>("ProbCutTTDepthSlack", 0, 10),
    counted(check<&P::enhanced_forward_pruning>("EnhancedForwardPruning")),
    check<&P::multi_cut_flip_children>("MultiCutFlipChildren"),
    counted(check<&P::lmr>("LMR")),
    spin<&P::lmr_base>("LMRBase", 0, 300),
    spin<&P::lmr_divisor>("LMRDivisor", 100, 1000),
    spin<&P::lmr_min_depth>("LMRMinDepth", 1, 10),
    spin<&P::lmr_min_moves>("LMRMinMoves", 1, 20),
    check<&P::lmr_refutation>("LMRRefutation"),
    check<&P::lmr_tt_capture>("LMRTTCapture"),
    check<&P::lmr_one_ply>("LMROnePly"),
    spin<&P::lmr_pv_moves>("LMRPvMoves", 0, 20),
    spin<&P::lmr_capture_divisor>("LMRCaptureDivisor", 1, 8),
    spin<&P::lmr_pv_plies>("LMRPvPlies", 0, 4),
    spin<&P::lmr_cut_plies>("LMRCutPlies", 0, 4),
    spin<&P::lmr_not_improving_plies>("LMRNotImprovingPlies", 0, 4),
    spin<&P::lmr_check_plies>("LMRCheckPlies", 0, 4),
    spin<&P::lmr_refutation_plies>("LMRRefutationPlies", 0, 4),
    spin<&P::lmr_tt_capture_plies>("LMRTTCapturePlies", 0, 4),
    spin<&P::lmr_min_depth_left>("LMRMinDepthLeft", 1, 10),
    counted(check<&P::futility>("Futility")),
    spin<&P::futility_margin>("FutilityMargin", 0, 1000),
    spin<&P::futility_depth>("FutilityDepth", 1, 16),
    spin<&P::futility_base_plies>("FutilityBasePlies", 0, 4),
    counted(check<&P::reverse_futility>("ReverseFutility")),
    spin<&P::reverse_futility_margin>("ReverseFutilityMargin", 0, 1000),
    spin<&P::reverse_futility_depth>("ReverseFutilityDepth", 1, 16),
    spin<&P::reverse_futility_improving_plies>("ReverseFutilityImprovingPlies", 0, 4),
    counted(check<&P::razoring>("Razoring")),
    spin<&P::razor_margin>("RazorMargin", 0, 2000),
    spin<&P::razor_depth>("RazorDepth", 1, 16),
    counted(check<&P::limited_razoring>("LimitedRazoring")),
    spin<&P::limited_razoring_margin>("LimitedRazoringMargin", 0, 3000),
    spin<&P::limited_razoring_depth>("LimitedRazoringDepth", 2, 16),
    counted(check<&P::late_move_pruning>("LateMovePruning")),
    spin<&P::lmp_base>("LMPBase", 0, 20),
    spin<&P::lmp_depth>("LMPDepth", 1, 16),
    spin<&P::lmp_not_improving_divisor>("LMPNotImprovingDivisor", 1, 8),
    counted(check<&P::history_pruning>("HistoryPruning")),
    spin<&P::history_pruning_depth>("HistoryPruningDepth", 1, 16),
    spin<&P::history_pruning_margin>("HistoryPruningMargin", 0, 50000),
    counted(check<&P::see_pruning>("SEEPruning")),
    spin<&P::see_quiet_margin>("SEEQuietMargin", 0, 500),
    spin<&P::see_capture_margin>("SEECaptureMargin", 0, 500),
    spin<&P::see_pruning_depth>("SEEPruningDepth", 1, 16),
    check<&P::check_extension>("CheckExtension"),
    spin<&P::extension_ply_factor>("ExtensionPlyFactor", 1, 10),
    counted(check<&P::singular_extension>("SingularExtension")),
    spin<&P::singular_min_depth>("SingularMinDepth", 4, 20),
    spin<&P::singular_margin>("SingularMargin", 0, 20),
    spin<&P::singular_tt_depth_slack>("SingularTTDepthSlack", 0, 10),
    spin<&P::singular_depth_divisor>("SingularDepthDivisor", 1, 4),
    spin<&P::aspiration_window>("AspirationWindow", 5, 500),
    check<&P::internal_reduction>("InternalReduction"),
    spin<&P::internal_reduction_depth>("InternalReductionDepth", 1, 20),
    spin<&P::delta_margin>("DeltaMargin", 0, 2000),
    spin<&P::tablebase_store_plies>("TablebaseStorePlies", 0, 20),
    check<&P::continuation_history>("ContinuationHistory"),
    check<&P::continuation_ply4>("ContinuationPly4"),
    check<&P::counter_move>("CounterMove"),
    check<&P::history_gravity>("HistoryGravity"),
    check<&P::history_malus>("HistoryMalus"),
    check<&P::eval_network>("EvalNetwork"),
    check<&P::correction_history>("CorrectionHistory"),
    check<&P::capture_history>("CaptureHistory"),
    check<&P::rule50_decay>("Rule50Decay"),
    spin<&P::time_moves_to_go>("TimeMovesToGo", 5, 60),
    spin<&P::time_falling_eval>("TimeFallingEval", 0, 200),
    spin<&P::time_node_fraction>("TimeNodeFraction", 0, 300),
});
// clang-format on
}  // namespace param_rows
using param_rows::ParamTable;

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
