// A line is read as the tool whose words it uses, and then means what that tool makes of it.
#include <gtest/gtest.h>

#include "chess/pgn/text.hpp"
#include "manager/cli/command_line.hpp"
#include "manager/cli/config_json.hpp"
#include "manager/tournament/opening_shuffle.hpp"
#include "manager/tournament/peer_schedules.hpp"
#include "manager/tournament/schedule.hpp"

using namespace gambit::match;

namespace {

CommandLine read_line(const std::string& line) {
    const auto words = gambit::text::split_words(line);
    return parse_command_line({words.begin(), words.end()});
}

const std::string dialect_pair = "-engine cmd=/bin/a name=A -engine cmd=/bin/b name=B -each tc=inf nodes=1000 ";

}  // namespace

TEST(Dialect, ALineOfOnlyOnePeersWordsIsThatPeers) {
    EXPECT_EQ(read_line(dialect_pair + "-rounds 4 -pgnout games.pgn").config.dialect, Dialect::Cutechess);
    EXPECT_EQ(read_line(dialect_pair + "-rounds 4 -pgnout file=games.pgn").config.dialect, Dialect::Fastchess);
    EXPECT_EQ(read_line(dialect_pair + "-openings file=b.epd policy=encounter").config.dialect, Dialect::Cutechess);
    EXPECT_EQ(read_line(dialect_pair + "-sprt elo0=0 elo1=5 model=logistic").config.dialect, Dialect::Fastchess);
    EXPECT_EQ(read_line(dialect_pair + "-outcomeinterval 5").config.dialect, Dialect::Cutechess);
    EXPECT_EQ(read_line(dialect_pair + "-testEnv").config.dialect, Dialect::Fastchess);
    EXPECT_EQ(read_line("-engine cmd=/bin/a arg=--uci -engine cmd=/bin/b -each tc=1").config.dialect, Dialect::Cutechess);
    EXPECT_EQ(read_line("-engine cmd=/bin/a args=--uci -engine cmd=/bin/b -each tc=1").config.dialect, Dialect::Fastchess);
    EXPECT_EQ(read_line(dialect_pair + "-tournament roundrobin").config.dialect, Dialect::Fastchess);
    EXPECT_EQ(read_line(dialect_pair + "-tournament round-robin").config.dialect, Dialect::Cutechess);
}

TEST(Dialect, GambitsOwnWordsMixedPeersAndAmbiguousLinesAreGambits) {
    EXPECT_EQ(read_line(dialect_pair + "-pgnout file=g.pgn -results file=r.json").config.dialect, Dialect::Gambit);
    EXPECT_EQ(read_line(dialect_pair + "-pgnout games.pgn -log file=x.log").config.dialect, Dialect::Gambit);  // mixed
    const CommandLine shared = read_line(dialect_pair + "-rounds 4 -sprt elo0=0 elo1=5");
    EXPECT_EQ(shared.config.dialect, Dialect::Gambit);
    EXPECT_EQ(shared.config.sprt.model, "normalized");
    ASSERT_EQ(shared.notes.size(), 1u);  // the SPRT's reading is said, since cutechess-cli reads it otherwise
    EXPECT_NE(shared.notes[0].find("BayesElo"), std::string::npos);
    EXPECT_TRUE(read_line(dialect_pair + "-rounds 4").notes.empty());
    EXPECT_EQ(read_line(dialect_pair + "-pgnout games.pgn -dialect fastchess").config.dialect, Dialect::Fastchess);
    EXPECT_EQ(read_line(dialect_pair + "-output format=gambit").config.dialect, Dialect::Gambit);
}

TEST(Dialect, CutechessBoundsAreBayesEloAndItsStatisticsPerGame) {
    const MatchConfig c = read_line(dialect_pair + "-sprt elo0=0 elo1=10 -pgnout games.pgn").config;
    ASSERT_EQ(c.dialect, Dialect::Cutechess);
    EXPECT_EQ(c.sprt.model, "cutechess");
    EXPECT_FALSE(c.report_penta);
    EXPECT_EQ(c.adjudication_rules, AdjudicationRules::Cutechess);
    EXPECT_EQ(c.openings.policy, "default");
    EXPECT_EQ(c.output, OutputFormat::Cutechess);
    EXPECT_EQ(c.rounds, 1);
    EXPECT_EQ(c.games, 1);
    EXPECT_EQ(c.rating_interval, 0);  // its ranking only at the end
    EXPECT_EQ(read_line(dialect_pair + "-pgnout games.pgn -ratinginterval 3").config.rating_interval, 3);
    EXPECT_EQ(read_line(dialect_pair + "-pgnout file=g.pgn").config.rating_interval, 10);  // fastchess's
}

TEST(Dialect, FastchessDefaultsAreItsOwn) {
    const MatchConfig c = read_line(dialect_pair + "-pgnout file=g.pgn").config;
    ASSERT_EQ(c.dialect, Dialect::Fastchess);
    EXPECT_EQ(c.rounds, 2);
    EXPECT_EQ(c.games, 2);
    EXPECT_TRUE(c.report_penta);
    EXPECT_EQ(c.output, OutputFormat::Fastchess);
    EXPECT_EQ(c.state, "config.json");  // fastchess checkpoints into config.json
    EXPECT_EQ(c.engines[0].process.ready_timeout, std::chrono::seconds(60));
    // -games N > 2 is taken for -rounds N, as fastchess takes it.
    const MatchConfig swapped = read_line(dialect_pair + "-pgnout file=g.pgn -games 4 -rounds 1").config;
    EXPECT_EQ(swapped.games, 1);
    EXPECT_EQ(swapped.rounds, 4);
    EXPECT_FALSE(read_line(dialect_pair + "-pgnout file=g.pgn -output format=cutechess").config.report_penta);
}

TEST(Dialect, EachIsAppliedAfterTheEnginesOwnKeys) {
    const MatchConfig c = read_line("-engine cmd=/bin/a tc=40/60 option.Hash=64 -engine cmd=/bin/b -each tc=10+0.1 option.Hash=16").config;
    EXPECT_EQ(format_tc(c.engines[0].tc), "10+0.1");
    EXPECT_EQ(c.engines[0].process.options, (std::vector<std::pair<std::string, std::string>>{{"Hash", "16"}}));
}

TEST(Dialect, ThreeEnginesWithoutATournamentPlayARoundRobin) {
    const MatchConfig c = read_line("-engine cmd=/a -engine cmd=/b -engine cmd=/c -each tc=1").config;
    EXPECT_EQ(c.tournament, TournamentKind::RoundRobin);
}

TEST(Dialect, GauntletSeedsEachPlayEveryLaterEngine) {
    MatchConfig c = read_line("-engine cmd=/a -engine cmd=/b -engine cmd=/c -engine cmd=/d -each tc=1 -tournament gauntlet "
                          "-seeds 2 -dialect gambit").config;
    EXPECT_EQ(encounters(c), (std::vector<std::pair<int, int>>{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}}));
    c.dialect = Dialect::Cutechess;  // cutechess-cli's seeds meet only the others
    EXPECT_EQ(encounters(c), (std::vector<std::pair<int, int>>{{0, 2}, {0, 3}, {1, 2}, {1, 3}}));
}

TEST(Dialect, TheDialectIsSavedWithTheSettings) {
    const MatchConfig c = read_line(dialect_pair + "-pgnout games.pgn -rounds 3").config;
    const MatchConfig back = config_from_json(config_to_json(c), "test");
    EXPECT_EQ(back.dialect, Dialect::Cutechess);
    EXPECT_EQ(back.rounds, 3);
    EXPECT_EQ(back.sprt.model, c.sprt.model);
    EXPECT_EQ(config_to_json(back), config_to_json(c));
    // A gambit-match line saves no dialect, so its match id is what it was before dialects.
    EXPECT_FALSE(config_to_json(read_line(dialect_pair + "-results file=r.json").config).contains("dialect"));
}

// The first openings of order=random -srand 1234 over openings/balanced.epd (3000 lines), as the real tools
// played them (tests/compat/fastchess/03-h2h-epd-random-srand, tests/compat/cutechess-cli/04-...).
TEST(Dialect, EachPeersShuffleDrawsThatPeersOpenings) {
    const auto fast = fastchess_shuffle(3000, 1234);
    EXPECT_EQ((std::vector<int>{fast[0], fast[1], fast[2]}), (std::vector<int>{1472, 626, 2848}));
    const auto cute = cutechess_shuffle(3000, 1234);
    EXPECT_EQ((std::vector<int>{cute[0], cute[1], cute[2]}), (std::vector<int>{2775, 38, 2262}));
    EXPECT_NE(gambit_shuffle(3000, 1234), fast);
}

TEST(Dialect, CutechessPlaysAnEncountersGamesInARowWithThePairsColours) {
    MatchConfig c = read_line("-engine cmd=/a -engine cmd=/b -engine cmd=/c -each tc=1 -tournament round-robin -games 2 "
                          "-repeat -openings file=b.epd").config;
    const auto games = cutechess_schedule(c, 10, 0);
    ASSERT_EQ(games.size(), 6u);
    // The circle method with a bye: B-C, A-C, A-B (engines 1-2, 0-2, 0-1), each pair on one opening twice.
    EXPECT_EQ(std::minmax(games[0].white, games[0].black), std::minmax(1, 2));
    EXPECT_EQ(std::minmax(games[2].white, games[2].black), std::minmax(0, 2));
    EXPECT_EQ(std::minmax(games[4].white, games[4].black), std::minmax(0, 1));
    EXPECT_EQ(games[0].opening, games[1].opening);
    EXPECT_EQ(games[0].white, games[1].black);
    EXPECT_NE(games[1].opening, games[2].opening);
    EXPECT_EQ(games[0].pair, games[1].pair);
}

TEST(Dialect, FastchessTakesAnOpeningPerPairingFromABookCutToTheRounds) {
    MatchConfig c = read_line("-engine cmd=/a -engine cmd=/b -engine cmd=/c -each tc=1 -pgnout file=g.pgn "
                          "-openings file=b.epd -rounds 2").config;
    ASSERT_EQ(c.dialect, Dialect::Fastchess);
    const auto games = fastchess_schedule(c, 10, 0);
    ASSERT_EQ(games.size(), 12u);  // 2 rounds x 3 pairings x 2 games
    EXPECT_EQ(games[0].opening, 0);
    EXPECT_EQ(games[2].opening, 1);
    EXPECT_EQ(games[4].opening, 0);  // the book was cut to -rounds (2) openings
    EXPECT_EQ(games[0].white, 0);
    EXPECT_EQ(games[1].white, 1);  // an even game number swaps the colours
}

TEST(Dialect, QuickIsFastchessQuickMatch) {
    const MatchConfig c = read_line("-quick cmd=/bin/sf cmd=/bin/sf book=b.epd").config;
    EXPECT_EQ(c.dialect, Dialect::Fastchess);
    ASSERT_EQ(c.engines.size(), 2u);
    EXPECT_EQ(c.engines[0].process.name, "/bin/sf1");
    EXPECT_EQ(c.engines[1].process.name, "/bin/sf2");
    EXPECT_EQ(format_tc(c.engines[0].tc), "10+0.1");
    EXPECT_EQ(c.rounds, 25000);
    EXPECT_EQ(c.games, 2);
    EXPECT_EQ(c.openings.order, "random");
    EXPECT_TRUE(c.recover);
    EXPECT_EQ(c.draw.movenumber, 30);
    EXPECT_EQ(c.output, OutputFormat::Cutechess);
}
