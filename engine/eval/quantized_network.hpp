// The network as the search evaluates it. Its input weights and biases are rounded to 16-bit integers at
// a scale chosen for each network so that no sum of 32 rows can overflow: the hidden layer can then be
// kept from one position to the next by adding and subtracting rows exactly (see accumulator.hpp), and
// a position's evaluation never depends on the positions evaluated before it.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/eval/network.hpp"

namespace gambit::eval {

struct QuantizedNetwork {
    static constexpr int Hidden = Network::Hidden;

    explicit QuantizedNetwork(const Network& net);

    // Integer units per 1.0 of the float network: the largest power of two at which the bias and the 32
    // largest weights of every hidden unit still sum within 16 bits.
    int scale = 1;
    std::vector<std::int16_t> input_weights;  // [feature][unit]
    std::array<std::int16_t, Hidden> input_bias{};
    int buckets = 1;
    std::vector<float> output_weights;  // [bucket][2 * Hidden], as Network's
    std::vector<float> output_bias;     // [bucket]
    bool residual = false;

    // The output layer of a position with `pieces` pieces (as Network::bucket_of).
    int bucket_of(int pieces) const { return output_bucket(pieces, buckets); }
    // Raw output for the hidden sums of the side to move and of the other side (as Network::output).
    float output(const std::int16_t* stm, const std::int16_t* other, int bucket) const;
    // Centipawns for the side to move, clamped below the mate scores (as Network::evaluate).
    int centipawns(const std::int16_t* stm, const std::int16_t* other, int bucket) const;
    // The same summed from scratch: the reference the kept sums must equal.
    int evaluate(const chess::Position& pos) const;
};

}  // namespace gambit::eval
