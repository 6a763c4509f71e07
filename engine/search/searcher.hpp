// The search proper: iterative deepening with aspiration windows over a principal-variation search
// (null-window searches for all but the first move) with quiescence at the leaves. Every node knows
// its expected type (PV / CUT / ALL). Forward-pruning methods live in search/pruning/, one per file,
// each guarded by its SearchParams switch; they search children through ChildSearch and count through
// MethodAttempt (both below), and pick moves in the node's order through move_picker (pruning/README.md).
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "chess/position.hpp"
#include "engine/eval/evaluate.hpp"
#include "engine/search/history.hpp"
#include "engine/search/limits.hpp"
#include "engine/search/movepick.hpp"
#include "engine/search/node_type.hpp"
#include "engine/search/search_params.hpp"
#include "engine/search/pruning/lmr.hpp"
#include "engine/search/pruning/null_move_bound.hpp"
#include "engine/search/pruning/prune_context.hpp"
#include "engine/search/prune_stats.hpp"
#include "engine/search/search_info.hpp"
#include "engine/search/tablebase.hpp"
#include "engine/search/time_manager.hpp"
#include "engine/search/tt.hpp"
#include "engine/search/value.hpp"

namespace gambit::search {

// Shared between the thread that runs a search and the one that controls it (stop, ponderhit).
struct SearchControl {
    std::atomic<bool> stop{false};
    std::atomic<bool> pondering{false};          // ignore the clock until ponderhit
    std::atomic<std::int64_t> ponderhit_ms{0};   // time of ponderhit on `clock`; budgets count from there
    Clock clock;                                 // started at `go`
};

// Lazy SMP: what the threads of one search share besides the transposition table. Helpers add the nodes they
// searched (every 256 nodes), so that the main thread reports and limits the search's total.
struct ThreadShare {
    std::atomic<std::uint64_t> helper_nodes{0};
};

class Searcher;

// Per-ply state of the current line.
struct StackEntry {
    chess::Move move = chess::Move::none();  // move made at this ply (Move::null() for a null move)
    chess::Piece moved = chess::NoPiece;
    int static_eval = -Infinite;               // -Infinite when in check
    chess::Move excluded = chess::Move::none(); // left out by a singular-extension search of this node
};

// What the node at a ply orders its moves by (step 12): the counter move, the killers and the continuation
// rows of the earlier moves. A method that picks moves in "the normal order" builds its picker from it too.
struct MoveOrdering {
    chess::Move counter = chess::Move::none();
    chess::Move killers[2] = {chess::Move::none(), chess::Move::none()};
    const History::ContinuationRow* continuations[History::ContinuationRows] = {};
};

// What a pruning method sees of the node it is asked about: a snapshot taken once, after step 4, and never
// changed. `alpha` is the node's alpha at entry (after mate-distance pruning) and `depth` its depth at entry
// (before internal iterative reduction); what the move loop changes is in MoveCandidate.
struct Node {
    int alpha, beta, depth, ply;
    NodeType type;
    bool in_check;
    int static_eval;  // the static eval refined by a TT bound (step 4); NoEval when in check
    bool improving;   // static eval better than two plies ago
    std::optional<TTData> tt = std::nullopt;  // this position's TT entry (multi-cut applicability)
};

// What a move-level method (step 13) sees of the move it is asked about and of the loop so far.
struct MoveCandidate {
    chess::Move move;
    bool quiet;        // not a capture or promotion
    bool gives_check;
    int alpha;         // the node's alpha now: raised by the moves searched before this one
    int depth;         // the depth the node's moves are searched from (after internal iterative reduction)
    int quiets_seen;   // quiet moves searched at this node before this one (at most 64)
    const History::ContinuationRow* const* continuations;  // the node's continuation rows (MoveOrdering)
};

class Searcher {
public:
    Searcher(TranspositionTable& tt, History& history, eval::Evaluator& evaluator, const SearchParams& params,
             SearchControl& control, TimeOptions time);

    SearchResult run(const chess::Position& root, const Limits& limits,
                     const std::function<void(const IterationInfo&)>& on_iteration);
    // One of several threads of a search (Lazy SMP): the main thread counts the helpers' nodes from `share`,
    // a helper adds its own there. The caller then allocates the table and starts its generation, once.
    void join_threads(ThreadShare& share, bool helper) {
        share_ = &share;
        helper_ = helper;
    }
    // Syzygy probing (tablebase.hpp), when tables are loaded.
    void set_tablebases(const tablebase::Options& options) { tb_options_ = options; }

    // --- For the pruning methods ---
    int search(int alpha, int beta, int depth, int ply, NodeType type);
    int qsearch(int alpha, int beta, int ply);
    chess::Position& position() { return pos_; }
    const SearchParams& params() const { return params_; }
    // The counters, read; only MethodAttempt writes them (one counting protocol, pruning/README.md).
    const PruneStats& stats() const { return stats_; }
    void clear_stats() { stats_ = {}; }
    std::uint64_t nodes() const { return nodes_; }
    bool stopped() const { return stopped_; }  // a limit was reached: values since are meaningless
    StackEntry& stack(int ply) { return stack_[ply + 2]; }  // plies -2 and -1 exist as sentinels
    const StackEntry& stack(int ply) const { return stack_[ply + 2]; }
    const History& history() const { return history_; }
    PruneContext& prune_context() { return prune_ctx_; }
    const Limits& limits() const { return limits_; }
    // The node's move ordering at `ply`, read now (killers and histories change as the search goes), and a
    // picker over it that tries `first` first: the node's own order of moves.
    MoveOrdering move_ordering(int ply) const;
    MovePicker move_picker(const MoveOrdering& ordering, chess::Move first) const {
        return MovePicker(pos_, first, history_, ordering.killers[0], ordering.killers[1], ordering.counter,
                          ordering.continuations);
    }

private:
    int evaluate();
    // The static evaluation `raw_eval` of the current position with its correction history added and its
    // fifty-move decay applied (each if on).
    int corrected(int raw_eval) const;
    static constexpr int Rule50DecayPlies = 200;  // the evaluation x (200 - plies since progress) / 200
    int static_eval_of(const std::optional<TTData>& tt);  // the TT entry's eval when it has one
    bool is_draw(int ply) const;
    // A node-level step's verdict (steps 5-10 and 14): 0 when the search stopped during the step (a stopped
    // search's values mean nothing), else the node's value when the step decided it, or nullopt.
    std::optional<int> decided(std::optional<int> verdict) const { return stopped_ ? std::optional<int>(0) : verdict; }
    bool should_stop();
    std::int64_t elapsed_ms();  // the time limits' clock: wall time or (NodesTime) nodes since go or ponderhit
    chess::Move ponder_from_tt(chess::Move best) const;  // the TT's move after `best`, when legal
    void update_pv(int ply, chess::Move m);
    int continuation_rows(int ply) const;
    void update_quiet_histories(int ply, int depth, chess::Move best, const chess::Move* quiets, int quiet_count);
    void update_capture_history(int depth, chess::Move best, const chess::Move* noisies, int noisy_count);
    int aspiration(int depth, int previous, const std::vector<chess::Move>& previous_pv);
    bool root_allowed(chess::Move m) const;
    // A report line of the search as it stands now (nodes, time, hash use).
    IterationInfo report(int depth, int value, ScoreBound bound, std::vector<chess::Move> pv, int multipv = 0);
    int multi_pv_iteration(int depth);
    bool root_excluded(chess::Move m) const;
    void note_root_best(int value, int beta);

    TranspositionTable& tt_;
    History& history_;
    eval::Evaluator& evaluator_;
    const SearchParams& params_;
    SearchControl& control_;
    TimeOptions time_;

    chess::Position pos_;
    Limits limits_;
    TimeBudget budget_;
    LmrTable lmr_;
    friend class MethodAttempt;  // the one writer of stats_
    PruneStats stats_;
    PruneContext prune_ctx_;
    std::uint64_t nodes_ = 0;
    bool awaiting_ponderhit_ = false;     // a ponder search whose ponderhit the NodesTime clock has not seen
    std::uint64_t clock_start_nodes_ = 0; // NodesTime: the node count the clock starts from (ponderhit)
    int seldepth_ = 0;
    int completed_depth_ = 0;
    int root_depth_ = 0;
    bool stopped_ = false;
    std::vector<chess::Move> root_moves_;
    const std::function<void(const IterationInfo&)>* on_iteration_ = nullptr;
    std::uint64_t reported_nodes_ = 0;  // the node count of the last report()
    tablebase::Options tb_options_;
    bool tb_active_ = false;             // tables loaded and a probe limit above 0
    bool root_restricted_ = false;       // the root searches root_moves_ only (searchmoves, a tablebase choice)
    std::optional<int> tb_root_value_;   // the root's tablebase value, when the tables chose its move
    std::uint64_t tb_hits_ = 0;
    std::optional<int> probe_tablebase(int alpha, int beta, int depth, int ply);
    ThreadShare* share_ = nullptr;       // null: a single-threaded search
    bool helper_ = false;
    std::uint64_t published_nodes_ = 0;  // a helper's nodes already added to the share
    // The search's nodes: this thread's, plus (main thread of several) the helpers' published so far.
    std::uint64_t total_nodes() const {
        return share_ && !helper_ ? nodes_ + share_->helper_nodes.load(std::memory_order_relaxed) : nodes_;
    }
    // MultiPV (Limits::multi_pv > 1): the k-th line searches the root without the first moves of the k - 1
    // lines before it, as Stockfish does; each line starts from its own previous best move and score.
    struct PvLine {
        std::vector<chess::Move> pv;
        int score = 0;
    };
    int line_count_ = 1;
    int pv_index_ = 0;                            // the line being searched
    std::vector<PvLine> lines_;                   // the last completed depth's lines, best first
    std::vector<chess::Move> excluded_root_moves_;  // the first moves of the lines before pv_index_
    chess::Move root_first_move_ = chess::Move::none();  // the line's previous best move, searched first
    // The best root move of the current iteration so far (a move that raised alpha at the root), which a
    // search stopped in that iteration plays; depth 0 when no root move of the iteration has yet.
    struct RootBest {
        int depth = 0;
        int value = 0;
        ScoreBound bound = ScoreBound::Exact;
        std::vector<chess::Move> pv;
    } root_best_;
    // Nodes searched under each root move this search (by from and to square), for time management.
    std::array<std::uint64_t, 64 * 64> root_move_nodes_{};
    static std::size_t root_move_index(chess::Move m) { return std::size_t(m.from()) * 64 + std::size_t(m.to()); }
    StackEntry stack_[MaxPly + 4];
    chess::Move pv_[MaxPly + 1][MaxPly + 1];
    int pv_length_[MaxPly + 1];
};

// ---------------------------------------------------------------------------------------------
// The protocol of a child search, and the counting of a method's attempt. Every search of a child goes
// through a ChildSearch, the node routine's and each method's, so no method repeats (or forgets) a step of
// the bookkeeping the variable null-move bound and multi-cut depend on.
// ---------------------------------------------------------------------------------------------

enum class ChildKind {
    Explored,    // a move of the node's own loop: it leaves the node's count of unexplored good moves down
    Trial,       // a method's search of a move: the node's NoPGAM counts are left as they were
    Quiescence,  // a quiescence node's move: the stack entry only (quiescence keeps no pruning state)
};

// A child of the node at `ply` through `m` (Move::null(): the null move). On construction: the stack
// entry (move, moved piece), whether the move was extended (multi-cut keeps three plies away from
// extensions), the child's NoPGAM count (NullMoveBound=variable), then the move made; on destruction the
// move unmade (and, for a Trial, the node's count of unexplored good moves restored).
class ChildSearch {
public:
    ChildSearch(Searcher& searcher, int ply, chess::Move m, ChildKind kind, bool extended = false);
    ~ChildSearch();
    ChildSearch(const ChildSearch&) = delete;
    ChildSearch& operator=(const ChildSearch&) = delete;

    // The child's value from the node's side, searched with the node's window (alpha, beta).
    int search(int alpha, int beta, int depth, NodeType type);
    int qsearch(int alpha, int beta);

private:
    Searcher& s_;
    int ply_;
    chess::Move move_;
    ChildKind kind_;
    int saved_good_left_ = 0;
    chess::Undo undo_;
};

// The counters of a method's row besides `nodes` (prune_stats.hpp says what each means per method).
enum class Counter { Tried, Cut, VerifyFail, ReSearch, Skipped };

// One attempt of a method at a node, counted in its row of the statistics (prune_stats.hpp): tried on
// construction, cut() when it prunes, count() for the other counters, and on destruction the nodes searched
// meanwhile, added only when no search of the same method encloses the node (so its share of all nodes stays
// within 100%). The method's searches run under own_searches(), which marks them as its own
// (PruneContext::inside). Every count of the search goes through this class: nothing else writes a row.
class MethodAttempt {
public:
    MethodAttempt(Searcher& searcher, Method method);
    ~MethodAttempt();
    MethodAttempt(const MethodAttempt&) = delete;
    MethodAttempt& operator=(const MethodAttempt&) = delete;

    void count(Counter counter) { bump(stats_, counter); }
    void cut() { count(Counter::Cut); }

    // While it lives, the searches are the method's own: nodes under them are not outermost for it.
    class Own {
    public:
        Own(const Own&) = delete;
        Own& operator=(const Own&) = delete;
        ~Own() { --count_; }

    private:
        friend class MethodAttempt;
        explicit Own(int& count) : count_(++count) {}
        int& count_;
    };
    [[nodiscard]] Own own_searches();

    // The node at `ply` itself searched again (ProbCut's shallow search, the singular and the verification
    // searches): the node's NoPGAM count of unexplored good moves is left as it was.
    int search_again(int alpha, int beta, int depth, int ply, NodeType type);

    // A decision without searches of its own (move-level pruning): tried, and cut when `pruned`.
    static bool decide(Searcher& searcher, Method method, bool pruned);
    // A count in a method's row outside an attempt of its own: a part of another method's attempt, whose
    // searches it shares (NullMoveBound in NullMove's, EnhancedForwardPruning in MultiCut's), or a later
    // step's decision (enhanced forward pruning's re-search and skipped store). No nodes are counted.
    static void count(Searcher& searcher, Method method, Counter counter);
    // The variable null-move bound's choice of margin t (PruneStats::null_bound_margin).
    static void count_null_bound_margin(Searcher& searcher, int margin);

private:
    static void bump(MethodStats& stats, Counter counter);

    Searcher& s_;
    Method method_;
    MethodStats& stats_;
    std::uint64_t before_;
    bool outermost_;
};

}  // namespace gambit::search
