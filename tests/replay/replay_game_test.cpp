// What gambit-replay reads from a PGN before it starts an engine (replay/replay_game.hpp).
#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

#include "replay/replay_game.hpp"

using namespace gambit;

namespace {

std::vector<chess::PgnGame> games_of(const std::string& text) {
    std::istringstream in(text);
    return chess::read_pgn(in);
}

constexpr const char* two_games = R"([Event "a"]
[GameId "7"]
[TimeControl "40/60+0.6"]

1. e4 {book} e5 {book} 2. Nf3 {+0.31/12 0.154s [%clk 0:00:59.846]} Nc6 {-0.20/11 0.2s [%clk 0:00:59.8005]} 1-0

[Event "b"]
[GameId "3"]
[FEN "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"]
[SetUp "1"]

1. O-O-O Ke7 0-1
)";

}  // namespace

TEST(ReplayGame, AGameIsFoundByItsGameIdElseByItsPlaceInTheFile) {
    const auto games = games_of(two_games);
    EXPECT_EQ(replay::select_game(games, 3)->tag("Event"), "b");  // GameId 3, the second game
    EXPECT_EQ(replay::select_game(games, 1)->tag("Event"), "a");  // no GameId 1: the first game
    EXPECT_EQ(replay::select_game(games, 2)->tag("Event"), "b");
    EXPECT_FALSE(replay::select_game(games, 5));
}

TEST(ReplayGame, MovesComeInUciWithTheirBookFlagAndTheMoversClock) {
    const auto games = games_of(two_games);
    const auto moves = replay::replay_moves(games[0]);
    ASSERT_EQ(moves.size(), 4u);
    EXPECT_EQ(moves[0].uci, "e2e4");
    EXPECT_TRUE(moves[0].book);
    EXPECT_FALSE(moves[0].clock_ms);
    EXPECT_EQ(moves[2].uci, "g1f3");
    EXPECT_FALSE(moves[2].book);
    EXPECT_EQ(moves[2].clock_ms, 59846);
    EXPECT_EQ(moves[3].clock_ms, 59800);  // 59800.5 ms: halves to even, as the script rounded

    const auto castled = replay::replay_moves(games[1]);  // from the FEN tag
    ASSERT_EQ(castled.size(), 2u);
    EXPECT_EQ(castled[0].uci, "e1c1");
    EXPECT_EQ(castled[1].uci, "e8e7");
}

TEST(ReplayGame, AnIllegalMoveIsNamedWithItsPly) {
    const auto games = games_of("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n");
    try {
        replay::replay_moves(games[0]);
        FAIL() << "no error";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()).rfind("ply 3 'Ke3': ", 0), 0u) << e.what();
    }
}

TEST(ReplayGame, OnlyATimeControlWithAClockCanBeReplayed) {
    const auto tc = replay::parse_time_control("40/60+0.6");
    ASSERT_TRUE(tc);
    EXPECT_EQ(tc->moves_per_period, 40);
    EXPECT_EQ(tc->base_ms, 60000);
    EXPECT_EQ(tc->increment_ms, 600);
    EXPECT_EQ(replay::parse_time_control("10")->increment_ms, 0);
    EXPECT_FALSE(replay::parse_time_control("-"));
    EXPECT_FALSE(replay::parse_time_control(""));
    EXPECT_FALSE(replay::parse_time_control("inf"));
}
