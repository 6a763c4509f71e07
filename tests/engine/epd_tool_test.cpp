// `gambit epd`: limits, the JSON summary with its per-method counters, and bad arguments.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "engine/tools/epd_suite.hpp"
#include "tests/support/temp_dir.hpp"

namespace {

struct EpdRun {
    int code = 0;
    std::string out, err;
};

EpdRun epd(std::vector<std::string_view> args) {
    ::testing::internal::CaptureStdout();
    ::testing::internal::CaptureStderr();
    EpdRun r;
    r.code = gambit::tools::epd_main(args);
    r.out = ::testing::internal::GetCapturedStdout();
    r.err = ::testing::internal::GetCapturedStderr();
    return r;
}

// Two middlegame positions with their best moves (WAC.003 and a quiet Queen's Gambit position).
std::string suite() {
    static const gambit::test_support::TempDir dir("gambit-epd-tool-test");  // removed at exit
    const std::string path = dir / "suite.epd";
    std::ofstream(path) << "5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - bm Rg3; id \"WAC.003\";\n"
                        << "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - bm a3; id \"qgd\";\n";
    return path;
}

}  // namespace

TEST(EpdTool, NodesLimitsEveryPositionAndReportsDepthAndCounters) {
    const std::string file = suite();
    const EpdRun r = epd({file, "--nodes", "20000", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["positions"], 2);
    for (const auto& record : j["records"]) {
        // The node limit is checked at every node once depth 1 is done: a little over, never far over.
        EXPECT_GE(record["nodes"].get<int>(), 20000);
        EXPECT_LT(record["nodes"].get<int>(), 21000);
        EXPECT_GE(record["depth"].get<int>(), 4);
    }
    EXPECT_GT(j["stats"]["NullMove"]["tried"].get<int>(), 0);
    EXPECT_GT(j["stats"]["LMR"]["tried"].get<int>(), 0);
}

// Per method, how often it was tried and how often it cut: ProbCut's (4, 8) pair fires only where a
// non-PV node has depth 8 left. No node of a depth-7 search has (a check extension keeps a child at its
// parent's depth, never above it); a depth-10 search has many.
TEST(EpdTool, ReportsProbCutTriedAndCutOnlyAtTheDepthsItsTableCovers) {
    const std::string file = suite();
    const EpdRun shallow = epd({file, "--depth", "7", "--json", "--set", "Preset=probcut"});
    const EpdRun deep = epd({file, "--depth", "10", "--json", "--set", "Preset=probcut"});
    ASSERT_EQ(shallow.code, 0) << shallow.err;
    ASSERT_EQ(deep.code, 0) << deep.err;
    const auto a = nlohmann::json::parse(shallow.out)["stats"]["ProbCut"];
    const auto b = nlohmann::json::parse(deep.out)["stats"]["ProbCut"];
    EXPECT_EQ(a["tried"], 0);
    EXPECT_GT(b["tried"].get<int>(), 0);
    EXPECT_GT(b["cut"].get<int>(), 0);
    EXPECT_LE(b["cut"].get<int>(), b["tried"].get<int>());
}

TEST(EpdTool, BadArgumentsGiveOneLineAndExitTwo) {
    const std::string file = suite();
    for (const std::vector<std::string_view>& args :
         {std::vector<std::string_view>{file, "--nodes", "0"}, {file, "--nodes", "x"}, {file},
          {file, "--depth", "3", "--set", "Baseline=postmodern"}}) {
        const EpdRun r = epd(args);
        EXPECT_EQ(r.code, 2);
        EXPECT_FALSE(r.err.empty());
        EXPECT_EQ(r.out, "");
    }
}
