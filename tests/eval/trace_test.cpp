#include <cmath>
#include <random>

#include <gtest/gtest.h>

#include "engine/eval/evaluate.hpp"
#include "engine/eval/trace.hpp"
#include "positions.hpp"

namespace gambit::eval {
namespace {

double white_view(const chess::Position& pos, int value) { return pos.side_to_move() == chess::White ? value : -value; }

// Weights far from the defaults in every slot, so a trace that mixed up two slots would show.
EvalParams scrambled_params(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<double> slots = to_slots(default_params());
    const std::vector<SlotKind> kinds = slot_kinds();
    for (std::size_t i = 0; i < slots.size(); ++i)
        if (kinds[i] != SlotKind::Fixed) slots[i] += double(int(rng() % 41) - 20);
    return from_slots(slots);
}

// Rounding: the evaluation truncates the king-danger quarter (< 1 per king), the endgame scale and the
// taper (< 1 each); the trace keeps fractions.
constexpr double Rounding = 4.0;

void expect_trace_reproduces_evaluate(const EvalParams& params, std::uint64_t seed) {
    Evaluator evaluator(params);
    int exact = 0;
    int king_danger = 0;
    const std::vector<chess::Position> positions = testing::random_positions(1500, seed);
    for (const chess::Position& pos : positions) {
        const EvalTrace trace = trace_evaluation(pos, params);
        const double traced = trace_value(trace, to_slots(params).data());
        const double evaluated = white_view(pos, evaluator.evaluate(pos));
        ASSERT_LT(std::abs(traced - evaluated), Rounding) << pos.fen();
        exact += std::abs(traced - evaluated) < 1.0;
        king_danger += trace.king_danger[0] || trace.king_danger[1];
    }
    EXPECT_GT(exact, int(positions.size()) * 9 / 10);  // off by one is the exception
    EXPECT_GT(king_danger, 20);                      // the quadratic was exercised
}

TEST(EvalTrace, ReproducesEvaluateWithTheDefaults) { expect_trace_reproduces_evaluate(default_params(), 1); }

TEST(EvalTrace, ReproducesEvaluateWithOtherWeights) { expect_trace_reproduces_evaluate(scrambled_params(7), 2); }

// The tuner's premise: a trace taken with some weights evaluates the position for others.
TEST(EvalTrace, IsLinearInTheWeightsExceptTheKingQuadratic) {
    const EvalParams other = scrambled_params(11);
    Evaluator evaluator(other);
    int compared = 0;
    for (const chess::Position& pos : testing::random_positions(800, 3)) {
        // With pawns on both sides the endgame scale cannot depend on the weights.
        if (!pos.count(chess::White, chess::Pawn) || !pos.count(chess::Black, chess::Pawn)) continue;
        const EvalTrace trace = trace_evaluation(pos, default_params());
        EXPECT_LT(std::abs(trace_value(trace, to_slots(other).data()) - white_view(pos, evaluator.evaluate(pos))), Rounding)
            << pos.fen();
        ++compared;
    }
    EXPECT_GT(compared, 300);
}

TEST(EvalTrace, SlotLayoutNamesEveryInt) {
    EXPECT_EQ(slot_names().size(), SlotCount);
    EXPECT_EQ(slot_kinds().size(), SlotCount);
    EXPECT_EQ(slot_names()[0], "material[0].mg");
    EXPECT_EQ(slot_names()[SlotCount - 1], "complexity[3]");
}

}  // namespace
}  // namespace gambit::eval
