// Reading results out of PGN text: only White, Black and Result matter, everything else is skipped.
#include "elo/stats/pgn_results.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <vector>

#include "tests/support/gzip_write.hpp"
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

TEST(PgnResults, AGzipCompressedPgnReadsLikeThePgn) {
    std::string text;
    for (int i = 0; i < 5000; ++i)  // more than one read chunk of compressed data
        text += "[White \"A\"]\n[Black \"B" + std::to_string(i % 7) + "\"]\n[Result \"" + (i % 2 ? "1-0" : "1/2-1/2") +
                "\"]\n\n1. e4 {+0.31/12 0.5s} e5 " + (i % 2 ? "1-0" : "1/2-1/2") + "\n\n";
    const std::string gz = temp_dir() / "games.pgn.gz";
    test_support::write_gzip(gz, text);
    PgnReadSummary plain_summary, gz_summary;
    const auto plain = read(write_temp("games.pgn", text), &plain_summary);
    const auto unpacked = read(gz, &gz_summary);
    ASSERT_EQ(unpacked.size(), 5000u);
    for (std::size_t i = 0; i < plain.size(); ++i) {
        EXPECT_EQ(unpacked[i].black, plain[i].black);
        EXPECT_EQ(unpacked[i].points, plain[i].points);
    }
    EXPECT_EQ(gz_summary.bytes, plain_summary.bytes);  // counted decompressed

    // Cut short (a copy interrupted): an error, not fewer games.
    std::ifstream in(gz, std::ios::binary);
    const std::string packed((std::istreambuf_iterator<char>(in)), {});
    std::ofstream(temp_dir() / "cut.pgn.gz", std::ios::binary) << packed.substr(0, packed.size() / 2);
    try {
        read(temp_dir() / "cut.pgn.gz");
        FAIL() << "expected PgnError";
    } catch (const PgnError& e) {
        EXPECT_NE(std::string(e.what()).find("cut.pgn.gz: corrupt or truncated gzip data"), std::string::npos)
            << e.what();
    }
}

}  // namespace
}  // namespace gambit::elo
