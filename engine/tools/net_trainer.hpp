// Training of the evaluation network (eval/network.hpp) on labelled positions: the loss of a position is
// (sigmoid(ln 10 x raw output) - label)^2, the label a win probability for the side to move (so a raw
// output of 1 = OutputScale centipawns means 1 / (1 + 10^-1) = 91%, the 400-point logistic of the labels),
// minimised by Adam over mini-batches in a seeded order. Single-threaded and deterministic for a seed.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "chess/position.hpp"
#include "engine/eval/network.hpp"

namespace gambit::tools {

// Positions as their side-to-move features (the other perspective's follow from them) and labels.
class NetDataset {
public:
    // `white_label`: the win probability of White; `base_cp`: a score the network's output is added to
    // (the side to move's view; 0 unless a residual network is trained).
    void add(const chess::Position& pos, double white_label, int base_cp = 0);
    std::size_t size() const { return labels_.size(); }

    // Features of position i (side to move's perspective) and its label for the side to move.
    const std::uint16_t* features(std::size_t i) const { return &features_[i * MaxPieces]; }
    int count(std::size_t i) const { return counts_[i]; }
    float label(std::size_t i) const { return labels_[i]; }
    float base(std::size_t i) const { return bases_[i]; }  // in units of Network::OutputScale

    static constexpr int MaxPieces = 32;

private:
    std::vector<std::uint16_t> features_;
    std::vector<std::uint8_t> counts_;
    std::vector<float> labels_;
    std::vector<float> bases_;
};

struct NetTrainOptions {
    int epochs = 10;
    int batch = 16384;
    double learning_rate = 0.001;
    double final_learning_rate = 0.0001;  // reached at the last epoch, falling geometrically
    std::uint64_t seed = 1;
};

class NetTrainer {
public:
    // Starts from small random weights drawn with `seed` (a residual network: output weights zero, so it
    // starts as the base score), with `buckets` output layers.
    NetTrainer(std::uint64_t seed, bool residual = false, int buckets = 1);
    // Starts from an existing network; more `buckets` than it has copy its output layer into each.
    explicit NetTrainer(const eval::Network& start, int buckets = 1);

    // One pass over `data` in a seeded order; returns the mean training loss (before each batch's step).
    double epoch(const NetDataset& data, double learning_rate, std::uint64_t order_seed, int batch);
    double loss(const NetDataset& data) const;  // mean loss with the current weights
    const eval::Network& network() const { return net_; }

private:
    // Adds the position's gradient to grad_ and returns its loss.
    double accumulate(const NetDataset& data, std::size_t i);
    void step(double learning_rate, int batch_size);
    void clear_optimiser();  // gradient and moments zero, shaped as the network

    eval::Network net_;
    eval::Network grad_;  // gradient sums of the current batch
    eval::Network m_, v_;  // Adam's moment estimates
    long long steps_ = 0;
};

}  // namespace gambit::tools
