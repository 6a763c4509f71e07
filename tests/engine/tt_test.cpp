#include <gtest/gtest.h>

#include "engine/search/tt.hpp"
#include "engine/search/value.hpp"

using namespace gambit;
using namespace gambit::search;

TEST(TranspositionTable, StoresAndFindsAnEntry) {
    TranspositionTable tt(1);
    tt.allocate();
    const chess::Move m(chess::E2, chess::E4);
    tt.store(0x1234'5678'9abc'def0ULL, 7, Bound::Exact, 42, 17, m, 3);
    const auto hit = tt.probe(0x1234'5678'9abc'def0ULL, 3);
    ASSERT_TRUE(hit.has_value());
    EXPECT_EQ(hit->move, m);
    EXPECT_EQ(hit->value, 42);
    EXPECT_EQ(hit->eval, 17);
    EXPECT_EQ(hit->depth, 7);
    EXPECT_EQ(hit->bound, Bound::Exact);
    EXPECT_FALSE(tt.probe(0x1111'2222'3333'4444ULL, 0).has_value());
}

TEST(TranspositionTable, MateScoresAreStoredRelativeToTheNode) {
    TranspositionTable tt(1);
    tt.allocate();
    const chess::Key key = 0xfeed'beef'0000'0001ULL;
    // Found at ply 5: mate in 10 plies from the root = mate in 5 plies from this node.
    tt.store(key, 4, Bound::Lower, mate_in(10), 0, chess::Move::none(), 5);
    // The same node reached at ply 2 (a transposition): mate in 7 plies from the root.
    EXPECT_EQ(tt.probe(key, 2)->value, mate_in(7));
    // And for the side being mated.
    tt.store(key, 4, Bound::Upper, mated_in(10), 0, chess::Move::none(), 5);
    EXPECT_EQ(tt.probe(key, 8)->value, mated_in(13));
    // Ordinary scores are not touched.
    tt.store(key, 4, Bound::Exact, 123, 0, chess::Move::none(), 5);
    EXPECT_EQ(tt.probe(key, 1)->value, 123);
}

TEST(TranspositionTable, UnallocatedTableIsEmptyAndClearForgets) {
    TranspositionTable tt(1);
    EXPECT_FALSE(tt.probe(1, 0).has_value());
    tt.store(1, 1, Bound::Exact, 0, 0, chess::Move::none(), 0);  // ignored before allocation
    tt.allocate();
    tt.store(99, 1, Bound::Exact, 5, 0, chess::Move::none(), 0);
    EXPECT_TRUE(tt.probe(99, 0).has_value());
    tt.clear();
    EXPECT_FALSE(tt.probe(99, 0).has_value());
}

TEST(MateValues, UciMateMoves) {
    EXPECT_EQ(mate_in_moves(mate_in(1)), 1);
    EXPECT_EQ(mate_in_moves(mate_in(3)), 2);
    EXPECT_EQ(mate_in_moves(mated_in(0)), 0);
    EXPECT_EQ(mate_in_moves(mated_in(2)), -1);
    EXPECT_EQ(mate_in_moves(mated_in(4)), -2);
}
