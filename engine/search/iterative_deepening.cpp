// The search's driver: iterative deepening with aspiration windows over the node routine (searcher.cpp),
// the root's move list, and the node and time limits that stop it.
#include "engine/search/searcher.hpp"

#include <algorithm>

#include "chess/game.hpp"
#include "engine/search/mate_pv.hpp"

namespace gambit::search {

using namespace chess;

SearchResult Searcher::run(const Position& root, const Limits& limits,
                           const std::function<void(const IterationInfo&)>& on_iteration) {
    pos_ = root;
    limits_ = limits;
    on_iteration_ = &on_iteration;
    root_best_ = {};
    reported_nodes_ = 0;
    budget_ = compute_budget(limits, root.side_to_move(), time_.move_overhead_ms, params_.time_moves_to_go);
    lmr_.build(params_);
    stats_ = {};
    prune_ctx_ = {};
    nodes_ = 0;
    awaiting_ponderhit_ = limits.ponder;
    clock_start_nodes_ = 0;
    completed_depth_ = 0;
    stopped_ = false;
    for (StackEntry& e : stack_) e = StackEntry{};
    root_move_nodes_.fill(0);
    published_nodes_ = 0;
    if (!share_) {
        tt_.allocate();
        tt_.new_search();
    }

    SearchResult result;
    root_moves_.clear();
    for (Move m : legal_moves(pos_))
        if (limits.searchmoves.empty() ||
            std::find(limits.searchmoves.begin(), limits.searchmoves.end(), m) != limits.searchmoves.end())
            root_moves_.push_back(m);
    if (root_moves_.empty()) {
        result.score = pos_.in_check() ? mated_in(0) : DrawValue;
        return result;
    }
    root_restricted_ = !limits.searchmoves.empty();
    tb_active_ = tablebase::largest() > 0 && tb_options_.probe_limit > 0;
    tb_root_value_.reset();
    tb_hits_ = 0;
    // A root in the tables: DTZ chooses the move (the fastest safe win, the longest defence), the search
    // only finds its line. The main thread alone probes the root (Fathom's root probe is not thread-safe).
    if (tb_active_ && !helper_ && tablebase::probeable(pos_, tb_options_))
        if (const auto choice = tablebase::probe_root(pos_); choice && root_allowed(choice->move)) {
            ++tb_hits_;
            root_moves_ = {choice->move};
            root_restricted_ = true;
            const int drawn_band = tb_options_.rule50 ? 1 : 0;
            tb_root_value_ = choice->wdl > drawn_band ? TbWinValue : choice->wdl < -drawn_band ? -TbWinValue : DrawValue;
        }
    result.best = root_moves_.front();  // a legal answer even if stopped before depth 1 completes
    line_count_ = std::clamp(limits.multi_pv, 1, int(root_moves_.size()));
    pv_index_ = 0;
    lines_.clear();
    excluded_root_moves_.clear();
    root_first_move_ = Move::none();

    const int max_depth = std::clamp(limits.depth.value_or(MaxPly - 4), 1, MaxPly - 4);
    int previous = 0;
    Move previous_best = Move::none();
    int stable_iterations = 0;
    bool final_line_new = false;  // whether the final info line says more than the last line reported
    for (int depth = 1; depth <= max_depth; ++depth) {
        seldepth_ = 0;
        root_depth_ = depth;
        int value = line_count_ > 1 ? multi_pv_iteration(depth) : aspiration(depth, previous, result.pv);
        // A root the tables decided reports their verdict, unless the search found the mate itself.
        if (!stopped_ && tb_root_value_ && !is_mate_score(value)) value = *tb_root_value_;
        if (stopped_ && pv_index_ > 0) break;  // MultiPV: an incomplete set of lines is not reported
        if (stopped_) {
            // The interrupted iteration's best so far, when one of its root moves raised alpha, is reported.
            // It is played only when no iteration completed (the clock ran out in depth 1): otherwise the
            // move stays the last completed iteration's, so that fixed-node games are those of before.
            if (root_best_.depth == depth) {
                if (on_iteration) on_iteration(report(depth, root_best_.value, root_best_.bound, root_best_.pv));
                final_line_new = true;
                if (completed_depth_ == 0) {
                    result.pv = root_best_.pv;
                    result.score = root_best_.value;
                    result.bound = root_best_.bound;
                    result.best = result.pv[0];
                    result.ponder = result.pv.size() > 1 ? result.pv[1] : Move::none();
                    result.final_info.depth = depth;
                }
            }
            break;
        }

        const bool comparable = depth > 1 && !is_mate_score(previous) && !is_mate_score(value);
        const int falling_scale = comparable ? falling_eval_scale(previous - value, params_.time_falling_eval) : 100;
        previous = value;
        completed_depth_ = depth;
        result.score = value;
        result.bound = ScoreBound::Exact;
        result.depth = depth;
        result.final_info.depth = depth;
        result.seldepth = seldepth_;
        if (line_count_ > 1) {
            result.pv = lines_[0].pv;
            result.lines.clear();
            for (const PvLine& line : lines_) result.lines.push_back({line.score, line.pv});
        }
        else result.pv.assign(pv_[0], pv_[0] + pv_length_[0]);
        // A mate score's PV, cut short by a TT cutoff or quiescence, is completed for reporting from the
        // TT (read only: the search does not change).
        if (is_mate_score(value)) complete_mate_pv(root, tt_, value, result.pv);
        if (!result.pv.empty()) result.best = result.pv[0];
        result.ponder = result.pv.size() > 1 ? result.pv[1] : Move::none();

        if (on_iteration) {
            if (line_count_ == 1) {
                on_iteration(report(depth, value, ScoreBound::Exact, result.pv));
            } else {
                // All the lines together, best first (the UCI convention).
                for (std::size_t k = 0; k < lines_.size(); ++k) {
                    std::vector<Move> pv = k == 0 ? result.pv : lines_[k].pv;
                    if (k > 0 && is_mate_score(lines_[k].score)) complete_mate_pv(root, tt_, lines_[k].score, pv);
                    on_iteration(report(depth, lines_[k].score, ScoreBound::Exact, std::move(pv), int(k) + 1));
                }
            }
        }
        final_line_new = false;

        const int time_scale = falling_scale *
                               node_fraction_scale(root_move_nodes_[root_move_index(result.best)], nodes_,
                                                   params_.time_node_fraction) / 100;
        stable_iterations = result.best == previous_best ? stable_iterations + 1 : 0;
        previous_best = result.best;
        if (limits.mate && value >= MateBound && mate_in_moves(value) <= *limits.mate) break;
        // Soft limit: the next iteration would most likely not finish, or not change the move.
        if (!control_.pondering.load(std::memory_order_relaxed) &&
            past_soft_limit(budget_, elapsed_ms(), stable_iterations, time_scale))
            break;
        if (control_.stop.load(std::memory_order_relaxed)) break;
    }
    // A PV cut short at the root move (a TT cutoff at ply 1) still gets a ponder move from the TT.
    if (result.best && !result.ponder) result.ponder = ponder_from_tt(result.best);
    result.nodes = nodes_;
    result.time_ms = control_.clock.elapsed_ms();
    result.stats = stats_;
    if (result.final_info.depth > 0) {
        result.final_info_new = final_line_new || nodes_ != reported_nodes_;
        result.final_info =
            report(result.final_info.depth, result.score, result.bound, result.pv, line_count_ > 1 ? 1 : 0);
        result.final_info.seldepth = std::max(result.seldepth, result.final_info.seldepth);
    }
    return result;
}

IterationInfo Searcher::report(int depth, int value, ScoreBound bound, std::vector<Move> pv, int multipv) {
    reported_nodes_ = nodes_;
    return IterationInfo{depth,     seldepth_,   value,  bound, total_nodes(), control_.clock.elapsed_ms(),
                         control_.clock.elapsed_us(), tt_.hashfull(), multipv, tb_active_, tb_hits_, std::move(pv)};
}

// One depth of MultiPV: line k searches the root without the first moves of lines 1..k-1, with an
// aspiration window around its own previous score; then the lines are ordered best first. Returns the best
// line's score (lines_ keeps the previous depth's lines when the search is stopped part way).
int Searcher::multi_pv_iteration(int depth) {
    std::vector<PvLine> found;
    excluded_root_moves_.clear();
    for (pv_index_ = 0; pv_index_ < line_count_; ++pv_index_) {
        const PvLine* previous = std::size_t(pv_index_) < lines_.size() ? &lines_[std::size_t(pv_index_)] : nullptr;
        root_first_move_ = previous && !root_excluded(previous->pv[0]) ? previous->pv[0] : Move::none();
        const int value = aspiration(depth, previous ? previous->score : 0, previous ? previous->pv : std::vector<Move>{});
        if (stopped_) break;
        if (pv_length_[0] == 0) break;  // no move raised alpha: nothing to add (never with a full window)
        found.push_back({std::vector<Move>(pv_[0], pv_[0] + pv_length_[0]), value});
        excluded_root_moves_.push_back(pv_[0][0]);
    }
    excluded_root_moves_.clear();
    root_first_move_ = Move::none();
    if (stopped_) return 0;
    pv_index_ = 0;
    std::stable_sort(found.begin(), found.end(), [](const PvLine& a, const PvLine& b) { return a.score > b.score; });
    lines_ = std::move(found);
    return lines_[0].score;
}

bool Searcher::root_excluded(Move m) const {
    return std::find(excluded_root_moves_.begin(), excluded_root_moves_.end(), m) != excluded_root_moves_.end();
}

void Searcher::note_root_best(int value, int beta) {
    root_best_.depth = root_depth_;
    root_best_.value = value;
    root_best_.bound = value >= beta ? ScoreBound::Lower : ScoreBound::Exact;
    root_best_.pv.assign(pv_[0], pv_[0] + pv_length_[0]);
}

// Searches the root with a window around the previous score, widening on failure. Each failure is reported
// with its bound: a fail high with the move that failed high, a fail low with the last iteration's line.
int Searcher::aspiration(int depth, int previous, const std::vector<Move>& previous_pv) {
    int delta = params_.aspiration_window;
    int alpha = -Infinite, beta = Infinite;
    if (depth >= 4 && !is_mate_score(previous)) {
        alpha = std::max(previous - delta, -Infinite);
        beta = std::min(previous + delta, Infinite);
    }
    while (true) {
        const int value = search(alpha, beta, depth, 0, NodeType::PV);
        if (stopped_) return value;
        // The full window cannot be widened: a score on its edge is returned as it is. Widening it again
        // looped for seconds without ever completing an iteration (10+0.1 time forfeits).
        if (alpha == -Infinite && beta == Infinite) return value;
        if (*on_iteration_ && (value <= alpha || value >= beta)) {
            const bool high = value >= beta;
            (*on_iteration_)(report(depth, value, high ? ScoreBound::Lower : ScoreBound::Upper,
                                    high ? std::vector<Move>(pv_[0], pv_[0] + pv_length_[0]) : previous_pv,
                                    line_count_ > 1 ? pv_index_ + 1 : 0));
        }
        if (value <= alpha) {
            beta = (alpha + beta) / 2;
            alpha = std::max(value - delta, -Infinite);
        } else if (value >= beta) {
            beta = std::min(value + delta, Infinite);
        } else {
            return value;
        }
        delta += delta;
        if (delta > 1000) alpha = -Infinite, beta = Infinite;
    }
}

bool Searcher::root_allowed(Move m) const {
    return std::find(root_moves_.begin(), root_moves_.end(), m) != root_moves_.end();
}

// Node and time limits. A node limit waits until depth 1 completed, so that there is always a searched
// move to play. The clock (read every 256 nodes) does not: a move that was not searched to depth 1 still
// beats a loss on time, and run() always has a legal move to play. Stopping never changes what was pruned
// before it.
bool Searcher::should_stop() {
    if (stopped_) return true;
    if (limits_.nodes && total_nodes() >= *limits_.nodes && completed_depth_ >= 1) return stopped_ = true;
    if ((nodes_ & 255) != 0) return false;
    if (helper_) {
        share_->helper_nodes.fetch_add(nodes_ - published_nodes_, std::memory_order_relaxed);
        published_nodes_ = nodes_;
    }
    if (control_.stop.load(std::memory_order_relaxed)) return stopped_ = true;
    if (budget_.hard_ms >= 0 && !control_.pondering.load(std::memory_order_relaxed) && elapsed_ms() >= budget_.hard_ms)
        return stopped_ = true;
    return false;
}

std::int64_t Searcher::elapsed_ms() {
    if (time_.nodes_per_ms > 0) {
        // The time limits are only read once ponderhit has arrived: the nodes counted start there.
        if (awaiting_ponderhit_ && !control_.pondering.load(std::memory_order_relaxed)) {
            awaiting_ponderhit_ = false;
            clock_start_nodes_ = nodes_;
        }
        return std::int64_t((nodes_ - clock_start_nodes_) / std::uint64_t(time_.nodes_per_ms));
    }
    return control_.clock.elapsed_ms() - control_.ponderhit_ms.load(std::memory_order_relaxed);
}

Move Searcher::ponder_from_tt(Move best) const {
    Position after = pos_;
    Undo undo;
    after.make_move(best, undo);
    const auto data = tt_.probe(after.key(), 1);
    if (!data || !data->move || !after.is_pseudo_legal(data->move) || !after.is_legal(data->move)) return Move::none();
    return data->move;
}

}  // namespace gambit::search
