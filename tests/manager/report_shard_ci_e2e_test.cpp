// gambit-match features for reports, clusters and CI: -report, -shard K/N merged back into the whole match,
// and -ci exit codes carrying the SPRT verdict.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "e2e_support.hpp"
#include "elo/stats/results_file.hpp"

using namespace gambit::match::e2e;

namespace {

// gambit in two configurations at fixed nodes: every game is determined by its opening and colours.
std::vector<std::string> gambit_match_args(const TempDir& dir, const std::string& tag) {
    return {"-engine", "cmd=" + bin("gambit"), "name=Default", "-engine", "cmd=" + bin("gambit"), "name=NoPruning",
            "option.Preset=none", "-each", "tc=inf", "nodes=2000", "option.Hash=8", "-rounds", "6", "-repeat",
            "-maxmoves", "60", "-openings", "file=" + data("openings.epd"), "order=sequential", "-seed", "7",
            "-pgnout", "file=" + dir / (tag + ".pgn"), "-results", "file=" + dir / (tag + ".json")};
}

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

}  // namespace

TEST(ReportE2E, MatchWritesAnEscapedHtmlReportAndMarkdown) {
    TempDir dir;
    const std::vector<std::string> engines = {
        "-engine", "cmd=" + bin("fake-random"), "name=<b>R1</b>", "option.Seed=1",
        "-engine", "cmd=" + bin("fake-random"), "name=R2", "option.Seed=2", "-each", "nodes=100",
        "-rounds", "4", "-repeat", "-openings", "file=" + data("openings.epd"), "-sprt", "elo0=0", "elo1=10",
        "-pgnout", "file=" + dir / "g.pgn", "-results", "file=" + dir / "r.json"};
    RunResult html = run_match(with(engines, {"-htmlreport", "file=" + dir / "report.html"}));
    ASSERT_EQ(html.exit_code, 0) << html.output;
    const std::string page = slurp(dir / "report.html");
    EXPECT_NE(page.find("<svg"), std::string::npos);
    EXPECT_NE(page.find("LLR"), std::string::npos);
    EXPECT_NE(page.find("&lt;b&gt;R1&lt;/b&gt;"), std::string::npos);
    EXPECT_EQ(page.find("<b>R1</b>"), std::string::npos);

    RunResult md = run_match(with(engines, {"-htmlreport", "file=" + dir / "report.md"}));
    ASSERT_EQ(md.exit_code, 0) << md.output;
    EXPECT_NE(slurp(dir / "report.md").find("Penta | ["), std::string::npos);
}

TEST(ReportE2E, ReportWithoutPgnStillDrawsItsPlotsFromTheResultsFile) {
    TempDir dir;
    RunResult run = run_match({"-engine", "cmd=" + bin("fake-random"), "name=R1", "option.Seed=1", "-engine",
                               "cmd=" + bin("fake-random"), "name=R2", "option.Seed=2", "-each", "nodes=100", "-rounds",
                               "4", "-repeat", "-openings", "file=" + data("openings.epd"), "-sprt", "elo0=0", "elo1=10",
                               "-results", "file=" + dir / "r.json", "-htmlreport", "file=" + dir / "report.html"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    const auto results = read_json(dir / "r.json");
    ASSERT_EQ(results["games"].size(), 8u);
    EXPECT_EQ(results["games"][0]["white"], "R1");
    EXPECT_TRUE(results["games"][0].contains("opening"));
    const std::string page = slurp(dir / "report.html");
    EXPECT_NE(page.find("<svg"), std::string::npos);
    EXPECT_NE(page.find("LLR"), std::string::npos);
}

TEST(ReportE2E, ReportWithoutResultsIsAUsageError) {
    TempDir dir;
    RunResult run = run_match({"-engine", "cmd=" + bin("fake-random"), "-engine", "cmd=" + bin("fake-random"),
                               "-each", "nodes=100", "-htmlreport", "file=" + dir / "never.html"});
    EXPECT_EQ(run.exit_code, 2) << run.output;
    EXPECT_NE(run.output.find("-htmlreport needs -results"), std::string::npos) << run.output;
}

// The two halves of a sharded match, merged, are exactly the match played whole.
TEST(ShardE2E, ShardsMergedEqualTheWholeMatch) {
    ASSERT_TRUE(have_gambit()) << bin("gambit") << " is missing: CMake builds it beside gambit-match (a wrong path must fail, not skip)";
    TempDir dir;
    RunResult whole = run_match(gambit_match_args(dir, "whole"));
    RunResult first = run_match(with(gambit_match_args(dir, "shard1"), {"-shard", "1/2"}));
    RunResult second = run_match(with(gambit_match_args(dir, "shard2"), {"-shard", "2/2"}));
    ASSERT_EQ(whole.exit_code, 0) << whole.output;
    ASSERT_EQ(first.exit_code, 0) << first.output;
    ASSERT_EQ(second.exit_code, 0) << second.output;

    using namespace gambit::elo;
    const std::vector<std::string> paths = {dir / "shard1.json", dir / "shard2.json"};
    const ResultsFile merged = merge_results({read_results_file(paths[0]), read_results_file(paths[1])}, paths);
    const ResultsFile all = read_results_file(dir / "whole.json");
    EXPECT_GT(read_results_file(paths[0]).games_played, 0);
    EXPECT_GT(read_results_file(paths[1]).games_played, 0);
    EXPECT_EQ(merged.games_played, all.games_played);
    EXPECT_EQ(merged.games_played, 12);
    ASSERT_EQ(merged.pairs.size(), 1u);
    ASSERT_EQ(all.pairs.size(), 1u);
    EXPECT_EQ(merged.pairs[0].wdl.wins, all.pairs[0].wdl.wins);
    EXPECT_EQ(merged.pairs[0].wdl.draws, all.pairs[0].wdl.draws);
    EXPECT_EQ(merged.pairs[0].wdl.losses, all.pairs[0].wdl.losses);
    EXPECT_EQ(merged.pairs[0].penta.pairs, all.pairs[0].penta.pairs);
    EXPECT_EQ(merged.terminations, all.terminations);
}

// -ci: 0 when H1 is accepted, 5 when H0 is, 6 when the game budget is spent first.
TEST(CiE2E, ExitCodeCarriesTheVerdict) {
    ASSERT_TRUE(have_gambit()) << bin("gambit") << " is missing: CMake builds it beside gambit-match (a wrong path must fail, not skip)";
    auto ci_run = [](const std::string& first, const std::string& second, const std::vector<std::string>& more) {
        TempDir dir;
        return run_match(with({"-engine", "cmd=" + bin(first), "name=First", "-engine", "cmd=" + bin(second),
                               "name=Second", "-each", "nodes=300", "-repeat", "-concurrency", "2", "-openings",
                               "file=" + data("openings.epd"), "-results", "file=" + dir / "r.json", "-ci"},
                              more));
    };
    const std::vector<std::string> sprt = {"-rounds", "300", "-sprt", "elo0=0", "elo1=50"};
    RunResult pass = ci_run("gambit", "fake-random", sprt);
    EXPECT_EQ(pass.exit_code, 0) << pass.output;
    RunResult fail = ci_run("fake-random", "gambit", sprt);
    EXPECT_EQ(fail.exit_code, 5) << fail.output;
    // Equal engines, the default non-regression test [-3, 1], a budget of 10 games: inconclusive.
    RunResult budget = ci_run("fake-random", "fake-random", {"-rounds", "5"});
    EXPECT_EQ(budget.exit_code, 6) << budget.output;
    EXPECT_NE(budget.output.find("[-3.00, 1.00]"), std::string::npos) << budget.output;
}

// -ci -strength-history dir=D: each run lands in D as the next numbered file with its commit, without the games, and
// gambit-elo history draws the folder.
TEST(ReportE2E, CiRunsAppendToAStrengthHistory) {
    TempDir dir;
    const std::string history = dir / "history";
    for (const char* commit : {"aaa1111", "bbb2222"}) {
        RunResult run = run_match({"-engine", "cmd=" + bin("fake-random"), "name=head", "option.Seed=1", "-engine",
                                   "cmd=" + bin("fake-random"), "name=base", "option.Seed=2", "-each", "nodes=100",
                                   "-rounds", "3", "-repeat", "-openings", "file=" + data("openings.epd"), "-ci",
                                   "-results", "file=" + dir / "r.json", "-strength-history", "dir=" + history,
                                   std::string("commit=") + commit, "label=nightly"});
        ASSERT_NE(run.output.find("History: " + history + "/"), std::string::npos) << run.output;
    }
    const auto first = read_json(history + "/0001-aaa1111.json");
    const auto second = read_json(history + "/0002-bbb2222.json");
    EXPECT_EQ(first["commit"], "aaa1111");
    EXPECT_EQ(second["label"], "nightly");
    EXPECT_FALSE(second.contains("games"));
    EXPECT_EQ(second["pairs"].size(), 1u);

    const std::string page = dir / "history.html";
    const std::string md = dir / "history.md";
    const std::string command = bin("gambit-elo") + " history " + history + " --out " + page + " --md " + md;
    ASSERT_EQ(std::system(command.c_str()), 0);
    EXPECT_NE(slurp(page).find("id=\"summary\">Over 2 runs, head against base"), std::string::npos) << slurp(page);
    EXPECT_NE(slurp(md).find("| 2 | `bbb2222` | nightly |"), std::string::npos) << slurp(md);
    EXPECT_NE(run_match({"-engine", "cmd=" + bin("fake-random"), "-engine", "cmd=" + bin("fake-random"),
                         "-strength-history", "dir=" + history})
                  .exit_code,
              0);  // -strength-history needs -results
}

// gambit's console ends a round-robin and a gauntlet with their standings, not every encounter's block again.
TEST(ReportE2E, TournamentsEndWithTheirStandingsOnTheConsole) {
    for (const char* kind : {"round-robin", "gauntlet"}) {
        TempDir dir;
        // -dialect gambit: "round-robin" so spelled is cutechess-cli's word, which would make it cutechess-cli's line.
        RunResult run = run_match({"-dialect", "gambit", "-tournament", kind, "-engine", "cmd=" + bin("fake-random"), "name=A", "option.Seed=1",
                                   "-engine", "cmd=" + bin("fake-random"), "name=B", "option.Seed=2", "-engine",
                                   "cmd=" + bin("fake-random"), "name=C", "option.Seed=3", "-each", "nodes=100",
                                   "-rounds", "2", "-repeat", "-openings", "file=" + data("openings.epd")});
        ASSERT_EQ(run.exit_code, 0) << run.output;
        const std::string summary = run.output.substr(run.output.find("\nFinished: "));
        EXPECT_EQ(summary.find("Results of "), std::string::npos) << kind << summary;
        EXPECT_NE(summary.find("Rank  Engine"), std::string::npos) << kind << summary;
        EXPECT_NE(summary.find("Crosstable"), std::string::npos) << kind << summary;
        EXPECT_NE(summary.find(std::string(kind) == "gauntlet" ? "A scored " : " leads the round-robin of 3 engines"),
                  std::string::npos)
            << summary;
    }
}
