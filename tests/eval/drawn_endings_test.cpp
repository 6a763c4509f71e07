#include "engine/eval/drawn_endings.hpp"

#include <gtest/gtest.h>

#include <string>

#include "chess/position.hpp"
#include "engine/eval/builtin_network.hpp"
#include "engine/eval/evaluate.hpp"

namespace gambit::eval {
namespace {

bool drawn(const std::string& fen) {
    const auto pos = chess::Position::from_fen(fen);
    EXPECT_TRUE(pos.has_value()) << fen;
    return pos && is_drawn_ending(*pos);
}

TEST(DrawnEndings, TheWrongBishopAndARookPawnAgainstTheKingInTheCorner) {
    // From the 29e813f ladder (games 119 and 187): the bishop cannot cover a8 / h1, the king is next to it.
    EXPECT_TRUE(drawn("8/Pk6/1B6/8/8/8/6K1/8 b - - 0 1"));
    EXPECT_TRUE(drawn("8/Pk6/1B6/8/8/8/6K1/8 w - - 0 1"));
    EXPECT_TRUE(drawn("8/8/3b4/5k2/8/8/7p/7K w - - 0 1"));
    EXPECT_TRUE(drawn("7k/8/7P/7P/4B3/8/8/K7 w - - 0 1"));  // two h-pawns, a light bishop, h8 is dark
    EXPECT_TRUE(drawn("7k/8/8/7P/8/8/8/K7 w - - 0 1"));     // no bishop: the lone rook pawn
}

TEST(DrawnEndings, NotWhenTheBishopCoversTheCornerOrTheKingIsFarOrAnythingElseIsOnTheBoard) {
    EXPECT_FALSE(drawn(std::string(chess::StartFen)));
    EXPECT_FALSE(drawn("8/Pk6/2B5/8/8/8/6K1/8 b - - 0 1"));   // the right bishop
    EXPECT_FALSE(drawn("8/P7/1B6/8/4k3/8/6K1/8 b - - 0 1"));  // the king is four steps from a8
    EXPECT_FALSE(drawn("8/1Pk5/2B5/8/8/8/6K1/8 b - - 0 1"));  // a b-pawn
    EXPECT_FALSE(drawn("7k/8/P6P/8/4B3/8/8/K7 w - - 0 1"));   // pawns on both rook files
    EXPECT_FALSE(drawn("7k/8/7P/8/4N3/8/8/K7 w - - 0 1"));    // a knight
    EXPECT_FALSE(drawn("7k/8/7P/8/4B3/8/3B4/K7 w - - 0 1"));  // a second bishop, of the corner's colour
    EXPECT_FALSE(drawn("7k/p7/7P/8/4B3/8/8/K7 w - - 0 1"));   // the defender has a pawn
}

TEST(DrawnEndings, TheEvaluationIsZeroThereWithTheWeightsAndWithTheNetwork) {
    const auto pos = chess::Position::from_fen("8/Pk6/1B6/8/8/8/6K1/8 b - - 0 1");
    ASSERT_TRUE(pos);
    Evaluator weights;
    EXPECT_EQ(weights.evaluate(*pos), 0);
    Evaluator network;
    network.set_network(builtin_network());
    EXPECT_EQ(network.evaluate(*pos), 0);
    const auto opposition = chess::Position::from_fen("8/4k3/8/4K3/4P3/8/8/8 w - - 0 1");
    ASSERT_TRUE(opposition);
    EXPECT_EQ(network.evaluate(*opposition), 0);
    const auto opposition_won = chess::Position::from_fen("8/4k3/8/4K3/4P3/8/8/8 b - - 0 1");
    ASSERT_TRUE(opposition_won);
    EXPECT_LT(network.evaluate(*opposition_won), -100);  // Black to move, and lost
    // With the right bishop the same material is scored as won.
    const auto won = chess::Position::from_fen("8/Pk6/8/8/8/8/6K1/5B2 w - - 0 1");
    ASSERT_TRUE(won);
    EXPECT_GT(network.evaluate(*won), 300);
}

}  // namespace
}  // namespace gambit::eval
