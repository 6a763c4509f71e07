#include "engine/tools/net_trainer.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace gambit::tools {

using eval::Network;

namespace {

constexpr int H = Network::Hidden;
constexpr double Ln10 = 2.302585092994046;

// The other perspective's feature of a side-to-move feature: colours swapped, ranks flipped.
int other_feature(int f) {
    const int relative = f / 384, rest = f % 384;
    return ((1 - relative) * 6 + rest / 64) * 64 + ((rest % 64) ^ 56);
}

// Both perspectives' features of position i; returns their count.
int features_of(const NetDataset& data, std::size_t i, int (&stm)[NetDataset::MaxPieces],
                int (&other)[NetDataset::MaxPieces]) {
    const int n = data.count(i);
    for (int k = 0; k < n; ++k) stm[k] = data.features(i)[k], other[k] = other_feature(stm[k]);
    return n;
}

double uniform(std::mt19937_64& rng) { return double(rng() >> 11) * 0x1.0p-53; }

void zero(Network& n) {
    std::fill(n.input_weights.begin(), n.input_weights.end(), 0.0f);
    std::fill(n.input_bias.begin(), n.input_bias.end(), 0.0f);
    std::fill(n.output_weights.begin(), n.output_weights.end(), 0.0f);
    std::fill(n.output_bias.begin(), n.output_bias.end(), 0.0f);
}

}  // namespace

void NetDataset::add(const chess::Position& pos, double white_label, int base_cp) {
    int stm[64], other[64];
    const int n = std::min(eval::active_features(pos, stm, other), MaxPieces);
    for (int i = 0; i < MaxPieces; ++i) features_.push_back(std::uint16_t(i < n ? stm[i] : 0));
    counts_.push_back(std::uint8_t(n));
    labels_.push_back(float(pos.side_to_move() == chess::White ? white_label : 1 - white_label));
    bases_.push_back(float(base_cp) / Network::OutputScale);
}

NetTrainer::NetTrainer(std::uint64_t seed, bool residual, int buckets) {
    std::mt19937_64 rng(seed);
    net_.residual = residual;
    net_.set_buckets(buckets);
    const double input_range = 1 / std::sqrt(double(NetDataset::MaxPieces));
    for (float& w : net_.input_weights) w = float((2 * uniform(rng) - 1) * input_range);
    for (float& w : net_.output_weights) w = residual ? 0.0f : float((2 * uniform(rng) - 1) / std::sqrt(double(2 * H)));
    clear_optimiser();
}

NetTrainer::NetTrainer(const Network& start, int buckets) : net_(start) {
    if (buckets > net_.buckets) net_.set_buckets(buckets);  // from one layer: each bucket starts as a copy
    clear_optimiser();
}

void NetTrainer::clear_optimiser() {
    for (Network* n : {&grad_, &m_, &v_}) {
        n->set_buckets(net_.buckets);
        zero(*n);
    }
}

double NetTrainer::accumulate(const NetDataset& data, std::size_t i) {
    int stm[NetDataset::MaxPieces], other[NetDataset::MaxPieces];
    const int n = features_of(data, i, stm, other);
    float acc[2][H];
    net_.accumulate(stm, other, n, acc);
    const int bucket = net_.bucket_of(n);
    const double p = 1 / (1 + std::exp(-Ln10 * (net_.output(acc, bucket) + data.base(i))));
    const double error = p - data.label(i);
    // d loss / d out = 2 (p - y) p (1 - p) ln 10
    const float g = float(2 * error * p * (1 - p) * Ln10);
    grad_.output_bias[std::size_t(bucket)] += g;
    const std::size_t layer = std::size_t(bucket) * 2 * H;
    float dacc[2][H];
    for (int side = 0; side < 2; ++side)
        for (int h = 0; h < H; ++h) {
            grad_.output_weights[layer + std::size_t(side * H + h)] += g * eval::screlu(acc[side][h]);
            const float x = acc[side][h];
            // d screlu / dx = 2x on (0, 1), 0 outside.
            dacc[side][h] = x > 0 && x < 1 ? g * net_.output_weights[layer + std::size_t(side * H + h)] * 2 * x : 0.0f;
        }
    for (int h = 0; h < H; ++h) grad_.input_bias[std::size_t(h)] += dacc[0][h] + dacc[1][h];
    for (int k = 0; k < n; ++k) {
        float* a = &grad_.input_weights[std::size_t(stm[k]) * H];
        float* b = &grad_.input_weights[std::size_t(other[k]) * H];
        for (int h = 0; h < H; ++h) a[h] += dacc[0][h], b[h] += dacc[1][h];
    }
    return error * error;
}

void NetTrainer::step(double learning_rate, int batch_size) {
    constexpr double Beta1 = 0.9, Beta2 = 0.999, Epsilon = 1e-8;
    ++steps_;
    const double correction1 = 1 - std::pow(Beta1, double(steps_));
    const double correction2 = 1 - std::pow(Beta2, double(steps_));
    const double scale = 1.0 / batch_size;
    const auto update = [&](float& w, float& g, float& m, float& v) {
        const double grad = g * scale;
        m = float(Beta1 * m + (1 - Beta1) * grad);
        v = float(Beta2 * v + (1 - Beta2) * grad * grad);
        w -= float(learning_rate * (m / correction1) / (std::sqrt(v / correction2) + Epsilon));
        g = 0;
    };
    const auto update_all = [&](std::vector<float>& w, std::vector<float>& g, std::vector<float>& m, std::vector<float>& v) {
        for (std::size_t i = 0; i < w.size(); ++i) update(w[i], g[i], m[i], v[i]);
    };
    update_all(net_.input_weights, grad_.input_weights, m_.input_weights, v_.input_weights);
    update_all(net_.input_bias, grad_.input_bias, m_.input_bias, v_.input_bias);
    update_all(net_.output_weights, grad_.output_weights, m_.output_weights, v_.output_weights);
    update_all(net_.output_bias, grad_.output_bias, m_.output_bias, v_.output_bias);
}

double NetTrainer::epoch(const NetDataset& data, double learning_rate, std::uint64_t order_seed, int batch) {
    std::vector<std::uint32_t> order(data.size());
    std::iota(order.begin(), order.end(), 0u);
    std::mt19937_64 rng(order_seed);
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng() % i]);
    double total = 0;
    for (std::size_t start = 0; start < order.size(); start += std::size_t(batch)) {
        const std::size_t end = std::min(order.size(), start + std::size_t(batch));
        for (std::size_t j = start; j < end; ++j) total += accumulate(data, order[j]);
        step(learning_rate, int(end - start));
    }
    return data.size() ? total / double(data.size()) : 0;
}

double NetTrainer::loss(const NetDataset& data) const {
    double total = 0;
    for (std::size_t i = 0; i < data.size(); ++i) {
        int stm[NetDataset::MaxPieces], other[NetDataset::MaxPieces];
        const int n = features_of(data, i, stm, other);
        float acc[2][H];
        net_.accumulate(stm, other, n, acc);
        const double p = 1 / (1 + std::exp(-Ln10 * (net_.output(acc, net_.bucket_of(n)) + data.base(i))));
        total += (p - data.label(i)) * (p - data.label(i));
    }
    return data.size() ? total / double(data.size()) : 0;
}

}  // namespace gambit::tools
