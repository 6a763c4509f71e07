#include "engine/search/time_manager.hpp"

#include <algorithm>

namespace gambit::search {

TimeBudget compute_budget(const Limits& limits, chess::Color us, int move_overhead_ms) {
    TimeBudget budget;
    if (limits.movetime) {
        // A fixed time per move: keep the overhead, but never less than half the requested time.
        const std::int64_t t = std::max<std::int64_t>(*limits.movetime - move_overhead_ms, *limits.movetime / 2);
        budget.soft_ms = budget.hard_ms = std::max<std::int64_t>(t, 1);
        return budget;
    }
    if (!limits.time[us]) return budget;

    const std::int64_t remaining = std::max<std::int64_t>(*limits.time[us], 0);
    const std::int64_t increment = std::max<std::int64_t>(limits.increment[us], 0);
    const int moves_to_go = limits.movestogo ? std::clamp(*limits.movestogo, 1, 50) : 35;

    // What we may spend without running the clock below the overhead reserve.
    const std::int64_t available = std::max<std::int64_t>(remaining - move_overhead_ms, 1);
    // Never more than a third of the clock on one move, unless this move ends the time period.
    const std::int64_t ceiling = moves_to_go == 1 ? available * 3 / 4 : available / 3;

    const std::int64_t soft = available / moves_to_go + increment * 3 / 4;
    budget.soft_ms = std::clamp<std::int64_t>(soft, 1, std::max<std::int64_t>(ceiling, 1));
    budget.hard_ms = std::clamp<std::int64_t>(budget.soft_ms * 4, 1, std::max<std::int64_t>(ceiling, 1));
    return budget;
}

}  // namespace gambit::search
