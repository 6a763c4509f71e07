#include <cmath>
#include <filesystem>

#include <gtest/gtest.h>

#include "engine/tools/texel.hpp"
#include "positions.hpp"
#include "tests/support/temp_dir.hpp"

namespace gambit::tools::texel {
namespace {

TuningSet traced_positions(int count, std::uint64_t seed) {
    TuningSet set;
    for (const chess::Position& pos : eval::testing::random_positions(count, seed)) set.add(pos, 0.5, eval::default_params());
    return set;
}

// Labels every position with the expected score of an evaluation with `weights`: a perfect fit exists.
void label_with(TuningSet& set, const Eigen::VectorXd& weights, double k) {
    const Eigen::VectorXd e = Objective(set).evals(weights);
    for (std::size_t i = 0; i < set.size(); ++i) set.results[i] = 1 / (1 + std::exp(-k * e[Eigen::Index(i)]));
}

TEST(Texel, FitKRecoversTheKOfTheLabels) {
    TuningSet set = traced_positions(600, 21);
    const Eigen::VectorXd weights = to_vector(eval::default_params());
    for (double k : {0.004, 0.0075}) {
        label_with(set, weights, k);
        EXPECT_NEAR(fit_k(Objective(set), weights), k, 1e-6);
    }
}

TEST(Texel, TuningRecoversPerturbedWeights) {
    TuningSet set = traced_positions(3000, 22);
    const double k = 0.006;
    eval::EvalParams target = eval::default_params();
    target.bishop_pair = {45, 30};
    target.threat_by_pawn = {30, 50};
    target.rook_open_file = {10, 25};
    target.passed_king_distance = 9;
    target.attack_weight[chess::Queen] = 8;
    target.attack_weight[chess::Rook] = 1;
    label_with(set, to_vector(target), k);

    const auto mask = tunable_mask({"bishop_pair", "threat_by_pawn", "rook_open_file", "passed_king_distance", "attack_weight"});
    ASSERT_TRUE(mask);
    const Objective objective(set);
    AdamState state = start_adam(to_vector(eval::default_params()), k);
    AdamOptions options;
    options.epochs = 600;
    options.learning_rate = 0.5;
    options.mask = *mask;
    const double before = objective.loss(state.weights, k);
    ASSERT_TRUE(run_adam(objective, state, options, {}, nullptr));
    EXPECT_LT(objective.loss(state.weights, k), before / 100);

    const eval::EvalParams tuned = to_params(state.weights);
    auto near = [](eval::Score a, eval::Score b) { return std::abs(a.mg - b.mg) <= 1 && std::abs(a.eg - b.eg) <= 1; };
    EXPECT_TRUE(near(tuned.bishop_pair, target.bishop_pair)) << tuned.bishop_pair.mg << ' ' << tuned.bishop_pair.eg;
    EXPECT_TRUE(near(tuned.threat_by_pawn, target.threat_by_pawn)) << tuned.threat_by_pawn.mg << ' ' << tuned.threat_by_pawn.eg;
    EXPECT_TRUE(near(tuned.rook_open_file, target.rook_open_file)) << tuned.rook_open_file.mg << ' ' << tuned.rook_open_file.eg;
    EXPECT_NEAR(tuned.passed_king_distance, 9, 1);
    EXPECT_NEAR(tuned.attack_weight[chess::Queen], 8, 1);
    EXPECT_NEAR(tuned.attack_weight[chess::Rook], 1, 1);
    // Untouched fields stay where they were.
    EXPECT_EQ(tuned.tempo, eval::default_params().tempo);
}

TEST(Texel, ResumingFromACheckpointGivesTheUninterruptedResult) {
    TuningSet set = traced_positions(400, 23);
    eval::EvalParams target = eval::default_params();
    target.tempo = {30, 0};
    target.attack_weight[chess::Knight] = 6;
    label_with(set, to_vector(target), 0.006);
    const Objective objective(set);
    AdamOptions options;
    options.epochs = 30;
    options.mask = *tunable_mask({});

    AdamState straight = start_adam(to_vector(eval::default_params()), 0.006);
    ASSERT_TRUE(run_adam(objective, straight, options, {}, nullptr));

    const test_support::TempDir dir("gambit-texel");
    const std::string path = dir / "checkpoint.json";
    AdamState first = start_adam(to_vector(eval::default_params()), 0.006);
    AdamOptions interrupted = options;
    interrupted.epochs = 17;  // "killed" after epoch 17; checkpoints every 5, and at the end
    interrupted.checkpoint = path;
    interrupted.checkpoint_every = 5;
    ASSERT_TRUE(run_adam(objective, first, interrupted, {}, nullptr));

    std::string error;
    auto resumed = load_checkpoint(path, set.size(), &error);
    ASSERT_TRUE(resumed) << error;
    EXPECT_EQ(resumed->epoch, 17);
    ASSERT_TRUE(run_adam(objective, *resumed, options, {}, nullptr));
    EXPECT_EQ(resumed->epoch, 30);
    EXPECT_EQ(resumed->weights, straight.weights);  // bit for bit
    EXPECT_NE(straight.weights, to_vector(eval::default_params()));

    EXPECT_FALSE(load_checkpoint(path, set.size() + 1, &error));
    std::filesystem::remove(path);
}

// The king-danger gradient (chain rule through the quadratic) agrees with finite differences, for every input.
TEST(Texel, KingAttackGradientMatchesFiniteDifferences) {
    TuningSet set = traced_positions(1500, 24);
    for (std::size_t i = 0; i < set.size(); ++i) set.results[i] = double(i % 3) / 2;
    const Objective objective(set);
    Eigen::VectorXd w = to_vector(eval::default_params());
    Eigen::VectorXd gradient;
    objective.loss_and_gradient(w, 0.006, gradient);
    const Eigen::Index first = Eigen::Index(offsetof(eval::EvalParams, attack_weight) / sizeof(int));
    for (int t : {int(chess::Knight), int(chess::Bishop), int(chess::Rook), int(chess::Queen), int(eval::SafeKnightCheck),
                  int(eval::SafeBishopCheck), int(eval::SafeRookCheck), int(eval::SafeQueenCheck),
                  int(eval::WeakZoneSquares), int(eval::Attackers)}) {
        const double h = 1e-3;
        Eigen::VectorXd up = w, down = w;
        up[first + t] += h;
        down[first + t] -= h;
        const double numeric = (objective.loss(up, 0.006) - objective.loss(down, 0.006)) / (2 * h);
        EXPECT_NEAR(gradient[first + t], numeric, 1e-3 * std::abs(numeric) + 1e-12) << "king-danger input " << t;
        EXPECT_NE(numeric, 0.0);
    }
}

// The complexity gradient agrees with finite differences: for its own weights, and for an endgame weight
// whose pull the clamp takes away where it holds.
TEST(Texel, ComplexityGradientMatchesFiniteDifferences) {
    TuningSet set = traced_positions(1500, 25);
    // Random positions keep their pieces: pawn endings come from here.
    for (const char* fen : {"4k3/7p/8/8/8/8/P7/4K3 w - - 0 1", "8/5pk1/8/8/3P4/8/5K2/8 w - - 0 1",
                            "8/8/4k3/4p3/4P3/4K3/8/8 b - - 0 1", "8/p4k2/1p6/8/8/1P6/P4K2/8 w - - 0 1",
                            "8/8/2k5/2p5/8/8/5PPK/8 w - - 0 1", "8/6k1/6p1/8/8/6P1/P5K1/8 b - - 0 1"})
        set.add(*chess::Position::from_fen(fen), 0.5, eval::default_params());
    for (std::size_t i = 0; i < set.size(); ++i) set.results[i] = double(i % 3) / 2;
    const Objective objective(set);
    eval::EvalParams params = eval::default_params();
    params.complexity[eval::ComplexityPawns] = 4;
    params.complexity[eval::ComplexityBothFlanks] = 30;
    params.complexity[eval::ComplexityPawnEnding] = 20;
    params.complexity[eval::ComplexityConstant] = -90;  // clamps many endgames to zero, not all
    const auto first = Eigen::Index(offsetof(eval::EvalParams, complexity) / sizeof(int));
    Eigen::VectorXd w = to_vector(params);
    w[first + eval::ComplexityConstant] += 0.37;  // integer weights put some positions exactly on the kink
    Eigen::VectorXd gradient;
    objective.loss_and_gradient(w, 0.006, gradient);
    const auto passed = Eigen::Index(offsetof(eval::EvalParams, passed_bonus) / sizeof(int) + 2 * 5 + 1);  // rank 6, eg
    for (Eigen::Index slot : {first, first + 1, first + 2, first + 3, passed}) {
        const double h = 1e-3;
        Eigen::VectorXd up = w, down = w;
        up[slot] += h;
        down[slot] -= h;
        const double numeric = (objective.loss(up, 0.006) - objective.loss(down, 0.006)) / (2 * h);
        EXPECT_NEAR(gradient[slot], numeric, 1e-3 * std::abs(numeric) + 1e-12) << "slot " << slot;
        EXPECT_NE(numeric, 0.0) << "slot " << slot;
    }
}

}  // namespace
}  // namespace gambit::tools::texel
