// The three console formats of gambit-match, fed games as the tournament feeds them and printing into a
// string: what fishtest's and OpenBench's workers (fastchess) and cutechess-cli's readers count on.
#include <gtest/gtest.h>

#include <string>

#include "manager/output/console_output.hpp"
#include "client/time_control.hpp"

using namespace gambit::match;

namespace {

MatchConfig two_engines(OutputFormat format) {
    MatchConfig c;
    c.engines.resize(2);
    c.engines[0].process.name = "new";
    c.engines[1].process.name = "base";
    for (auto& e : c.engines) parse_tc("10+0.1", e.tc);
    c.output = format;
    c.rating_interval = 2;
    c.score_interval = 0;
    return c;
}

int count(const std::string& text, const std::string& what) {
    int n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

// Plays `pairs` pairs (new wins as White, draws as Black) through `console`, as the tournament would.
struct ConsoleRun {
    MatchConfig config;
    std::string printed;
    std::unique_ptr<ConsoleOutput> console;
    Scoreboard board{{{0, 1}}};
    Progress progress;

    explicit ConsoleRun(OutputFormat format, int planned)
        : config(two_engines(format)),
          console(make_console_output(config, {"new", "base"}, [this](const std::string& text) { printed += text; })) {
        progress.planned = planned;
        progress.started = std::chrono::steady_clock::now();
    }

    void play(int games) {
        for (int i = 0; i < games; ++i) {
            GameRecord g;
            g.id = progress.done, g.pair = progress.done / 2;
            g.white = progress.done % 2, g.black = 1 - g.white;
            g.white_name = g.white == 0 ? "new" : "base";
            g.black_name = g.white == 0 ? "base" : "new";
            g.result = g.white == 0 ? GameResult::WhiteWins : GameResult::Draw;
            g.reason = g.white == 0 ? "White mates" : "Draw by repetition";
            const int pairs_before = board.encounters()[0].pairs_complete;
            console->game_started({g.id, 0, g.pair, -1, g.white, g.black}, progress);
            board.add({g.pair, g.white, g.black, g.result, g.termination});
            ++progress.done;
            console->game_finished(g, board.encounters()[0], board.encounters()[0].pairs_complete > pairs_before, progress);
        }
    }
};

}  // namespace

TEST(ConsoleOutput, FastchessPrintsItsBlockEveryNthPairAndOnceAfterTheLastGame) {
    ConsoleRun run(OutputFormat::Fastchess, 6);
    run.console->run_started(run.progress);
    EXPECT_EQ(run.printed, "");  // fastchess has no start line
    run.play(4);
    EXPECT_EQ(count(run.printed, "Started game "), 4);
    EXPECT_EQ(count(run.printed, "Finished game "), 4);
    EXPECT_EQ(count(run.printed, "Results of new vs base"), 1);  // after the second pair
    EXPECT_NE(run.printed.find("Started game 1 of 6 (new vs base)\n"), std::string::npos) << run.printed;
    run.play(2);
    EXPECT_EQ(count(run.printed, "Results of new vs base"), 2);  // the last game's
    run.console->run_finished(run.board, run.progress);
    EXPECT_EQ(count(run.printed, "Results of new vs base"), 2) << run.printed;
    EXPECT_EQ(run.printed.substr(run.printed.size() - 15), "Finished match\n");
}

TEST(ConsoleOutput, FastchessStoppedEarlyEndsWithTheBlockItOwes) {
    ConsoleRun run(OutputFormat::Fastchess, 10);
    run.play(3);
    EXPECT_EQ(count(run.printed, "Results of"), 0);
    run.console->run_finished(run.board, run.progress);
    EXPECT_EQ(count(run.printed, "Results of"), 1);
}

TEST(ConsoleOutput, CutechessIsGambitsStartAndSummaryWithCutechessLinesPerGame) {
    ConsoleRun gambit(OutputFormat::Gambit, 4), cutechess(OutputFormat::Cutechess, 4);
    for (ConsoleRun* run : {&gambit, &cutechess}) {
        run->console->run_started(run->progress);
        run->play(4);
        run->console->run_finished(run->board, run->progress);
    }
    EXPECT_EQ(gambit.printed.rfind("Started: 4 games planned, concurrency 1\n", 0), 0u) << gambit.printed;
    EXPECT_EQ(cutechess.printed.rfind("Started: 4 games planned, concurrency 1\n", 0), 0u) << cutechess.printed;
    EXPECT_EQ(count(gambit.printed, "Finished game "), 0);
    EXPECT_EQ(count(cutechess.printed, "Finished game "), 4);
    EXPECT_NE(cutechess.printed.find("Finished game 1 (new vs base): 1-0 {White mates}\n"), std::string::npos);
    EXPECT_EQ(count(cutechess.printed, "Elo difference: "), 1);  // every 2 games, not after the last
    // Both end with the same summary: the rating block, the terminations and the commit block.
    const auto summary = [](const std::string& text) { return text.substr(text.find("\nFinished: ")); };
    EXPECT_EQ(summary(gambit.printed), summary(cutechess.printed));
    EXPECT_NE(summary(gambit.printed).find("Terminations: checkmate=4\n"), std::string::npos);
    EXPECT_NE(summary(gambit.printed).find("Games | N: 4 W: 2 L: 0 D: 2\n"), std::string::npos);
}
