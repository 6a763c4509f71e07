#include <gtest/gtest.h>

#include <sstream>

#include "openings/book.hpp"

using namespace gambit::openings;

namespace {

std::string data(const std::string& name) { return std::string(GAMBIT_TEST_DATA_DIR) + "/openings/" + name; }

std::string load_error(const std::string& path, Format fmt = Format::Auto, int plies = -1) {
    try {
        load_book(path, fmt, plies);
    } catch (const BookError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(Book, PgnOpeningsBecomeUciMovesFromTheirFen) {
    auto book = load_book(data("tricky.pgn"));
    ASSERT_EQ(book.size(), 3u);
    EXPECT_EQ(book[0].fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(book[0].moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6"}));
    EXPECT_EQ(book[0].line, 1);
    EXPECT_EQ(book[0].name, "Tricky \"one\"");
    EXPECT_EQ(book[1].fen, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    EXPECT_EQ(book[1].moves, (std::vector<std::string>{"e2e3", "e8d7", "e3e4", "d7e6"}));
    EXPECT_EQ(book[2].moves, (std::vector<std::string>{"c7c5", "g1f3", "d7d6"}));
}

TEST(Book, PliesCutsPgnGames) {
    auto book = load_book(data("tricky.pgn"), Format::Pgn, 3);
    EXPECT_EQ(book[0].moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3"}));
    auto none = load_book(data("tricky.pgn"), Format::Pgn, 0);
    EXPECT_TRUE(none[0].moves.empty());
}

TEST(Book, EpdPositionsAreNormalised) {
    std::istringstream in("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 id \"e4\";\n");
    auto book = load_book(in, "s.epd", Format::Auto);
    ASSERT_EQ(book.size(), 1u);
    EXPECT_TRUE(book[0].moves.empty());
    EXPECT_EQ(book[0].name, "e4");
    // The core drops an en-passant square no capture can use.
    EXPECT_EQ(book[0].fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

TEST(Book, ErrorsNameFileLineAndWhat) {
    const std::string bad_move = data("bad_move.pgn");
    EXPECT_EQ(load_error(bad_move), bad_move + ":8: illegal move 'Bb5' at ply 7");
    EXPECT_EQ(load_error(bad_move, Format::Pgn, 6), "");   // the bad move lies beyond the plies used
    EXPECT_EQ(load_error(data("unterminated_comment.pgn")),
              data("unterminated_comment.pgn") + ":4: unterminated comment '{' (no closing '}')");
    EXPECT_EQ(load_error(data("unterminated_variation.pgn")),
              data("unterminated_variation.pgn") + ":3: unterminated variation '(' (no closing ')')");
    EXPECT_EQ(load_error(data("bad_fen.epd")).rfind(data("bad_fen.epd") + ":4: bad FEN '", 0), 0u)
        << load_error(data("bad_fen.epd"));
    EXPECT_EQ(load_error(data("no_such_file.epd")), data("no_such_file.epd") + ": cannot open file");

    std::istringstream empty("# nothing here\n\n");
    EXPECT_THROW(load_book(empty, "e.epd", Format::Epd), BookError);
    std::istringstream empty2("\n");
    try {
        load_book(empty2, "e.pgn", Format::Pgn);
    } catch (const BookError& e) {
        EXPECT_STREQ(e.what(), "e.pgn: empty book (no openings)");
    }
    std::istringstream mated("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n");
    EXPECT_THROW(load_book(mated, "m.epd", Format::Epd), BookError);
}

TEST(Book, FormatNamesParseAnyCaseAndFollowTheExtension) {
    EXPECT_EQ(parse_format("EPD"), Format::Epd);
    EXPECT_EQ(parse_format("pgn"), Format::Pgn);
    EXPECT_THROW(parse_format("txt"), std::invalid_argument);
    EXPECT_EQ(resolve_format("a/b.PGN", Format::Auto), Format::Pgn);
    EXPECT_EQ(resolve_format("a/b.epd", Format::Auto), Format::Epd);
    EXPECT_EQ(resolve_format("a/b.epd", Format::Pgn), Format::Pgn);
}

TEST(Book, GarbageNeverCrashes) {
    const std::string alphabet = "[]{}();\"/ \n01234578abcdefghpnbrqkPNBRQKwxO-=+#";
    std::uint64_t state = 99;
    auto next = [&state] { return (state = state * 6364136223846793005ULL + 1442695040888963407ULL) >> 33; };
    for (int round = 0; round < 3000; ++round) {
        std::string text;
        const std::size_t length = next() % 100;
        for (std::size_t i = 0; i < length; ++i) text += alphabet[next() % alphabet.size()];
        for (Format fmt : {Format::Epd, Format::Pgn}) {
            std::istringstream in(text);
            try {
                load_book(in, "fuzz", fmt);
            } catch (const BookError& e) {
                EXPECT_EQ(std::string(e.what()).rfind("fuzz", 0), 0u) << e.what();
            }
        }
    }
}

TEST(Book, AutoFormatFromContent) {
    std::istringstream epd("8/8/8/4k3/8/8/8/4K2R w K - id \"digit first\";\n");
    EXPECT_EQ(load_book(epd, "stream", Format::Auto).at(0).name, "digit first");
    std::istringstream pgn("1. e4 e5 *\n");
    EXPECT_EQ(load_book(pgn, "stream", Format::Auto).at(0).moves.size(), 2u);
    std::istringstream tagged("[Event \"x\"]\n1. d4 *\n");
    EXPECT_EQ(load_book(tagged, "stream", Format::Auto).at(0).moves, std::vector<std::string>{"d2d4"});
}
