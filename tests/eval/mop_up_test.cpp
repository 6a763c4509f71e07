#include "engine/eval/mop_up.hpp"

#include <gtest/gtest.h>

#include <string>

#include "engine/eval/evaluate.hpp"

namespace gambit::eval {
namespace {

int mop(const std::string& fen) {
    const auto pos = chess::Position::from_fen(fen);
    EXPECT_TRUE(pos.has_value()) << fen;
    return pos ? mop_up(*pos) : 0;
}

TEST(MopUp, OnlyWonEndingsAgainstALoneKingOrAQueenAgainstOnePiece) {
    EXPECT_EQ(mop(std::string(chess::StartFen)), 0);
    EXPECT_EQ(mop("8/8/3k4/8/8/8/3P4/3K4 w - - 0 1"), 0);    // a pawn: the search promotes it
    EXPECT_EQ(mop("8/8/3k4/8/8/8/8/2B1B1K1 w - - 0 1"), 0);  // two bishops of one colour cannot mate
    EXPECT_EQ(mop("8/8/3k4/8/8/8/8/3KNN2 w - - 0 1"), 0);    // nor two knights
    EXPECT_EQ(mop("8/8/3k4/3r4/8/8/8/3KR3 w - - 0 1"), 0);   // rook against rook
    EXPECT_EQ(mop("8/8/3k4/3p4/8/8/8/3KQ3 w - - 0 1"), 0);   // the defender has a pawn
    EXPECT_EQ(mop("8/8/3k4/3r4/8/8/P7/3KQ3 w - - 0 1"),
              0);  // queen and pawn against rook: not the plain ending
    EXPECT_GT(mop("8/8/3k4/8/8/8/8/3KR3 w - - 0 1"), 0);
    EXPECT_GT(mop("8/8/3k4/8/8/8/8/3KBN2 w - - 0 1"), 0);
    EXPECT_GT(mop("8/8/3k4/3r4/8/8/8/3KQ3 w - - 0 1"), 0);
    EXPECT_GT(mop("8/8/3k4/3b4/8/8/8/3KQ3 w - - 0 1"), 0);
}

TEST(MopUp, TheStrongerSideGainsWhatTheOtherLoses) {
    EXPECT_EQ(mop("8/8/3k4/8/8/8/8/3KR3 w - - 0 1"), -mop("8/8/3k4/8/8/8/8/3KR3 b - - 0 1"));
    // Colours swapped and the board turned over: the same value for the side to move.
    EXPECT_EQ(mop("8/8/8/8/8/3K4/8/r2k4 b - - 0 1"), mop("R2K4/8/3k4/8/8/8/8/8 w - - 0 1"));
    EXPECT_EQ(mop("8/8/8/8/8/3K4/8/r2k4 w - - 0 1"), mop("R2K4/8/3k4/8/8/8/8/8 b - - 0 1"));
}

TEST(MopUp, RewardsTheDefendingKingAtTheEdgeAndTheKingsTogether) {
    const int centre = mop("8/8/8/3k4/8/8/7R/4K3 w - - 0 1");
    const int edge = mop("3k4/8/8/8/8/8/7R/4K3 w - - 0 1");
    const int corner = mop("k7/8/8/8/8/8/7R/4K3 w - - 0 1");
    EXPECT_LT(centre, edge);
    EXPECT_LT(edge, corner);
    const int far = mop("k7/8/8/8/8/8/7R/7K w - - 0 1");
    const int near = mop("k7/8/1K6/8/8/8/7R/8 w - - 0 1");
    EXPECT_LT(far, near);
}

// With a bishop and knight only a corner of the bishop's colour mates: a1 and h8 for a dark bishop, a8 and
// h1 for a light one.
TEST(MopUp, BishopAndKnightDriveTheKingToACornerOfTheBishopsColour) {
    EXPECT_GT(mop("k7/8/8/8/8/8/8/2K2BN1 w - - 0 1"), mop("7k/8/8/8/8/8/8/2K2BN1 w - - 0 1"));  // f1 is light
    EXPECT_GT(mop("7k/8/8/8/8/8/8/2K1B1N1 w - - 0 1"),
              mop("k7/8/8/8/8/8/8/2K1B1N1 w - - 0 1"));  // e1 is dark
    // Along the edge from the other corner (a8) to a mating one (a1), every step is progress; the other
    // corner is still worth more than the centre, where the defending king would otherwise go.
    const auto on_a_file =
        [](int rank) {  // the defending king on a1 + rank; bishop h2 (dark), knight g1, king h1
            std::string fen;
            for (int r = 7; r >= 0; --r) {
                std::string row = r == 1 ? "7B" : r == 0 ? "6NK" : "8";
                if (r == rank) row = r == 1 ? "k6B" : "k7";
                fen += row + (r ? "/" : " w - - 0 1");
            }
            return fen;
        };
    for (int rank = 6; rank >= 1; --rank)
        EXPECT_GT(mop(on_a_file(rank)), mop(on_a_file(rank + 1))) << on_a_file(rank);
    EXPECT_GT(mop(on_a_file(7)), mop("8/8/8/8/3k4/8/7B/6NK w - - 0 1"));
    EXPECT_GT(mop(on_a_file(7)), mop("8/8/8/3k4/8/8/7B/6NK w - - 0 1"));
}

// The search's evaluation includes the term: the same ending with the defending king in a mating corner
// or in the other, which the weights alone hardly tell apart, differs by about the term.
TEST(MopUp, IsPartOfTheEvaluation) {
    const auto right = chess::Position::from_fen("k7/8/8/8/8/8/8/2K2BN1 w - - 0 1");
    const auto wrong = chess::Position::from_fen("7k/8/8/8/8/8/8/2K2BN1 w - - 0 1");
    const int term = mop_up(*right) - mop_up(*wrong);
    EXPECT_GT(term, 200);
    Evaluator weights;
    EXPECT_NEAR(weights.evaluate(*right) - weights.evaluate(*wrong), term, 60);
}

}  // namespace
}  // namespace gambit::eval
