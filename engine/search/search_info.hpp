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

// One completed (or aspiration-failed) iteration.
struct IterationInfo {
    int depth = 0;
    int seldepth = 0;
    int score = 0;  // search value (mate scores per value.hpp)
    ScoreBound bound = ScoreBound::Exact;
    std::uint64_t nodes = 0;
    std::int64_t time_ms = 0;
    int hashfull = 0;
    std::vector<chess::Move> pv;
};

// The final answer of a search.
struct SearchResult {
    chess::Move best = chess::Move::none();  // none() when the root has no legal move
    chess::Move ponder = chess::Move::none();
    int score = 0;
    int depth = 0;  // last completed iteration
    int seldepth = 0;
    std::uint64_t nodes = 0;
    std::int64_t time_ms = 0;
    std::vector<chess::Move> pv;
    PruneStats stats;
};

struct Callbacks {
    std::function<void(const IterationInfo&)> on_iteration;  // may be empty
    std::function<void(const SearchResult&)> on_bestmove;     // exactly once per go (Engine)
};

}  // namespace gambit::search
