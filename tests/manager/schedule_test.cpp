#include <gtest/gtest.h>

#include <map>
#include <set>

#include "manager/cli/command_line.hpp"
#include "manager/tournament/opening_shuffle.hpp"
#include "manager/tournament/schedule.hpp"

using namespace gambit::match;

namespace {

MatchConfig config(int engines, TournamentKind kind, int rounds, bool repeat) {
    MatchConfig c;
    c.engines.resize(static_cast<std::size_t>(engines));
    c.tournament = kind;
    c.rounds = rounds;
    c.repeat = repeat;
    return c;
}

}  // namespace

TEST(Schedule, RepeatPairsEachOpeningWithColoursReversed) {
    auto games = make_schedule(config(2, TournamentKind::Match, 5, true), 3, 0);
    ASSERT_EQ(games.size(), 10u);
    for (std::size_t i = 0; i < games.size(); i += 2) {
        EXPECT_EQ(games[i].pair, games[i + 1].pair);
        EXPECT_EQ(games[i].opening, games[i + 1].opening);
        EXPECT_EQ(games[i].white, games[i + 1].black);
        EXPECT_EQ(games[i].black, games[i + 1].white);
        EXPECT_EQ(games[i].opening, static_cast<int>(i / 2 % 3));  // sequential, wrapping
    }
    for (std::size_t i = 0; i < games.size(); ++i) EXPECT_EQ(games[i].id, static_cast<int>(i));
}

TEST(Schedule, UnpairedGamesAlternateColours) {
    auto games = make_schedule(config(2, TournamentKind::Match, 4, false), 0, 0);
    ASSERT_EQ(games.size(), 4u);
    for (const auto& g : games) {
        EXPECT_EQ(g.pair, -1);
        EXPECT_EQ(g.opening, -1);
    }
    EXPECT_EQ(games[0].white, 0);
    EXPECT_EQ(games[1].white, 1);
}

TEST(Schedule, GauntletAndRoundRobinEncounters) {
    EXPECT_EQ(encounters(TournamentKind::Gauntlet, 4).size(), 3u);
    EXPECT_EQ(encounters(TournamentKind::RoundRobin, 4).size(), 6u);
    auto games = make_schedule(config(4, TournamentKind::RoundRobin, 2, true), 10, 0);
    EXPECT_EQ(games.size(), 24u);
    std::map<std::pair<int, int>, int> per_encounter;
    for (const auto& g : games) ++per_encounter[{std::min(g.white, g.black), std::max(g.white, g.black)}];
    for (const auto& [encounter, n] : per_encounter) EXPECT_EQ(n, 4);
}

TEST(Schedule, RandomOrderIsSeededAndStartShifts) {
    auto c = config(2, TournamentKind::Match, 20, true);
    c.openings.order = "random";
    auto a = make_schedule(c, 50, 42), b = make_schedule(c, 50, 42), other = make_schedule(c, 50, 43);
    bool differs = false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].opening, b[i].opening);
        differs = differs || a[i].opening != other[i].opening;
    }
    EXPECT_TRUE(differs);
    auto perm = gambit_shuffle(50, 42);
    EXPECT_EQ(std::set<int>(perm.begin(), perm.end()).size(), 50u);

    c.openings.order = "sequential";
    c.openings.start = 5;
    EXPECT_EQ(make_schedule(c, 50, 0)[0].opening, 4);
}

TEST(Schedule, ShardsPartitionWithoutSplittingPairs) {
    auto games = make_schedule(config(2, TournamentKind::Match, 11, true), 5, 0);
    std::set<int> seen;
    for (int k = 1; k <= 3; ++k) {
        auto mine = shard(games, k, 3);
        std::map<int, int> pair_games;
        for (const auto& g : mine) {
            EXPECT_TRUE(seen.insert(g.id).second) << "game " << g.id << " in two shards";
            ++pair_games[g.pair];
        }
        for (const auto& [pair, n] : pair_games) EXPECT_EQ(n, 2) << "pair " << pair << " split";
    }
    EXPECT_EQ(seen.size(), games.size());
}
