// cutechess-cli's PGN order: games in the order they started, whatever order they end in.
#include "manager/output/start_order_queue.hpp"

#include <gtest/gtest.h>

namespace gambit::match {
namespace {

using Texts = std::vector<std::string>;

TEST(StartOrderQueue, HoldsAGameThatEndsFirstUntilTheGamesStartedBeforeItAreWritten) {
    StartOrderQueue queue;
    queue.started(0);
    queue.started(1);
    queue.started(2);
    EXPECT_EQ(queue.finished(1, "game 2"), Texts{});
    EXPECT_EQ(queue.finished(2, "game 3"), Texts{});
    EXPECT_EQ(queue.finished(0, "game 1"), (Texts{"game 1", "game 2", "game 3"}));
    EXPECT_EQ(queue.rest(), Texts{});
}

TEST(StartOrderQueue, AnAbandonedGameNoLongerHoldsBackTheGamesAfterIt) {
    StartOrderQueue queue;
    queue.started(4);
    queue.started(5);
    EXPECT_EQ(queue.finished(5, "game 6"), Texts{});
    EXPECT_EQ(queue.dropped(4), Texts{"game 6"});
}

TEST(StartOrderQueue, TheEndOfTheRunWritesWhatWaitsForAGameThatNeverEnded) {
    StartOrderQueue queue;
    queue.started(0);
    queue.started(1);
    queue.started(2);
    EXPECT_EQ(queue.finished(2, "game 3"), Texts{});
    EXPECT_EQ(queue.finished(1, "game 2"), Texts{});
    EXPECT_EQ(queue.rest(), (Texts{"game 2", "game 3"}));
}

}  // namespace
}  // namespace gambit::match
