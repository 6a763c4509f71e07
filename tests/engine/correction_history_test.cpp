#include <gtest/gtest.h>

#include "engine/search/correction_history.hpp"

using gambit::chess::Black;
using gambit::chess::White;
using gambit::search::CorrectionHistory;

namespace {

CorrectionHistory empty_history() {
    CorrectionHistory h{};
    return h;
}

}  // namespace

TEST(CorrectionHistory, MovesTheEvaluationTowardsTheResultsOfItsPawnStructure) {
    CorrectionHistory h = empty_history();
    const std::uint64_t pawns = 0x1234;
    EXPECT_EQ(h.correct(White, pawns, 50), 50);
    for (int i = 0; i < 200; ++i) h.update(White, pawns, 10, 90, 50);  // the search keeps finding 40 more
    EXPECT_NEAR(h.correct(White, pawns, 50), 90, 1);
    EXPECT_NEAR(h.correct(White, pawns, -20), 20, 1);  // the same pawns, another evaluation: the same shift
    EXPECT_EQ(h.correct(Black, pawns, 50), 50);         // the other side to move is its own table
    EXPECT_EQ(h.correct(White, pawns + 1, 50), 50);     // other pawns too
}

TEST(CorrectionHistory, DeeperResultsWeighMoreAndCorrectionsAreBounded) {
    CorrectionHistory shallow = empty_history(), deep = empty_history();
    for (int i = 0; i < 10; ++i) {
        shallow.update(White, 7, 1, 60, 0);
        deep.update(White, 7, 12, 60, 0);
    }
    EXPECT_GT(deep.correct(White, 7, 0), shallow.correct(White, 7, 0));
    EXPECT_GT(shallow.correct(White, 7, 0), 0);
    CorrectionHistory h = empty_history();
    for (int i = 0; i < 500; ++i) h.update(White, 7, 20, -5000, 0);
    const int limit = CorrectionHistory::Limit / CorrectionHistory::Grain;
    EXPECT_GE(h.correct(White, 7, 0), -limit);
    EXPECT_LE(h.correct(White, 7, 0), -limit + 1);
}
