// Static evaluation: tapered middlegame/endgame score of material, piece-square tables, mobility,
// pawn structure, passed pawns, king safety and bishop pair, plus the way to mate in endings won on
// material (mop_up.hpp), and 0 in the dead draws material misjudges (drawn_endings.hpp). Each
// Evaluator owns its weights and its pawn cache, so two engines in one process never share state.
#pragma once

#include <memory>

#include "chess/position.hpp"
#include "engine/eval/accumulator.hpp"
#include "engine/eval/network.hpp"
#include "engine/eval/quantized_network.hpp"
#include "engine/eval/eval_params.hpp"
#include "engine/eval/pawns.hpp"

namespace gambit::eval {

class Evaluator {
public:
    explicit Evaluator(const EvalParams& params = default_params()) : params_(params) {}

    // Centipawns from the side to move's point of view. `pos` must not be in check-mate or stalemate
    // (the search handles those); any other legal position is fine.
    // `with_network` false: the weights alone, whatever network is set (a baseline of the papers' time).
    int evaluate(const chess::Position& pos, bool with_network = true);
    // With a network set (EvalNet), evaluate() is the network's, or for a residual network the weights'
    // score plus the network's; null: the weights above.
    // The search evaluates its 16-bit form, its hidden sums kept from one position to the next.
    void set_network(std::shared_ptr<const Network> net) {
        net_ = std::move(net);
        quantized_ = net_ ? std::make_shared<const QuantizedNetwork>(*net_) : nullptr;
        accumulator_.reset();
    }
    const Network* network() const { return net_.get(); }
    const std::shared_ptr<const Network>& shared_network() const { return net_; }
    void clear() { pawns_.clear(); }

    const EvalParams& params() const { return params_; }
    void set_params(const EvalParams& params) {
        params_ = params;
        pawns_.clear();  // cached pawn scores were summed with the old weights
    }

private:
    EvalParams params_;
    PawnCache pawns_;
    std::shared_ptr<const Network> net_;
    std::shared_ptr<const QuantizedNetwork> quantized_;
    Accumulator accumulator_;
};

}  // namespace gambit::eval
