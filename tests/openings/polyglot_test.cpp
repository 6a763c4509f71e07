// The Polyglot reader: keys against the format's published ones and a book made by Debian's polyglot,
// lookups in both access modes (cutechess-cli's entry orders), move decoding, cutechess's weighted pick.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "chess/game.hpp"
#include "chess/notation.hpp"
#include "openings/polyglot/book.hpp"
#include "openings/polyglot/key.hpp"
#include "openings/polyglot/move.hpp"
#include "openings/polyglot/pick.hpp"

namespace pg = gambit::openings::polyglot;
using gambit::chess::Game;

namespace {

const std::string kBook = std::string(GAMBIT_COMPAT_DIR) + "/books/fifty.bin";

std::uint64_t key_after(const std::vector<std::string>& moves) {
    Game game;
    for (const auto& m : moves) EXPECT_TRUE(game.play_uci(m)) << m;
    return pg::key(game.position());
}

std::vector<std::string> texts(const std::vector<pg::Entry>& entries) {
    std::vector<std::string> out;
    for (const auto& e : entries) out.push_back(pg::move_text(e.move) + ":" + std::to_string(e.weight));
    return out;
}

// The book's entries in file order, read independently of the reader.
struct FileEntry {
    std::uint64_t key;
    std::uint16_t move, weight;
};
std::vector<FileEntry> file_entries(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::vector<FileEntry> out;
    unsigned char b[16];
    while (in.read(reinterpret_cast<char*>(b), 16)) {
        FileEntry e{0, std::uint16_t(b[8] << 8 | b[9]), std::uint16_t(b[10] << 8 | b[11])};
        for (int i = 0; i < 8; ++i) e.key = e.key << 8 | b[i];
        out.push_back(e);
    }
    return out;
}

}  // namespace

TEST(PolyglotKey, MatchesTheFormatsPublishedKeys) {
    EXPECT_EQ(key_after({}), 0x463b96181691fc9cULL);
    EXPECT_EQ(key_after({"e2e4"}), 0x823c9b50fd114196ULL);
    EXPECT_EQ(key_after({"e2e4", "d7d5"}), 0x0756b94461c50fb0ULL);
    EXPECT_EQ(key_after({"e2e4", "d7d5", "e4e5"}), 0x662fafb965db29d4ULL);
    EXPECT_EQ(key_after({"e2e4", "d7d5", "e4e5", "f7f5"}), 0x22a48b5a8e47ff78ULL);  // en passant on f6 counts
    EXPECT_EQ(key_after({"e2e4", "d7d5", "e4e5", "f7f5", "e1e2"}), 0x652a607ca3f242c1ULL);
    EXPECT_EQ(key_after({"e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7"}), 0x00fdd303c946bdd9ULL);
    EXPECT_EQ(key_after({"a2a4", "b7b5", "h2h4", "b5b4", "c2c4"}), 0x3c8123ea7b067637ULL);
    EXPECT_EQ(key_after({"a2a4", "b7b5", "h2h4", "b5b4", "c2c4", "b4c3", "a1a3"}), 0x5c3f9b829b279560ULL);
}

TEST(PolyglotKey, FindsThePositionsOfABookMadeByPolyglot) {
    // fifty.bin is `polyglot make-book` of openings/fifty.pgn, 10 plies: every line's positions are in it.
    const pg::Book book(kBook, pg::Access::Ram);
    Game game;
    for (const std::string m : {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1"}) {
        EXPECT_FALSE(book.entries(pg::key(game.position())).empty()) << "before " << m;
        ASSERT_TRUE(game.play_uci(m));
    }
}

TEST(PolyglotBook, EntriesOfAKeyInCutechesssOrderForEachAccessMode) {
    const auto all = file_entries(kBook);
    ASSERT_EQ(all.size(), 301u);
    for (std::size_t i = 1; i < all.size(); ++i) ASSERT_LE(all[i - 1].key, all[i].key);  // sorted by key
    // The start position's entries, as polyglot wrote them: heaviest first.
    const std::vector<std::string> in_file = {"e2e4:29", "d2d4:17", "c2c4:2", "g1f3:1", "f2f4:1"};
    const pg::Book ram(kBook, pg::Access::Ram), disk(kBook, pg::Access::Disk);
    // ram: Qt's QMultiMap puts each new entry first, so the last in the file comes first.
    EXPECT_EQ(texts(ram.entries(0x463b96181691fc9cULL)),
              (std::vector<std::string>{"f2f4:1", "g1f3:1", "c2c4:2", "d2d4:17", "e2e4:29"}));
    // disk: where the binary search lands, then back to the first, then on to the last.
    std::vector<std::string> expected_disk;
    {
        std::int64_t first = 0, last = std::int64_t(all.size()) - 1, hit = -1;
        while (first <= last && hit < 0) {
            const std::int64_t mid = (first + last) / 2;
            if (all[mid].key < 0x463b96181691fc9cULL) first = mid + 1;
            else if (all[mid].key > 0x463b96181691fc9cULL) last = mid - 1;
            else hit = mid;
        }
        ASSERT_GE(hit, 0);
        const auto text = [&](std::int64_t i) { return pg::move_text(all[i].move) + ":" + std::to_string(all[i].weight); };
        expected_disk.push_back(text(hit));
        for (std::int64_t i = hit - 1; i >= 0 && all[i].key == all[hit].key; --i) expected_disk.push_back(text(i));
        for (std::int64_t i = hit + 1; i < std::int64_t(all.size()) && all[i].key == all[hit].key; ++i)
            expected_disk.push_back(text(i));
    }
    EXPECT_EQ(texts(disk.entries(0x463b96181691fc9cULL)), expected_disk);
    auto sorted_disk = texts(disk.entries(0x463b96181691fc9cULL));
    EXPECT_EQ(sorted_disk.size(), in_file.size());
    EXPECT_TRUE(ram.entries(0x1234).empty());
    EXPECT_TRUE(disk.entries(0x1234).empty());
}

TEST(PolyglotBook, DuplicateMovesMergeIntoTheirFirstListingInRamMode) {
    const auto path = std::filesystem::temp_directory_path() / "gambit_polyglot_dup.bin";
    {
        std::ofstream out(path, std::ios::binary);
        const auto entry = [&](std::uint16_t move, std::uint16_t weight) {
            const unsigned char b[16] = {0, 0, 0, 0, 0, 0, 0, 7, std::uint8_t(move >> 8), std::uint8_t(move),
                                         std::uint8_t(weight >> 8), std::uint8_t(weight), 0, 0, 0, 0};
            out.write(reinterpret_cast<const char*>(b), 16);
        };
        entry(0x031C, 3);  // e2e4
        entry(0x02DB, 5);  // d2d4
        entry(0x031C, 4);  // e2e4 again
    }
    const pg::Book ram(path.string(), pg::Access::Ram);
    EXPECT_EQ(texts(ram.entries(7)), (std::vector<std::string>{"d2d4:5", "e2e4:7"}));
    std::filesystem::remove(path);
}

TEST(PolyglotBook, RefusesAMissingOrTruncatedFile) {
    EXPECT_THROW(pg::Book("/nonexistent/book.bin", pg::Access::Ram), pg::BookError);
    EXPECT_THROW(pg::Book("/nonexistent/book.bin", pg::Access::Disk), pg::BookError);
    const std::string truncated = std::string(GAMBIT_COMPAT_DIR) + "/books/truncated.bin";
    try {
        pg::Book book(truncated, pg::Access::Disk);
        FAIL() << "a truncated book was accepted";
    } catch (const pg::BookError& e) {
        EXPECT_NE(std::string(e.what()).find("4811 bytes"), std::string::npos) << e.what();
    }
}

TEST(PolyglotMove, DecodesSquaresPromotionsAndCastlingAsKingTakesRook) {
    EXPECT_EQ(pg::move_text(0x031C), "e2e4");
    EXPECT_EQ(pg::move_text(std::uint16_t((4 << 12) | (52 << 6) | 60)), "e7e8q");
    EXPECT_EQ(pg::move_text(std::uint16_t((1 << 12) | (49 << 6) | 56)), "b7a8n");
    EXPECT_EQ(pg::move_text(std::uint16_t((4 << 6) | 7)), "e1h1");
    // The chess core reads king-takes-rook as castling in standard chess.
    Game game;
    for (const std::string m : {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5"}) ASSERT_TRUE(game.play_uci(m));
    const auto castle = gambit::chess::parse_uci(game.position(), pg::move_text(std::uint16_t((4 << 6) | 7)));
    ASSERT_TRUE(castle.is_ok());
    EXPECT_TRUE(castle.is_castling());
    EXPECT_EQ(gambit::chess::to_uci(game.position(), castle), "e1g1");
}

TEST(PolyglotPick, WeightedLikeCutechessAndDrawsOnlyWhenThereIsAChoice) {
    const std::vector<pg::Entry> entries = {{1, 1}, {2, 0}, {3, 2}};  // running weights 1, 1, 3
    int draws = 0;
    const auto with = [&](std::uint32_t r) {
        return pg::pick(entries, [&] { ++draws; return r; })->move;
    };
    EXPECT_EQ(with(0), 1);
    EXPECT_EQ(with(1), 3);  // the zero-weight entry is never chosen
    EXPECT_EQ(with(5), 3);  // 5 % 3 = 2
    EXPECT_EQ(with(3), 1);
    EXPECT_EQ(draws, 4);
    EXPECT_FALSE(pg::pick({}, [&] { ++draws; return 0u; }));
    EXPECT_FALSE(pg::pick({{1, 0}}, [&] { ++draws; return 0u; }));
    EXPECT_EQ(draws, 4);
}
