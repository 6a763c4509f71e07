// The suites the project ships are legal, unique and named.
#include <gtest/gtest.h>

#include <set>

#include "openings/book.hpp"

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
