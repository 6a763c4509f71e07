// Runs the real `gambit-elo report` on the fixture match: exit codes, the files it writes.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "tests/support/run_command.hpp"
#include "tests/support/temp_dir.hpp"

namespace {

const std::string kBin = GAMBIT_BINARY_DIR;
const std::string kData = std::string(GAMBIT_TEST_DATA_DIR) + "/report/";

// Runs a shell command, returns its exit status and stdout.
std::pair<int, std::string> run(const std::string& command) {
    auto [code, out] = gambit::test_support::run_command(command + " 2>/dev/null");
    return {code, out};
}

TEST(GambitEloReport, WritesHtmlMarkdownAndCommitBlock) {
    const gambit::test_support::TempDir scratch("gambit-elo-report-e2e");
    const std::filesystem::path& dir = scratch.path();
    const std::string html = (dir / "report.html").string();
    const std::string base = kBin + "/gambit-elo report " + kData + "match.json --pgn " + kData + "match.pgn";
    EXPECT_EQ(run(base + " --out " + html).first, 0);
    std::ifstream file(html);
    const std::string page((std::istreambuf_iterator<char>(file)), {});
    EXPECT_NE(page.find("<svg"), std::string::npos);
    EXPECT_EQ(page.find("<script"), std::string::npos);

    auto [md_status, md] = run(base + " --format md");
    EXPECT_EQ(md_status, 0);
    EXPECT_NE(md.find("| Penta | [1, 1, 4, 4, 2]"), std::string::npos) << md;

    auto [commit_status, commit] = run(base + " --format commit --bench 99");
    EXPECT_EQ(commit_status, 0);
    EXPECT_NE(commit.find("Games | N: 24 W: 10 L: 5 D: 9\n"), std::string::npos) << commit;
    EXPECT_NE(commit.find("Bench: 99\n"), std::string::npos) << commit;

    EXPECT_EQ(run(kBin + "/gambit-elo report " + kData + "match.pgn").first, 2);  // not a results file
    EXPECT_EQ(run(base + " --format pdf").first, 2);
}

}  // namespace
