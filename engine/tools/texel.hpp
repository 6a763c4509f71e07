// Texel tuning of the evaluation weights: positions labelled with game results, the mean squared error
// of sigmoid(K * eval) against the label as the loss, K fitted first, then Adam over the weights.
// Weights are EvalParams slots (engine/eval/trace.hpp) as an Eigen vector.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <Eigen/Dense>
#include <Eigen/SparseCore>

#include "chess/position.hpp"
#include "engine/eval/eval_params.hpp"
#include "engine/eval/trace.hpp"

namespace gambit::tools::texel {

// Positions to tune on: their traces (taken with some weights) and labels, White's point of view
// (1 = White won, 0.5 draw, 0 lost; any value in between for synthetic labels).
struct TuningSet {
    std::vector<eval::EvalTrace> traces;
    std::vector<double> results;

    void add(const chess::Position& pos, double result, const eval::EvalParams& params);
    std::size_t size() const { return traces.size(); }
};

Eigen::VectorXd to_vector(const eval::EvalParams& params);
eval::EvalParams to_params(const Eigen::VectorXd& weights);  // rounded

// 1 for the slots of the named fields (all tunable slots if `fields` is empty), 0 elsewhere; fixed
// slots are never tuned. nullopt if a name is unknown.
std::optional<Eigen::VectorXd> tunable_mask(const std::vector<std::string>& fields);

// The loss over a set. The linear part of the evaluation is one sparse matrix (positions x slots,
// phase taper and endgame scale folded in); the king-danger quadratic is added per attacked king,
// its gradient by the attack weights by the chain rule.
class Objective {
public:
    explicit Objective(const TuningSet& set);

    std::size_t size() const { return std::size_t(results_.size()); }
    Eigen::VectorXd evals(const Eigen::VectorXd& weights) const;  // centipawns, White's point of view
    double loss(const Eigen::VectorXd& weights, double k) const;
    double loss_and_gradient(const Eigen::VectorXd& weights, double k, Eigen::VectorXd& gradient) const;

private:
    struct KingAttack {
        int position;
        double factor;            // -/+ phase / 24: the penalty's sign (White's king costs White) and taper
        double attacks[eval::KingDangerInputs];  // the king-danger inputs (params.hpp)
    };
    struct Complexity {
        double factor;            // the endgame's share: scale / 64 * (24 - phase) / 24
        double inputs[eval::ComplexityInputs];  // the complexity inputs (params.hpp)
    };
    // Each position's linear part (mg and eg slots, tapered), and its endgame part alone (unscaled) that
    // the complexity clamps against.
    Eigen::SparseMatrix<double, Eigen::RowMajor> linear_, endgame_;
    std::vector<KingAttack> kings_;
    std::vector<Complexity> complexities_;  // one per position
    Eigen::VectorXd results_;
};

// The K minimising the loss for `weights` (golden-section search on [lo, hi]).
double fit_k(const Objective& objective, const Eigen::VectorXd& weights, double lo = 1e-5, double hi = 0.05);

// Adam's whole state: resuming from it continues exactly where a run stopped.
struct AdamState {
    Eigen::VectorXd weights;
    Eigen::VectorXd m;  // first-moment estimate
    Eigen::VectorXd v;  // second-moment estimate
    double k = 0;
    int epoch = 0;      // epochs done
};

AdamState start_adam(const Eigen::VectorXd& weights, double k);

struct AdamOptions {
    int epochs = 1000;
    double learning_rate = 1.0;  // centipawns per step, roughly
    Eigen::VectorXd mask;        // 1 = tuned
    // Ridge penalty l2 * |weights - anchor|^2 added to the loss: with few games it keeps weights the
    // data hardly constrains (rare squares, collinear terms) near their starting values.
    double l2 = 0;
    Eigen::VectorXd anchor;
    std::string checkpoint;      // "" = none
    int checkpoint_every = 50;
};

// Runs full-batch Adam epochs from state.epoch up to options.epochs; on_epoch(epoch, loss before its step,
// without the l2 penalty) after each; writes the checkpoint every checkpoint_every epochs and at the end. Returns false
// (with `error`) if a checkpoint cannot be written.
bool run_adam(const Objective& objective, AdamState& state, const AdamOptions& options,
              const std::function<void(int, double)>& on_epoch, std::string* error);

bool save_checkpoint(const std::string& path, const AdamState& state, std::size_t positions, std::string* error);
// nullopt with `error` if unreadable or made for another number of positions or weights.
std::optional<AdamState> load_checkpoint(const std::string& path, std::size_t positions, std::string* error);

}  // namespace gambit::tools::texel
