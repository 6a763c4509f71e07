// gambit's console at the end of a tournament of three or more engines: the verdict sentence, the rating list
// and the crosstable, instead of every encounter's block again.
#include <gtest/gtest.h>

#include <string>

#include "client/time_control.hpp"
#include "manager/output/console_output.hpp"
#include "manager/output/standings_text.hpp"

using namespace gambit::match;

namespace {

// x beats y 3-1, x and z draw 2-2, z beats y 4-0: z first (6 points), then x (5), y last (1).
Scoreboard three_engines() {
    Scoreboard board({{0, 1}, {0, 2}, {1, 2}});
    int pair = 0;
    auto play = [&](int white, int black, GameResult r) { board.add({pair++, white, black, r, Termination::Checkmate}); };
    for (int i = 0; i < 3; ++i) play(0, 1, GameResult::WhiteWins);
    play(1, 0, GameResult::WhiteWins);
    for (int i = 0; i < 4; ++i) play(0, 2, GameResult::Draw);
    for (int i = 0; i < 4; ++i) play(2, 1, GameResult::WhiteWins);
    return board;
}

TEST(StandingsText, RatingListAndCrosstableBestFirst) {
    const std::string text = standings_text(three_engines(), {"x", "y", "z"}, TournamentKind::RoundRobin);
    EXPECT_EQ(text.rfind("z leads the round-robin of 3 engines with 6.0 of 8 points", 0), 0u) << text;
    EXPECT_NE(text.find("y is last with 1.0 of 8."), std::string::npos) << text;
    const auto z = text.find("\n   1  z "), x = text.find("\n   2  x "), y = text.find("\n   3  y ");
    ASSERT_NE(z, std::string::npos) << text;
    EXPECT_LT(z, x);
    EXPECT_LT(x, y);
    EXPECT_NE(text.find("Crosstable"), std::string::npos);
    // Row x: against z 2.0 of 4, against y 3.0 of 4 (points with one decimal, as in the reports).
    EXPECT_NE(text.find("\n2   x           2.0/4          -      3.0/4\n"), std::string::npos) << text;
    EXPECT_EQ(standings_text(Scoreboard({{0, 1}, {0, 2}, {1, 2}}), {"x", "y", "z"}, TournamentKind::RoundRobin), "");
}

TEST(StandingsText, GambitConsoleEndsATournamentWithTheStandingsNotEveryBlock) {
    MatchConfig config;
    config.engines.resize(3);
    for (auto& e : config.engines) parse_tc("10+0.1", e.tc);
    config.tournament = TournamentKind::RoundRobin;
    config.rating_interval = 0;
    std::string printed;
    auto console = make_console_output(config, {"x", "y", "z"}, [&](const std::string& t) { printed += t; });
    Progress progress;
    progress.done = progress.planned = 12;
    progress.started = std::chrono::steady_clock::now();
    console->run_finished(three_engines(), progress, RunEnd::Finished);
    EXPECT_EQ(printed.find("Results of "), std::string::npos) << printed;
    EXPECT_NE(printed.find("Rank  Engine"), std::string::npos) << printed;
    EXPECT_NE(printed.find("Crosstable"), std::string::npos);
    EXPECT_NE(printed.find("Terminations: checkmate=12\n"), std::string::npos);
}

}  // namespace
