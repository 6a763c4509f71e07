// xboard thinking lines ("ply score time nodes pv") become the same SearchInfo the UCI client fills.
#include <gtest/gtest.h>

#include "client/xboard_engine.hpp"

using namespace gambit::match;

TEST(XboardThinking, ReadsDepthScoreTimeNodesAndPv) {
    auto info = parse_xboard_thinking("9 +15 103 213453 d5 exd5 Nf6 Bb5+");
    ASSERT_TRUE(info);
    EXPECT_EQ(info->depth, 9);
    ASSERT_TRUE(info->score);
    EXPECT_EQ(info->score->kind, Score::Kind::Cp);
    EXPECT_EQ(info->score->value, 15);
    EXPECT_EQ(info->time_ms, 1030);  // centiseconds
    EXPECT_EQ(info->nodes, 213453u);
    EXPECT_EQ(info->pv.size(), 4u);
    EXPECT_EQ(parse_xboard_thinking("4 -37 0 519 Nc6 Nc3")->score->value, -37);
}

TEST(XboardThinking, CecpMateScoresBecomeMates) {
    auto win = parse_xboard_thinking("12 100003 50 9999 Qh7+");
    ASSERT_TRUE(win && win->score);
    EXPECT_EQ(win->score->kind, Score::Kind::Mate);
    EXPECT_EQ(win->score->value, 3);
    auto loss = parse_xboard_thinking("12 -100002 50 9999 Kg8");
    EXPECT_EQ(loss->score->value, -2);
    // GNU Chess's convention: 10000 - plies to mate.
    auto gnu = parse_xboard_thinking("27 +9997 2 5000 Rxe1#");
    EXPECT_EQ(gnu->score->kind, Score::Kind::Mate);
    EXPECT_EQ(gnu->score->value, 2);
    EXPECT_EQ(parse_xboard_thinking("27 -9999 2 5000 Kh8")->score->value, -1);
    EXPECT_EQ(parse_xboard_thinking("5 +850 2 5000 Qxd8")->score->kind, Score::Kind::Cp);
}

TEST(XboardThinking, OtherLinesAreNotThinking) {
    EXPECT_FALSE(parse_xboard_thinking("move e2e4"));
    EXPECT_FALSE(parse_xboard_thinking("1. ... d7d5"));
    EXPECT_FALSE(parse_xboard_thinking("feature done=1"));
    EXPECT_FALSE(parse_xboard_thinking("12 abc 3 4"));
    EXPECT_FALSE(parse_xboard_thinking("3 +10 5"));
}
