// The parts of `gambit-openings label` that need no engine (openings/label.hpp).
#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "openings/label.hpp"

using namespace gambit::openings;

TEST(LabelPositions, AFenKeepsItsCountersAndAnEpdLineGetsZeroAndOne) {
    EXPECT_EQ(fen_of_line("8/8/8/4k3/8/8/8/4K3 b - - 12 40 extra"), "8/8/8/4k3/8/8/8/4K3 b - - 12 40");
    EXPECT_EQ(fen_of_line("8/8/8/4k3/8/8/8/4K3 w - - id \"x\";"), "8/8/8/4k3/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(fen_of_line("8/8/8/4k3/8/8/8/4K3 w -"), std::nullopt);
}

TEST(LabelPositions, CommentsAndBlankLinesAreNotPositionsAndEveryKeepsOneInK) {
    std::istringstream in("# header\n\n  \na w - -\nb w - -\nbad line\nc w - -\nd w - -\n");
    const PositionList every_second = read_positions(in, 2, 0);
    // The kept lines are a, b, bad, c, d: one in two is a, bad and d.
    EXPECT_EQ(every_second.fens, (std::vector<std::string>{"a w - - 0 1", "d w - - 0 1"}));
    EXPECT_EQ(every_second.unreadable, 1);

    std::istringstream again("a w - -\nbad line\nc w - -\nd w - -\n");
    const PositionList limited = read_positions(again, 1, 2);
    EXPECT_EQ(limited.fens, (std::vector<std::string>{"a w - - 0 1", "c w - - 0 1"}));
    EXPECT_EQ(limited.unreadable, 1);
}

TEST(LabelPositions, TheWinProbabilityIsLogisticInCentipawnsAndCertainForAMate) {
    EXPECT_DOUBLE_EQ(win_probability(0, 400), 0.5);
    EXPECT_NEAR(win_probability(400, 400), 10.0 / 11.0, 1e-12);
    EXPECT_EQ(win_probability(INFINITY, 400), 1.0);
    EXPECT_EQ(win_probability(-INFINITY, 400), 0.0);
    EXPECT_EQ(label_line("8/8/8/4k3/8/8/8/4K3 w - - 0 1", 0.49424), "8/8/8/4k3/8/8/8/4K3 w - - 0 1 [0.4942]");
}
