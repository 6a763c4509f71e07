// gambit-openings as a user runs it: exit codes and what it prints.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

#include "tests/support/run_command.hpp"

namespace {

struct ToolRun {
    int status;
    std::string out;
};

ToolRun run(const std::string& args) {
    auto [code, out] = gambit::test_support::run_command(std::string(GAMBIT_BINARY_DIR) + "/gambit-openings " + args + " 2>/dev/null");
    return {code, out};
}

std::string data(const std::string& name) { return std::string(GAMBIT_TEST_DATA_DIR) + "/openings/" + name; }

}  // namespace

TEST(OpeningsTool, CheckReportsPlantedErrorsAndFails) {
    ToolRun r = run("check " + data("planted.pgn"));
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("planted.pgn:7: illegal move 'Ke3' at ply 3"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("planted.pgn:9: duplicate position (first at line 1)"), std::string::npos) << r.out;
    ToolRun epd = run("check " + data("planted.epd"));
    EXPECT_EQ(epd.status, 1);
    EXPECT_NE(epd.out.find("planted.epd:3: duplicate position (first at line 1)"), std::string::npos) << epd.out;
    EXPECT_NE(epd.out.find("balance (centipawns, White's view): 3 scores"), std::string::npos) << epd.out;
}

TEST(OpeningsTool, ShippedBooksCheckClean) {
    ToolRun fifty = run(std::string("check ") + GAMBIT_OPENINGS_DIR + "/fifty.pgn");
    EXPECT_EQ(fifty.status, 0) << fifty.out;
    EXPECT_NE(fifty.out.find("50 good openings, 0 errors, 0 duplicates"), std::string::npos) << fifty.out;
}

TEST(OpeningsTool, GenerateIsDeterministic) {
    ToolRun a = run("generate --count 100 --seed 11 --plies 6-10");
    ToolRun b = run("generate --count 100 --seed 11 --plies 6-10");
    EXPECT_EQ(a.status, 0);
    EXPECT_EQ(a.out, b.out);
    EXPECT_EQ(std::count(a.out.begin(), a.out.end(), '\n'), 100);
    ToolRun c = run("generate --count 100 --seed 12 --plies 6-10");
    EXPECT_NE(a.out, c.out);
}

TEST(OpeningsTool, UsageErrorsExitTwo) {
    EXPECT_EQ(run("frobnicate").status, 2);
    EXPECT_EQ(run("generate --count many").status, 2);
    EXPECT_EQ(run("check /nonexistent.epd").status, 2);
    EXPECT_EQ(run("sample " + data("planted.pgn") + " x").status, 2);
}
