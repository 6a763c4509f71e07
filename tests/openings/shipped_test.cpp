// The suites the project ships are legal, unique and named.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

#include "chess/game.hpp"
#include "openings/book.hpp"
#include "openings/epd.hpp"
#include "openings/tactics.hpp"

using namespace gambit;
using namespace gambit::openings;


TEST(Shipped, FiftyWellKnownOpenings) {
    auto book = load_book(std::string(GAMBIT_OPENINGS_DIR) + "/fifty.pgn");
    ASSERT_EQ(book.size(), 50u);
    std::set<chess::Key> keys;
    for (const Opening& opening : book) {
        EXPECT_GE(opening.moves.size(), 6u) << opening.name;
        EXPECT_LE(opening.moves.size(), 12u) << opening.name;
        EXPECT_FALSE(opening.name.empty()) << "line " << opening.line;
        EXPECT_TRUE(keys.insert(final_position(opening).key()).second) << "duplicate: " << opening.name;
    }
    EXPECT_EQ(book[0].name, "C84 Ruy Lopez: Closed");
    EXPECT_EQ(std::vector<std::string>(book[0].moves.begin(), book[0].moves.begin() + 5),
              (std::vector<std::string>{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}));
}

TEST(Shipped, BalancedSuiteIsLegalUniqueQuietAndNearEqual) {
    const std::string path = std::string(GAMBIT_OPENINGS_DIR) + "/balanced.epd";
    auto book = load_book(path);
    EXPECT_GE(book.size(), 2000u);
    std::ifstream in(path);
    auto records = read_epd(in, path);
    ASSERT_EQ(records.size(), book.size());
    std::set<chess::Key> keys;
    for (std::size_t i = 0; i < book.size(); ++i) {
        chess::Position pos = final_position(book[i]);
        EXPECT_TRUE(keys.insert(pos.key()).second) << "duplicate at line " << book[i].line;
        EXPECT_TRUE(is_quiet(pos)) << "line " << book[i].line;
        int ce = std::stoi(records[i].op("ce").value_or("9999"));
        EXPECT_LE(std::abs(ce), 40) << "line " << book[i].line;
        // c0 holds the moves from the start position: 6 to 10 plies that lead to this very position.
        std::istringstream moves(records[i].op("c0").value_or(""));
        chess::Game game;
        int plies = 0;
        for (std::string word; moves >> word;) {
            if (word.back() == '.') continue;
            ASSERT_TRUE(game.play_san(word)) << word << " at line " << book[i].line;
            ++plies;
        }
        EXPECT_GE(plies, 6);
        EXPECT_LE(plies, 10);
        EXPECT_EQ(game.position().key(), pos.key()) << "line " << book[i].line;
    }
}
