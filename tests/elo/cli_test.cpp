// gambit-elo's commands run in-process: output keys, verdicts, and one-line errors with exit code 2.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include <unistd.h>

#include "elo/cli/commands.hpp"
#include "tests/support/gzip_write.hpp"
#include "tests/support/temp_dir.hpp"

namespace gambit::elo::cli {
namespace {

struct Result {
    int code;
    std::string out, err;
};

Result run_words(const Words& words) {
    std::ostringstream out, err;
    const int code = run(words, out, err);
    return {code, out.str(), err.str()};
}

nlohmann::json run_json(Words words) {
    words.push_back("--json");
    const Result r = run_words(words);
    EXPECT_EQ(r.code, 0) << r.err;
    return nlohmann::json::parse(r.out);
}

std::string data(const std::string& name) {
    return std::string(GAMBIT_TEST_DATA_DIR) + "/elo/results/" + name;
}

TEST(Cli, WdlJsonHasTheDesignKeys) {
    const auto j = run_json({"wdl", "136", "111", "96"});
    for (const char* key : {"games", "score", "elo", "elo_ci", "los", "draw_ratio", "nelo", "nelo_ci"})
        EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_FALSE(j.contains("llr"));
    EXPECT_EQ(j["games"], 343);
    EXPECT_NEAR(j["elo"].get<double>(), 40.70, 0.005);
    EXPECT_NEAR(j["elo_ci"][1].get<double>() - j["elo"].get<double>(), 30.43, 0.005);
}

TEST(Cli, SprtOptionsAddLlrBoundsAndVerdict) {
    const auto j =
        run_json({"penta", "10789", "19328", "33806", "19402", "10543", "--elo0=0", "--elo1", "2"});
    EXPECT_EQ(j["sprt"], "H0");
    EXPECT_LT(j["llr"].get<double>(), j["llr_bounds"][0].get<double>());
    EXPECT_EQ(j["sprt_params"]["model"], "normalized");
    EXPECT_EQ(j["remaining_games"], 0);
    EXPECT_TRUE(j["sprt_estimate"].contains("elo_ci"));
    const auto negative =
        run_json({"wdl", "100", "200", "100", "--elo0", "-1.75", "--elo1", "0.25", "--model", "logistic"});
    EXPECT_EQ(negative["sprt_params"]["elo0"], -1.75);
}

TEST(Cli, TextReportShowsTheEstimateAndVerdict) {
    const Result r = run_words({"wdl", "136", "111", "96", "--elo0", "0", "--elo1", "5"});
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("Elo: +40.70 ± 30.43 (95%)  [10.59, 71.44]"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("LOS: 99.60%"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("[0.00, 5.00] normalized  -> continue"), std::string::npos) << r.out;
}

TEST(Cli, BadInputIsOneLineAndExitTwo) {
    const Words bad[] = {{"wdl", "1", "-2", "3"},
                         {"wdl", "1", "x", "3"},
                         {"wdl", "1", "2"},
                         {"wdl", "1", "2", "3", "--bogus"},
                         {"penta", "1", "2", "3", "4", "5.5"},
                         {"wdl", "1", "2", "3", "--elo0", "5", "--elo1", "1"},
                         {"wdl", "1", "2", "3", "--alpha", "nan"},
                         {"wdl", "1", "2", "3", "--model", "gaussian"},
                         {"frobnicate"},
                         {"merge", data("shard1.json"), data("other_match.json")},
                         {"merge", data("shard1.json"), data("shard1.json")},
                         {"merge", data("missing_key.json")},
                         {"merge", data("negative_count.json")},
                         {"merge", "/nonexistent.json"},
                         {"pgn", "/nonexistent.pgn"},
                         {"plan", "--draw-ratio", "1.5"}};
    for (const auto& words : bad) {
        const Result r = run_words(words);
        EXPECT_EQ(r.code, 2) << words[0] << " " << (words.size() > 1 ? words[1] : "");
        EXPECT_TRUE(r.out.empty());
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    }
}

TEST(Cli, ACommandFromAboveGetsItsWordsAndItsErrorsAreOneLine) {
    // gambit-elo hands `serve` (live/) to run() this way; elo's libraries alone do not know it.
    Words seen;
    const Commands above{{"serve", [&seen](const Words& words, std::ostream& out) {
                              seen = words;
                              if (words.empty()) throw UsageError("expected one folder of results files");
                              out << "serving\n";
                              return 0;
                          }}};
    std::ostringstream out, err;
    EXPECT_EQ(run({"serve", "shards", "--listen", "8080"}, out, err, above), 0);
    EXPECT_EQ(seen, (Words{"shards", "--listen", "8080"}));
    EXPECT_EQ(out.str(), "serving\n");
    std::ostringstream no_out, one_line;
    EXPECT_EQ(run({"serve"}, no_out, one_line, above), 2);
    EXPECT_EQ(one_line.str(), "gambit-elo serve: expected one folder of results files\n");
    EXPECT_EQ(run_words({"serve", "shards"}).code, 2);
}

TEST(Cli, MergeSumsShardsOfOneMatch) {
    const auto j = run_json({"merge", data("shard1.json"), data("shard2.json")});
    EXPECT_EQ(j["games_played"], 1000);
    EXPECT_EQ(j["games_planned"], 1200);
    EXPECT_EQ(j["shard"]["indexes"], nlohmann::json::array({1, 2}));
    ASSERT_EQ(j["pairs"].size(), 1u);
    const auto& p = j["pairs"][0];
    EXPECT_EQ(p["engines"], nlohmann::json::array({"gambit-dev", "gambit-base"}));
    // shard 2 listed the engines the other way round: its counts are turned round before adding.
    EXPECT_EQ(p["wins"], 160 + 100);
    EXPECT_EQ(p["losses"], 140 + 90);
    EXPECT_EQ(p["draws"], 300 + 210);
    EXPECT_EQ(p["penta"], nlohmann::json::array({10 + 5, 60 + 45, 150 + 100, 68 + 42, 12 + 8}));
    EXPECT_EQ(j["terminations"]["checkmate"], 330);
    EXPECT_EQ(j["terminations"]["timeout"], 70);
    EXPECT_EQ(p["sprt"]["result"], "continue");
    EXPECT_EQ(j["sprt"], "continue");
    EXPECT_EQ(j["elo"], p["elo"]);
    // Keys the merge does not interpret pass through for reports; game lists are joined.
    EXPECT_EQ(j["tc"], "10+0.1");
    EXPECT_EQ(j["status"], "running");
    EXPECT_EQ(j["games"].size(), 2u);
    // The pair is reported from its pentanomial counts.
    const auto direct = run_json({"penta", "15", "105", "250", "110", "20", "--elo0", "0", "--elo1", "5"});
    EXPECT_EQ(p["elo"], direct["elo"]);
    EXPECT_EQ(p["llr"], direct["llr"]);
}

// gambit-match's per-engine counts of PV warnings and unexpected lines add up across shards.
TEST(Cli, MergeAddsUpWarningsAndGarbageLines) {
    const test_support::TempDir scratch("gambit-elo-merge-warnings");
    const std::filesystem::path& dir = scratch.path();
    const auto with = [&](const std::string& name, const nlohmann::json& warnings, const nlohmann::json& garbage) {
        std::ifstream in(data(name));
        nlohmann::json j = nlohmann::json::parse(in);
        j["warnings"] = warnings;
        j["garbage_lines"] = garbage;
        const std::string path = (dir / name).string();
        std::ofstream(path) << j.dump();
        return path;
    };
    const std::string a = with("shard1.json", {{"gambit-dev", {{"illegal_pv_move", 2}}}, {"gambit-base", nlohmann::json::object()}},
                               {{"gambit-dev", 1}, {"gambit-base", 0}});
    const std::string b = with("shard2.json", {{"gambit-dev", {{"illegal_pv_move", 3}, {"mate_sign_mismatch", 1}}},
                                               {"gambit-base", {{"mate_sign_mismatch", 1}}}},
                               {{"gambit-dev", 4}, {"gambit-base", 5}});
    const auto j = run_json({"merge", a, b});
    EXPECT_EQ(j["warnings"]["gambit-dev"]["illegal_pv_move"], 5);
    EXPECT_EQ(j["warnings"]["gambit-dev"]["mate_sign_mismatch"], 1);
    EXPECT_EQ(j["warnings"]["gambit-base"]["mate_sign_mismatch"], 1);
    EXPECT_EQ(j["garbage_lines"]["gambit-dev"], 5);
    EXPECT_EQ(j["garbage_lines"]["gambit-base"], 5);
}

TEST(Cli, MergedFilesMergeAgainButNotTwice) {
    const test_support::TempDir dir("gambit-elo-cli");
    const auto merged = dir / "merged.json";
    std::ofstream(merged) << run_json({"merge", data("shard1.json")}).dump();
    const auto j = run_json({"merge", merged, data("shard2.json")});
    EXPECT_EQ(j["shard"]["indexes"], nlohmann::json::array({1, 2}));
    EXPECT_EQ(j["games_played"], 1000);
    EXPECT_EQ(run_words({"merge", merged, data("shard1.json")}).code, 2);
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

// docs/ keeps a finished run's results gzip-compressed (NAME.json.gz): merge reads them as they are.
TEST(Cli, MergeReadsGzipCompressedResults) {
    const test_support::TempDir dir("gambit-elo-cli");
    test_support::write_gzip(dir / "shard1.json.gz", slurp(data("shard1.json")));
    EXPECT_EQ(run_json({"merge", dir / "shard1.json.gz", data("shard2.json")}),
              run_json({"merge", data("shard1.json"), data("shard2.json")}));
    const std::string packed = slurp(dir / "shard1.json.gz");
    std::ofstream(dir / "cut.json.gz", std::ios::binary) << packed.substr(0, packed.size() - 12);
    const Result cut = run_words({"merge", dir / "cut.json.gz"});
    EXPECT_EQ(cut.code, 2);
    EXPECT_NE(cut.err.find("cut.json.gz: corrupt or truncated gzip data"), std::string::npos) << cut.err;
}

TEST(Cli, MergeTextNamesTheShards) {
    const Result r = run_words({"merge", data("shard2.json"), data("shard1.json")});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("2 of 2 shards merged (1, 2), 1000 of 1200 planned games played"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("gambit-base vs gambit-dev"), std::string::npos) << r.out;
}

TEST(Cli, PlanMatchesTheCalculatorDefaults) {
    const auto j = run_json({"plan", "--from", "0.5", "--to", "0.5"});
    ASSERT_EQ(j["points"].size(), 1u);
    EXPECT_NEAR(j["points"][0]["pass_probability"].get<double>(), 0.486, 5e-4);
    EXPECT_NEAR(j["points"][0]["expected_games"].get<double>(), 261567, 1);
    EXPECT_EQ(run_json({"plan", "--from", "-2", "--to", "2", "--step", "0.5"})["points"].size(), 9u);
}

TEST(Cli, PgnRatingList) {
    const test_support::TempDir dir("gambit-elo-cli");
    const auto path = dir / "games.pgn";
    {
        std::ofstream pgn(path);
        for (int i = 0; i < 30; ++i) {
            const char* result = i % 3 == 0 ? "1-0" : i % 3 == 1 ? "1/2-1/2" : "0-1";
            pgn << "[White \"" << (i % 2 ? "A" : "B") << "\"]\n[Black \"" << (i % 2 ? "B" : "C")
                << "\"]\n[Result \"" << result << "\"]\n\n1. e4 " << result << "\n\n";
        }
    }
    const auto j = run_json({"pgn", path, "--anchor", "B", "--anchor-elo", "100"});
    EXPECT_EQ(j["games"], 30);
    ASSERT_EQ(j["players"].size(), 3u);
    for (const auto& p : j["players"])
        if (p["name"] == "B") {
            EXPECT_EQ(p["elo"], 100);
        }
    const Result text = run_words({"pgn", path});
    EXPECT_EQ(text.code, 0) << text.err;
    EXPECT_NE(text.out.find("ratings relative to the mean"), std::string::npos) << text.out;
    EXPECT_EQ(run_words({"pgn", path, "--anchor", "Nobody"}).code, 2);
}

}  // namespace
}  // namespace gambit::elo::cli
