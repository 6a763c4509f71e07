// End-to-end: the `gambit perft` and `gambit perft-epd` commands, their output format and exit codes.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/support/run_command.hpp"
#include "tests/support/temp_dir.hpp"

namespace {

struct Outcome {
    int exit_code;
    std::string output;  // stdout and stderr
};

Outcome run(const std::string& arguments) {
    auto [code, output] = gambit::test_support::run_command(std::string(GAMBIT_BINARY_DIR) + "/gambit " + arguments + " 2>&1");
    return {code, output};
}

TEST(PerftCli, PrintsPerMoveCountsThenTotal) {
    const Outcome r = run("perft 2");
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_NE(r.output.find("e2e4: 20\n"), std::string::npos) << r.output;
    EXPECT_NE(r.output.find("g1f3: 20\n"), std::string::npos) << r.output;
    EXPECT_TRUE(r.output.ends_with("\n\nNodes searched: 400\n")) << r.output;
}

TEST(PerftCli, AcceptsAFen) {
    const Outcome r = run("perft 3 r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_NE(r.output.find("e1g1: "), std::string::npos) << r.output;
    EXPECT_TRUE(r.output.ends_with("Nodes searched: 97862\n")) << r.output;
}

TEST(PerftCli, BadInputIsAOneLineErrorWithExitCode2) {
    const Outcome bad_fen = run("perft 3 8/8/8/8/8/8/8/8 w - - 0 1");
    EXPECT_EQ(bad_fen.exit_code, 2);
    EXPECT_EQ(bad_fen.output, "perft: invalid FEN: White has 0 kings, expected 1\n");
    const Outcome bad_depth = run("perft x");
    EXPECT_EQ(bad_depth.exit_code, 2);
    EXPECT_EQ(std::count(bad_depth.output.begin(), bad_depth.output.end(), '\n'), 1) << bad_depth.output;
    const Outcome unknown = run("no-such-command");
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_TRUE(unknown.output.starts_with("gambit: unknown command 'no-such-command'")) << unknown.output;
    EXPECT_EQ(std::count(unknown.output.begin(), unknown.output.end(), '\n'), 1) << unknown.output;
}

TEST(PerftCli, EpdSuiteReportsMismatches) {
    const gambit::test_support::TempDir scratch("gambit-perft-cli");
    const std::filesystem::path& dir = scratch.path();
    const auto good = dir / "good.epd", bad = dir / "bad.epd";
    std::ofstream(good) << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902\n"
                        << "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 ;D1 14 ;D2 191\n";
    std::ofstream(bad) << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 401\n";
    const Outcome ok = run("perft-epd " + good.string());
    EXPECT_EQ(ok.exit_code, 0);
    EXPECT_TRUE(ok.output.starts_with("2 positions, 5 checks, 0 mismatches")) << ok.output;
    const Outcome wrong = run("perft-epd " + bad.string());
    EXPECT_EQ(wrong.exit_code, 1);
    EXPECT_NE(wrong.output.find(":1: depth 2 expected 401 got 400"), std::string::npos) << wrong.output;
    EXPECT_NE(wrong.output.find("1 positions, 2 checks, 1 mismatches"), std::string::npos) << wrong.output;
    const Outcome capped = run("perft-epd " + good.string() + " --max-nodes 1000");
    EXPECT_TRUE(capped.output.starts_with("2 positions, 4 checks, 0 mismatches (1 checks skipped by the limits)"))
        << capped.output;
}

}  // namespace
