// Engine: one self-contained chess engine. It owns its transposition table, histories, evaluator,
// parameters and search thread, so two differently configured engines can live in one process.
// Results come back through callbacks; the engine never prints.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "chess/position.hpp"
#include "engine/eval/evaluate.hpp"
#include "engine/search/history.hpp"
#include "engine/search/limits.hpp"
#include "engine/search/search_params.hpp"
#include "engine/search/search_info.hpp"
#include "engine/search/searcher.hpp"
#include "engine/search/tablebase.hpp"
#include "engine/search/tt.hpp"

namespace gambit::search {

class Engine {
public:
    static constexpr int DefaultMoveOverheadMs = 100;

    Engine();
    ~Engine();  // stops and joins a running search
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Configuration; only while no search runs.
    SearchParams& params() { return params_; }
    const SearchParams& params() const { return params_; }
    void set_hash_mb(std::size_t megabytes) { tt_.resize(megabytes); }
    std::size_t hash_mb() const { return tt_.size_mb(); }
    void clear_hash() { tt_.clear(); }
    void set_move_overhead(int ms) { time_.move_overhead_ms = ms; }
    // NodesTime: the time limits count this many nodes as a millisecond (0: the wall clock).
    void set_nodes_time(int nodes_per_ms) { time_.nodes_per_ms = nodes_per_ms; }
    // Evaluation weights (the EvalFile option); setting them empties the pawn cache and the TT, whose
    // scores came from the old weights.
    void set_eval_params(const eval::EvalParams& params) {
        evaluator_.set_params(params);
        for (Helper& h : helpers_) h.evaluator.set_params(params);
        tt_.clear();
    }
    const eval::EvalParams& eval_params() const { return evaluator_.params(); }
    // A network as the evaluation (the EvalNet option; null: the weights); empties the TT as above.
    void set_network(std::shared_ptr<const eval::Network> net) {
        for (Helper& h : helpers_) h.evaluator.set_network(net);
        evaluator_.set_network(std::move(net));
        tt_.clear();
    }
    int move_overhead() const { return time_.move_overhead_ms; }
    // Threads (Lazy SMP): helper threads search the same root with the shared TT, each with its own
    // histories and evaluator. 1 (the default) is the deterministic single-threaded search.
    void set_threads(int threads);
    // Syzygy probing (SyzygyProbeDepth, Syzygy50MoveRule, SyzygyProbeLimit); the tables themselves are the
    // process's (tablebase::load, SyzygyPath).
    tablebase::Options& tablebase_options() { return tb_options_; }
    // UCI_LimitStrength / UCI_Elo (strength.hpp): 0 plays at full strength.
    void set_limit_elo(int elo) { limit_elo_ = elo; }
    int limit_elo() const { return limit_elo_; }
    int threads() const { return int(helpers_.size()) + 1; }
    int nodes_time() const { return time_.nodes_per_ms; }
    // Forget everything learned: TT, histories, pawn cache.
    void new_game();
    // Allocates the table now (so the first `go` does not pay for it).
    void prepare() { tt_.allocate(); }

    // Starts a search on the engine's thread and returns at once. `callbacks.on_bestmove` is called
    // exactly once, from that thread; for `infinite` and `ponder` only after stop() / ponderhit().
    void go(const chess::Position& pos, const Limits& limits, Callbacks callbacks);
    void stop();
    void ponderhit();
    // Blocks until the running search (if any) has reported its bestmove.
    void wait();

    // Synchronous search on the calling thread (bench, epd, tests).
    SearchResult search(const chess::Position& pos, const Limits& limits,
                        const std::function<void(const IterationInfo&)>& on_iteration = {});

private:
    // The search on the calling thread, weakened as UCI_Elo says (strength.hpp).
    SearchResult run_search(const chess::Position& pos, const Limits& limits,
                            const std::function<void(const IterationInfo&)>& on_iteration);
    // The search on the calling thread, with the helpers on threads of their own while it runs.
    SearchResult run_threads(const chess::Position& pos, const Limits& limits,
                            const std::function<void(const IterationInfo&)>& on_iteration);

    // A helper thread's own state, kept from search to search as the main thread's is.
    struct Helper {
        std::unique_ptr<History> history = std::make_unique<History>();
        eval::Evaluator evaluator;
    };

    TranspositionTable tt_;
    std::unique_ptr<History> history_ = std::make_unique<History>();
    eval::Evaluator evaluator_;
    SearchParams params_;
    TimeOptions time_{DefaultMoveOverheadMs, 0};

    std::vector<Helper> helpers_;
    tablebase::Options tb_options_;
    int limit_elo_ = 0;
    SearchControl control_;
    std::mutex mutex_;
    std::condition_variable wake_;  // stop / ponderhit while a finished infinite search waits
    std::thread thread_;
};

}  // namespace gambit::search
