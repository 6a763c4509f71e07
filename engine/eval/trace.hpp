// The evaluation as a function of its weights, for tuning. EvalParams is viewed as an array of ints
// ("slots": a Score is two slots, mg then eg). A trace holds, for one position, how often each slot's
// weight counts (White minus Black), what feeds the king-danger quadratic, the phase and the endgame
// scale; trace_value() then evaluates the position for any weights without the board.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "chess/position.hpp"
#include "engine/eval/eval_params.hpp"

namespace gambit::eval {

constexpr std::size_t SlotCount = sizeof(EvalParams) / sizeof(int);

// How a slot enters the evaluation: linearly into mg or eg, through the king-danger quadratic (mg),
// through the complexity's clamp (eg), or not at all as a weight (fixed: a count's offset, not tuned).
enum class SlotKind : std::uint8_t { Mg, Eg, KingAttack, Fixed, Complexity };
std::vector<SlotKind> slot_kinds();
// Field name and index of a slot, e.g. "pst_knight[12].eg".
std::vector<std::string> slot_names();

std::vector<double> to_slots(const EvalParams& params);
EvalParams from_slots(const std::vector<double>& slots);  // rounded to the nearest integer

struct EvalTrace {
    struct Term {
        std::int16_t slot;
        std::int16_t count;  // White minus Black
    };
    std::vector<Term> terms;      // merged: one per slot, no zero counts
    // king_attack[c]: the king-danger inputs of c's king (params.hpp: KingDangerInput), when the danger
    // applies (two attackers and a queen), else all zero.
    std::int16_t king_attack[2][KingDangerInputs] = {};
    bool king_danger[2] = {};
    std::int16_t complexity[ComplexityInputs] = {};  // the complexity inputs (params.hpp: ComplexityInput)
    int phase = 0;   // 0 (endgame) .. 24 (middlegame)
    int scale = 64;  // endgame scale out of 64, from the traced weights
};

EvalTrace trace_evaluation(const chess::Position& pos, const EvalParams& params);

// King-danger penalty (mg) for `units` of attack, clamped; and its derivative by units (0 past the clamp).
constexpr int MaxAttackUnits = 60;
inline double king_danger_penalty(double units) {
    const double u = units < MaxAttackUnits ? units : MaxAttackUnits;
    return u * u / 4 + 4 * u;
}
inline double king_danger_slope(double units) { return units < MaxAttackUnits ? units / 2 + 4 : 0; }

// What complexity `c` adds to the endgame value `eg`: c towards eg's side, but never past zero.
template <typename T>
T complexity_shift(T eg, T c) {
    const T sign = T((eg > 0) - (eg < 0));
    return sign * std::max(c, -sign * eg);
}

// The traced position's evaluation for weights `slots` (SlotCount values), White's point of view, in
// centipawns, without the integer rounding of Evaluator::evaluate.
double trace_value(const EvalTrace& trace, const double* slots);

}  // namespace gambit::eval
