// What a search tells the outside world. The search never prints; the UCI layer and the tools format
// these through callbacks.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "chess/move.hpp"
#include "engine/search/prune_stats.hpp"

namespace gambit::search {

enum class ScoreBound { Exact, Lower, Upper };

// One line of the search's report: a completed iteration (Exact), an aspiration search that failed high
// (Lower) or low (Upper), or the final state of a search (SearchResult::final_info).
struct IterationInfo {
    int depth = 0;
    int seldepth = 0;
    int score = 0;  // search value (mate scores per value.hpp)
    ScoreBound bound = ScoreBound::Exact;
    std::uint64_t nodes = 0;
    std::int64_t time_ms = 0;
    std::int64_t time_us = 0;  // the same time in microseconds (nodes per second of a short search)
    int hashfull = 0;
    int multipv = 0;  // the line's rank under MultiPV > 1 (1 = best); 0 when a single line is searched
    bool tablebases = false;  // Syzygy tables are in use: `tbhits` is reported
    std::uint64_t tbhits = 0;
    std::vector<chess::Move> pv;
};

// The final answer of a search.
struct SearchResult {
    chess::Move best = chess::Move::none();  // none() when the root has no legal move
    chess::Move ponder = chess::Move::none();
    int score = 0;
    ScoreBound bound = ScoreBound::Exact;  // Lower: the fail high of a first iteration the clock interrupted
    int depth = 0;  // last completed iteration
    int seldepth = 0;
    std::uint64_t nodes = 0;         // every thread's
    std::uint64_t helper_nodes = 0;  // of those, the helper threads' (Threads > 1)
    std::int64_t time_ms = 0;
    std::vector<chess::Move> pv;
    PruneStats stats;  // the main thread's
    // MultiPV: the last completed depth's lines, best first (empty when one line was searched).
    struct Line {
        int score = 0;
        std::vector<chess::Move> pv;
    };
    std::vector<Line> lines;
    // What the search knew when it ended, for a last `info` line before `bestmove`: the line of the move
    // played, with every node and all the time (depth 0: none); new when it says more than the last
    // on_iteration report (a stopped search, an interrupted iteration's line reported after the move's).
    IterationInfo final_info;
    bool final_info_new = false;
};

struct Callbacks {
    std::function<void(const IterationInfo&)> on_iteration;  // may be empty
    std::function<void(const SearchResult&)> on_bestmove;     // exactly once per go (Engine)
};

}  // namespace gambit::search
