#include "model/model_command.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/temp_dir.hpp"

namespace gambit::model {
namespace {

struct CommandRun {
    int code = 0;
    std::string out;
    std::string err;
};

CommandRun run_model(const std::vector<std::string>& args) {
    std::ostringstream out;
    std::ostringstream err;
    CommandRun result;
    result.code = run_model_command(args, out, err);
    result.out = out.str();
    result.err = err.str();
    return result;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> result;
    std::istringstream stream(text);
    for (std::string line; std::getline(stream, line);) result.push_back(line);
    return result;
}

std::size_t count(const std::string& text, const std::string& needle) {
    std::size_t found = 0;
    for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++found;
    return found;
}

TEST(ModelCommand, CsvHasHeaderAndOneRowPerPAndHeight) {
    const CommandRun result = run_model({"ngame", "--p", "0.6,0.9", "--height", "5", "--csv"});
    ASSERT_EQ(result.code, 0) << result.err;
    const std::vector<std::string> rows = lines(result.out);
    ASSERT_EQ(rows.size(), 1u + 2 * 5);
    EXPECT_EQ(rows[0], "tree,p,h,D");
    EXPECT_EQ(rows[1].rfind("ngame,0.6,1,", 0), 0u);
    EXPECT_EQ(rows[10].rfind("ngame,0.9,5,", 0), 0u);
    // Height 1 by hand: D = (1 - p)(1/2 + p/4) = 0.4 * 0.65 = 0.26 at p = 0.6.
    EXPECT_EQ(rows[1], "ngame,0.6,1,0.26000000");
}

TEST(ModelCommand, BothClassesGiveRowsForEach) {
    const CommandRun result = run_model({"both", "--p=0.7", "--height=3", "--m=10", "--csv"});
    ASSERT_EQ(result.code, 0) << result.err;
    EXPECT_EQ(lines(result.out).size(), 1u + 2 * 3);
    EXPECT_EQ(count(result.out, "pgame,0.7,"), 3u);
}

TEST(ModelCommand, PerfectChoiceGivesZeroErrorEverywhere) {
    const CommandRun result = run_model({"pgame", "--p", "1", "--height", "8", "--csv"});
    ASSERT_EQ(result.code, 0) << result.err;
    const std::vector<std::string> rows = lines(result.out);
    ASSERT_EQ(rows.size(), 9u);
    for (std::size_t row = 1; row < rows.size(); ++row)
        EXPECT_EQ(rows[row].substr(rows[row].size() - 11), ",0.00000000");
}

TEST(ModelCommand, TableHasOneRowPerHeight) {
    const CommandRun result = run_model({"pgame", "--p", "0.6,0.8", "--height", "4"});
    ASSERT_EQ(result.code, 0) << result.err;
    EXPECT_NE(result.out.find("P-game-like trees (m = 40)"), std::string::npos);
    EXPECT_EQ(lines(result.out).size(), 2u + 4 + 1);
}

TEST(ModelCommand, SimulationReportsIntervalsInCsv) {
    const CommandRun result =
        run_model({"ngame", "--p", "0.8", "--height", "2", "--simulate", "2000", "--seed", "7", "--csv"});
    ASSERT_EQ(result.code, 0) << result.err;
    const std::vector<std::string> rows = lines(result.out);
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0], "tree,p,h,D,sim_trees,sim_D,sim_low,sim_high");
    EXPECT_EQ(rows[1].rfind("ngame,0.8,1,", 0), 0u);
    EXPECT_NE(rows[1].find(",2000,"), std::string::npos);
}

TEST(ModelCommand, WritesAnSvgWithBothClasses) {
    const test_support::TempDir dir("gambit-model-command");
    const std::string path = dir / "model.svg";
    const CommandRun result = run_model({"ngame", "--p", "0.6,0.7,0.9", "--height", "6", "--svg", path});
    ASSERT_EQ(result.code, 0) << result.err;
    std::ifstream file(path);
    std::stringstream svg;
    svg << file.rdbuf();
    EXPECT_NE(svg.str().find("<svg"), std::string::npos);
    EXPECT_EQ(count(svg.str(), "<polyline"), 2u * 3);
    EXPECT_EQ(count(svg.str(), "data-tree=\"pgame\" data-p="), 3u);
}

TEST(ModelCommand, HelpExplainsTheSimulationLimit) {
    const CommandRun result = run_model({"--help"});
    EXPECT_EQ(result.code, 0);
    EXPECT_NE(result.out.find("4^H leaves"), std::string::npos);
}

TEST(ModelCommand, BadInputGivesOneLineAndExitCodeTwo) {
    const std::vector<std::vector<std::string>> bad{
        {},
        {"xgame"},
        {"ngame", "--p", "1.5"},
        {"ngame", "--p", "0.6,,0.7"},
        {"ngame", "--p", "-0.1"},
        {"ngame", "--p", "nan"},
        {"ngame", "--height", "0"},
        {"ngame", "--height", "abc"},
        {"ngame", "--height", "12x"},
        {"ngame", "--height"},
        {"pgame", "--m", "0"},
        {"ngame", "--simulate", "100"},  // default height 40 is too high to simulate
        {"ngame", "--height", "3", "--simulate", "-5"},
        {"ngame", "--colour", "red"},
        {"ngame", "pgame"},
        {"ngame", "--csv=yes"},
        {"ngame", "--height", "3", "--svg", "/nonexistent-directory/figure.svg"},
    };
    for (const std::vector<std::string>& args : bad) {
        const CommandRun result = run_model(args);
        std::string joined;
        for (const std::string& arg : args) joined += arg + " ";
        EXPECT_EQ(result.code, 2) << joined;
        EXPECT_EQ(count(result.err, "\n"), 1u) << joined << ": " << result.err;
        EXPECT_EQ(result.err.rfind("gambit model: ", 0), 0u) << joined << ": " << result.err;
        EXPECT_TRUE(result.out.empty()) << joined;
    }
}

}  // namespace
}  // namespace gambit::model
