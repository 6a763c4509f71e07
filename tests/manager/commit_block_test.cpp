// The commit block has one writer (elo/report/commit_block.hpp): gambit-match's summary and
// `gambit-elo report --format commit` on the results.json of the same games print the same lines, the
// bench that -bench gives included.
#include <gtest/gtest.h>

#include "elo/report/html_pieces.hpp"
#include "manager/cli/command_line.hpp"
#include "client/time_control.hpp"
#include "manager/output/rating_block.hpp"
#include "manager/output/results_json.hpp"
#include "manager/tournament/schedule.hpp"

using namespace gambit::match;

namespace {

MatchConfig two_engines(bool with_sprt, std::int64_t bench = 0) {
    MatchConfig c;
    c.engines.resize(2);
    c.engines[0].process.name = "new";
    c.engines[1].process.name = "base";
    for (auto& e : c.engines) parse_tc("10+0.1", e.tc);
    c.sprt.enabled = with_sprt;
    c.sprt.elo0 = 0;
    c.sprt.elo1 = 5;
    c.bench = bench;
    return c;
}

// The results.json gambit-match writes after these games.
nlohmann::ordered_json results_file(const MatchConfig& c, const Scoreboard& board) {
    const ResultsSnapshot snapshot{&c, "match", {"new", "base"}, board.games(), &board, {0, 0}, {{}, {}},
                                   "finished", ""};
    return results_to_json(snapshot);
}

// What gambit-elo prints from that file.
std::string report_block(const MatchConfig& c, const Scoreboard& board) {
    return gambit::report::render_commit_block(
        gambit::report::parse_report_input(results_file(c, board).dump(), "results.json"));
}

// Pairs of games from "new"'s side: each pair's two results, new White first.
Scoreboard play(const std::vector<std::pair<GameResult, GameResult>>& pairs, bool paired = true) {
    Scoreboard board(encounters(TournamentKind::Match, 2));
    int pair = 0;
    for (auto [first, second] : pairs) {
        board.add({paired ? pair : -1, 0, 1, first, Termination::Checkmate});
        board.add({paired ? pair : -1, 1, 0, second, Termination::Checkmate});
        ++pair;
    }
    return board;
}

constexpr auto W = GameResult::WhiteWins, B = GameResult::BlackWins, D = GameResult::Draw;

}  // namespace

TEST(CommitBlock, ManagerAndReportPrintTheSameBlockUnderAnSprt) {
    const MatchConfig c = two_engines(true, 1829674);
    const Scoreboard board = play({{W, B}, {W, D}, {D, D}, {B, W}, {W, W}, {D, B}});
    const std::string block = commit_block(board.encounters()[0], c);
    EXPECT_EQ(block, report_block(c, board));
    EXPECT_NE(block.find("SPRT  | 10+0.1\n"), std::string::npos) << block;
    EXPECT_NE(block.find("[0.00, 5.00]\n"), std::string::npos) << block;
    EXPECT_NE(block.find("Games | N: 12 W: 5 L: 3 D: 4\n"), std::string::npos) << block;
    EXPECT_NE(block.find("Penta | [1, 0, 2, 2, 1]\n"), std::string::npos) << block;
    EXPECT_EQ(block.substr(block.size() - 15), "Bench: 1829674\n") << block;
}

TEST(CommitBlock, ManagerAndReportAgreeOnAnEvenScoreWithoutAnSprt) {
    const MatchConfig c = two_engines(false, 42);
    const Scoreboard board = play({{W, W}, {D, D}, {W, B}, {B, W}});  // 4 points of 8
    const std::string block = commit_block(board.encounters()[0], c);
    EXPECT_EQ(block, report_block(c, board));
    EXPECT_EQ(block.rfind("Elo   | 0.00 +- ", 0), 0u) << block;  // not "-0.00"
    EXPECT_NE(block.find("TC    | 10+0.1\n"), std::string::npos) << block;
}

TEST(CommitBlock, WithoutPairsNeitherPrintsAPentaLine) {
    const MatchConfig c = two_engines(true, 7);
    const Scoreboard board = play({{W, D}, {B, B}}, false);
    const std::string block = commit_block(board.encounters()[0], c);
    EXPECT_EQ(block, report_block(c, board));
    EXPECT_EQ(block.find("Penta"), std::string::npos) << block;
}

TEST(CommitBlock, TheBenchLineNeedsABench) {
    const MatchConfig c = two_engines(true);
    const Scoreboard board = play({{W, B}});
    EXPECT_EQ(commit_block(board.encounters()[0], c).find("Bench"), std::string::npos);
    EXPECT_EQ(report_block(c, board).find("Bench"), std::string::npos);
    EXPECT_FALSE(results_file(c, board).contains("bench"));
}

// -bench N: the results file's "bench" key (which gambit-elo reads) and the block's last line.
TEST(CommitBlock, TheBenchFlagLandsInTheResultsFileAndTheBlock) {
    const MatchConfig c = parse_command_line({"-engine", "cmd=/bin/a", "name=new", "-engine", "cmd=/bin/b",
                                              "name=base", "-each", "tc=10+0.1", "-bench", "1829674"})
                              .config;
    const Scoreboard board = play({{W, B}, {D, W}});
    EXPECT_EQ(results_file(c, board).at("bench"), 1829674);
    const std::string block = commit_block(board.encounters()[0], c);
    EXPECT_EQ(block.substr(block.size() - 15), "Bench: 1829674\n") << block;
    EXPECT_EQ(block, report_block(c, board));
}

TEST(CommitBlock, TheBenchIsANodeCount) {
    for (const char* bad : {"0", "-5", "many"})
        EXPECT_THROW(parse_command_line({"-engine", "cmd=/bin/a", "-engine", "cmd=/bin/b", "-bench", bad}), UsageError)
            << bad;
}
