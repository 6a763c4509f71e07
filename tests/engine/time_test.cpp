#include <gtest/gtest.h>

#include <condition_variable>
#include <mutex>
#include <optional>

#include "engine/search/engine.hpp"
#include "engine/search/time_manager.hpp"

using namespace gambit;
using namespace gambit::search;

namespace {

Limits clock(std::int64_t ms, std::int64_t inc, std::optional<int> moves_to_go = std::nullopt) {
    Limits limits;
    limits.time[chess::White] = ms;
    limits.time[chess::Black] = ms;
    limits.increment[chess::White] = limits.increment[chess::Black] = inc;
    limits.movestogo = moves_to_go;
    return limits;
}

}  // namespace

TEST(TimeManager, NoClockMeansNoLimit) {
    const TimeBudget b = compute_budget(Limits{}, chess::White, 100);
    EXPECT_EQ(b.soft_ms, -1);
    EXPECT_EQ(b.hard_ms, -1);
}

TEST(TimeManager, MovetimeSearchesTheWholeTimeLessASmallSafetyMargin) {
    Limits limits;
    limits.movetime = 1000;
    EXPECT_EQ(compute_budget(limits, chess::White, 100).hard_ms, 980);
    EXPECT_EQ(compute_budget(limits, chess::White, 100).soft_ms, -1);  // iterative deepening runs to the end
    limits.movetime = 300;
    EXPECT_EQ(compute_budget(limits, chess::White, 100).hard_ms, 294);
    limits.movetime = 100;
    EXPECT_EQ(compute_budget(limits, chess::White, 100).hard_ms, 98);
    limits.movetime = 5000;
    EXPECT_EQ(compute_budget(limits, chess::White, 100).hard_ms, 4980);
}

TEST(TimeManager, HardLimitStaysWellInsideTheClock) {
    for (const std::int64_t ms : {0LL, 1LL, 50LL, 120LL, 300LL, 1000LL, 10000LL, 60000LL}) {
        for (const std::int64_t inc : {0LL, 10LL, 100LL}) {
            for (const std::optional<int> mtg : {std::optional<int>{}, std::optional<int>{1}, std::optional<int>{40}}) {
                const TimeBudget b = compute_budget(clock(ms, inc, mtg), chess::Black, 100);
                EXPECT_GE(b.soft_ms, 1);
                EXPECT_LE(b.soft_ms, b.hard_ms);
                // Above the reserve, a move never takes more than 3/4 of what is left after it.
                if (ms > 100) {
                    EXPECT_LE(b.hard_ms, (ms - 100) * 3 / 4) << ms << " " << inc;
                }
                // In sudden death, at most 15% of the clock.
                if (ms > 100 && !mtg) {
                    EXPECT_LE(b.hard_ms, (ms - 100) * 15 / 100 + 1) << ms << " " << inc;
                }
            }
        }
    }
}

TEST(TimeManager, MoreTimeMeansAtLeastAsMuchThought) {
    std::int64_t previous = 0;
    for (std::int64_t ms = 200; ms <= 100000; ms *= 2) {
        const TimeBudget b = compute_budget(clock(ms, 100), chess::White, 100);
        EXPECT_GE(b.soft_ms, previous);
        previous = b.soft_ms;
    }
}

TEST(TimeManager, AnUnsettledBestMoveGetsMoreOfTheSoftLimit) {
    const TimeBudget b = compute_budget(clock(10000, 100), chess::White, 100);
    ASSERT_GT(b.soft_ms, 100);
    // A best move that has just changed keeps searching until the whole soft limit is spent ...
    EXPECT_FALSE(past_soft_limit(b, b.soft_ms * 9 / 10, 0));
    EXPECT_TRUE(past_soft_limit(b, b.soft_ms, 0));
    // ... one that stayed the same for four iterations stops at half of it.
    EXPECT_FALSE(past_soft_limit(b, b.soft_ms / 2 - 1, 4));
    EXPECT_TRUE(past_soft_limit(b, (b.soft_ms + 1) / 2, 4));
    EXPECT_TRUE(past_soft_limit(b, (b.soft_ms + 1) / 2, 40));
    // The share never grows with stability.
    for (int stable = 1; stable <= 6; ++stable)
        for (std::int64_t t = 0; t <= b.soft_ms; t += 7)
            if (past_soft_limit(b, t, stable - 1)) {
                EXPECT_TRUE(past_soft_limit(b, t, stable)) << stable << " " << t;
            }
}

TEST(TimeManager, AFallingScoreGetsMoreOfTheSoftLimit) {
    // TimeFallingEval=50: half as much again for a drop of 100 cp or more, pro rata below, nothing for a rise.
    EXPECT_EQ(falling_eval_scale(100, 50), 150);
    EXPECT_EQ(falling_eval_scale(300, 50), 150);
    EXPECT_EQ(falling_eval_scale(40, 50), 120);
    EXPECT_EQ(falling_eval_scale(-80, 50), 100);
    EXPECT_EQ(falling_eval_scale(100, 0), 100);
    const TimeBudget b = compute_budget(clock(10000, 100), chess::White, 100);
    ASSERT_GT(b.soft_ms, 100);
    // A settled move stops at half the soft limit, or at three quarters with the scale at 150.
    EXPECT_TRUE(past_soft_limit(b, b.soft_ms * 6 / 10, 4));
    EXPECT_FALSE(past_soft_limit(b, b.soft_ms * 6 / 10, 4, 150));
    EXPECT_TRUE(past_soft_limit(b, (b.soft_ms * 3 + 3) / 4, 4, 150));
}

TEST(TimeManager, ABestMoveThatTookLittleOfTheEffortGetsMoreTime) {
    // TimeNodeFraction=100: (1.5 - fraction) x 100, within [50, 250].
    EXPECT_EQ(node_fraction_scale(900, 1000, 100), 60);
    EXPECT_EQ(node_fraction_scale(500, 1000, 100), 100);
    EXPECT_EQ(node_fraction_scale(100, 1000, 100), 140);
    EXPECT_EQ(node_fraction_scale(1000, 1000, 80), 50);   // 40, raised to the floor
    EXPECT_EQ(node_fraction_scale(0, 1000, 200), 250);    // 300, cut to the ceiling
    // Off, or nothing searched: no scaling.
    EXPECT_EQ(node_fraction_scale(900, 1000, 0), 100);
    EXPECT_EQ(node_fraction_scale(0, 0, 100), 100);
    // A smaller scale stops earlier.
    const TimeBudget b = compute_budget(clock(10000, 100), chess::White, 100);
    EXPECT_TRUE(past_soft_limit(b, b.soft_ms * 7 / 10, 0, 60));
    EXPECT_FALSE(past_soft_limit(b, b.soft_ms * 7 / 10, 0, 100));
}

TEST(TimeManager, FewerMovesToGoSpendMoreOfTheClock) {
    // TimeMovesToGo shares a clock without `movestogo`: 10 s less 100 ms over 20 moves is 495 ms, plus
    // three quarters of the 100 ms increment; over 30 moves 330 ms plus the same.
    EXPECT_EQ(compute_budget(clock(10000, 100), chess::White, 100, 20).soft_ms, 495 + 75);
    EXPECT_EQ(compute_budget(clock(10000, 100), chess::White, 100, 30).soft_ms, 330 + 75);
    // A GUI's `movestogo` overrides it.
    const Limits limits = clock(10000, 0, 10);
    EXPECT_EQ(compute_budget(limits, chess::White, 100, 20).soft_ms, compute_budget(limits, chess::White, 100, 40).soft_ms);
}

TEST(TimeManager, WithoutASoftLimitIterationsNeverStopForTime) {
    Limits limits;
    limits.movetime = 1000;
    EXPECT_FALSE(past_soft_limit(compute_budget(limits, chess::White, 100), 100000, 10));
    EXPECT_FALSE(past_soft_limit(compute_budget(Limits{}, chess::White, 100), 100000, 10));
}

// ---- pondering ----

// A ponder search ignores the clock until ponderhit, and the clock then starts at ponderhit. Under NodesTime
// (the limits count nodes) this is exact: the search has pondered twice its hard limit before ponderhit, and
// still searches at least a quarter of its soft limit after it, rather than stopping at once.
TEST(Ponder, TheNodesTimeClockStartsAtPonderhit) {
    Engine engine;
    engine.set_nodes_time(1000);  // 1000 nodes = 1 ms
    engine.set_move_overhead(0);
    Limits limits = clock(4000, 0);
    limits.ponder = true;
    const TimeBudget budget = compute_budget(limits, chess::White, 0, engine.params().time_moves_to_go);
    ASSERT_GT(budget.soft_ms, 0);
    const std::uint64_t soft_nodes = std::uint64_t(budget.soft_ms) * 1000, hard_nodes = std::uint64_t(budget.hard_ms) * 1000;

    std::mutex mutex;
    std::condition_variable changed;
    std::uint64_t seen = 0;
    std::optional<SearchResult> result;
    Callbacks callbacks;
    callbacks.on_iteration = [&](const IterationInfo& info) {
        std::lock_guard lock(mutex);
        seen = info.nodes;
        changed.notify_all();
    };
    callbacks.on_bestmove = [&](const SearchResult& r) {
        std::lock_guard lock(mutex);
        result = r;
        changed.notify_all();
    };
    const auto pos = chess::Position::from_fen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9");
    ASSERT_TRUE(pos);
    engine.go(*pos, limits, callbacks);
    std::uint64_t before = 0;
    {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return seen >= 2 * hard_nodes; });
        before = seen;
        EXPECT_FALSE(result) << "a ponder search must not answer before ponderhit";
    }
    engine.ponderhit();
    {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return result.has_value(); });
    }
    EXPECT_GE(result->nodes, before + soft_nodes / 4 - 1000) << "pondered " << before << " nodes, hard limit " << hard_nodes;
    EXPECT_TRUE(result->best);
    engine.wait();
}
