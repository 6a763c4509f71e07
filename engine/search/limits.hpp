// What a `go` asks for: clocks, fixed limits, and restrictions of the root moves.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "chess/move.hpp"

namespace gambit::search {

struct ProbCutDecision;

struct Limits {
    // Clocks in milliseconds (remaining time and increment per side); unset when not sent.
    std::optional<std::int64_t> time[2];
    std::int64_t increment[2] = {0, 0};
    std::optional<int> movestogo;
    std::optional<std::int64_t> movetime;
    std::optional<int> depth;
    std::optional<std::uint64_t> nodes;
    std::optional<int> mate;  // find a mate in this many moves, then stop
    bool infinite = false;    // no limit; keep the bestmove until `stop`
    bool ponder = false;      // pondering: like infinite until `ponderhit` turns the clock on
    std::vector<chess::Move> searchmoves;  // restrict the root to these moves (empty = all)
    int multi_pv = 1;  // MultiPV: this many best root moves, each with its line (capped at the root's moves)
    // Research: called at every cut ProbCut makes (gambit probcut-calibrate).
    std::function<void(const ProbCutDecision&)> on_probcut;

    bool has_clock() const { return time[0].has_value() || time[1].has_value(); }
};

}  // namespace gambit::search
