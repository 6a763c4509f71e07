// Slider attack tables (PEXT or magic, whichever this build uses) against attacks traced ray by ray.
#include <gtest/gtest.h>

#include <random>

#include "chess/attacks.hpp"

namespace gambit::chess {
namespace {

Bitboard traced(Square s, Bitboard occupied, std::initializer_list<std::pair<int, int>> directions) {
    Bitboard attacks = 0;
    for (const auto& [df, dr] : directions) {
        for (int f = file_of(s) + df, r = rank_of(s) + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
            attacks |= square_bb(make_square(f, r));
            if (occupied & square_bb(make_square(f, r))) break;
        }
    }
    return attacks;
}

TEST(Attacks, SlidersMatchTracedRays) {
    std::mt19937_64 rng(99);
    for (int i = 0; i < 64; ++i) {
        const Square s = Square(i);
        for (int trial = 0; trial < 200; ++trial) {
            const Bitboard occupied = rng() & rng();
            ASSERT_EQ(rook_attacks(s, occupied), traced(s, occupied, {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}));
            ASSERT_EQ(bishop_attacks(s, occupied), traced(s, occupied, {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}));
        }
    }
}

TEST(Attacks, LeapersAndGeometry) {
    EXPECT_EQ(knight_attacks(A1), square_bb(B3) | square_bb(C2));
    EXPECT_EQ(king_attacks(H8), square_bb(G8) | square_bb(G7) | square_bb(H7));
    EXPECT_EQ(pawn_attacks(White, E4), square_bb(D5) | square_bb(F5));
    EXPECT_EQ(pawn_attacks(Black, A5), square_bb(B4));
    EXPECT_EQ(between_bb(A1, D4), square_bb(B2) | square_bb(C3) | square_bb(D4));
    EXPECT_EQ(between_bb(A1, B3), square_bb(B3));  // not aligned: only the target
    EXPECT_EQ(line_bb(A1, C3), 0x8040201008040201ULL);
    EXPECT_EQ(line_bb(A1, B3), 0u);
    EXPECT_TRUE(aligned(A1, H8, D4));
    EXPECT_FALSE(aligned(A1, H8, D5));
}

}  // namespace
}  // namespace gambit::chess
