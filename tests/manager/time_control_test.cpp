#include <gtest/gtest.h>

#include <stdexcept>

#include "client/clock.hpp"
#include "client/time_control.hpp"

using namespace gambit::match;
using namespace std::chrono;

TEST(TimeControl, ParsesTheUsualForms) {
    TimeControl tc;
    parse_tc("40/60+0.6", tc);
    EXPECT_EQ(tc.moves, 40);
    EXPECT_EQ(tc.base_ms, 60000);
    EXPECT_EQ(tc.increment_ms, 600);
    parse_tc("10+0.1", tc);
    EXPECT_EQ(tc.moves, 0);
    EXPECT_EQ(tc.base_ms, 10000);
    EXPECT_EQ(tc.increment_ms, 100);
    parse_tc("1:30", tc);
    EXPECT_EQ(tc.base_ms, 90000);
    EXPECT_EQ(tc.increment_ms, 0);
    parse_tc("inf", tc);
    EXPECT_FALSE(tc.has_clock());
    parse_st("0.25", tc);
    EXPECT_EQ(tc.movetime_ms, 250);
}

TEST(TimeControl, ReadsTheUnitsAndSuddenDeathOfThePeers) {
    TimeControl tc;
    parse_tc("10s+0.1s", tc);  // fastchess
    EXPECT_EQ(tc.base_ms, 10000);
    EXPECT_EQ(tc.increment_ms, 100);
    parse_tc("0/60", tc);  // cutechess-cli: no periods
    EXPECT_EQ(tc.moves, 0);
    EXPECT_EQ(tc.base_ms, 60000);
    parse_st("0.5s", tc);
    EXPECT_EQ(tc.movetime_ms, 500);
}

TEST(TimeControl, RejectsNonsenseWithTheText) {
    TimeControl tc;
    for (const char* bad : {"", "abc", "10+", "40/", "-1/10", "-5", "10+x", "0", "s"}) {
        try {
            parse_tc(bad, tc);
            ADD_FAILURE() << "accepted '" << bad << "'";
        } catch (const std::invalid_argument& e) {
            EXPECT_NE(std::string(e.what()).find('\''), std::string::npos) << e.what();
        }
    }
    EXPECT_THROW(parse_st("0", tc), std::invalid_argument);
}

TEST(TimeControl, FormatsRoundTrip) {
    for (const char* text : {"40/60+0.6", "10+0.1", "60", "0.5+0.05", "inf"}) {
        TimeControl tc;
        parse_tc(text, tc);
        EXPECT_EQ(format_tc(tc), text);
    }
    TimeControl limits;
    limits.nodes = 5000;
    EXPECT_EQ(describe(limits), "nodes=5000");
    TimeControl on_nodes;
    parse_tc("10+0.1", on_nodes);
    on_nodes.nodes_per_ms = 1500;
    EXPECT_EQ(describe(on_nodes), "10+0.1 nodestime=1500");
    EXPECT_EQ(pgn_time_control(on_nodes), "10+0.1");
    EXPECT_EQ(pgn_time_control(limits), "-");
    parse_st("0.1", limits);
    EXPECT_EQ(pgn_time_control(limits), "1/0.1");
}

TEST(Clock, IncrementAndFlag) {
    TimeControl tc;
    parse_tc("1+0.1", tc);
    Clock clock(tc);
    EXPECT_EQ(clock.remaining_ms(), 1100);  // base + one increment, as fastchess starts a clock
    EXPECT_TRUE(clock.charge(milliseconds(300), milliseconds(0)));
    EXPECT_EQ(clock.remaining_ms(), 900);
    EXPECT_EQ(*clock.allowance(milliseconds(50)), milliseconds(950));
    EXPECT_FALSE(clock.charge(milliseconds(1000), milliseconds(50)));  // 100 ms over, margin 50
}

TEST(Clock, MarginForgivesAnOverrunButLeavesNoDebt) {
    TimeControl tc;
    parse_tc("1+0.1", tc);
    Clock clock(tc);
    EXPECT_TRUE(clock.charge(milliseconds(1140), milliseconds(50)));
    EXPECT_EQ(clock.remaining_ms(), 100);  // 0 + increment
}

TEST(Clock, EachPeriodRefillsTheClock) {
    TimeControl tc;
    parse_tc("2/10", tc);
    Clock clock(tc);
    EXPECT_EQ(*clock.moves_to_go(), 2);
    EXPECT_TRUE(clock.charge(seconds(3), milliseconds(0)));
    EXPECT_EQ(*clock.moves_to_go(), 1);
    EXPECT_TRUE(clock.charge(seconds(3), milliseconds(0)));
    EXPECT_EQ(*clock.moves_to_go(), 2);
    EXPECT_EQ(clock.remaining_ms(), 14000);
}

TEST(Clock, MoveTimeAndNoClock) {
    TimeControl st;
    parse_st("0.1", st);
    Clock timed(st);
    EXPECT_FALSE(timed.has_clock());
    EXPECT_EQ(*timed.allowance(milliseconds(20)), milliseconds(120));
    EXPECT_TRUE(timed.charge(milliseconds(115), milliseconds(20)));
    EXPECT_FALSE(timed.charge(milliseconds(125), milliseconds(20)));
    TimeControl nodes;
    nodes.nodes = 100;
    Clock free(nodes);
    EXPECT_FALSE(free.allowance(milliseconds(0)).has_value());
    EXPECT_TRUE(free.charge(seconds(100), milliseconds(0)));
}

TEST(TimeControl, HourglassAsCutechessWritesIt) {
    TimeControl tc;
    parse_tc("hg60", tc);
    EXPECT_TRUE(tc.hourglass);
    EXPECT_EQ(tc.base_ms, 60000);
    EXPECT_EQ(format_tc(tc), "hg60");  // cutechess's toString(), also its PGN TimeControl tag
    EXPECT_EQ(pgn_time_control(tc), "hg60");
    parse_tc("0/hg1:30", tc);  // 0/T is sudden death, so cutechess takes it with an hourglass too
    EXPECT_TRUE(tc.hourglass);
    EXPECT_EQ(tc.base_ms, 90000);
    parse_tc("10+0.1", tc);
    EXPECT_FALSE(tc.hourglass);  // a reused TimeControl forgets it
    // cutechess's isValid(): no increment and no periods with an hourglass.
    EXPECT_THROW(parse_tc("hg60+1", tc), std::invalid_argument);
    EXPECT_THROW(parse_tc("40/hg60", tc), std::invalid_argument);
}

TEST(Clock, AnHourglassGetsWhatTheOpponentSpent) {
    TimeControl tc;
    parse_tc("hg10", tc);
    Clock white(tc), black(tc);
    EXPECT_EQ(white.remaining_ms(), 10000);
    ASSERT_TRUE(white.charge(milliseconds(1500), milliseconds(0)));
    black.add(milliseconds(1500));  // what play_game does after the move
    EXPECT_EQ(white.remaining_ms(), 8500);
    EXPECT_EQ(black.remaining_ms(), 11500);
}
