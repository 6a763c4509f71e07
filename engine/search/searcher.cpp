#include "engine/search/searcher.hpp"

#include <algorithm>

#include "chess/game.hpp"
#include "engine/search/mate_pv.hpp"
#include "engine/search/movepick.hpp"
#include "engine/search/pruning/capture_probcut.hpp"
#include "engine/search/pruning/enhanced_forward_pruning.hpp"
#include "engine/search/pruning/futility.hpp"
#include "engine/search/pruning/history_pruning.hpp"
#include "engine/search/pruning/late_move_pruning.hpp"
#include "engine/search/pruning/limited_razoring.hpp"
#include "engine/search/pruning/multi_cut.hpp"
#include "engine/search/pruning/null_move.hpp"
#include "engine/search/pruning/null_move_bound.hpp"
#include "engine/search/pruning/probcut.hpp"
#include "engine/search/pruning/razoring.hpp"
#include "engine/search/pruning/reverse_futility.hpp"
#include "engine/search/pruning/see_pruning.hpp"
#include "engine/search/pruning/singular_extension.hpp"

namespace gambit::search {

using namespace chess;

Searcher::Searcher(TranspositionTable& tt, History& history, eval::Evaluator& evaluator, const SearchParams& params,
                   SearchControl& control, TimeOptions time)
    : tt_(tt), history_(history), evaluator_(evaluator), params_(params), control_(control), time_(time) {}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

int Searcher::evaluate() { return evaluator_.evaluate(pos_, params_.eval_network); }

int Searcher::corrected(int raw_eval) const {
    int value = raw_eval;
    if (params_.correction_history) value = history_.correction.correct(pos_.side_to_move(), pos_.pawn_key(), value);
    // Fifty-move decay: an advantage that no capture or pawn move has changed for a while is worth less
    // the longer it lasts, so the side ahead prefers the moves that make progress.
    if (params_.rule50_decay) value = value * (Rule50DecayPlies - pos_.halfmove_clock()) / Rule50DecayPlies;
    return std::clamp(value, -MateBound + 1, MateBound - 1);
}

// The static eval a TT entry saved, unless it has none: entries of nodes in check store NoEval, and a
// 16-bit key collision can hand such an entry to a node that is not in check. Standing pat on -Infinite
// there returned +-Infinite to the root, whose full-window search then never completed an iteration.
int Searcher::static_eval_of(const std::optional<TTData>& tt) {
    return tt && tt->eval != NoEval ? tt->eval : evaluate();
}

// Fifty-move rule, repetition inside the search (or a third occurrence), dead material.
bool Searcher::is_draw(int ply) const {
    if (pos_.halfmove_clock() >= 100) {
        if (!pos_.in_check()) return true;
        MoveList evasions;
        generate(pos_, evasions);
        return !evasions.empty();  // checkmate on the 100th ply still counts
    }
    const int distance = pos_.repetition_distance();
    if (distance > 0 && (distance <= ply || pos_.repetition_count() >= 2)) return true;
    return popcount(pos_.pieces()) <= 4 && is_insufficient_material(pos_);
}

// Continuation rows in use at `ply`: two, or three with ContinuationPly4 (plies before the root have none:
// the stack's sentinels reach back two).
int Searcher::continuation_rows(int ply) const {
    if (!params_.continuation_history) return 0;
    return params_.continuation_ply4 && ply >= 2 ? 3 : 2;
}

MoveOrdering Searcher::move_ordering(int ply) const {
    MoveOrdering ordering;
    const StackEntry& previous = stack(ply - 1);
    if (params_.counter_move && previous.move.is_ok())
        ordering.counter = history_.counter(previous.moved, previous.move.to());
    ordering.killers[0] = history_.killer(ply, 0);
    ordering.killers[1] = history_.killer(ply, 1);
    for (int i = 0; i < continuation_rows(ply); ++i) {
        const StackEntry& earlier = stack(ply - History::ContinuationBack[i]);
        if (earlier.move.is_ok()) ordering.continuations[i] = history_.continuation(earlier.moved, earlier.move.to());
    }
    return ordering;
}

void Searcher::update_pv(int ply, Move m) {
    pv_[ply][ply] = m;
    for (int i = ply + 1; i < pv_length_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pv_length_[ply] = std::max(pv_length_[ply + 1], ply + 1);
}

void Searcher::update_quiet_histories(int ply, int depth, Move best, const Move* quiets, int quiet_count) {
    const Color us = pos_.side_to_move();
    const int bonus = History::bonus(depth);
    const auto update = [&](Move m, int amount) {
        if (params_.history_gravity) history_.update_butterfly(us, m, amount);
        else history_.add_butterfly(us, m, amount);
        for (int i = 0; i < continuation_rows(ply); ++i) {
            const StackEntry& earlier = stack(ply - History::ContinuationBack[i]);
            if (earlier.move.is_ok())
                history_.update_continuation(earlier.moved, earlier.move.to(), pos_.moved_piece(m), m.to(), amount);
        }
    };
    update(best, bonus);
    if (params_.history_malus)
        for (int i = 0; i < quiet_count; ++i)
            if (quiets[i] != best) update(quiets[i], -bonus);
    history_.add_killer(ply, best);
    const StackEntry& previous = stack(ply - 1);
    if (params_.counter_move && previous.move.is_ok()) history_.set_counter(previous.moved, previous.move.to(), best);
}

// The capture or promotion that cut gains, the others tried before it lose (all of them when a quiet
// move cut).
void Searcher::update_capture_history(int depth, Move best, const Move* noisies, int noisy_count) {
    const int bonus = History::bonus(depth);
    const auto update = [&](Move m, int amount) {
        history_.update_capture(pos_.moved_piece(m), m.to(), pos_.captured_type(m), amount);
    };
    if (pos_.is_noisy(best)) update(best, bonus);
    for (int i = 0; i < noisy_count; ++i)
        if (noisies[i] != best) update(noisies[i], -bonus);
}

// ---------------------------------------------------------------------------------------------
// Child searches and method attempts (searcher.hpp)
// ---------------------------------------------------------------------------------------------

ChildSearch::ChildSearch(Searcher& s, int ply, Move m, ChildKind kind, bool extended)
    : s_(s), ply_(ply), move_(m), kind_(kind) {
    Position& pos = s.position();
    StackEntry& entry = s.stack(ply);
    entry.move = m;
    entry.moved = m == Move::null() ? NoPiece : pos.moved_piece(m);
    if (kind != ChildKind::Quiescence) {
        PruneContext& ctx = s.prune_context();
        saved_good_left_ = ctx.good_left[std::size_t(ply)];
        ctx.extended[std::size_t(ply)] = extended;
        nopgam_before_child(s, ply, m, kind == ChildKind::Explored);
    }
    if (m == Move::null()) pos.make_null_move(undo_);
    else pos.make_move(m, undo_);
}

ChildSearch::~ChildSearch() {
    Position& pos = s_.position();
    if (move_ == Move::null()) pos.unmake_null_move(undo_);
    else pos.unmake_move(move_, undo_);
    if (kind_ == ChildKind::Trial) s_.prune_context().good_left[std::size_t(ply_)] = saved_good_left_;
}

int ChildSearch::search(int alpha, int beta, int depth, NodeType type) {
    return -s_.search(-beta, -alpha, depth, ply_ + 1, type);
}

int ChildSearch::qsearch(int alpha, int beta) { return -s_.qsearch(-beta, -alpha, ply_ + 1); }

MethodAttempt::MethodAttempt(Searcher& s, Method method)
    : s_(s), method_(method), stats_(s.stats_[method]), before_(s.nodes()),
      outermost_(s.prune_context().inside[method] == 0) {
    count(Counter::Tried);
}

MethodAttempt::~MethodAttempt() {
    if (outermost_) stats_.nodes += s_.nodes() - before_;
}

MethodAttempt::Own MethodAttempt::own_searches() { return Own(s_.prune_context().inside[method_]); }

int MethodAttempt::search_again(int alpha, int beta, int depth, int ply, NodeType type) {
    int& good_left = s_.prune_context().good_left[std::size_t(ply)];
    const int saved = good_left;
    const int value = s_.search(alpha, beta, depth, ply, type);
    good_left = saved;
    return value;
}

bool MethodAttempt::decide(Searcher& s, Method method, bool pruned) {
    count(s, method, Counter::Tried);
    if (pruned) count(s, method, Counter::Cut);
    return pruned;
}

void MethodAttempt::count(Searcher& s, Method method, Counter counter) { bump(s.stats_[method], counter); }

void MethodAttempt::count_null_bound_margin(Searcher& s, int margin) {
    ++s.stats_.null_bound_margin[std::size_t(margin / 10)];
}

void MethodAttempt::bump(MethodStats& stats, Counter counter) {
    switch (counter) {
        case Counter::Tried: ++stats.tried; return;
        case Counter::Cut: ++stats.cut; return;
        case Counter::VerifyFail: ++stats.verify_fail; return;
        case Counter::ReSearch: ++stats.re_search; return;
        case Counter::Skipped: ++stats.skipped; return;
    }
}

// ---------------------------------------------------------------------------------------------
// Principal-variation search: the node routine, in numbered steps as Stockfish's and Ethereal's are.
// A step that is a method calls its file in search/pruning/ (its paper and contract are there) and says in
// one line why it may prune. Where each is measured: the step table of search/pruning/README.md.
// ---------------------------------------------------------------------------------------------

int Searcher::search(int alpha, int beta, int depth, int ply, NodeType type) {
    // Step 1. Horizon: quiescence search resolves the captures.
    if (depth <= 0) return qsearch(alpha, beta, ply);

    // Step 2. Limits, draws, mate-distance pruning.
    const bool root = ply == 0;
    const bool pv_node = type == NodeType::PV;
    pv_length_[ply] = ply;
    if (should_stop()) return 0;
    ++nodes_;
    seldepth_ = std::max(seldepth_, ply);

    const bool in_check = pos_.in_check();
    if (!root) {
        if (is_draw(ply)) return DrawValue;
        if (ply >= MaxPly - 2) return in_check ? DrawValue : evaluate();
        // Mate-distance pruning: no line from here can beat a mate already found closer to the root.
        alpha = std::max(alpha, mated_in(ply));
        beta = std::min(beta, mate_in(ply + 1));
        if (alpha >= beta) return alpha;
    }

    // Step 3. Transposition table cutoff. A singular-extension search of this node (a move excluded)
    // neither takes its bound from the table nor stores one: the entry is the whole node's.
    const Move excluded = stack(ply).excluded;
    const Key key = pos_.key();
    const std::optional<TTData> tt = tt_.probe(key, ply);
    const Move tt_move = tt ? tt->move : Move::none();
    if (!pv_node && !excluded && tt && tt->depth >= depth &&
        (tt->bound == Bound::Exact || (tt->bound == Bound::Lower && tt->value >= beta) ||
         (tt->bound == Bound::Upper && tt->value <= alpha)))
        return tt->value;

    // Step 3b. Syzygy tablebases: the exact value of a position with few pieces (WDL tables), when it bounds
    // the window.
    if (tb_active_ && !root && !excluded)
        if (const auto v = probe_tablebase(alpha, beta, depth, ply)) return *v;

    // Step 4. Static evaluation (the TT keeps it uncorrected), refined by a TT bound that points the same
    // way; `improving` against two plies ago; the variable null-move bound counts this node's good moves.
    int raw_eval = NoEval, static_eval = NoEval, eval = NoEval;
    if (!in_check) {
        raw_eval = static_eval_of(tt);
        static_eval = eval = corrected(raw_eval);
        if (tt && ((tt->bound == Bound::Lower && tt->value > eval) || (tt->bound == Bound::Upper && tt->value < eval)))
            eval = tt->value;
        if (!tt) tt_.store(key, -2, Bound::None, 0, raw_eval, Move::none(), ply);
    }
    stack(ply).static_eval = static_eval;
    const int two_back = stack(ply - 2).static_eval;
    const bool improving = !in_check && (two_back == -Infinite || static_eval > two_back);
    history_.clear_killers(ply + 1);
    nopgam_enter_node(*this, ply, pv_node);

    // Steps 5-10. Node-level forward pruning, at non-PV nodes not in check (and not singular searches). Each
    // step's verdict passes through decided(): a search stopped during a step returns 0 as the node routine
    // does everywhere, whatever the step found (the methods count nothing from a stopped search either).
    const Node node{alpha, beta, depth, ply, type, in_check, eval, improving, tt};
    Move first_move = tt_move;  // searched first: the TT move, or what multi-cut puts first
    // MultiPV: the root table entry holds the last line's move; each line starts from its own.
    if (root && root_first_move_) first_move = root_first_move_;
    MultiCutOutcome mc;
    if (!pv_node && !in_check && !excluded) {
        // Step 5. Razoring (modern baseline): a hopeless static eval near the leaves is checked by
        // quiescence alone.
        if (const auto v = decided(razor(*this, node))) return *v;
        // Step 6. Reverse futility pruning (modern baseline): a static eval far above beta near the leaves
        // is taken as the cut a search would find.
        if (const auto v = decided(reverse_futility_prune(*this, node))) return *v;
        // Step 7. ProbCut / Multi-ProbCut (Buro; Jiang & Buro): a shallow search predicts the deep one by a
        // fitted regression.
        if (const auto v = decided(probcut(*this, node))) return *v;
        // Step 8. Null-move pruning (Beal; Heinz; verified: Tabibi & Netanyahu): if passing still holds
        // beta, a real move would too (but in zugzwang); the bound relaxed by Björnsson & Marsland.
        if (const auto v = decided(null_move_prune(*this, node))) return *v;
        // Step 9. Capture ProbCut (Stockfish, Ethereal): a capture that beats beta by a margin at reduced
        // depth would beat beta at full depth.
        if (const auto v = decided(capture_probcut(*this, node))) return *v;
        // Step 10. Multi-cut (Björnsson & Marsland; Eiríksson; at ALL nodes too under enhanced forward
        // pruning, Winands et al.): when C of the first M moves cut at reduced depth, one of them would at
        // full depth.
        mc = multi_cut(*this, node, tt);
        if (const auto v = decided(mc.value)) return *v;
        if (mc.search_first_count > 0) first_move = mc.search_first[0];
        // Step 10b. Limited razoring (Heinz): a pre-pre-frontier node far below alpha is searched as a
        // pre-frontier one; the moves see the shallower depth, the Node its entry depth.
        depth -= limited_razoring(*this, node);
    }

    // Step 11. Internal iterative reduction (modern baseline): without a TT move this node is likely less
    // important than predicted.
    if (params_.internal_reduction && depth >= params_.internal_reduction_depth && !tt_move && type != NodeType::All && !excluded) --depth;

    // Step 12. Move ordering: TT (or multi-cut) move, captures, killers, counter move, quiet histories.

    const MoveOrdering ordering = move_ordering(ply);
    const Move counter = ordering.counter;
    const Move* const killers = ordering.killers;
    const History::ContinuationRow* const* continuations = ordering.continuations;
    MovePicker picker = move_picker(ordering, first_move);
    for (int i = 1; i < mc.search_first_count; ++i) picker.add_lead(mc.search_first[std::size_t(i)]);

    const int original_alpha = alpha;
    int best_value = -Infinite;
    Move best_move = Move::none();
    int move_count = 0;
    Move quiets[64];
    int quiet_count = 0;
    Move noisies[32];
    int noisy_count = 0;
    const Color us = pos_.side_to_move();
    const bool tt_capture = tt_move && pos_.is_capture(tt_move);

    for (Move m = picker.next(); m; m = picker.next()) {
        if (root && root_restricted_ && !root_allowed(m)) continue;
        if (root && !excluded_root_moves_.empty() && root_excluded(m)) continue;
        if (m == excluded) continue;
        const bool quiet = !pos_.is_noisy(m);
        const bool gives_check = pos_.gives_check(m);

        // Step 13. Move-level pruning at shallow depth (modern baseline): late-move, history, futility and SEE
        // pruning skip moves unlikely to raise alpha. The gate is the preconditions all four share, checked
        // here once: a non-root node not in check with non-pawn material, after a move secured a non-losing
        // value. Each method checks its own switch and the rest of its preconditions, and counts itself.
        if (!root && best_value > -MateBound && !in_check && pos_.has_non_pawn_material(us)) {
            const MoveCandidate candidate{m, quiet, gives_check, alpha, depth, quiet_count, continuations};
            if (late_move_prune(*this, node, candidate) || history_prune(*this, node, candidate) ||
                futility_prune(*this, node, candidate) || see_prune(*this, node, candidate))
                continue;
        }

        tt_.prefetch(pos_.key_after(m));  // the child probes it first thing; the work below hides the miss
        ++move_count;
        if (quiet && quiet_count < 64) quiets[quiet_count++] = m;
        if (!quiet && noisy_count < 32) noisies[noisy_count++] = m;
        // Step 14. Extensions. Singular extension of the TT move (Anantharaman, Campbell & Hsu), or a cut
        // when other moves beat beta as well.
        int extension = 0;
        if (m == tt_move) {
            const SingularOutcome singular = singular_extension(*this, node, m);
            if (const auto v = decided(singular.cut)) return *v;
            extension = singular.extension;
        }
        // Check extension; both bounded so that perpetual-check lines cannot grow the tree without limit.
        if (params_.check_extension && gives_check) extension = 1;
        if (ply >= params_.extension_ply_factor * root_depth_) extension = 0;
        const int new_depth = depth - 1 + extension;

        // Step 15. The child: the first move with the full window, later ones with a null window at
        // alpha, reduced by LMR (modern baseline) and re-searched when they beat alpha; enhanced forward
        // pruning's PVS additions 2 and 3 (Winands et al.) decide the PV re-search.
        const std::uint64_t nodes_before = nodes_;
        int value;
        {
            ChildSearch child(*this, ply, m, ChildKind::Explored, extension > 0);
            if (move_count == 1) {
                value = child.search(alpha, beta, new_depth, child_type(type, 0));
            } else {
                const bool refutation = quiet && (m == killers[0] || m == killers[1] || m == counter);
                const int reduction =
                    lmr_reduction(params_, lmr_,
                                  {depth, move_count, type, in_check, quiet, gives_check, improving, refutation,
                                   tt_capture});
                const NodeType null_window_type = child_type(type, move_count - 1);
                if (reduction > 0) {
                    value = lmr_search(*this, child, alpha, new_depth, reduction, null_window_type);
                } else {
                    value = child.search(alpha, alpha + 1, new_depth, null_window_type);
                }
                // A move that beats alpha at a PV node is re-searched with the full window, as a PV node.
                if (pv_node && !stopped_ &&
                    ((value > alpha && value < beta) || efp_closed_window_research(*this, alpha, beta, value))) {
                    value = child.search(research_lower_bound(alpha, value), beta, new_depth, NodeType::PV);
                }
            }
        }
        if (root) root_move_nodes_[root_move_index(m)] += nodes_ - nodes_before;
        if (stopped_) return 0;

        // Step 16. A new best move; beta cutoff.
        if (value > best_value) {
            best_value = value;
            if (value > alpha) {
                best_move = m;
                alpha = value;
                if (pv_node) update_pv(ply, m);
                if (root) note_root_best(value, beta);
                if (value >= beta) break;
            }
        }
    }

    // Step 17. Mate and stalemate: no legal move (or every move pruned, which needs a searched move first,
    // so: none legal).
    if (move_count == 0) {
        if (excluded) return alpha;  // the excluded move was the only one: nothing else comes close
        if (root && root_restricted_) return DrawValue;
        return in_check ? mated_in(ply) : DrawValue;
    }

    // Step 18. Histories learn from the cutoff.
    if (best_value >= beta && !pos_.is_noisy(best_move)) update_quiet_histories(ply, depth, best_move, quiets, quiet_count);
    if (best_value >= beta && params_.capture_history) update_capture_history(depth, best_move, noisies, noisy_count);

    // Step 19. Correction history and the TT store (which enhanced forward pruning's addition 4 skips for
    // a CUT node that failed low with exactly alpha).
    if (excluded) return best_value;
    const Bound bound = best_value >= beta ? Bound::Lower : (pv_node && alpha > original_alpha) ? Bound::Exact : Bound::Upper;
    // The correction learns from results that bound the evaluation's error, of nodes not decided by a capture.
    if (params_.correction_history && !in_check && !(best_move && pos_.is_noisy(best_move)) && !is_mate_score(best_value) &&
        !(bound == Bound::Lower && best_value <= static_eval) && !(bound == Bound::Upper && best_value >= static_eval))
        history_.correction.update(us, pos_.pawn_key(), depth, best_value, raw_eval);
    if (!efp_skips_store(*this, type, best_value, original_alpha)) tt_.store(key, depth, bound, best_value, raw_eval, best_move, ply);
    return best_value;
}

// A WDL probe where Stockfish makes one: no castling rights, a halfmove clock of 0 (Fathom's WDL tables know
// nothing of the clock), and fewer pieces than the limit or at least SyzygyProbeDepth. A win is a lower bound
// and a loss an upper bound (the search may find a faster mate), a draw exact; the value is returned (and
// stored, deeper than any search) when it decides the window.
std::optional<int> Searcher::probe_tablebase(int alpha, int beta, int depth, int ply) {
    if (pos_.halfmove_clock() != 0 || !tablebase::probeable(pos_, tb_options_)) return std::nullopt;
    const int pieces = popcount(pos_.pieces());
    if (pieces >= std::min(tablebase::largest(), tb_options_.probe_limit) && depth < tb_options_.probe_depth)
        return std::nullopt;
    const auto wdl = tablebase::probe_wdl(pos_);
    if (!wdl) return std::nullopt;
    ++tb_hits_;
    const int drawn_band = tb_options_.rule50 ? 1 : 0;  // cursed wins and blessed losses are draws under the rule
    const int value = *wdl > drawn_band ? TbWinValue - ply : *wdl < -drawn_band ? -TbWinValue + ply : DrawValue;
    const Bound bound = *wdl > drawn_band ? Bound::Lower : *wdl < -drawn_band ? Bound::Upper : Bound::Exact;
    if (bound == Bound::Exact || (bound == Bound::Lower && value >= beta) || (bound == Bound::Upper && value <= alpha)) {
        tt_.store(pos_.key(), std::min(depth + params_.tablebase_store_plies, MaxPly - 1), bound, value, NoEval, Move::none(), ply);
        return value;
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Quiescence search: captures and queen promotions (every evasion when in check); losing captures
// (SEE < 0) are pruned.
// ---------------------------------------------------------------------------------------------

int Searcher::qsearch(int alpha, int beta, int ply) {
    pv_length_[ply] = ply;
    if (should_stop()) return 0;
    ++nodes_;
    seldepth_ = std::max(seldepth_, ply);

    if (is_draw(ply)) return DrawValue;
    const bool in_check = pos_.in_check();
    if (ply >= MaxPly - 2) return in_check ? DrawValue : evaluate();

    const Key key = pos_.key();
    const std::optional<TTData> tt = tt_.probe(key, ply);
    if (tt && tt->bound != Bound::None &&
        (tt->bound == Bound::Exact || (tt->bound == Bound::Lower && tt->value >= beta) ||
         (tt->bound == Bound::Upper && tt->value <= alpha)))
        return tt->value;

    int best_value = -Infinite;
    int raw_eval = NoEval, static_eval = NoEval;
    if (!in_check) {
        raw_eval = static_eval_of(tt);
        static_eval = corrected(raw_eval);
        best_value = static_eval;  // stand pat
        if (best_value >= beta) {
            if (!tt) tt_.store(key, -1, Bound::Lower, best_value, raw_eval, Move::none(), ply);
            return best_value;
        }
        alpha = std::max(alpha, best_value);
    }

    const int original_alpha = alpha;
    const Move tt_move = tt ? tt->move : Move::none();
    MovePicker picker(pos_, tt_move, history_);
    Move best_move = Move::none();
    int move_count = 0;
    for (Move m = picker.next(); m; m = picker.next()) {
        ++move_count;
        if (!in_check) {
            if (picker.losing_noisy_reached()) break;  // losing captures and under-promotions from here on
            if (m.is_promotion() && m.promotion() != Queen) continue;
            if (m == tt_move && !pos_.see_ge(m, 0)) continue;  // the picker counted the others' exchanges
            // Delta pruning: even winning the captured piece cleanly cannot reach alpha.
            const PieceType victim = pos_.captured_type(m);
            if (!m.is_promotion() && victim != NoPieceType && static_eval + see_value(victim) + params_.delta_margin <= alpha) continue;
        }
        tt_.prefetch(pos_.key_after(m));
        const int value = ChildSearch(*this, ply, m, ChildKind::Quiescence).qsearch(alpha, beta);
        if (stopped_) return 0;

        if (value > best_value) {
            best_value = value;
            if (value > alpha) {
                best_move = m;
                alpha = value;
                update_pv(ply, m);
                if (value >= beta) break;
            }
        }
    }
    if (in_check && move_count == 0) return mated_in(ply);

    const Bound bound = best_value >= beta ? Bound::Lower : alpha > original_alpha ? Bound::Exact : Bound::Upper;
    tt_.store(key, in_check ? 0 : -1, bound, best_value, raw_eval, best_move, ply);
    return best_value;
}

}  // namespace gambit::search
