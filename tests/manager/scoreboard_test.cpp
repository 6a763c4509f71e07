#include <gtest/gtest.h>

#include <cmath>

#include "manager/game/adjudication.hpp"
#include "manager/output/scoreboard.hpp"

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


TEST(Scoreboard, BayesianSprtHasNoEvidenceUntilAWinAndALossAreBothIn) {
    gambit::elo::SprtParams params;
    params.elo0 = 0;
    params.elo1 = 10;
    params.model = gambit::elo::Model::BayesElo;
    EncounterStats s;
    s.wdl = {6, 3, 0};  // six wins, no loss: the draw Elo is infinite
    const gambit::elo::SprtResult none = sprt(s, params);
    EXPECT_EQ(none.llr, 0);
    EXPECT_EQ(none.verdict, gambit::elo::Verdict::Continue);
    EXPECT_NEAR(none.upper, std::log(0.95 / 0.05), 1e-12);
    s.wdl = {6, 3, 1};
    EXPECT_GT(sprt(s, params).llr, 0);
    params.model = gambit::elo::Model::Logistic;  // other models read the regularised counts as before
    s.wdl = {6, 3, 0};
    EXPECT_GT(sprt(s, params).llr, 0);
}
