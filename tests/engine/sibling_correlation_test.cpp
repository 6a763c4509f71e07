// `gambit sibling-correlation`: the intraclass correlation it reports, its per-phase rows, the ProbCut error
// thirds, and bad arguments.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "engine/tools/sibling_correlation.hpp"
#include "tests/support/temp_dir.hpp"

namespace {

struct SiblingRun {
    int code = 0;
    std::string out, err;
};

SiblingRun siblings(std::vector<std::string_view> args) {
    ::testing::internal::CaptureStdout();
    ::testing::internal::CaptureStderr();
    SiblingRun r;
    r.code = gambit::tools::sibling_correlation_main(args);
    r.out = ::testing::internal::GetCapturedStdout();
    r.err = ::testing::internal::GetCapturedStderr();
    return r;
}

// An opening, a middlegame (rooks and knights, material phase 10) and a rook endgame.
std::string sibling_positions() {
    static const gambit::test_support::TempDir dir("gambit-sibling-test");  // removed at exit
    const std::string path = dir / "positions.epd";
    std::ofstream(path) << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
                        << "r4rk1/pp3ppp/2n5/8/8/2N5/PP3PPP/R4RK1 w - - 0 1\n"
                        << "8/5pk1/6p1/8/3R4/6P1/r4P1P/6K1 w - - 0 1\n";
    return path;
}

}  // namespace

TEST(SiblingCorrelation, IntraclassCorrelationOfSeparatedGroupsIsTheTextbookValue) {
    // MSB = 27, MSW = 1, n0 = 3: (27 - 1) / (27 + 2) = 26 / 29.
    EXPECT_NEAR(gambit::tools::intraclass_correlation({{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}), 26.0 / 29.0, 1e-12);
}

TEST(SiblingCorrelation, GroupsWithEqualMeansHaveNoPositiveCorrelation) {
    EXPECT_LE(gambit::tools::intraclass_correlation({{0, 10}, {10, 0}, {5, 5}}), 0.0);
    EXPECT_EQ(gambit::tools::intraclass_correlation({{1, 2, 3}}), 0.0);  // one group: undefined
}

TEST(SiblingCorrelation, ReportsEveryPhaseWithItsChildrenAtTheDepth) {
    const SiblingRun r = siblings({sibling_positions(), "--depth", "3", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const auto out = nlohmann::json::parse(r.out);
    EXPECT_EQ(out["depth"], 3);
    ASSERT_EQ(out["phases"].size(), 4u);
    EXPECT_EQ(out["phases"][0]["phase"], "opening");
    EXPECT_EQ(out["phases"][0]["nodes"], 1);
    EXPECT_EQ(out["phases"][0]["children"], 20);  // every reply to 1. e4
    EXPECT_EQ(out["phases"][1]["nodes"], 1);
    EXPECT_EQ(out["phases"][2]["nodes"], 1);
    EXPECT_EQ(out["phases"][3]["nodes"], 3);
    EXPECT_GT(out["phases"][3]["median_spread_within"].get<double>(), 0.0);
}

TEST(SiblingCorrelation, ProbCutErrorsSplitTheCheckedCutsIntoThirds) {
    const SiblingRun r = siblings({sibling_positions(), "--probcut-errors", "--nodes", "20000", "--samples", "5",
                                   "--set", "Preset=mpc-jb", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const auto out = nlohmann::json::parse(r.out);
    ASSERT_EQ(out["thirds"].size(), 3u);
    int cuts = 0;
    for (const auto& third : out["thirds"]) {
        cuts += third["cuts"].get<int>();
        EXPECT_LE(third["contradicted"].get<int>(), third["cuts"].get<int>());
        EXPECT_LE(third["spread_from"].get<double>(), third["spread_to"].get<double>());
    }
    EXPECT_GT(cuts, 0);
    EXPECT_LE(out["thirds"][0]["spread_to"].get<double>(), out["thirds"][2]["spread_from"].get<double>());
}

TEST(SiblingCorrelation, BadArgumentsGiveOneLineAndExitTwo) {
    const std::string file = sibling_positions();
    for (const std::vector<std::string_view>& args :
         {std::vector<std::string_view>{file, "--depth", "0"}, {}, {file, "--probcut-errors"},
          {file, "--set", "Baseline=postmodern"}, {"/nonexistent.epd"}}) {
        const SiblingRun r = siblings(args);
        EXPECT_EQ(r.code, 2);
        EXPECT_FALSE(r.err.empty());
        EXPECT_EQ(r.out, "");
    }
}
