// A small efficiently-updatable-style network as an alternative evaluation (the EvalNet option): 768
// inputs (piece colour relative to a perspective x piece type x square, ranks flipped for Black), one
// hidden layer of `Hidden` units computed for each side ("perspectives": the side to move's first), SCReLU
// activation (clamp to [0, 1], squared), and one output in units of OutputScale centipawns, from one of
// `buckets` output layers chosen by the number of pieces (an ending weighs its units otherwise). Weights are
// floats, as `gambit train-net` trains them; the search evaluates the network's 16-bit form
// (quantized_network.hpp) with its hidden sums kept from one position to the next (accumulator.hpp).
#pragma once

#include <algorithm>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "chess/position.hpp"

namespace gambit::eval {

// The output layer, of `buckets`, of a position with `pieces` pieces (kings included): 2 to 32 in equal steps.
inline int output_bucket(int pieces, int buckets) { return std::clamp((pieces - 2) * buckets / 31, 0, buckets - 1); }

struct Network {
    static constexpr int Inputs = 768;
    static constexpr int Hidden = 128;
    static constexpr float OutputScale = 400;  // centipawns per unit of the raw output
    static constexpr int MaxBuckets = 16;

    std::vector<float> input_weights = std::vector<float>(std::size_t(Inputs) * Hidden);  // [feature][unit]
    std::vector<float> input_bias = std::vector<float>(Hidden);
    int buckets = 1;  // output layers
    // [bucket][2 * Hidden]: the side to move's units, then the other's.
    std::vector<float> output_weights = std::vector<float>(2 * Hidden);
    std::vector<float> output_bias = std::vector<float>(1);  // [bucket]
    // A residual network adds its output to the evaluation weights' score instead of replacing it.
    bool residual = false;

    // Input feature of `piece` on `square` as seen by `perspective`: its own pieces first.
    static int feature(chess::Color perspective, chess::Piece piece, chess::Square square) {
        const int relative = chess::color_of(piece) == perspective ? 0 : 1;
        const int seen = perspective == chess::White ? int(square) : int(square) ^ 56;
        return (relative * 6 + int(chess::type_of(piece))) * 64 + seen;
    }

    // The output layer of a position with `pieces` pieces (kings included): 2 to 32 in equal steps.
    int bucket_of(int pieces) const { return output_bucket(pieces, buckets); }
    // Gives the network `n` output layers, each a copy of the first (the same evaluation until trained).
    void set_buckets(int n);

    // The hidden layer before activation, for the features of both perspectives (side to move first).
    void accumulate(const int* stm, const int* other, int n, float (&acc)[2][Hidden]) const;
    // The raw output of those accumulators through output layer `bucket`.
    float output(const float (&acc)[2][Hidden], int bucket) const;
    // Raw output (before OutputScale) and centipawns, from the side to move's point of view.
    float forward(const chess::Position& pos) const;
    int evaluate(const chess::Position& pos) const;
};

// SCReLU: clamp to [0, 1], squared.
inline float screlu(float x) {
    const float c = x < 0 ? 0 : x > 1 ? 1 : x;
    return c * c;
}

// The active features of `pos` for both perspectives (side to move first); returns how many per side.
int active_features(const chess::Position& pos, int (&stm)[64], int (&other)[64]);

// Binary file: the magic "GAMBITNN" ("GAMBITNR" for a residual network), Inputs and Hidden as 32-bit integers, then the floats (little-endian)
// of input_weights, input_bias, output_weights and output_bias. With more than one output layer the magic is
// "GAMBITBN" ("GAMBITBR") and a third integer, the number of buckets, follows Hidden. Errors are one line.
std::shared_ptr<const Network> load_network(const std::string& path, std::string* error);
// The same from a stream; `name` heads the error.
std::shared_ptr<const Network> read_network(std::istream& in, const std::string& name, std::string* error);
bool save_network(const Network& net, const std::string& path, std::string* error);

}  // namespace gambit::eval
