#include "model/recurrences.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace gambit::model {
namespace {

constexpr double kTolerance = 1e-12;

TEST(Recurrences, NGameLeafHasValueZeroForSure) {
    const JointDistribution leaf = ngame_leaf();
    ASSERT_EQ(leaf.size(), 1u);
    EXPECT_EQ(leaf.at(0, 0), 1.0);
}

TEST(Recurrences, PGameLeafIsUniformOnTheDiagonal) {
    const JointDistribution leaf = pgame_leaf(4);
    ASSERT_EQ(leaf.size(), 5u);
    for (std::size_t x = 0; x < 5; ++x)
        for (std::size_t y = 0; y < 5; ++y) EXPECT_DOUBLE_EQ(leaf.at(x, y), x == y ? 0.2 : 0.0);
    EXPECT_EQ(leaf.mean_absolute_error(), 0.0);
}

TEST(Recurrences, RvaNodeShiftsEstimateAndActualTogether) {
    const JointDistribution node = rva_node(ngame_leaf());
    ASSERT_EQ(node.size(), 2u);
    EXPECT_DOUBLE_EQ(node.at(0, 0), 0.5);
    EXPECT_DOUBLE_EQ(node.at(1, 1), 0.5);
    EXPECT_DOUBLE_EQ(node.at(0, 1), 0.0);
    EXPECT_DOUBLE_EQ(node.at(1, 0), 0.0);
}

// N-game-like tree of Max-height 1, by hand. The root (Max) has two Min children; each Min child has two
// RVA children over a leaf of value 0, so a Min node sees two independent fair bits b1, b2 (estimate =
// actual for each).
//   Min node: b1 = b2 (prob 1/2): x = y = b.  b1 != b2 (prob 1/2): y = 0, and the search takes the 0 with
//   probability p.  So g[0][0] = 1/4 + p/2, g[1][0] = (1 - p)/2, g[1][1] = 1/4, g[0][1] = 0;
//   P(actual 0) = 3/4, P(actual 1) = 1/4.
//   Max node over two such children:
//   - both actual 0 (9/16): the estimate is a child's given actual 0:
//       e[0][0] += 3/4 (1/4 + p/2),  e[1][0] += 3/4 (1 - p)/2
//   - one actual 1, the other 0 (prob 2 * 1/4 * 3/4 = 3/8): y = 1; right choice (p) gives x = 1;
//       wrong choice (1 - p) gives the actual-0 child's estimate:
//       e[1][1] += 3p/8 + 2 * 1/4 * (1 - p) * (1 - p)/2,  e[0][1] += 2 * 1/4 * (1 - p) * (1/4 + p/2)
//   - both actual 1 (1/16): e[1][1] += 1/16
//   D = e[1][0] + e[0][1] = 3(1 - p)/8 + (1 - p)(1/8 + p/4) = (1 - p)(1/2 + p/4)   (range 1, one step).
TEST(Recurrences, NGameHeightOneMatchesTheHandDerivation) {
    for (double p : {0.0, 0.5, 0.6, 0.9, 1.0}) {
        const JointDistribution root = root_distribution(TreeKind::ngame, p, 1, 40);
        ASSERT_EQ(root.size(), 2u);
        EXPECT_NEAR(root.at(0, 0), 0.75 * (0.25 + p / 2), kTolerance) << "p=" << p;
        EXPECT_NEAR(root.at(1, 0), 0.75 * (1 - p) / 2, kTolerance) << "p=" << p;
        EXPECT_NEAR(root.at(1, 1), 3 * p / 8 + 0.25 * (1 - p) * (1 - p) + 1.0 / 16, kTolerance) << "p=" << p;
        EXPECT_NEAR(root.at(0, 1), 0.5 * (1 - p) * (0.25 + p / 2), kTolerance) << "p=" << p;
        const double expected_error = (1 - p) * (0.5 + p / 4);
        EXPECT_NEAR(error_by_height(TreeKind::ngame, p, 1, 40).at(0), expected_error, kTolerance)
            << "p=" << p;
    }
    // p = 1/2: the search ends at a uniformly random leaf, D = 5/16 (also checked leaf by leaf by hand).
    EXPECT_NEAR(error_by_height(TreeKind::ngame, 0.5, 1, 40).at(0), 5.0 / 16, kTolerance);
}

// With m = 1 the P-game leaves are fair bits too, so height 1 is the same tree as the N-game's.
TEST(Recurrences, PGameWithTwoLeafValuesEqualsNGameAtHeightOne) {
    for (double p : {0.6, 0.8}) {
        const JointDistribution ngame = root_distribution(TreeKind::ngame, p, 1, 1);
        const JointDistribution pgame = root_distribution(TreeKind::pgame, p, 1, 1);
        for (std::size_t x = 0; x < 2; ++x)
            for (std::size_t y = 0; y < 2; ++y) EXPECT_NEAR(ngame.at(x, y), pgame.at(x, y), kTolerance);
    }
}

TEST(Recurrences, ProbabilityMassIsOneAndNonNegativeAtEveryHeight) {
    for (TreeKind kind : {TreeKind::ngame, TreeKind::pgame})
        for (double p : {0.0, 0.3, 0.75, 1.0}) {
            JointDistribution node = kind == TreeKind::ngame ? ngame_leaf() : pgame_leaf(40);
            for (int height = 1; height <= 25; ++height) {
                node = kind == TreeKind::ngame ? ngame_max_above(node, p) : pgame_max_above(node, p);
                EXPECT_NEAR(node.total(), 1.0, kTolerance)
                    << tree_kind_name(kind) << " p=" << p << " H=" << height;
                for (std::size_t x = 0; x < node.size(); ++x)
                    for (std::size_t y = 0; y < node.size(); ++y) ASSERT_GE(node.at(x, y), 0.0);
            }
        }
}

// The minimax value's distribution, derived directly from cumulative distributions and independent of
// the search: min of two iid values has P(min >= v) = P(>= v)^2, max has P(max <= v) = P(<= v)^2.
std::vector<double> min_of_two(const std::vector<double>& values) {
    std::vector<double> at_least(values.size() + 1, 0.0);
    for (std::size_t v = values.size(); v-- > 0;) at_least[v] = at_least[v + 1] + values[v];
    std::vector<double> result(values.size());
    for (std::size_t v = 0; v < values.size(); ++v)
        result[v] = at_least[v] * at_least[v] - at_least[v + 1] * at_least[v + 1];
    return result;
}

std::vector<double> max_of_two(const std::vector<double>& values) {
    std::vector<double> result(values.size());
    double below = 0.0;
    for (std::size_t v = 0; v < values.size(); ++v) {
        const double at_most = below + values[v];
        result[v] = at_most * at_most - below * below;
        below = at_most;
    }
    return result;
}

std::vector<double> add_fair_bit(const std::vector<double>& values) {
    std::vector<double> result(values.size() + 1, 0.0);
    for (std::size_t v = 0; v < values.size(); ++v) {
        result[v] += values[v] / 2;
        result[v + 1] += values[v] / 2;
    }
    return result;
}

std::vector<double> ngame_minimax_distribution(int height) {
    std::vector<double> values{1.0};
    for (int h = 1; h <= height; ++h) values = max_of_two(min_of_two(add_fair_bit(values)));
    return values;
}

TEST(Recurrences, NGameActualValueMatchesDirectMinimaxDistribution) {
    // Height 1 by hand: a Min node is 1 only if both bits are (1/4); the Max node is 0 only if both Min
    // nodes are (9/16).
    const std::vector<double> height_one = ngame_minimax_distribution(1);
    ASSERT_EQ(height_one.size(), 2u);
    EXPECT_NEAR(height_one[0], 9.0 / 16, kTolerance);
    EXPECT_NEAR(height_one[1], 7.0 / 16, kTolerance);

    for (int height : {1, 2})
        for (double p : {0.6, 0.9}) {
            const std::vector<double> actual =
                root_distribution(TreeKind::ngame, p, height, 40).actual_marginal();
            const std::vector<double> direct = ngame_minimax_distribution(height);
            ASSERT_EQ(actual.size(), direct.size());
            for (std::size_t v = 0; v < actual.size(); ++v)
                EXPECT_NEAR(actual[v], direct[v], kTolerance)
                    << "H=" << height << " p=" << p << " value=" << v;
        }
}

TEST(Recurrences, PGameActualValueMatchesDirectMinimaxDistribution) {
    std::vector<double> values(11, 1.0 / 11);
    for (int height = 1; height <= 3; ++height) {
        values = max_of_two(min_of_two(values));
        const std::vector<double> actual =
            root_distribution(TreeKind::pgame, 0.7, height, 10).actual_marginal();
        for (std::size_t v = 0; v < values.size(); ++v) EXPECT_NEAR(actual[v], values[v], kTolerance);
    }
}

TEST(Recurrences, PerfectChoiceHasNoError) {
    for (TreeKind kind : {TreeKind::ngame, TreeKind::pgame})
        for (double error : error_by_height(kind, 1.0, 30, 40)) EXPECT_EQ(error, 0.0) << tree_kind_name(kind);
}

TEST(Recurrences, ErrorIsAFractionOfTheValueRange) {
    for (TreeKind kind : {TreeKind::ngame, TreeKind::pgame})
        for (double p : {0.0, 0.5, 0.9})
            for (double error : error_by_height(kind, p, 20, 40)) {
                EXPECT_GE(error, 0.0);
                EXPECT_LE(error, 1.0);
            }
}

// The paper's figure: with correlated siblings (N-game) deeper trees make the pruning search more accurate;
// with independent leaves (P-game) they make it less accurate.
TEST(Recurrences, ErrorFallsWithHeightInNGamesAndGrowsInPGames) {
    for (double p : {0.6, 0.7, 0.8, 0.9}) {
        const std::vector<double> ngame = error_by_height(TreeKind::ngame, p, 40, 40);
        const std::vector<double> pgame = error_by_height(TreeKind::pgame, p, 40, 40);
        for (int height = 5; height < 40; ++height) EXPECT_LT(ngame[height], ngame[height - 1]) << "p=" << p;
        for (int height = 1; height < 8; ++height) EXPECT_GT(pgame[height], pgame[height - 1]) << "p=" << p;
        EXPECT_LT(ngame[39], ngame[0]);
        EXPECT_GT(pgame[39], pgame[0]);
    }
}

}  // namespace
}  // namespace gambit::model
