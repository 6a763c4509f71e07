// The engines' books as cutechess-cli plays them: the shared -srand stream, bookdepth in plies of the whole
// game, the generated opening of a pair, and a bad book file per dialect.
#include <gtest/gtest.h>

#include "chess/game.hpp"
#include "chess/notation.hpp"
#include "manager/cli/command_line.hpp"
#include "manager/game/engine_books.hpp"
#include "openings/polyglot/key.hpp"
#include "openings/polyglot/move.hpp"
#include "openings/polyglot/pick.hpp"

namespace gm = gambit::match;
namespace pg = gambit::openings::polyglot;
using gambit::chess::Game;

namespace {

const std::string kBook = std::string(GAMBIT_COMPAT_DIR) + "/books/fifty.bin";

gm::MatchConfig two_with_books(int depth, const std::string& book = kBook) {
    gm::MatchConfig c;
    c.engines.resize(2);
    for (auto& e : c.engines) e.book = book, e.book_depth = depth;
    c.engines[0].process.name = "A";
    c.engines[1].process.name = "B";
    return c;
}

// The book line cutechess would play from the start with `random`, `plies` long, computed from the reader alone.
std::vector<std::string> line_from(gm::CutechessRandom& random, int plies, pg::Access access = pg::Access::Ram) {
    const pg::Book book(kBook, access);
    Game game;
    std::vector<std::string> line;
    for (int i = 0; i < plies; ++i) {
        const auto e = pg::pick(book.entries(pg::key(game.position())), [&] { return random.next(); });
        if (!e) break;
        const auto move = gambit::chess::parse_uci(game.position(), pg::move_text(e->move));
        EXPECT_TRUE(move.is_ok()) << pg::move_text(e->move);
        line.push_back(gambit::chess::to_uci(game.position(), move));  // castling as e1g1 in standard chess
        game.play(move);
    }
    return line;
}

}  // namespace

TEST(EngineBooks, BothBooksGenerateTheOpeningUpToTwiceTheBookDepth) {
    auto config = two_with_books(2);
    gm::EngineBooks books(config, 5, 0);
    const gm::EngineSpec* spec[2] = {&config.engines[0], &config.engines[1]};
    const auto opening = books.opening(spec, std::string(gambit::chess::StartFen), false, 0, {});
    gm::CutechessRandom random(5);
    EXPECT_EQ(opening, line_from(random, 4));  // bookdepth 2: four plies, one number each
    // The pair's other game starts from the same line and draws nothing (the depth is reached).
    EXPECT_EQ(books.opening(spec, std::string(gambit::chess::StartFen), false, 0, {}), opening);
    // A new pair continues the stream where the first left it.
    EXPECT_EQ(books.opening(spec, std::string(gambit::chess::StartFen), false, 1, {}), line_from(random, 4));
}

TEST(EngineBooks, TheStreamStartsAfterTheOpeningShufflesNumbers) {
    auto config = two_with_books(1);
    gm::EngineBooks books(config, 99, 49);
    gm::CutechessRandom random(99);
    for (int i = 0; i < 49; ++i) random.next();
    EXPECT_EQ(books.book_move(config.engines[0], Game(), 0), line_from(random, 1).at(0));
}

TEST(EngineBooks, BookDepthCountsThePliesOfTheWholeGame) {
    auto config = two_with_books(3);
    gm::EngineBooks books(config, 1, 0);
    Game game;
    ASSERT_TRUE(game.play_uci("e2e4"));
    EXPECT_FALSE(books.book_move(config.engines[1], game, 5).empty());
    EXPECT_TRUE(books.book_move(config.engines[1], game, 6).empty());  // 6 plies played: out of book
    gm::MatchConfig none = two_with_books(3);
    none.engines[1].book.clear();
    gm::EngineBooks one(none, 1, 0);
    EXPECT_TRUE(one.book_move(none.engines[1], game, 1).empty());  // the engine without a book thinks
    ASSERT_TRUE(game.play_uci("a7a6"));  // out of the book's lines
    EXPECT_TRUE(books.book_move(config.engines[0], game, 2).empty());
}

TEST(EngineBooks, ABadBookIsAUsageErrorOrCutechesssWarning) {
    auto config = two_with_books(4, "/nonexistent/book.bin");
    EXPECT_THROW(gm::make_engine_books(config, 1, 0), gm::UsageError);
    config.dialect = gm::Dialect::Cutechess;
    testing::internal::CaptureStderr();
    EXPECT_EQ(gm::make_engine_books(config, 1, 0), nullptr);
    EXPECT_EQ(testing::internal::GetCapturedStderr(),
              "Warning: Can't read opening book file /nonexistent/book.bin\n"
              "Warning: Can't read opening book file /nonexistent/book.bin\n");
    EXPECT_TRUE(config.engines[0].book.empty());  // plays without it, as in cutechess
    auto truncated = two_with_books(4, std::string(GAMBIT_COMPAT_DIR) + "/books/truncated.bin");
    truncated.engines[1].book.clear();
    truncated.dialect = gm::Dialect::Cutechess;
    testing::internal::CaptureStderr();
    EXPECT_EQ(gm::make_engine_books(truncated, 1, 0), nullptr);
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_EQ(err.find("Warning: Invalid size for opening book "), 0u) << err;
    EXPECT_NE(err.find("\nWarning: Can't read opening book file "), std::string::npos) << err;
}
