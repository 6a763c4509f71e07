// Time management: turns a `go` into a soft limit (do not start another iteration after it) and a hard
// limit (abort the search). Only stopping depends on the clock, never what the search prunes, so fixed
// depth and node searches stay reproducible.
#pragma once

#include <chrono>
#include <cstdint>

#include "chess/types.hpp"
#include "engine/search/limits.hpp"

namespace gambit::search {

// How the engine keeps time: the reserve for the GUI and pipes, and optionally a clock that runs on
// nodes (NodesTime: nodes_per_ms nodes count as one millisecond), so a timed game plays the same moves
// whatever the machine's load, as Stockfish's `nodestime` does; the GUI must charge its clock the same way
// (gambit-match: nodestime=N).
struct TimeOptions {
    int move_overhead_ms = 100;
    int nodes_per_ms = 0;  // 0: the wall clock
};

struct TimeBudget {
    std::int64_t soft_ms = -1;  // -1: no limit
    std::int64_t hard_ms = -1;
};

// Budget for the side `us` under `limits`; `move_overhead_ms` is kept in reserve for the GUI and pipes,
// and a clock without `movestogo` is shared as if `moves_to_go` moves remained (TimeMovesToGo).
TimeBudget compute_budget(const Limits& limits, chess::Color us, int move_overhead_ms, int moves_to_go = 30);

// Whether iterative deepening stops after an iteration, `elapsed_ms` into the move: past a share of the
// soft limit that shrinks while the best move stays the same (`stable_iterations` completed iterations in
// a row, 0 when it just changed).
// `scale_percent` scales that share (falling_eval_scale, node_fraction_scale; 100: as it is).
bool past_soft_limit(const TimeBudget& budget, std::int64_t elapsed_ms, int stable_iterations, int scale_percent = 100);

// The scale for a score that fell `drop_cp` since the previous iteration: 100 plus `percent_per_100cp` per
// 100 cp, pro rata, never more than for 100 cp; 100 for a rising score.
int falling_eval_scale(int drop_cp, int percent_per_100cp);

// The scale for a best move that took `best_nodes` of `total_nodes`: (1.5 - fraction) x `percent`, within
// [50, 250]; 100 when `percent` is 0 (off) or nothing was searched.
int node_fraction_scale(std::uint64_t best_nodes, std::uint64_t total_nodes, int percent);

class Clock {
public:
    Clock() : start_(std::chrono::steady_clock::now()) {}
    void restart() { start_ = std::chrono::steady_clock::now(); }
    std::int64_t elapsed_ms() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_).count();
    }
    std::int64_t elapsed_us() const {
        return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start_).count();
    }

private:
    std::chrono::steady_clock::time_point start_;
};

}  // namespace gambit::search
