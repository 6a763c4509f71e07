#include <gtest/gtest.h>

#include <cmath>
#include <fstream>

#include "engine/search/pruning/probcut.hpp"
#include "engine/search/pruning/stage.hpp"
#include "engine/tools/fit_probcut.hpp"
#include "tests/pruning/harness.hpp"
#include "tests/pruning/wide_probcut.hpp"
#include "tests/support/temp_dir.hpp"

using namespace gambit;
using namespace gambit::search;
using namespace gambit::search::testing;

namespace {


// This process's folder for the files the tests write (mkdtemp; removed at exit).
const gambit::test_support::TempDir& temp_dir() {
    static const gambit::test_support::TempDir dir("gambit-probcut-test");
    return dir;
}

std::string write_file(const std::string& name, const std::string& text) {
    const std::string path = temp_dir() / name;
    std::ofstream(path) << text;
    return path;
}

}  // namespace

TEST(ProbCut, BoundsInvertTheFittedLineAtTSigmasAndRound) {
    const ProbCutFit fit{1.1, 5.0, 50.0, 0.9, 100, -1000, 1000};
    // round((t * sigma + beta - b) / a) = round((75 + 100 - 5) / 1.1) = round(154.5...) = 155
    EXPECT_EQ(probcut_beta_bound(fit, 1.5, 100), 155);
    // round((-t * sigma + alpha - b) / a) = round((-75 + 99 - 5) / 1.1) = round(17.27...) = 17
    EXPECT_EQ(probcut_alpha_bound(fit, 1.5, 99), 17);
    const ProbCutFit identity{1.0, 0.0, 60.0, 1.0, 0, -1000, 1000};
    EXPECT_EQ(probcut_beta_bound(identity, 0.0, -40), -40);
    EXPECT_EQ(probcut_beta_bound(identity, 1.0, -40), 20);
    EXPECT_EQ(probcut_alpha_bound(identity, 1.0, -40), -100);
}

TEST(ProbCut, NoCutFromAShallowValueOutsideTheFittedRange) {
    // A slope below 1 extrapolated far from the fit: at beta = -300 the beta bound is
    // round((1.0 * 47 - 300 - 21) / 0.8175) = -335, a shallow value 35 cp below beta that would "predict"
    // v_deep >= beta. With the fit's range [-300, 300] the bound is not tested, so no cut.
    ProbCutTable table;
    ProbCutPair pair{4, 8, {}};
    for (ProbCutFit& fit : pair.stage) fit = ProbCutFit{0.8175, 21.0, 47.0, 0.85, 500, -300, 300};
    table.pairs.push_back(pair);
    EXPECT_EQ(probcut_beta_bound(pair.stage[0], 1.0, -300), -335);
    EXPECT_FALSE(pair.stage[0].covers(-335));
    EXPECT_TRUE(pair.stage[0].covers(-300));

    SearchParams params = plain_params();
    params.probcut = ProbCutMode::Single;
    params.probcut_threshold_mid = params.probcut_threshold_end = 100;
    params.probcut_table = std::make_shared<const ProbCutTable>(table);
    Harness h(params);
    Searcher& s = h.at(QueenUp);  // a queen up: every shallow value is far above these bounds
    EXPECT_FALSE(probcut(s, h.node(s, -300, 8, NodeType::Cut)).has_value());
    EXPECT_FALSE(probcut(s, h.node(s, 3000, 8, NodeType::Cut)).has_value());  // alpha bound ~3500: outside too
    EXPECT_EQ(s.stats()[method("ProbCut")].cut, 0u);
    // Inside the range the same fit cuts: beta = 100 -> bound round((47 + 100 - 21) / 0.8175) = 154.
    EXPECT_TRUE(probcut(s, h.node(s, 100, 8, NodeType::Cut)).has_value());
}

TEST(ProbCut, SingleTriesOnlyDepthEightAndMultiEveryPairOfTheTable) {
    SearchParams p;
    EXPECT_EQ(probcut_pair(p, 8), nullptr);  // off
    p.probcut = ProbCutMode::Single;
    ASSERT_NE(probcut_pair(p, 8), nullptr);
    EXPECT_EQ(probcut_pair(p, 8)->shallow, 4);
    EXPECT_EQ(probcut_pair(p, 7), nullptr);
    p.probcut = ProbCutMode::Multi;
    for (const auto& [shallow, deep] : {std::pair{3, 5}, {2, 6}, {3, 7}, {4, 8}, {3, 9}, {4, 10}}) {
        ASSERT_NE(probcut_pair(p, deep), nullptr) << deep;
        EXPECT_EQ(probcut_pair(p, deep)->shallow, shallow) << deep;
    }
    EXPECT_EQ(probcut_pair(p, 4), nullptr);
    EXPECT_EQ(probcut_pair(p, 11), nullptr);
}

TEST(ProbCut, CutsHighAndLowWithTheRealSearch) {
    // The fit's range widened so that a bound near 3000 is inside it.
    Harness h(single_probcut_wide_params());
    Searcher& s = h.at(QueenUp);
    const auto high = probcut(s, h.node(s, 100, 8, NodeType::Cut));
    ASSERT_TRUE(high.has_value());
    EXPECT_EQ(*high, 100);  // beta
    const auto low = probcut(s, h.node(s, 3000, 8, NodeType::All));
    ASSERT_TRUE(low.has_value());
    EXPECT_EQ(*low, 2999);  // alpha
    EXPECT_FALSE(probcut(s, h.node(s, 900, 7, NodeType::Cut)).has_value());  // not a check depth
    EXPECT_FALSE(probcut(s, h.node(s, 100, 8, NodeType::PV)).has_value());
    EXPECT_EQ(s.stats()[method("ProbCut")].tried, 2u);
    EXPECT_EQ(s.stats()[method("ProbCut")].cut, 2u);
    EXPECT_GT(s.stats()[method("ProbCut")].nodes, 0u);
}

TEST(ProbCut, NoProbCutInsideItsOwnShallowSearches) {
    // A table whose pair (2, 3) would apply inside the depth-4 shallow search of the pair (4, 8).
    ProbCutTable table;
    table.pairs.push_back({4, 8, {}});
    table.pairs.push_back({2, 3, {}});
    SearchParams params = plain_params();
    params.probcut = ProbCutMode::Multi;
    params.probcut_table = std::make_shared<const ProbCutTable>(table);
    Harness h(params);
    Searcher& s = h.at(QueenUp);
    ASSERT_TRUE(probcut(s, h.node(s, 100, 8, NodeType::Cut)).has_value());
    EXPECT_EQ(s.stats()[method("ProbCut")].tried, 1u);
}

TEST(ProbCutModel, ATableWrittenAsJsonReadsBackAndProbCutParamsLoadsIt) {
    const std::string path = write_file("probcut_roundtrip.json", probcut_table_json(builtin_probcut_table()));
    std::string error;
    const auto table = load_probcut_table(path, &error);
    ASSERT_NE(table, nullptr) << error;
    ASSERT_EQ(table->pairs.size(), builtin_probcut_table().pairs.size());
    const ProbCutPair* pair = table->find(4, 8);
    ASSERT_NE(pair, nullptr);
    EXPECT_NEAR(pair->stage[1].sigma, builtin_probcut_table().find(4, 8)->stage[1].sigma, 1e-9);
    EXPECT_EQ(pair->stage[1].lo, builtin_probcut_table().find(4, 8)->stage[1].lo);
    EXPECT_EQ(pair->stage[1].hi, builtin_probcut_table().find(4, 8)->stage[1].hi);

    SearchParams p;
    EXPECT_EQ(set_param(p, "ProbCutParams", path), std::nullopt);
    ASSERT_NE(p.probcut_table, nullptr);
    EXPECT_EQ(&probcut_table(p), p.probcut_table.get());
    EXPECT_EQ(set_param(p, "ProbCutParams", "<empty>"), std::nullopt);
    EXPECT_EQ(p.probcut_table, nullptr);
    EXPECT_EQ(&probcut_table(p), &builtin_probcut_table());
}

TEST(ProbCutModel, BadFilesGetOneLineErrors) {
    std::string error;
    EXPECT_EQ(load_probcut_table("/nonexistent/probcut.json", &error), nullptr);
    EXPECT_NE(error.find("cannot open"), std::string::npos) << error;
    EXPECT_EQ(load_probcut_table(write_file("pc_bad1.json", "{ not json"), &error), nullptr);
    EXPECT_NE(error.find("not valid JSON"), std::string::npos) << error;
    EXPECT_EQ(load_probcut_table(write_file("pc_bad2.json", R"({"pairs": [{"shallow": 4, "deep": 3}]})"), &error),
              nullptr);
    EXPECT_NE(error.find("pairs[0]"), std::string::npos) << error;
    const std::string no_sigma =
        R"({"pairs": [{"shallow": 4, "deep": 8, "middlegame": {"a": 1, "b": 0}, "endgame": {"a": 1, "b": 0, "sigma": 5}}]})";
    EXPECT_EQ(load_probcut_table(write_file("pc_bad3.json", no_sigma), &error), nullptr);
    EXPECT_NE(error.find("pairs[0].middlegame: missing number \"sigma\""), std::string::npos) << error;
    EXPECT_EQ(error.find('\n'), std::string::npos);
    const std::string no_range =
        R"({"pairs": [{"shallow": 4, "deep": 8, "middlegame": {"a": 1, "b": 0, "sigma": 5, "lo": -300, "hi": 300},)"
        R"( "endgame": {"a": 1, "b": 0, "sigma": 5}}]})";
    EXPECT_EQ(load_probcut_table(write_file("pc_bad4.json", no_range), &error), nullptr);
    EXPECT_NE(error.find("pairs[0].endgame: missing integer \"lo\""), std::string::npos) << error;

    SearchParams p;
    const auto problem = set_param(p, "ProbCutParams", "/nonexistent/probcut.json");
    ASSERT_TRUE(problem.has_value());
    EXPECT_NE(problem->find("/nonexistent/probcut.json"), std::string::npos);
    EXPECT_TRUE(p.probcut_params.empty());
}

TEST(FitProbCut, FitsTheLeastSquaresLine) {
    const tools::LinearFit exact = tools::fit_line({{0, 3}, {1, 5}, {2, 7}, {5, 13}});
    EXPECT_NEAR(exact.a, 2.0, 1e-12);
    EXPECT_NEAR(exact.b, 3.0, 1e-12);
    EXPECT_NEAR(exact.sigma, 0.0, 1e-9);
    EXPECT_NEAR(exact.r, 1.0, 1e-12);
    EXPECT_EQ(exact.samples, 4);

    // By hand: a = Sxy / Sxx = 6 / 5, b = 2 - 1.2 * 1.5, residual SS 0.8 over n - 2 = 2, r = 6 / sqrt(5 * 8).
    const tools::LinearFit noisy = tools::fit_line({{0, 0}, {1, 2}, {2, 2}, {3, 4}});
    EXPECT_NEAR(noisy.a, 1.2, 1e-12);
    EXPECT_NEAR(noisy.b, 0.2, 1e-12);
    EXPECT_NEAR(noisy.sigma, std::sqrt(0.4), 1e-12);
    EXPECT_NEAR(noisy.r, 6 / std::sqrt(40.0), 1e-12);

    const tools::LinearFit few = tools::fit_line({{1, 1}});
    EXPECT_EQ(few.a, 1.0);
    EXPECT_EQ(few.sigma, 0.0);
}

// Crafty's endgame rule: both sides' non-pawn material (3, 5, 9) below 15. A queen and a rook each (14) is an
// endgame there and a middlegame by Gambit's phase rule (12 of 24 phase units); a queen, rook and bishop for
// one side (17) is a middlegame by both.
TEST(ProbCutStage, CraftysEndgameIsBothSidesWeightedMaterialBelowFifteen) {
    const chess::Position queen_rook = position("r2qk3/pppppppp/8/8/8/8/PPPPPPPP/R2QK3 w - - 0 1");
    EXPECT_EQ(crafty_stage(queen_rook), Stage::Endgame);
    EXPECT_EQ(game_stage(queen_rook), Stage::Middlegame);
    EXPECT_EQ(probcut_stage(queen_rook, true), Stage::Endgame);
    EXPECT_EQ(probcut_stage(queen_rook, false), Stage::Middlegame);
    const chess::Position plus_bishop = position("r2qk3/pppppppp/8/8/8/8/PPPPPPPP/R1BQK3 w - - 0 1");
    EXPECT_EQ(crafty_stage(plus_bishop), Stage::Middlegame);
    const chess::Position start = position(std::string(chess::StartFen));
    EXPECT_EQ(crafty_stage(start), Stage::Middlegame);
    const chess::Position rooks = position("r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3 w - - 0 1");
    EXPECT_EQ(crafty_stage(rooks), Stage::Endgame);
    EXPECT_EQ(game_stage(rooks), Stage::Endgame);
}
