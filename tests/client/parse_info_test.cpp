#include <gtest/gtest.h>

#include "client/uci_info.hpp"

using gambit::match::parse_info;
using gambit::match::Score;

TEST(ParseInfo, FullStockfishLine) {
    auto info = parse_info(
        "info depth 12 seldepth 17 multipv 1 score cp 31 nodes 91234 nps 912340 hashfull 12 tbhits 7 time 100 pv e2e4 "
        "e7e5 g1f3");
    ASSERT_TRUE(info);
    EXPECT_EQ(info->depth, 12);
    EXPECT_EQ(info->seldepth, 17);
    ASSERT_TRUE(info->score);
    EXPECT_EQ(info->score->kind, Score::Kind::Cp);
    EXPECT_EQ(info->score->value, 31);
    EXPECT_FALSE(info->score->lowerbound);
    EXPECT_EQ(info->nodes, 91234u);
    EXPECT_EQ(info->nps, 912340u);
    EXPECT_EQ(info->hashfull, 12);
    EXPECT_EQ(info->tbhits, 7u);  // fastchess's -pgnout tbhits=true writes it
    EXPECT_EQ(info->time_ms, 100);
    EXPECT_EQ(info->pv, (std::vector<std::string>{"e2e4", "e7e5", "g1f3"}));
}

TEST(ParseInfo, AnyTokenOrderAndWhitespace) {
    auto info = parse_info("info  nodes 5\ttime 7   score cp -12 depth 3 pv d2d4");
    ASSERT_TRUE(info);
    EXPECT_EQ(info->depth, 3);
    EXPECT_EQ(info->nodes, 5u);
    EXPECT_EQ(info->time_ms, 7);
    EXPECT_EQ(info->score->value, -12);
    EXPECT_EQ(info->pv, std::vector<std::string>{"d2d4"});
}

TEST(ParseInfo, MissingFieldsStayEmpty) {
    auto info = parse_info("info depth 5");
    ASSERT_TRUE(info);
    EXPECT_EQ(info->depth, 5);
    EXPECT_FALSE(info->score);
    EXPECT_FALSE(info->nodes);
    EXPECT_TRUE(info->pv.empty());
}

TEST(ParseInfo, MateScoresAndBounds) {
    auto mated = parse_info("info depth 20 score mate -3 pv e1e2");
    ASSERT_TRUE(mated && mated->score);
    EXPECT_EQ(mated->score->kind, Score::Kind::Mate);
    EXPECT_EQ(mated->score->value, -3);

    auto lower = parse_info("info depth 9 score cp 55 lowerbound nodes 10");
    ASSERT_TRUE(lower && lower->score);
    EXPECT_TRUE(lower->score->lowerbound);
    EXPECT_FALSE(lower->score->upperbound);
    EXPECT_EQ(lower->nodes, 10u);

    auto upper = parse_info("info score mate 2 upperbound");
    ASSERT_TRUE(upper && upper->score);
    EXPECT_TRUE(upper->score->upperbound);
    EXPECT_EQ(upper->score->value, 2);
}

TEST(ParseInfo, OtherMultiPvLinesAreIgnored) {
    EXPECT_FALSE(parse_info("info depth 10 multipv 2 score cp 10 pv a2a3"));
    auto first = parse_info("info depth 10 multipv 1 score cp 20 pv e2e4");
    ASSERT_TRUE(first);
    EXPECT_EQ(first->score->value, 20);
}

TEST(ParseInfo, InfoStringIsIgnored) {
    EXPECT_FALSE(parse_info("info string NNUE evaluation using nn.bin enabled"));
    EXPECT_FALSE(parse_info("info string depth 5 score cp 3"));
    auto trailing = parse_info("info depth 4 string the rest is text score cp 9");
    ASSERT_TRUE(trailing);
    EXPECT_EQ(trailing->depth, 4);
    EXPECT_FALSE(trailing->score);
}

TEST(ParseInfo, PvStopsAtTheFirstNonMove) {
    auto info = parse_info("info pv e2e4 e7e5 e1g1 a7a8q score cp 1 depth 2");
    ASSERT_TRUE(info);
    EXPECT_EQ(info->pv, (std::vector<std::string>{"e2e4", "e7e5", "e1g1", "a7a8q"}));
    EXPECT_EQ(info->depth, 2);
    EXPECT_EQ(info->score->value, 1);
}

TEST(ParseInfo, SkipsUnknownTokensAndFields) {
    auto info = parse_info("info depth 8 currmove e2e4 currmovenumber 1 wdl 500 300 200 cpuload 900 frobnicate nodes 4");
    ASSERT_TRUE(info);
    EXPECT_EQ(info->depth, 8);
    EXPECT_EQ(info->nodes, 4u);
    EXPECT_TRUE(info->pv.empty());
}

TEST(ParseInfo, JunkGivesNothing) {
    EXPECT_FALSE(parse_info(""));
    EXPECT_FALSE(parse_info("info"));
    EXPECT_FALSE(parse_info("infodepth 3"));
    EXPECT_FALSE(parse_info("bestmove e2e4"));
    EXPECT_FALSE(parse_info("info currmove e2e4 currmovenumber 1"));
    EXPECT_FALSE(parse_info("info depth banana score cp"));
}

TEST(ParseInfo, BadNumbersAreSkippedNotFatal) {
    auto info = parse_info("info depth 99999999999999999999 nodes -5 score cp 12x time 3");
    ASSERT_TRUE(info);
    EXPECT_FALSE(info->depth);
    EXPECT_FALSE(info->nodes);
    EXPECT_FALSE(info->score);
    EXPECT_EQ(info->time_ms, 3);
}

TEST(ParseInfo, ToleratesCarriageReturn) {
    auto info = parse_info("info depth 3 pv e2e4\r");
    ASSERT_TRUE(info);
    EXPECT_EQ(info->pv, std::vector<std::string>{"e2e4"});
}

TEST(ParseInfo, APvEmptiedByALaterPvCarriesNothing) {
    // Found by fuzz/engine_output: the first pv counted as a field although the second one emptied it.
    EXPECT_FALSE(parse_info("info pv e2e4 pv x"));
    auto info = parse_info("info depth 3 pv e2e4 pv");
    ASSERT_TRUE(info);
    EXPECT_EQ(info->depth, 3);
    EXPECT_TRUE(info->pv.empty());
}
