#include <gtest/gtest.h>

#include "manager/adjudication.hpp"
#include "manager/scoreboard.hpp"

using namespace gambit::match;

TEST(Scoreboard, CountsFromTheFirstEnginesSideAndBinsPairs) {
    Scoreboard board({{0, 1}});
    // Pair 0: A wins with White, draws with Black -> 1.5 points.
    board.add({0, 0, 1, GameResult::WhiteWins, Termination::Checkmate});
    board.add({0, 1, 0, GameResult::Draw, Termination::Threefold});
    // Pair 1, finished in reverse order: A loses both -> 0.
    board.add({1, 1, 0, GameResult::WhiteWins, Termination::Checkmate});
    board.add({1, 0, 1, GameResult::BlackWins, Termination::TimeForfeit});
    // Pair 2 half done: not in the pentanomial yet.
    board.add({2, 0, 1, GameResult::BlackWins, Termination::Crash});
    const EncounterStats& s = board.encounters()[0];
    EXPECT_EQ(s.wdl.wins, 1);
    EXPECT_EQ(s.wdl.draws, 1);
    EXPECT_EQ(s.wdl.losses, 3);
    EXPECT_EQ(s.pairs_complete, 2);
    EXPECT_EQ(s.penta.pairs, (std::array<double, 5>{1, 0, 0, 1, 0}));
    EXPECT_EQ(board.terminations().at("checkmate"), 2);
    EXPECT_EQ(board.terminations().at("crash"), 1);
    EXPECT_EQ(board.games(), 5);
}

TEST(Adjudicator, DrawNeedsBothSidesQuietForMovecountMoves) {
    DrawAdjudication draw{true, 10, 2, 5};
    Adjudicator a(draw, {}, 0);
    Score quiet{Score::Kind::Cp, 3};
    EXPECT_FALSE(a.after_move(true, quiet, 9, 17));   // before move 10: not counted
    EXPECT_FALSE(a.after_move(false, quiet, 10, 18));
    EXPECT_FALSE(a.after_move(true, quiet, 11, 19));
    EXPECT_FALSE(a.after_move(false, quiet, 11, 20));
    auto verdict = a.after_move(true, quiet, 12, 21);
    ASSERT_TRUE(verdict);
    EXPECT_EQ(verdict->kind, AdjudicationKind::Draw);
}

TEST(Adjudicator, ResignAfterMovecountOwnMovesAndTwoSided) {
    ResignAdjudication resign{true, 2, 500, true};
    Adjudicator a({}, resign, 0);
    Score lost{Score::Kind::Cp, -600}, won{Score::Kind::Cp, 700};
    EXPECT_FALSE(a.after_move(true, won, 20, 39));
    EXPECT_FALSE(a.after_move(false, lost, 20, 40));
    EXPECT_FALSE(a.after_move(true, won, 21, 41));
    auto verdict = a.after_move(false, Score{Score::Kind::Mate, -3}, 21, 42);
    ASSERT_TRUE(verdict);
    EXPECT_EQ(verdict->kind, AdjudicationKind::Resign);
    EXPECT_FALSE(verdict->white_loses);
}

TEST(Adjudicator, ResignStreakBrokenByAMissingScoreAndMaxMoves) {
    ResignAdjudication resign{true, 2, 500, false};
    Adjudicator a({}, resign, 30);
    Score lost{Score::Kind::Cp, -600};
    EXPECT_FALSE(a.after_move(true, lost, 1, 1));
    EXPECT_FALSE(a.after_move(true, std::nullopt, 2, 3));
    EXPECT_FALSE(a.after_move(true, lost, 3, 5));
    auto verdict = a.after_move(false, std::nullopt, 30, 60);
    ASSERT_TRUE(verdict);
    EXPECT_EQ(verdict->kind, AdjudicationKind::MaxMoves);
}
