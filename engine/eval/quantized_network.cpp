#include "engine/eval/quantized_network.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace gambit::eval {

using namespace chess;

namespace {

constexpr int MaxPieces = 32;

// The largest |bias| + sum of the MaxPieces largest |weights| over the hidden units: a bound on any sum.
double largest_sum(const Network& net) {
    double largest = 0;
    std::vector<float> column(Network::Inputs);
    for (int h = 0; h < Network::Hidden; ++h) {
        for (int f = 0; f < Network::Inputs; ++f)
            column[std::size_t(f)] = std::abs(net.input_weights[std::size_t(f) * Network::Hidden + std::size_t(h)]);
        std::partial_sort(column.begin(), column.begin() + MaxPieces, column.end(), std::greater<>());
        double sum = std::abs(net.input_bias[std::size_t(h)]);
        for (int i = 0; i < MaxPieces; ++i) sum += column[std::size_t(i)];
        largest = std::max(largest, sum);
    }
    return largest;
}

std::int16_t to_int16(float x, int scale) { return std::int16_t(std::lround(double(x) * scale)); }

}  // namespace

QuantizedNetwork::QuantizedNetwork(const Network& net)
    : input_weights(net.input_weights.size()),
      buckets(net.buckets),
      output_weights(net.output_weights),
      output_bias(net.output_bias),
      residual(net.residual) {
    // Each rounded weight adds at most half a unit, hence the margin of MaxPieces + 1 units.
    const double bound = largest_sum(net);
    while (scale < (1 << 14) && (bound * scale * 2 + MaxPieces + 1) <= std::numeric_limits<std::int16_t>::max())
        scale *= 2;
    for (std::size_t i = 0; i < input_weights.size(); ++i) input_weights[i] = to_int16(net.input_weights[i], scale);
    for (int h = 0; h < Hidden; ++h) input_bias[std::size_t(h)] = to_int16(net.input_bias[std::size_t(h)], scale);
}

float QuantizedNetwork::output(const std::int16_t* stm, const std::int16_t* other, int bucket) const {
    // SCReLU in integers (clamp, square: exact in a float up to 2^24), then the weights in Lanes
    // independent float sums added in a fixed order: the compiler turns the inner loop into vector
    // instructions, which one running float sum (its order fixed by the language) would forbid.
    constexpr int Lanes = 16;
    static_assert(Hidden % Lanes == 0);
    const int one = scale;
    const auto squared = [one](std::int16_t sum) {
        const std::int32_t a = std::clamp<std::int32_t>(sum, 0, one);
        return float(a * a);
    };
    const float* w = &output_weights[std::size_t(bucket) * 2 * Hidden];
    float partial[Lanes] = {};
    for (int h = 0; h < Hidden; h += Lanes)
        for (int j = 0; j < Lanes; ++j)
            partial[j] += squared(stm[h + j]) * w[h + j] + squared(other[h + j]) * w[Hidden + h + j];
    float out = 0;
    for (float p : partial) out += p;
    return out / (float(scale) * float(scale)) + output_bias[std::size_t(bucket)];
}

int QuantizedNetwork::centipawns(const std::int16_t* stm, const std::int16_t* other, int bucket) const {
    return std::clamp(int(std::lround(output(stm, other, bucket) * Network::OutputScale)), -9000, 9000);
}

int QuantizedNetwork::evaluate(const Position& pos) const {
    int stm[64], other[64];
    const int n = active_features(pos, stm, other);
    std::int16_t sums[2][Hidden];
    std::copy(input_bias.begin(), input_bias.end(), sums[0]);
    std::copy(input_bias.begin(), input_bias.end(), sums[1]);
    for (int i = 0; i < n; ++i)
        for (int h = 0; h < Hidden; ++h) {
            sums[0][h] = std::int16_t(sums[0][h] + input_weights[std::size_t(stm[i]) * Hidden + std::size_t(h)]);
            sums[1][h] = std::int16_t(sums[1][h] + input_weights[std::size_t(other[i]) * Hidden + std::size_t(h)]);
        }
    return centipawns(sums[0], sums[1], bucket_of(n));
}

}  // namespace gambit::eval
