#include "engine/eval/network.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <istream>

namespace gambit::eval {

using namespace chess;

namespace {

constexpr char Magic[8] = {'G', 'A', 'M', 'B', 'I', 'T', 'N', 'N'};
constexpr char ResidualMagic[8] = {'G', 'A', 'M', 'B', 'I', 'T', 'N', 'R'};
constexpr char BucketedMagic[8] = {'G', 'A', 'M', 'B', 'I', 'T', 'B', 'N'};
constexpr char BucketedResidualMagic[8] = {'G', 'A', 'M', 'B', 'I', 'T', 'B', 'R'};

static_assert(std::endian::native == std::endian::little, "network files are little-endian floats");

}  // namespace

int active_features(const Position& pos, int (&stm)[64], int (&other)[64]) {
    const Color us = pos.side_to_move();
    int n = 0;
    for (Bitboard b = pos.pieces(); b;) {
        const Square s = pop_lsb(b);
        const Piece p = pos.piece_on(s);
        stm[n] = Network::feature(us, p, s);
        other[n] = Network::feature(~us, p, s);
        ++n;
    }
    return n;
}

void Network::accumulate(const int* stm, const int* other, int n, float (&acc)[2][Hidden]) const {
    std::copy(input_bias.begin(), input_bias.end(), acc[0]);
    std::copy(input_bias.begin(), input_bias.end(), acc[1]);
    for (int i = 0; i < n; ++i) {
        const float* a = &input_weights[std::size_t(stm[i]) * Hidden];
        const float* b = &input_weights[std::size_t(other[i]) * Hidden];
        for (int h = 0; h < Hidden; ++h) acc[0][h] += a[h], acc[1][h] += b[h];
    }
}

void Network::set_buckets(int n) {
    buckets = n;
    const std::vector<float> first(output_weights.begin(), output_weights.begin() + 2 * Hidden);
    output_weights.clear();
    for (int b = 0; b < n; ++b) output_weights.insert(output_weights.end(), first.begin(), first.end());
    const float bias = output_bias[0];
    output_bias.assign(std::size_t(n), bias);
}

float Network::output(const float (&acc)[2][Hidden], int bucket) const {
    const float* w = &output_weights[std::size_t(bucket) * 2 * Hidden];
    float out = output_bias[std::size_t(bucket)];
    for (int h = 0; h < Hidden; ++h) out += screlu(acc[0][h]) * w[h] + screlu(acc[1][h]) * w[Hidden + h];
    return out;
}

float Network::forward(const Position& pos) const {
    int stm[64], other[64];
    const int n = active_features(pos, stm, other);
    float acc[2][Hidden];
    accumulate(stm, other, n, acc);
    return output(acc, bucket_of(n));
}

int Network::evaluate(const Position& pos) const {
    // Clamped below the mate scores, so an evaluation is never mistaken for a mate.
    return std::clamp(int(std::lround(forward(pos) * OutputScale)), -9000, 9000);
}

std::shared_ptr<const Network> read_network(std::istream& in, const std::string& name, std::string* error) {
    const auto fail = [&](const std::string& what) -> std::shared_ptr<const Network> {
        if (error) *error = name + ": " + what;
        return nullptr;
    };
    char magic[8];
    std::int32_t inputs = 0, hidden = 0, buckets = 1;
    in.read(magic, sizeof magic);
    in.read(reinterpret_cast<char*>(&inputs), sizeof inputs);
    in.read(reinterpret_cast<char*>(&hidden), sizeof hidden);
    const auto is = [&](const char (&m)[8]) { return std::memcmp(magic, m, sizeof m) == 0; };
    const bool bucketed = is(BucketedMagic) || is(BucketedResidualMagic);
    if (!in || !(bucketed || is(Magic) || is(ResidualMagic))) return fail("not a gambit network file");
    if (bucketed) in.read(reinterpret_cast<char*>(&buckets), sizeof buckets);
    if (!in) return fail("truncated");
    if (inputs != Network::Inputs || hidden != Network::Hidden)
        return fail("network of " + std::to_string(inputs) + "x" + std::to_string(hidden) + ", this build reads " +
                    std::to_string(Network::Inputs) + "x" + std::to_string(Network::Hidden));
    if (buckets < 1 || buckets > Network::MaxBuckets)
        return fail(std::to_string(buckets) + " output buckets, this build reads 1 to " + std::to_string(Network::MaxBuckets));
    auto net = std::make_shared<Network>();
    net->residual = is(ResidualMagic) || is(BucketedResidualMagic);
    net->set_buckets(buckets);
    const auto read = [&](std::vector<float>& v) {
        in.read(reinterpret_cast<char*>(v.data()), std::streamsize(v.size() * sizeof(float)));
    };
    read(net->input_weights);
    read(net->input_bias);
    read(net->output_weights);
    read(net->output_bias);
    if (!in) return fail("truncated");
    if (in.peek() != std::istream::traits_type::eof()) return fail("longer than a network");
    const auto finite = [](const std::vector<float>& v) {
        return std::all_of(v.begin(), v.end(), [](float x) { return std::isfinite(x); });
    };
    if (!finite(net->input_weights) || !finite(net->input_bias) || !finite(net->output_weights) ||
        !finite(net->output_bias))
        return fail("a weight is not a finite number");
    return net;
}

std::shared_ptr<const Network> load_network(const std::string& path, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error) *error = path + ": cannot open";
        return nullptr;
    }
    return read_network(in, path, error);
}

bool save_network(const Network& net, const std::string& path, std::string* error) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    const std::int32_t inputs = Network::Inputs, hidden = Network::Hidden, buckets = net.buckets;
    // One output layer keeps the original format, which every earlier build reads.
    if (buckets == 1) out.write(net.residual ? ResidualMagic : Magic, sizeof Magic);
    else out.write(net.residual ? BucketedResidualMagic : BucketedMagic, sizeof Magic);
    out.write(reinterpret_cast<const char*>(&inputs), sizeof inputs);
    out.write(reinterpret_cast<const char*>(&hidden), sizeof hidden);
    if (buckets > 1) out.write(reinterpret_cast<const char*>(&buckets), sizeof buckets);
    const auto write = [&](const std::vector<float>& v) {
        out.write(reinterpret_cast<const char*>(v.data()), std::streamsize(v.size() * sizeof(float)));
    };
    write(net.input_weights);
    write(net.input_bias);
    write(net.output_weights);
    write(net.output_bias);
    if (!out) {
        if (error) *error = path + ": cannot write";
        return false;
    }
    return true;
}

}  // namespace gambit::eval
