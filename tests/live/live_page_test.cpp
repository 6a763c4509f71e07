#include "elo/live/live_page.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "elo/live/watch.hpp"
#include "tests/support/gzip_write.hpp"
#include "tests/support/temp_dir.hpp"

namespace gambit::live {
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

void write(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

std::size_t count(const std::string& text, const std::string& needle) {
    std::size_t found = 0;
    for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++found;
    return found;
}

const fs::path kReport = fs::path(GAMBIT_TEST_DATA_DIR) / "report";
const fs::path kShards = fs::path(GAMBIT_TEST_DATA_DIR) / "elo" / "results";

struct Scratch {
    test_support::TempDir tmp{"gambit-live-page"};
    fs::path dir = tmp.path();
};

TEST(LivePage, EngineNamesWithMarkupAreEscapedEverywhere) {
    Watch watch = Watch::run((kReport / "match.json").string(), (kReport / "match.pgn").string());
    const LiveView view = watch.look();
    const std::string page = render_live_page(view);
    EXPECT_EQ(page.find("<script>alert(1)"), std::string::npos);
    EXPECT_EQ(page.find("<b>dev</b>"), std::string::npos);
    EXPECT_GT(count(page, "&lt;script&gt;alert(1)&lt;/script&gt;"), 3u);  // title, verdict, time use, games
    EXPECT_EQ(count(page, "<script>"), 1u);  // the page's own polling script, nothing else
    const std::string status = render_live_status(view);
    EXPECT_EQ(status.find("<script>alert(1)"), std::string::npos);
    const auto json = nlohmann::json::parse(status);
    EXPECT_EQ(json["games"], 24);
    EXPECT_EQ(json["finished"], true);
    for (const auto& [id, html] : json["sections"].items())
        EXPECT_EQ(html.get<std::string>().find("<script"), std::string::npos) << id;
}

TEST(LivePage, ShowsVerdictChartsTimeUseLatestGamesAndTheReportAtTheEnd) {
    Watch watch = Watch::run((kReport / "match.json").string(), (kReport / "match.pgn").string());
    const std::string page = render_live_page(watch.look());
    EXPECT_NE(page.find("id=\"games\">24<"), std::string::npos);
    EXPECT_NE(page.find("id=\"llr\""), std::string::npos);
    EXPECT_NE(page.find("data-series=\"elo-band\""), std::string::npos);
    EXPECT_NE(page.find("data-series=\"llr\""), std::string::npos);
    EXPECT_NE(page.find("<table id=\"time-use\">"), std::string::npos);
    EXPECT_NE(page.find("<table id=\"latest\">"), std::string::npos);
    EXPECT_NE(page.find("<td>24</td>"), std::string::npos);  // the newest game first
    EXPECT_NE(page.find("<td class=\"l\">White mates</td>"), std::string::npos);  // the reason; "normal" adds nothing
    EXPECT_NE(page.find("href=\"report.html\""), std::string::npos);
    EXPECT_NE(page.find("fetch('status.json'"), std::string::npos);
}

TEST(LivePage, APgnBeingWrittenCountsOnlyItsCompleteGames) {
    Scratch scratch;
    const std::string pgn = read(kReport / "match.pgn");
    const std::size_t third_game = pgn.find("[Event", pgn.find("[Event", pgn.find("[Event") + 1) + 1);
    ASSERT_NE(third_game, std::string::npos);
    write(scratch.dir / "match.pgn", pgn.substr(0, third_game + 200));  // two games and part of the third
    fs::copy_file(kReport / "match.json", scratch.dir / "match.json");
    Watch watch = Watch::run((scratch.dir / "match.json").string(), (scratch.dir / "match.pgn").string());
    // The finished results file lists no game records, so the PGN's are the page's.
    auto results = nlohmann::json::parse(read(scratch.dir / "match.json"));
    results.erase("games");
    write(scratch.dir / "match.json", results.dump());
    EXPECT_EQ(watch.look().input.games.size(), 2u);
    write(scratch.dir / "match.pgn", pgn);
    EXPECT_EQ(watch.look().input.games.size(), 24u);
}

TEST(LivePage, RateAndEtaComeFromGamesSeenOverTime) {
    Scratch scratch;
    auto results = nlohmann::json::parse(read(kReport / "match.json"));
    results["status"] = "running";
    results["games_played"] = 10;
    results["games_planned"] = 70;
    write(scratch.dir / "r.json", results.dump());
    Watch watch = Watch::run((scratch.dir / "r.json").string(), std::nullopt);
    const auto start = Watch::Clock::now();
    EXPECT_FALSE(watch.look(start).games_per_minute);
    results["games_played"] = 30;
    write(scratch.dir / "r.json", results.dump() + " ");  // another size: the watch rereads it
    const LiveView later = watch.look(start + std::chrono::minutes(2));
    ASSERT_TRUE(later.games_per_minute);
    EXPECT_NEAR(*later.games_per_minute, 10.0, 1e-9);
    ASSERT_TRUE(later.eta_seconds);
    EXPECT_NEAR(*later.eta_seconds, 4 * 60, 1e-6);
    EXPECT_EQ(duration_text(*later.eta_seconds), "4 min 00 s");
    EXPECT_FALSE(later.finished());
    EXPECT_NE(render_live_page(later).find("The HTML report can be downloaded here when the run has ended"),
              std::string::npos);
}

TEST(LivePage, AFolderOfShardsIsMergedWithAProgressRowPerShard) {
    Scratch scratch;
    fs::copy_file(kShards / "shard1.json", scratch.dir / "shard1.json");
    fs::copy_file(kShards / "shard2.json", scratch.dir / "shard2.json");
    write(scratch.dir / "state.json", "{\"not\": \"a results file\"}");
    write(scratch.dir / "half-written.json", "{\"pairs\": [");
    Watch watch = Watch::folder(scratch.dir.string());
    const LiveView view = watch.look();
    ASSERT_EQ(view.shards.size(), 2u);
    EXPECT_EQ(view.shards[0].index, 1);
    EXPECT_EQ(view.shards[1].played, 400);
    EXPECT_EQ(view.status, "running");
    EXPECT_EQ(view.input.games_played, 1000);
    ASSERT_EQ(view.input.pairs.size(), 1u);  // shard 2 lists the engines the other way round
    EXPECT_EQ(view.input.pairs[0].wins, 160 + 100);
    EXPECT_EQ(view.input.pairs[0].losses, 140 + 90);
    EXPECT_EQ(view.input.pairs[0].draws, 300 + 210);
    const std::string page = render_live_page(view);
    EXPECT_NE(page.find("<table id=\"shards\">"), std::string::npos);
    EXPECT_NE(page.find("id=\"games\">1000<"), std::string::npos);
    EXPECT_TRUE(view.progress_sampled);
}

// docs/ keeps a finished run's results compressed (NAME.json.gz); a run resumed after that writes NAME.json
// again, which is then the one read.
TEST(LivePage, AFolderReadsCompressedResultsAndPrefersTheFileBeingWritten) {
    Scratch scratch;
    test_support::write_gzip((scratch.dir / "shard1.json.gz").string(), read(kShards / "shard1.json"));
    fs::copy_file(kShards / "shard2.json", scratch.dir / "shard2.json");
    test_support::write_gzip((scratch.dir / "shard2.json.gz").string(), read(kShards / "shard1.json"));  // stale
    test_support::write_gzip((scratch.dir / "shard3.state.json.gz").string(), "{\"not\": \"a results file\"}");
    Watch watch = Watch::folder(scratch.dir.string());
    const LiveView view = watch.look();
    ASSERT_EQ(view.shards.size(), 2u);
    EXPECT_EQ(view.shards[0].file, "shard1.json.gz");
    EXPECT_EQ(view.shards[1].file, "shard2.json");
    EXPECT_EQ(view.input.games_played, 1000);
    ASSERT_EQ(view.input.pairs.size(), 1u);
    EXPECT_EQ(view.input.pairs[0].wins, 160 + 100);
    EXPECT_EQ(view.input.pairs[0].draws, 300 + 210);
}

}  // namespace
}  // namespace gambit::live

namespace gambit::live {
namespace {

// A round-robin's live page leads with the sentence and the standings, as the report does.
TEST(LivePage, ATournamentShowsItsStandings) {
    Scratch scratch;
    write(scratch.dir / "rr.json", R"({"tournament": "round-robin", "status": "running", "games_planned": 60,
        "games_played": 30, "engines": ["x", "y", "z"], "pairs": [
        {"engines": ["x", "y"], "wins": 6, "draws": 2, "losses": 2},
        {"engines": ["x", "z"], "wins": 5, "draws": 5, "losses": 0},
        {"engines": ["y", "z"], "wins": 3, "draws": 4, "losses": 3}]})");
    Watch watch = Watch::run((scratch.dir / "rr.json").string(), std::nullopt);
    const std::string page = render_live_page(watch.look());
    EXPECT_NE(page.find("id=\"summary\">x leads the round-robin of 3 engines"), std::string::npos) << page;
    EXPECT_NE(page.find("<table id=\"ratings\">"), std::string::npos);
    EXPECT_NE(page.find("<table id=\"crosstable\">"), std::string::npos);
}

}  // namespace
}  // namespace gambit::live
