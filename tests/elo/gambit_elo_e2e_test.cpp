// The real gambit-elo binary: output on stdout, one-line errors on stderr, exit codes.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/support/run_command.hpp"
#include "tests/support/temp_dir.hpp"

namespace {

using Outcome = gambit::test_support::CommandRun;

Outcome run(const std::string& arguments) {
    return gambit::test_support::run_command(std::string(GAMBIT_BINARY_DIR) + "/gambit-elo " + arguments + " 2>&1");
}

TEST(GambitEloBinary, WdlJsonGivesTheEloAndTheSprtState) {
    const Outcome r = run("wdl 136 111 96 --elo0 0 --elo1 5 --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_NEAR(j["elo"].get<double>(), 40.70, 0.005);
    EXPECT_EQ(j["sprt"], "continue");
}

TEST(GambitEloBinary, PgnJsonWithLatin1NamesIsStillJson) {
    // Old PGN files are often Latin-1; the JSON writer used to throw on the first such name.
    const gambit::test_support::TempDir dir("gambit-elo-e2e");
    const std::string path = dir / "latin1.pgn";
    std::FILE* f = std::fopen(path.c_str(), "wb");
    ASSERT_NE(f, nullptr);
    std::fputs("[White \"R\xE9" "cursion\"]\n[Black \"Plain\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n", f);
    std::fclose(f);
    const Outcome r = run("pgn " + path + " --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_NE(j.dump().find("R\xEF\xBF\xBD" "cursion"), std::string::npos) << r.out;  // U+FFFD for the byte
    std::remove(path.c_str());
}

TEST(GambitEloBinary, BadInputExitsTwoWithOneLine) {
    const Outcome r = run("wdl 1 -2 3");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out, "gambit-elo wdl: D: expected a non-negative whole number, got '-2'\n");
}

TEST(GambitEloBinary, HelpListsTheCommands) {
    const Outcome r = run("--help");
    EXPECT_EQ(r.code, 0);
    for (const char* command : {"wdl", "penta", "pgn", "merge", "plan"})
        EXPECT_NE(r.out.find(command), std::string::npos);
}

}  // namespace
