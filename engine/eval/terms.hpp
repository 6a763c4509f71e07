// Where the evaluation's terms go. The evaluation code is written once, templated on a sink:
// ScoreSum adds each weight times its count (the engine's path), TraceSink also records the count per
// weight (the tuner's path). Counts are from White's point of view (Black's terms negated).
#pragma once

#include <algorithm>
#include <cstdint>

#include "chess/types.hpp"
#include "engine/eval/eval_params.hpp"
#include "engine/eval/score.hpp"
#include "engine/eval/trace.hpp"

namespace gambit::eval {

class ScoreSum {
public:
    explicit ScoreSum(const EvalParams& params) : params_(params) {}

    void add(const Score& weight, int count) { total_ += weight * count; }
    void add_mg(const int& weight, int count) { total_.mg += weight * count; }
    void add_eg(const int& weight, int count) { total_.eg += weight * count; }
    void add_raw(Score s) { total_ += s; }  // an already summed part (the pawn cache)

    // Material and placement of a `c` piece of type `t` on `s`.
    void piece(chess::Color c, chess::PieceType t, chess::Square s) {
        const int sign = c == chess::White ? 1 : -1;
        total_ += (params_.material[t] + params_.pst[t][chess::relative_square(c, s) ^ 56]) * sign;
    }

    // The king of `king` is under attack, with these king-danger inputs (params.hpp: KingDangerInput).
    void king_attack(chess::Color king, const int (&inputs)[KingDangerInputs]) {
        int units = 0;
        for (int i = 0; i < 6; ++i)
            units += params_.attack_weight[i] * inputs[i] + params_.danger_weight[i] * inputs[6 + i];
        const int u = std::min(units, MaxAttackUnits);
        const int penalty = u * u / 4 + 4 * u;
        total_.mg -= king == chess::White ? penalty : -penalty;
    }

    Score total() const { return total_; }
    const EvalParams& params() const { return params_; }

private:
    const EvalParams& params_;
    Score total_;
};

class TraceSink : public ScoreSum {
public:
    TraceSink(const EvalParams& params, EvalTrace& trace)
        : ScoreSum(params), trace_(trace), counts_(SlotCount, 0) {}

    void add(const Score& weight, int count) {
        ScoreSum::add(weight, count);
        counts_[slot(weight.mg)] += count;
        counts_[slot(weight.eg)] += count;
    }
    void add_mg(const int& weight, int count) {
        ScoreSum::add_mg(weight, count);
        counts_[slot(weight)] += count;
    }
    void add_eg(const int& weight, int count) {
        ScoreSum::add_eg(weight, count);
        counts_[slot(weight)] += count;
    }
    void piece(chess::Color c, chess::PieceType t, chess::Square s) {
        const int sign = c == chess::White ? 1 : -1;
        add(params().material[t], sign);
        add(params().pst[t][chess::relative_square(c, s) ^ 56], sign);
    }
    void king_attack(chess::Color king, const int (&inputs)[KingDangerInputs]) {
        ScoreSum::king_attack(king, inputs);
        trace_.king_danger[king] = true;
        for (int i = 0; i < KingDangerInputs; ++i) trace_.king_attack[king][i] = std::int16_t(inputs[i]);
    }

    // Moves the merged counts into the trace.
    void finish() {
        for (std::size_t s = 0; s < SlotCount; ++s)
            if (counts_[s] != 0) trace_.terms.push_back({std::int16_t(s), std::int16_t(counts_[s])});
    }

private:
    std::size_t slot(const int& weight) const {
        return std::size_t(reinterpret_cast<const char*>(&weight) - reinterpret_cast<const char*>(&params())) /
               sizeof(int);
    }

    EvalTrace& trace_;
    std::vector<int> counts_;
};

}  // namespace gambit::eval
