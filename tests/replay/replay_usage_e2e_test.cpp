// End-to-end: gambit-replay's bad command lines, read by the shared vocabulary (args/), each say one line
// naming what is wrong and exit 2, before any file is read or engine started.
#include <gtest/gtest.h>

#include <string>

#include "tests/support/run_command.hpp"

namespace {

struct ReplayRefusal {
    const char* arguments;
    const char* message;  // all it says
};

// clang-format off
const ReplayRefusal kReplayRefusals[] = {
    {"games.pgn --bogus", "gambit-replay: unknown option --bogus"},
    {"games.pgn --game=3", "gambit-replay: unknown option --game=3"},
    {"games.pgn --game", "gambit-replay: option --game needs a value"},
    {"games.pgn --game x", "gambit-replay: option --game needs a number, got 'x'"},
    {"games.pgn --margin-ms 5s", "gambit-replay: option --margin-ms needs a number, got '5s'"},
    {"games.pgn --side red", "gambit-replay: --side must be white or black"},
    {"a.pgn b.pgn", "gambit-replay: one PGN file only (got 'a.pgn' and 'b.pgn')"},
    {"--gdb", "gambit-replay: no PGN file given"},
};
// clang-format on

TEST(ReplayUsage, EachBadCommandLineSaysOneLineAndExitsTwo) {
    for (const ReplayRefusal& refusal : kReplayRefusals) {
        SCOPED_TRACE(refusal.arguments);
        const auto [code, output] = gambit::test_support::run_command(std::string(GAMBIT_BINARY_DIR) +
                                                                      "/gambit-replay " + refusal.arguments + " 2>&1");
        EXPECT_EQ(code, 2);
        EXPECT_EQ(output, std::string(refusal.message) + "\n");
    }
}

TEST(ReplayUsage, HelpPrintsTheUsageAndExitsZero) {
    const auto [code, output] = gambit::test_support::run_command(std::string(GAMBIT_BINARY_DIR) + "/gambit-replay --help");
    EXPECT_EQ(code, 0);
    EXPECT_EQ(output.rfind("usage: gambit-replay GAMES.pgn", 0), 0u) << output;
}

}  // namespace
