// Reading results out of PGN text: only White, Black and Result matter, everything else is skipped.
#include "elo/pgn_results.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <vector>

#include "tests/support/temp_dir.hpp"

namespace gambit::elo {
namespace {

struct Game {
    std::string white, black;
    double points;
};

// This process's folder for the PGNs the tests write (removed at exit).
const test_support::TempDir& temp_dir() {
    static const test_support::TempDir dir("gambit-elo-pgn");
    return dir;
}

std::string write_temp(const std::string& name, const std::string& text) {
    const std::string path = temp_dir() / name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

std::vector<Game> read(const std::string& path, PgnReadSummary* summary = nullptr) {
    std::vector<Game> games;
    const auto s = read_pgn_results(path, [&](const PgnGameResult& g) {
        games.push_back({std::string(g.white), std::string(g.black), g.white_points});
    });
    if (summary) *summary = s;
    return games;
}

TEST(PgnResults, ReadsTagsAndSkipsMoves) {
    const std::string text =
        "[Event \"t\"]\n[White \"Alpha 1.0\"]\n[Black \"Beta\"]\n[Result \"1-0\"]\n\n"
        "1. e4 e5 2. Nf3 {[%clk 0:01:00]\n[%eval 0.3]} Nc6 1-0\n\n"
        "[Event \"t\"]\r\n[Black \"Alpha 1.0\"]\r\n[White \"Beta\"]\r\n[Result \"1/2-1/2\"]\r\n\r\n1. d4 "
        "1/2-1/2\r\n\r\n"
        "[White \"Gamma \\\"G\\\"\"]\n[Black \"Beta\"]\n[Result \"*\"]\n\n1. c4 *\n\n"
        "[Result \"0-1\"]\n[White \"Gamma\"]\n[Black \"Alpha 1.0\"]\n"  // no move text, no final newline
        "[White \"Beta\"]\n[Black \"Gamma\"]\n[Result \"1-0\"]";
    PgnReadSummary summary;
    const auto games = read(write_temp("ok.pgn", text), &summary);
    ASSERT_EQ(games.size(), 4u);
    EXPECT_EQ(games[0].white, "Alpha 1.0");
    EXPECT_EQ(games[0].black, "Beta");
    EXPECT_EQ(games[0].points, 1);
    EXPECT_EQ(games[1].white, "Beta");
    EXPECT_EQ(games[1].points, 0.5);
    EXPECT_EQ(games[2].white, "Gamma");
    EXPECT_EQ(games[2].points, 0);
    EXPECT_EQ(games[3].black, "Gamma");
    EXPECT_EQ(games[3].points, 1);
    EXPECT_EQ(summary.games, 4);
    EXPECT_EQ(summary.unfinished, 1);
    EXPECT_EQ(summary.bytes, static_cast<double>(text.size()));
}

TEST(PgnResults, ByteOrderMarkIsSkipped) {
    const auto games =
        read(write_temp("bom.pgn", "\xEF\xBB\xBF[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1-0\n"));
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].white, "A");
}

TEST(PgnResults, LongLinesAcrossChunks) {
    std::string text =
        "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n" + std::string(9 << 20, 'x') + " 0-1\n";
    EXPECT_EQ(read(write_temp("long.pgn", text)).size(), 1u);
}

TEST(PgnResults, MalformedTagsNameFileAndLine) {
    const std::string path = write_temp("bad.pgn", "[White \"A\"]\n[Black \"B\"]\n[Result \"2-0\"]\n");
    try {
        read(path);
        FAIL() << "expected PgnError";
    } catch (const PgnError& e) {
        EXPECT_EQ(std::string(e.what()), path + ":3: Result tag \"2-0\" is not 1-0, 0-1, 1/2-1/2 or *");
    }
    EXPECT_THROW(read(write_temp("bad2.pgn", "[White \"A]\n")), PgnError);
    EXPECT_THROW(read("/nonexistent/games.pgn"), PgnError);
}

}  // namespace
}  // namespace gambit::elo
