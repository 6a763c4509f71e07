#include "elo/report/pgn_detail.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

namespace gambit::report {
namespace {

std::vector<GameRecord> read(const std::string& text) {
    std::istringstream in(text);
    std::vector<GameRecord> games;
    read_pgn_details(in, "t.pgn", [&](GameRecord&& g) { games.push_back(std::move(g)); });
    return games;
}

// The comment's format is chess::parse_move_comment's (tests/chess/move_comment_test.cpp); here, what the
// report takes of it.
TEST(MoveNote, ScoreDepthTimeAndClock) {
    MoveNote n = move_note("+0.31/12 0.154s [%clk 0:00:09.846]");
    ASSERT_TRUE(n.score_pawns && n.depth && n.seconds && n.clock_seconds);
    EXPECT_DOUBLE_EQ(*n.score_pawns, 0.31);
    EXPECT_EQ(*n.depth, 12);
    EXPECT_DOUBLE_EQ(*n.seconds, 0.154);
    EXPECT_DOUBLE_EQ(*n.clock_seconds, 9.846);
}

TEST(MoveNote, MateTimeOnlyExtrasAndBook) {
    MoveNote mate = move_note("-M3/20 1.5s");
    ASSERT_TRUE(mate.score_pawns);
    EXPECT_DOUBLE_EQ(*mate.score_pawns, -997);  // mate in N: +-(1000 - N)
    EXPECT_DOUBLE_EQ(*move_note("+M1/3 0.1s").score_pawns, 999);
    EXPECT_EQ(*mate.depth, 20);
    MoveNote time_only = move_note("0.020s");
    EXPECT_FALSE(time_only.depth);
    EXPECT_DOUBLE_EQ(*time_only.seconds, 0.02);
    MoveNote extras = move_note("+1.00/7 0.5s, n=1234, pv=\"e2e4\"");
    EXPECT_EQ(*extras.depth, 7);
    EXPECT_DOUBLE_EQ(*extras.seconds, 0.5);
    MoveNote book = move_note("book");
    EXPECT_FALSE(book.score_pawns || book.depth || book.seconds || book.clock_seconds);
}

TEST(PgnDetail, TagsMovesCommentsAndOpening) {
    auto games = read(
        "[White \"A \\\"x\\\"\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[Termination \"time forfeit\"]\n"
        "[FEN \"8/8/8/8/8/8/8/K6k b - - 0 1\"]\n\n"
        "1... Kg2 {book} 2. Kb2 {+0.10/5 0.100s} Kf2 {-0.20/6\n 0.200s} (2... Kh1 {+9/9 9s}) 3. Kc3 $1 "
        "{+0.30/7 0.300s}\n"
        "{White wins on time} 1-0\n\n"
        "[White \"B\"]\n[Black \"A \\\"x\\\"\"]\n[Result \"1/2-1/2\"]\n\n1. e4 {0.5s} ; rest of "
        "line\n1/2-1/2\n");
    ASSERT_EQ(games.size(), 2u);
    const GameRecord& g = games[0];
    EXPECT_EQ(g.white, "A \"x\"");
    EXPECT_EQ(g.black, "B");
    EXPECT_EQ(g.result, "1-0");
    EXPECT_EQ(g.termination, "time forfeit");
    EXPECT_EQ(g.opening, "8/8/8/8/8/8/8/K6k b - - 0 1 moves Kg2");
    ASSERT_EQ(g.white_moves.size(), 2u);  // Kb2, Kc3 (the variation is skipped)
    ASSERT_EQ(g.black_moves.size(), 1u);  // Kf2, its comment spanning two lines
    EXPECT_EQ(*g.black_moves[0].depth, 6);
    EXPECT_DOUBLE_EQ(*g.black_moves[0].seconds, 0.2);
    EXPECT_EQ(*g.white_moves[1].depth, 7);  // the result comment is not mistaken for Kc3's
    EXPECT_EQ(g.reason, "White wins on time");
    EXPECT_EQ(games[1].opening, "startpos");
    EXPECT_EQ(games[1].white_moves.size(), 1u);
    EXPECT_EQ(games[1].result, "1/2-1/2");
}

TEST(PgnDetail, BadInputNamesFileAndLine) {
    try {
        read("[White \"A\"]\n[Black B]\n");
        FAIL() << "expected an error";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("t.pgn:2:"), std::string::npos) << e.what();
    }
    EXPECT_THROW(read("[White \"A\"]\n\n1. e4 {never closed\n"), std::runtime_error);
    EXPECT_TRUE(read("").empty());
}

TEST(PgnDetail, AGameWithoutMovesKeepsItsReason) {
    auto games = read("[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n{White's engine crashed} 0-1\n");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].reason, "White's engine crashed");
    EXPECT_EQ(games[0].opening, "startpos");
    EXPECT_TRUE(games[0].white_moves.empty());
}

}  // namespace
}  // namespace gambit::report
