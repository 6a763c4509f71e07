// The schedulers behind gambit-match's game slots: a fixed list, and a knockout whose stages come from
// the results of the last one.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "manager/tournament/knockout_scheduler.hpp"
#include "manager/tournament/scheduler.hpp"

using namespace gambit::match;

namespace {

std::vector<ScheduledGame> all(Scheduler& s) {
    std::vector<ScheduledGame> games;
    while (auto g = s.next()) games.push_back(*g);
    return games;
}

MatchConfig knockout_of_four() {
    MatchConfig c;
    c.engines.resize(4);
    c.tournament = TournamentKind::Knockout;
    c.repeat = true;  // one pair per encounter and stage
    c.seed = 1;
    return c;
}

// Both games of every pair of `games` won by `winner` (a draw when -1).
void result(Scoreboard& board, const std::vector<ScheduledGame>& games, int winner) {
    for (const auto& g : games) {
        const GameResult r = winner < 0 ? GameResult::Draw : g.white == winner ? GameResult::WhiteWins : GameResult::BlackWins;
        board.add({g.pair, g.white, g.black, r, Termination::Checkmate});
    }
}

}  // namespace

TEST(Scheduler, FixedHandsOutTheGamesNotFinishedInOrderAndPlansNoMore) {
    std::vector<ScheduledGame> plan(5);
    for (int i = 0; i < 5; ++i) plan[static_cast<std::size_t>(i)].id = i;
    FixedScheduler s(plan, {1, 3});
    EXPECT_EQ(s.ready(), 3u);
    EXPECT_FALSE(s.may_plan_more());
    std::vector<int> ids;
    for (const auto& g : all(s)) ids.push_back(g.id);
    EXPECT_EQ(ids, (std::vector<int>{0, 2, 4}));
    s.plan_more(Scoreboard({{0, 1}}));
    EXPECT_EQ(s.ready(), 0u);
    EXPECT_EQ(s.games().size(), 5u);  // finished ones included
}

TEST(Scheduler, KnockoutPlansEachStageFromTheLastOnesResults) {
    const MatchConfig c = knockout_of_four();
    std::vector<std::string> said;
    KnockoutScheduler s(c, 0, make_schedule(c, 0, 1), {"A", "B", "C", "D"}, [&](const std::string& line) { said.push_back(line); });
    Scoreboard board(encounters(TournamentKind::Knockout, 4));
    EXPECT_TRUE(s.may_plan_more());

    ASSERT_EQ(s.ready(), 4u);  // A-B and C-D, one pair each
    s.next();
    s.plan_more(board);  // a game of the stage not handed out yet: nothing to decide
    EXPECT_EQ(s.ready(), 3u);
    EXPECT_TRUE(said.empty());
    all(s);
    const auto first = s.games();
    result(board, {first[0], first[1]}, 0);  // A beats B
    result(board, {first[2], first[3]}, 3);  // D beats C
    s.plan_more(board);
    ASSERT_EQ(said, (std::vector<std::string>{"Knockout stage 2: A vs D;\n"}));
    const auto final_games = all(s);
    ASSERT_EQ(final_games.size(), 2u);
    EXPECT_EQ(final_games[0].id, 4);
    EXPECT_EQ(std::set<int>({final_games[0].white, final_games[0].black}), (std::set<int>{0, 3}));
    EXPECT_GT(final_games[0].pair, first[3].pair);

    result(board, final_games, 3);
    s.plan_more(board);
    EXPECT_EQ(said.back(), "Knockout winner: D\n");
    EXPECT_EQ(s.ready(), 0u);
    EXPECT_EQ(s.games().size(), 6u);
}

TEST(Scheduler, KnockoutBreaksATieWithOneMorePairOfTheLevelEncounterOnly) {
    const MatchConfig c = knockout_of_four();
    std::vector<std::string> said;
    KnockoutScheduler s(c, 0, make_schedule(c, 0, 1), {"A", "B", "C", "D"}, [&](const std::string& line) { said.push_back(line); });
    Scoreboard board(encounters(TournamentKind::Knockout, 4));
    const auto first = all(s);
    result(board, {first[0], first[1]}, -1);  // A and B level
    result(board, {first[2], first[3]}, 2);   // C beats D
    s.plan_more(board);
    EXPECT_TRUE(said.empty());
    const auto tie_break = all(s);
    ASSERT_EQ(tie_break.size(), 2u);
    for (const auto& g : tie_break) EXPECT_EQ(std::set<int>({g.white, g.black}), (std::set<int>{0, 1}));
    result(board, tie_break, 1);  // B wins it
    s.plan_more(board);
    EXPECT_EQ(said, (std::vector<std::string>{"Knockout stage 2: B vs C;\n"}));
}
