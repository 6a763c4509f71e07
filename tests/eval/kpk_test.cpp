#include "engine/eval/kpk.hpp"

#include <gtest/gtest.h>

#include <string>

#include "chess/attacks.hpp"
#include "chess/position.hpp"

namespace gambit::eval {
namespace {

bool wins(const std::string& fen) {
    const auto pos = chess::Position::from_fen(fen);
    EXPECT_TRUE(pos.has_value()) << fen;
    if (!pos) return false;
    const chess::Color strong = pos->pieces(chess::White, chess::Pawn) ? chess::White : chess::Black;
    return kpk_wins(strong, pos->king_square(strong), pos->king_square(~strong),
                    chess::lsb(pos->pieces(chess::Pawn)), pos->side_to_move());
}

TEST(Kpk, TheOppositionDecides) {
    // The king on the fifth in front of its pawn: the side to move loses the opposition.
    EXPECT_FALSE(wins("8/4k3/8/4K3/4P3/8/8/8 w - - 0 1"));
    EXPECT_TRUE(wins("8/4k3/8/4K3/4P3/8/8/8 b - - 0 1"));
    // The king on the sixth in front of its pawn wins whoever moves.
    EXPECT_TRUE(wins("4k3/8/4K3/8/4P3/8/8/8 w - - 0 1"));
    EXPECT_TRUE(wins("4k3/8/4K3/8/4P3/8/8/8 b - - 0 1"));
    EXPECT_TRUE(wins("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"));
    EXPECT_TRUE(wins("8/4P3/8/8/8/8/k7/4K3 w - - 0 1"));  // it queens and nothing takes the queen
}

TEST(Kpk, TheRuleOfTheSquareAndTheRookPawn) {
    EXPECT_TRUE(wins("8/8/8/5k2/P7/8/8/7K w - - 0 1"));   // after a5 the black king is outside its square
    EXPECT_FALSE(wins("8/8/8/4k3/P7/8/8/7K w - - 0 1"));  // one file nearer it catches the pawn
    EXPECT_FALSE(wins("k7/8/1K6/P7/8/8/8/8 w - - 0 1"));  // a rook pawn with the king in the corner
}

TEST(Kpk, TheSameForBlackAndOnTheOtherWing) {
    // Colours swapped and the board turned over; and the board mirrored left to right.
    EXPECT_TRUE(wins("8/8/8/4p3/4k3/8/4K3/8 w - - 0 1"));  // the opposition cases above, for Black
    EXPECT_FALSE(wins("8/8/8/4p3/4k3/8/4K3/8 b - - 0 1"));
    EXPECT_EQ(wins("8/8/3k4/8/4K3/2P5/8/8 b - - 0 1"), wins("8/8/4k3/8/3K4/5P2/8/8 b - - 0 1"));
}

TEST(Kpk, TheWrongRookPawnRuleAgreesWithTheTable) {
    // Every king and rook pawn against king that the rule calls drawn, the table calls drawn too.
    int checked = 0;
    for (int wk = 0; wk < 64; ++wk)
        for (int bk = 0; bk < 64; ++bk)
            for (int rank = 1; rank < 7; ++rank) {
                const chess::Square pawn = chess::make_square(0, rank);
                if (wk == bk || wk == pawn || bk == pawn) continue;
                if (chess::square_distance(chess::Square(wk), chess::Square(bk)) <= 1) continue;
                if (chess::square_distance(chess::Square(bk), chess::A8) > 1) continue;
                if (chess::pawn_attacks(chess::White, pawn) & chess::square_bb(chess::Square(bk))) continue;
                EXPECT_FALSE(
                    kpk_wins(chess::White, chess::Square(wk), chess::Square(bk), pawn, chess::White));
                EXPECT_FALSE(
                    kpk_wins(chess::White, chess::Square(wk), chess::Square(bk), pawn, chess::Black));
                ++checked;
            }
    EXPECT_GT(checked, 1000);
}

}  // namespace
}  // namespace gambit::eval
