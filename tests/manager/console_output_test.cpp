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
    c.openings.file = "/books/UHO.epd";
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
            g.reason = g.white == 0 ? "White mates" : "Draw by 3-fold repetition";
            g.termination = g.white == 0 ? Termination::Checkmate : Termination::Threefold;
            const int pairs_before = board.encounters()[0].pairs_complete;
            console->game_started({g.id, 0, g.pair, -1, g.white, g.black}, progress);
            board.add({g.pair, g.white, g.black, g.result, g.termination});
            ++progress.done;
            console->game_finished(GameEvent{g, board, board.encounters()[0].pairs_complete > pairs_before}, progress);
        }
    }
};

}  // namespace

TEST(ConsoleOutput, FastchessPrintsItsBlockEveryNthPairAndOnceAfterTheLastGame) {
    ConsoleRun run(OutputFormat::Fastchess, 6);
    run.console->run_started(run.progress);
    EXPECT_EQ(run.printed, "");  // fastchess has no start line (with a book in sequential order)
    run.play(4);
    EXPECT_EQ(count(run.printed, "Started game "), 4);
    EXPECT_EQ(count(run.printed, "Finished game "), 4);
    EXPECT_EQ(count(run.printed, "Results of new vs base"), 1);  // after the second pair
    EXPECT_NE(run.printed.find("Started game 1 of 6 (new vs base)\n"), std::string::npos) << run.printed;
    run.play(2);
    EXPECT_EQ(count(run.printed, "Results of new vs base"), 2);  // the last game's
    run.console->run_finished(run.board, run.progress, RunEnd::Finished);
    EXPECT_EQ(count(run.printed, "Results of new vs base"), 2) << run.printed;
    // fastchess ends with "Finished match" and the time the run took.
    const auto end = run.printed.substr(run.printed.find("Finished match\n"));
    EXPECT_EQ(end.substr(0, 27), "Finished match\nTotal Time: ") << end;
    EXPECT_EQ(end.substr(end.size() - 26), " (hours:minutes:seconds)\n\n") << end;
}

TEST(ConsoleOutput, FastchessStoppedEarlyEndsWithTheBlockItOwes) {
    ConsoleRun run(OutputFormat::Fastchess, 10);
    run.play(3);
    EXPECT_EQ(count(run.printed, "Results of"), 0);
    run.console->run_finished(run.board, run.progress, RunEnd::Finished);
    EXPECT_EQ(count(run.printed, "Results of"), 1);
}

TEST(ConsoleOutput, CutechessPrintsItsOwnLinesPerGameAndItsRankingAndOutcomesAtTheEnd) {
    ConsoleRun run(OutputFormat::Cutechess, 4);
    run.config.rating_interval = 0;  // cutechess-cli's default: the ranking at the end only
    run.console->run_started(run.progress);
    EXPECT_EQ(run.printed, "");
    run.play(4);
    run.console->run_finished(run.board, run.progress, RunEnd::Finished);
    EXPECT_EQ(run.printed,
              "Started game 1 of 4 (new vs base)\n"
              "Finished game 1 (new vs base): 1-0 {White mates}\n"
              "Score of new vs base: 1 - 0 - 0  [1.000] 1\n"
              "Started game 2 of 4 (base vs new)\n"
              "Finished game 2 (base vs new): 1/2-1/2 {Draw by 3-fold repetition}\n"
              "Score of new vs base: 1 - 0 - 1  [0.750] 2\n"
              "Started game 3 of 4 (new vs base)\n"
              "Finished game 3 (new vs base): 1-0 {White mates}\n"
              "Score of new vs base: 2 - 0 - 1  [0.833] 3\n"
              "Started game 4 of 4 (base vs new)\n"
              "Finished game 4 (base vs new): 1/2-1/2 {Draw by 3-fold repetition}\n"
              "Score of new vs base: 2 - 0 - 2  [0.750] 4\n"
              "...      new playing White: 2 - 0 - 0  [1.000] 2\n"
              "...      new playing Black: 0 - 0 - 2  [0.500] 2\n"
              "...      White vs Black: 2 - 0 - 2  [0.750] 4\n"
              "Elo difference: 190.8 +/- 451.9, LOS: 92.1 %, DrawRatio: 50.0 %\n"
              "SPRT: llr 0 (0.0%), lbound -inf, ubound inf\n"
              "\n"
              "Player: new\n"
              "   \"Draw by 3-fold repetition\": 2\n"
              "   \"Win: White mates\": 2\n"
              "Player: base\n"
              "   \"Draw by 3-fold repetition\": 2\n"
              "   \"Loss: White mates\": 2\n"
              "Finished match\n");
}

TEST(ConsoleOutput, CutechessPrintsTheEndBeforeTheGameAnEngineFailedIn) {
    // cutechess-cli/47-crash-norecover: the tournament stops inside its game-finished handler.
    ConsoleRun run(OutputFormat::Cutechess, 4);
    run.config.rating_interval = 0;
    GameRecord g;
    g.white = 0, g.black = 1, g.white_name = "new", g.black_name = "base";
    g.result = GameResult::BlackWins;
    g.termination = Termination::Crash;
    run.console->game_started({0, 0, 0, -1, 0, 1}, run.progress);
    run.board.add({0, 0, 1, g.result, g.termination});
    ++run.progress.done;
    run.console->game_finished(GameEvent{g, run.board, false, true}, run.progress);
    run.console->run_finished(run.board, run.progress, RunEnd::EngineFailure);
    EXPECT_EQ(run.printed,
              "Started game 1 of 4 (new vs base)\n"
              "Terminating process of engine new(0)\n"
              "...      new playing White: 0 - 1 - 0  [0.000] 1\n"
              "...      White vs Black: 0 - 1 - 0  [0.000] 1\n"
              "Elo difference: -inf +/- nan, LOS: 15.9 %, DrawRatio: 0.0 %\n"
              "SPRT: llr 0 (0.0%), lbound -inf, ubound inf\n"
              "\n"
              "Player: new\n"
              "   \"Loss: White disconnects\": 1\n"
              "Player: base\n"
              "   \"Win: White disconnects\": 1\n"
              "Finished match\n"
              "Finished game 1 (new vs base): 0-1 {White disconnects}\n"
              "Score of new vs base: 0 - 1 - 0  [0.000] 1\n");
}

TEST(ConsoleOutput, FastchessSaysItsSprtStopAndAbnormalEnds) {
    ConsoleRun run(OutputFormat::Fastchess, 20);
    run.config.sprt = SprtSettings{.enabled = true, .elo0 = 0, .elo1 = 5, .alpha = 0.5, .beta = 0.5};
    run.play(2);  // any result crosses bounds of +-0: the stop comes after the first pair
    EXPECT_NE(run.printed.find("SPRT ([0.00, 5.00]) completed - H1 was accepted\n"), std::string::npos) << run.printed;
    run.console->run_finished(run.board, run.progress, RunEnd::Sprt);
    EXPECT_EQ(run.printed.find("Tournament was interrupted"), std::string::npos);

    ConsoleRun failed(OutputFormat::Fastchess, 20);
    GameRecord g;
    g.white = 0, g.black = 1, g.white_name = "new", g.black_name = "base";
    g.result = GameResult::BlackWins;
    g.termination = Termination::Crash;
    failed.console->game_finished(GameEvent{g, failed.board, false, true}, failed.progress);
    failed.console->run_finished(failed.board, failed.progress, RunEnd::EngineFailure);
    EXPECT_EQ(failed.printed.substr(0, failed.printed.find("Tournament was interrupted")),
              "Game 1 stalled / disconnected and no recover option set for engine, stopping tournament.\n"
              "Finished game 1 (new vs base): 0-1 {White disconnects}\n");
    EXPECT_NE(failed.printed.find(" -config file=config.json\nFinished match\nTotal Time: "), std::string::npos);
}
