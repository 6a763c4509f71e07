// End-to-end: the `gambit` tools keep their words for bad command lines (their parsing moved onto args/; the
// messages are the tools' own): one message naming what is wrong, then exit code 2.
#include <gtest/gtest.h>

#include <string>

#include "tests/support/run_command.hpp"

namespace {

struct ToolRefusal {
    const char* arguments;
    const char* first_line;  // what the tool says first
};

// clang-format off
const ToolRefusal kToolRefusals[] = {
    {"bench x", "bench: expected [DEPTH 1..64] [--stats] [--set NAME=VALUE ...], got 'x' (also --eval-file FILE, --eval-net FILE)"},
    {"bench --set", "bench: expected [DEPTH 1..64] [--stats] [--set NAME=VALUE ...], got '--set' (also --eval-file FILE, --eval-net FILE)"},
    {"bench --set Hash", "bench: --set needs NAME=VALUE, got 'Hash'"},
    {"epd f --depth", "epd: --depth needs a number 1..64"},
    {"epd f --bogus", "epd: unknown argument '--bogus'"},
    {"epd f --set X", "epd: --set needs NAME=VALUE, got 'X'"},
    {"fit-probcut --max-abs 0", "fit-probcut: --max-abs needs a positive number of centipawns"},
    {"fit-probcut --pairs", "fit-probcut: unknown argument '--pairs'"},
    {"probcut-calibrate a b", "probcut-calibrate: unknown argument 'b'"},
    {"probcut-calibrate -x", "probcut-calibrate: unknown argument '-x'"},
    {"probcut-calibrate a --samples x", "probcut-calibrate: --samples needs a positive number"},
    {"probcut-calibrate --json", "probcut-calibrate: usage: gambit probcut-calibrate FILE [--nodes N] [--samples K] [--seed S] [--set NAME=VALUE ..."},
    {"sibling-correlation a b", "sibling-correlation: unknown argument 'b'"},
    {"sibling-correlation a --depth 0", "sibling-correlation: --depth needs a positive number"},
    {"sibling-correlation a --set X", "sibling-correlation: --set needs NAME=VALUE, got 'X'"},
    {"sibling-correlation --bogus", "sibling-correlation: unknown argument '--bogus'"},
    {"tune-eval --epochs", "tune-eval: --epochs needs a value; usage: tune-eval FILE.pgn|FILE.epd ..."},
    {"tune-eval a --bogus 1", "tune-eval: unknown option '--bogus'; usage: tune-eval FILE.pgn|FILE.epd ..."},
    {"train-net --epochs", "train-net: --epochs needs a value"},
    {"train-net a --bogus 1", "train-net: unknown option --bogus"},
    {"perft-epd a b", "perft-epd: unexpected argument 'b'"},
    {"perft-epd --max-nodes x a", "perft-epd: unexpected argument '--max-nodes'"},
};
// clang-format on

TEST(ToolUsageErrors, EachToolNamesTheBadWordAndExitsTwo) {
    for (const ToolRefusal& refusal : kToolRefusals) {
        SCOPED_TRACE(refusal.arguments);
        const auto [code, output] = gambit::test_support::run_command(std::string(GAMBIT_BINARY_DIR) + "/gambit " +
                                                                      refusal.arguments + " 2>&1");
        EXPECT_EQ(code, 2);
        const std::string first_line = output.substr(0, output.find('\n'));
        const std::string expected = refusal.first_line;
        // A message ending in "..." is checked up to there (the usage after it is long).
        if (expected.ends_with("..."))
            EXPECT_EQ(first_line.substr(0, expected.size()), expected);
        else
            EXPECT_EQ(first_line, expected);
    }
}

}  // namespace
