// Knockout brackets: seeds meet late, byes go to the best seeds, winners go on.
#include <gtest/gtest.h>

#include "manager/tournament/knockout.hpp"

using namespace gambit::match;

TEST(Knockout, FourEnginesWithoutSeedsMeetInCommandLineOrder) {
    EXPECT_EQ(first_knockout_round(4, 0), (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(knockout_pairings(first_knockout_round(4, 0)), (std::vector<std::pair<int, int>>{{0, 1}, {2, 3}}));
}

TEST(Knockout, SeedsOneAndTwoCanOnlyMeetInTheFinal) {
    const auto bracket = first_knockout_round(8, 8);
    EXPECT_EQ(bracket, (std::vector<int>{0, 7, 3, 4, 1, 6, 2, 5}));
    // Seed 1 (engine 0) is in the first half, seed 2 (engine 1) in the second.
    EXPECT_LT(std::find(bracket.begin(), bracket.end(), 0) - bracket.begin(), 4);
    EXPECT_GE(std::find(bracket.begin(), bracket.end(), 1) - bracket.begin(), 4);
    // Two seeds of eight: only they take seeded places, the rest fill in order.
    EXPECT_EQ(first_knockout_round(8, 2), (std::vector<int>{0, 2, 3, 4, 1, 5, 6, 7}));
}

TEST(Knockout, ByesGoToTheTopSeedsWhenTheFieldIsNotAPowerOfTwo) {
    const auto bracket = first_knockout_round(5, 5);
    EXPECT_EQ(bracket, (std::vector<int>{0, kBye, 3, 4, 1, kBye, 2, kBye}));
    EXPECT_EQ(knockout_pairings(bracket), (std::vector<std::pair<int, int>>{{3, 4}}));
    // With three byes, only engines 3 and 4 play in the first stage; the others go through.
    const auto next = next_knockout_round(bracket, [](int a, int) { return a == 3; });
    EXPECT_EQ(next, (std::vector<int>{0, 3, 1, 2}));
    EXPECT_EQ(next_knockout_round(bracket, [](int, int) { return false; }), (std::vector<int>{0, 4, 1, 2}));
}

TEST(Knockout, WinnersGoOnUntilOneIsLeft) {
    std::vector<int> bracket = first_knockout_round(4, 0);
    auto lower_index_wins = [](int a, int b) { return a < b; };
    bracket = next_knockout_round(bracket, lower_index_wins);
    EXPECT_EQ(bracket, (std::vector<int>{0, 2}));
    bracket = next_knockout_round(bracket, [](int, int) { return false; });  // engine 2 beats engine 0
    EXPECT_EQ(bracket, (std::vector<int>{2}));
}
