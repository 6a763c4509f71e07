// The move comment gambit-match writes and every reader parses (chess/pgn/move_comment.hpp).
#include "chess/pgn/move_comment.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace gambit::chess {
namespace {

MoveComment full_comment() {
    MoveComment c;
    c.pawns = -1.25;
    c.depth = 17;
    c.seconds = 0.154;
    c.seldepth = 24;
    c.nodes = 81234567890ULL;
    c.nps = 912000;
    c.hashfull = 31;
    c.timeleft_ms = 9846;
    c.latency_ms = 3;
    c.pv = {"e2e4", "e7e5", "g1f3"};
    c.line = "info depth 17 score cp -125, \"quoted\" nodes 81234567890";
    c.clock_seconds = 3723.004;
    return c;
}

void expect_same(const MoveComment& a, const MoveComment& b) {
    EXPECT_EQ(a.book, b.book);
    EXPECT_EQ(a.pawns, b.pawns);
    EXPECT_EQ(a.mate, b.mate);
    EXPECT_EQ(a.depth, b.depth);
    EXPECT_EQ(a.seconds, b.seconds);
    EXPECT_EQ(a.seldepth, b.seldepth);
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.nps, b.nps);
    EXPECT_EQ(a.hashfull, b.hashfull);
    EXPECT_EQ(a.timeleft_ms, b.timeleft_ms);
    EXPECT_EQ(a.latency_ms, b.latency_ms);
    EXPECT_EQ(a.pv, b.pv);
    EXPECT_EQ(a.line, b.line);
    ASSERT_EQ(a.clock_seconds.has_value(), b.clock_seconds.has_value());
    if (a.clock_seconds) {
        EXPECT_EQ(std::llround(*a.clock_seconds * 1000), std::llround(*b.clock_seconds * 1000));
    }
}

TEST(MoveComment, EveryFieldSurvivesWriteThenRead) {
    const MoveComment written = full_comment();
    const std::string text = format_move_comment(written);
    EXPECT_EQ(text,
              "-1.25/17 0.154s, sd=24, n=81234567890, nps=912000, hashfull=31, tl=9846, latency=3, "
              "pv=\"e2e4 e7e5 g1f3\", line=\"info depth 17 score cp -125, \"quoted\" nodes 81234567890\" "
              "[%clk 1:02:03.004]");
    expect_same(parse_move_comment(text), written);
    EXPECT_EQ(format_move_comment(parse_move_comment(text)), text);
}

TEST(MoveComment, MateBookAndBareTimeSurviveWriteThenRead) {
    MoveComment mate;
    mate.mate = -3;
    mate.depth = 12;
    mate.seconds = 1.5;
    EXPECT_EQ(format_move_comment(mate), "-M3/12 1.500s");
    expect_same(parse_move_comment(format_move_comment(mate)), mate);

    MoveComment book;
    book.book = true;
    EXPECT_EQ(format_move_comment(book), "book");
    expect_same(parse_move_comment("book"), book);

    MoveComment bare;
    bare.seconds = 0.02;
    bare.clock_seconds = 9.846;
    EXPECT_EQ(format_move_comment(bare), "0.020s [%clk 0:00:09.846]");
    expect_same(parse_move_comment(format_move_comment(bare)), bare);

    MoveComment no_depth;  // a score without a depth is written with depth 0
    no_depth.pawns = 0.31;
    no_depth.seconds = 0.154;
    EXPECT_EQ(format_move_comment(no_depth), "+0.31/0 0.154s");
}

TEST(MoveComment, OtherToolsComments) {
    const MoveComment cutechess = parse_move_comment("+0.31/12 0.154s");
    EXPECT_DOUBLE_EQ(*cutechess.pawns, 0.31);
    EXPECT_EQ(*cutechess.depth, 12);
    EXPECT_DOUBLE_EQ(*cutechess.seconds, 0.154);
    EXPECT_EQ(parse_move_comment("#3/20 1s").mate, 3);
    EXPECT_EQ(parse_move_comment("-M3/20 1.5s").mate, -3);
    const MoveComment unsigned_score = parse_move_comment("0.00/9");
    EXPECT_EQ(unsigned_score.pawns, 0.0);
    EXPECT_FALSE(unsigned_score.seconds);
    const MoveComment clock_first = parse_move_comment("[%clk 1:02:03.5] -0.20/6 0.2s");
    EXPECT_DOUBLE_EQ(*clock_first.clock_seconds, 3723.5);
    EXPECT_EQ(*clock_first.depth, 6);
    EXPECT_DOUBLE_EQ(*clock_first.seconds, 0.2);
    EXPECT_DOUBLE_EQ(*parse_move_comment("{[%clk 2:05]}").clock_seconds, 125);
}

TEST(MoveComment, MalformedPartsStayEmpty) {
    EXPECT_FALSE(parse_move_comment("White mates").has_score());
    EXPECT_FALSE(parse_move_comment("").seconds);
    EXPECT_FALSE(parse_move_comment("0.1s [%clk soon]").clock_seconds);
    EXPECT_FALSE(parse_move_comment("0.1s [%clk 1:2:3:4]").clock_seconds);
    const MoveComment bad_score = parse_move_comment("+x.yz/12 abcs");
    EXPECT_FALSE(bad_score.has_score());
    EXPECT_EQ(bad_score.depth, 12);
    EXPECT_FALSE(bad_score.seconds);
    const MoveComment bad_extras = parse_move_comment("0.5s, n=lots, sd, pv=\"e2e4, line=\"x");
    EXPECT_DOUBLE_EQ(*bad_extras.seconds, 0.5);
    EXPECT_FALSE(bad_extras.nodes);
    EXPECT_FALSE(bad_extras.seldepth);
    EXPECT_FALSE(bad_extras.line);
    EXPECT_FALSE(parse_move_comment("+M/3").mate);
}

}  // namespace
}  // namespace gambit::chess
