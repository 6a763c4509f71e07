// The strength history: each run's Elo against the reference, either engine order, and the flags.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "elo/report/history.hpp"
#include "elo/report/load.hpp"
#include "tests/support/temp_dir.hpp"

namespace gambit::report {
namespace {

ReportInput run(const std::string& commit, const std::string& pairs) {
    return parse_report_input(R"({"commit": ")" + commit + R"(", "engines": ["dev", "ref"], "pairs": [)" + pairs + "]}",
                              commit + ".json");
}

TEST(History, EachRunAgainstTheReferenceWithItsFlags) {
    const History h = make_history(
        {run("a1", R"({"engines": ["dev", "ref"], "wins": 50, "draws": 40, "losses": 10})"),
         run("b2", R"({"engines": ["ref", "dev"], "wins": 10, "draws": 40, "losses": 50})"),   // reversed: the same
         run("c3", R"({"engines": ["dev", "ref"], "wins": 10, "draws": 40, "losses": 50})"),   // a clear loss
         run("d4", R"({"engines": ["dev", "other"], "wins": 1, "draws": 0, "losses": 0})")},  // not measured
        std::nullopt, std::nullopt);
    EXPECT_EQ(h.engine, "dev");
    EXPECT_EQ(h.reference, "ref");
    ASSERT_EQ(h.runs.size(), 4u);
    EXPECT_DOUBLE_EQ(h.runs[0].estimate.elo, h.runs[1].estimate.elo);
    EXPECT_GT(h.runs[0].estimate.elo_lo, 0);
    EXPECT_FALSE(h.runs[1].below_zero || h.runs[1].below_previous);
    EXPECT_TRUE(h.runs[2].below_zero);
    EXPECT_TRUE(h.runs[2].below_previous);
    EXPECT_FALSE(h.runs[3].measured);
    const std::string s = history_sentence(h);
    EXPECT_EQ(s.rfind("Over 3 runs, dev against ref went from +", 0), 0u) << s;
    EXPECT_NE(s.find("(a1) to -"), std::string::npos) << s;
    EXPECT_NE(s.find("1 run lies wholly below zero and 1 below the run before it."), std::string::npos) << s;

    const std::string html = render_history_html(h);
    EXPECT_NE(html.find("id=\"summary\""), std::string::npos);
    EXPECT_NE(html.find("data-series=\"flagged\""), std::string::npos);
    EXPECT_NE(html.find("below zero, below the previous run"), std::string::npos);
    EXPECT_NE(render_history_markdown(h).find("| 4 | `d4` |"), std::string::npos);
}

TEST(History, TheCommandReadsAFolderInFileNameOrder) {
    const test_support::TempDir scratch("gambit-history-test");
    const auto& dir = scratch.path();
    std::ofstream(dir / "0002-later.json") << R"({"engines": ["dev", "ref"], "pairs": [{"engines": ["dev", "ref"], "wins": 1, "draws": 1, "losses": 1}]})";
    std::ofstream(dir / "0001-first.json") << R"({"commit": "abc", "engines": ["dev", "ref"], "pairs": [{"engines": ["dev", "ref"], "wins": 2, "draws": 1, "losses": 1}]})";
    std::ofstream(dir / "notes.txt") << "not a results file";
    std::ostringstream out, err;
    ASSERT_EQ(run_history_command({dir.string(), "--format", "md"}, out, err), 0) << err.str();
    const std::string md = out.str();
    EXPECT_LT(md.find("| 1 | `abc` |"), md.find("| 2 | `0002-later` |")) << md;  // the commit, else the file name
    std::ostringstream none_out, none_err;
    EXPECT_EQ(run_history_command({(dir / "missing").string()}, none_out, none_err), 2);
    EXPECT_EQ(run_history_command({}, none_out, none_err), 2);
}

// The example the repository keeps (docs/strength/history, scripts/strength-history-example) reads back.
TEST(History, TheKeptExampleReadsBack) {
    const History h = load_history(std::string(GAMBIT_TEST_DATA_DIR) + "/../../docs/strength/history", "gambit", "Stockfish 2400");
    ASSERT_GE(h.runs.size(), 10u);
    for (const HistoryRun& r : h.runs) EXPECT_TRUE(r.measured) << r.file;
    EXPECT_EQ(h.runs.front().commit, "ce20098");
}

}  // namespace
}  // namespace gambit::report
