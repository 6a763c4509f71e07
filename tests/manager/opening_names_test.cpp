// The openings fastchess names in its PGN (ECO and Opening tags), from Lichess's table.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "chess/game.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "manager/output/opening_names.hpp"

namespace gambit::match {
namespace {

const std::string Start(chess::StartFen);

TEST(OpeningNames, TheLastNamedPositionOfTheGameNamesIt) {
    // fastchess's PGN of this line (tests/compat/fastchess/07-h2h-pgn-seq) names it C87.
    const std::vector<std::string> ruy = {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7",
                                          "f1e1", "d7d6"};
    auto named = lichess_opening(Start, ruy, false);
    ASSERT_TRUE(named.has_value());
    EXPECT_EQ(named->eco, "C87");
    EXPECT_EQ(named->name, "Ruy Lopez: Closed, Averbakh Variation");
    // Moves past the table keep the last name; a move that does not parse ends the walk there.
    std::vector<std::string> longer = ruy;
    longer.insert(longer.end(), {"b5c6", "b7c6", "h2h3"});
    EXPECT_EQ(lichess_opening(Start, longer, false)->name, named->name);
    EXPECT_EQ(lichess_opening(Start, {"e2e4", "e7e5", "e1e5", "g1f3"}, false)->name, "King's Pawn Game");
}

TEST(OpeningNames, AStartPositionInTheTableIsNamedWithoutMovesAndOthersAreNot) {
    EXPECT_FALSE(lichess_opening(Start, {}, false).has_value());  // the start position has no name
    auto named = lichess_opening("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", {}, false);
    ASSERT_TRUE(named.has_value());
    EXPECT_EQ(named->eco, "C20");
    EXPECT_EQ(named->name, "King's Pawn Game");
    EXPECT_FALSE(lichess_opening("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1", {"e2e4"}, false).has_value());
    EXPECT_FALSE(lichess_opening(Start, {"e2e4", "e7e5"}, true).has_value()) << "Chess960 games have no name";
    EXPECT_FALSE(lichess_opening("not a fen", {"e2e4"}, false).has_value());
}

// Every row of the table names the position its moves reach, and no two rows reach the same one (the
// data is the commit of chess-openings whose positions and names are fastchess's table, 3,536 of each).
TEST(OpeningNames, EveryRowNamesItsOwnPosition) {
    std::string_view rest = LichessOpeningsTsv;
    int rows = 0;
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        const std::string line(rest.substr(0, end));
        rest = rest.substr(end + 1);
        ++rows;
        const std::size_t tab1 = line.find('\t'), tab2 = line.find('\t', tab1 + 1);
        ASSERT_NE(tab2, std::string::npos) << line;
        chess::Game game;
        std::vector<std::string> uci;
        std::size_t at = tab2 + 1;
        while (at < line.size()) {
            std::size_t space = line.find(' ', at);
            if (space == std::string::npos) space = line.size();
            const std::string word = line.substr(at, space - at);
            at = space + 1;
            if (word.empty() || word.back() == '.') continue;
            const chess::Move m = chess::parse_san(game.position(), word);
            ASSERT_NE(m, chess::Move::none()) << word << " in " << line;
            uci.push_back(chess::to_uci(m));
            ASSERT_TRUE(game.play(m));
        }
        auto named = lichess_opening(Start, uci, false);
        ASSERT_TRUE(named.has_value()) << line;
        EXPECT_EQ(named->eco + "\t" + named->name, line.substr(0, tab2)) << line;
    }
    EXPECT_EQ(rows, 3536);
}

}  // namespace
}  // namespace gambit::match
