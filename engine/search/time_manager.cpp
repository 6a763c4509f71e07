#include "engine/search/time_manager.hpp"

#include <algorithm>

namespace gambit::search {

TimeBudget compute_budget(const Limits& limits, chess::Color us, int move_overhead_ms, int moves_to_go) {
    TimeBudget budget;
    if (limits.movetime) {
        // A fixed time per move: search it all, as the UCI protocol says, less a small safety margin (2%,
        // at most 20 ms) for answering; no soft limit, since there is no clock to save time for. The move
        // overhead is for clocks: a GUI that sends movetime has already allowed for its own latency.
        const std::int64_t safety = std::clamp<std::int64_t>(*limits.movetime / 50, 1, 20);
        budget.hard_ms = std::max<std::int64_t>(*limits.movetime - safety, 1);
        (void)move_overhead_ms;
        return budget;
    }
    if (!limits.time[us]) return budget;

    const std::int64_t remaining = std::max<std::int64_t>(*limits.time[us], 0);
    const std::int64_t increment = std::max<std::int64_t>(limits.increment[us], 0);
    moves_to_go = limits.movestogo ? std::clamp(*limits.movestogo, 1, 50) : std::max(moves_to_go, 1);

    // What we may spend without running the clock below the overhead reserve.
    const std::int64_t available = std::max<std::int64_t>(remaining - move_overhead_ms, 1);
    // The most one move may take: 3/4 of the clock for the last move of a period, down to 15% of it when
    // five or more moves remain. An iteration costs several times the previous one, so the hard limit is
    // what a move really takes whenever an iteration starts late; a low clock must not be spent on it.
    const std::int64_t ceiling = std::max<std::int64_t>(available * 3 / 4 / std::min(moves_to_go, 5), 1);

    // Three quarters of the increment: the rest pays for what the GUI charges beyond our own clock.
    const std::int64_t soft = available / moves_to_go + increment * 3 / 4;
    budget.soft_ms = std::clamp<std::int64_t>(soft, 1, ceiling);
    budget.hard_ms = std::clamp<std::int64_t>(budget.soft_ms * 3, 1, ceiling);
    return budget;
}

bool past_soft_limit(const TimeBudget& budget, std::int64_t elapsed_ms, int stable_iterations, int scale_percent) {
    if (budget.soft_ms < 0) return false;
    // Percent of the soft limit after which no new iteration starts. The next iteration costs about twice
    // the last, so with a settled best move half the soft limit is the point past which it would rarely
    // finish and change nothing; a best move that has just changed is worth the whole soft limit.
    static constexpr int ShareAfterStableIterations[] = {100, 80, 65, 55, 50};
    const int share = ShareAfterStableIterations[std::clamp(stable_iterations, 0, 4)];
    return elapsed_ms * 100 * 100 >= budget.soft_ms * share * std::max(scale_percent, 1);
}

int falling_eval_scale(int drop_cp, int percent_per_100cp) {
    return 100 + std::clamp(drop_cp, 0, 100) * percent_per_100cp / 100;
}

int node_fraction_scale(std::uint64_t best_nodes, std::uint64_t total_nodes, int percent) {
    if (percent <= 0 || total_nodes == 0) return 100;
    const double fraction = double(std::min(best_nodes, total_nodes)) / double(total_nodes);
    return std::clamp(int((1.5 - fraction) * percent), 50, 250);
}

}  // namespace gambit::search
