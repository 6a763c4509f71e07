// Slider attack tables (PEXT or magic, whichever this process uses) against attacks traced ray by ray, and
// the two methods against each other.
#include <gtest/gtest.h>

#include <memory>
#include <random>

#include <stdlib.h>

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

// Tables built for either method give the same attacks on every square, for random occupancies and for every
// subset of the square's relevant mask (which covers every distinct lookup).
TEST(Attacks, PextAndMagicAgree) {
    const auto magic = std::make_unique<detail::AttackTables>(SliderMethod::Magic);
    ASSERT_EQ(magic->method, SliderMethod::Magic);
    const SliderMethod other = pext_compiled() ? SliderMethod::Pext : SliderMethod::Magic;
    const auto pext = std::make_unique<detail::AttackTables>(other);
    std::mt19937_64 rng(7);
    const auto agree = [&](Square s, const detail::SliderEntry& a, const detail::SliderEntry& b,
                           std::initializer_list<std::pair<int, int>> directions) {
        Bitboard subset = 0;
        do {
            const Bitboard occupied = subset | (rng() & rng() & ~a.mask);  // squares off the mask do not matter
            const Bitboard expected = traced(s, occupied, directions);
            ASSERT_EQ(magic->slider_attacks(a, occupied), expected) << "magic, square " << int(s);
            ASSERT_EQ(pext->slider_attacks(b, occupied), expected) << name_of(other) << ", square " << int(s);
            subset = (subset - a.mask) & a.mask;
        } while (subset);
    };
    for (int i = 0; i < 64; ++i) {
        agree(Square(i), magic->rook[i], pext->rook[i], {{1, 0}, {-1, 0}, {0, 1}, {0, -1}});
        agree(Square(i), magic->bishop[i], pext->bishop[i], {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}});
    }
}

TEST(Attacks, PextIsSlowOnlyOnAmdBeforeZen3) {
    EXPECT_TRUE(pext_is_fast("GenuineIntel", 6, true));
    EXPECT_FALSE(pext_is_fast("GenuineIntel", 6, false));
    EXPECT_FALSE(pext_is_fast("AuthenticAMD", 23, true));  // Zen, Zen+, Zen 2: microcoded PEXT
    EXPECT_FALSE(pext_is_fast("AuthenticAMD", 21, true));  // Excavator
    EXPECT_TRUE(pext_is_fast("AuthenticAMD", 25, true));   // Zen 3, Zen 4
    EXPECT_TRUE(pext_is_fast("AuthenticAMD", 26, true));   // Zen 5
}

TEST(Attacks, ForcedMethodIsHonoured) {
    // The environment variable picks the method when the build has it; otherwise the CPU decides.
    ::setenv("GAMBIT_SLIDERS", "magic", 1);
    EXPECT_EQ(choose_slider_method(), SliderMethod::Magic);
    ::setenv("GAMBIT_SLIDERS", "pext", 1);
    EXPECT_EQ(choose_slider_method(), pext_compiled() ? SliderMethod::Pext : SliderMethod::Magic);
    ::setenv("GAMBIT_SLIDERS", "fast", 1);
    EXPECT_EQ(choose_slider_method(),
              pext_compiled() && cpu_has_fast_pext() ? SliderMethod::Pext : SliderMethod::Magic);
    ::unsetenv("GAMBIT_SLIDERS");
    EXPECT_EQ(choose_slider_method(),
              pext_compiled() && cpu_has_fast_pext() ? SliderMethod::Pext : SliderMethod::Magic);
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
