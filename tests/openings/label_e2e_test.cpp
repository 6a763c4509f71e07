// gambit-openings label as a user runs it, against the scripted engine tests/data/openings/fake_uci.sh. The
// expected files are what scripts/label-positions (the Python script the command replaced) wrote for the
// same input and flags.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "tests/support/run_command.hpp"
#include "tests/support/temp_dir.hpp"

namespace {

std::string label_data(const std::string& name) { return std::string(GAMBIT_TEST_DATA_DIR) + "/openings/" + name; }

std::string file_text(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

struct LabelRun {
    int status;
    std::string out;  // stdout and stderr
    std::string labels;
};

LabelRun run_label(const gambit::test_support::TempDir& dir, const std::string& flags) {
    const std::string out = dir / "labelled.epd";
    auto [code, text] = gambit::test_support::run_command(
        std::string(GAMBIT_BINARY_DIR) + "/gambit-openings label " + label_data("label_input.epd") + " " + out +
        " --engine 'sh " + label_data("fake_uci.sh") + "' " + flags + " 2>&1");
    return {code, text, file_text(out)};
}

}  // namespace

TEST(OpeningsLabel, WritesWhitesWinProbabilityOfEveryScoredPosition) {
    gambit::test_support::TempDir dir;
    const LabelRun run = run_label(dir, "");
    EXPECT_EQ(run.status, 0) << run.out;
    EXPECT_EQ(run.labels, file_text(label_data("label_expected.epd")));
    EXPECT_NE(run.out.find("6 positions labelled at depth 8 (2 skipped) -> "), std::string::npos) << run.out;
}

TEST(OpeningsLabel, SeveralEnginesWriteTheirSharesOneAfterAnother) {
    gambit::test_support::TempDir dir;
    const LabelRun run = run_label(dir, "--jobs 3 --scale 100");
    EXPECT_EQ(run.status, 0) << run.out;
    EXPECT_EQ(run.labels, file_text(label_data("label_expected_jobs3_scale100.epd")));
}

TEST(OpeningsLabel, EveryAndLimitThinTheInput) {
    gambit::test_support::TempDir dir;
    const LabelRun run = run_label(dir, "--every 2 --limit 2");
    EXPECT_EQ(run.status, 0) << run.out;
    EXPECT_EQ(run.labels, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 [0.4942]\n"
                          "mated b - - 0 1 [1.0000]\n");
    EXPECT_NE(run.out.find("2 positions labelled at depth 8 (1 skipped)"), std::string::npos) << run.out;
}

TEST(OpeningsLabel, AnEngineThatCannotStartOrABadFlagExitsTwo) {
    gambit::test_support::TempDir dir;
    const std::string base = std::string(GAMBIT_BINARY_DIR) + "/gambit-openings label " + label_data("label_input.epd") +
                             " " + (dir / "out.epd");
    auto [missing, missing_text] = gambit::test_support::run_command(base + " --engine /nonexistent/engine 2>&1");
    EXPECT_EQ(missing, 2);
    EXPECT_NE(missing_text.find("gambit-openings: /nonexistent/engine: cannot start '/nonexistent/engine': "), std::string::npos) << missing_text;
    EXPECT_EQ(gambit::test_support::run_command(base + " --depth 0 2>&1").code, 2);
    EXPECT_EQ(gambit::test_support::run_command(base + " --scale x 2>&1").code, 2);
}
