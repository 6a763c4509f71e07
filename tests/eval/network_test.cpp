#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "engine/eval/builtin_network.hpp"
#include "engine/eval/evaluate.hpp"
#include "engine/eval/network.hpp"
#include "engine/eval/quantized_network.hpp"
#include "engine/tools/net_trainer.hpp"
#include "engine/tools/train_net.hpp"
#include "positions.hpp"
#include "tests/support/temp_dir.hpp"

namespace gambit::eval {
namespace {

using tools::NetDataset;
using tools::NetTrainer;

// This process's folder for the files the tests write (mkdtemp; removed at exit).
const gambit::test_support::TempDir& temp_dir() {
    static const gambit::test_support::TempDir dir("gambit-network-test");
    return dir;
}

std::string temp_path(const std::string& name) { return temp_dir() / name; }

chess::Position position(const std::string& fen) {
    auto pos = chess::Position::from_fen(fen);
    EXPECT_TRUE(pos.has_value()) << fen;
    return pos ? *pos : chess::Position();
}

// Colours swapped and the board turned upside down: the same position for the other side.
std::string mirrored_fen(const chess::Position& pos) {
    const std::string fen = pos.fen();
    const std::string board = fen.substr(0, fen.find(' '));
    std::vector<std::string> ranks;
    std::size_t start = 0;
    for (std::size_t slash; (slash = board.find('/', start)) != std::string::npos; start = slash + 1)
        ranks.push_back(board.substr(start, slash - start));
    ranks.push_back(board.substr(start));
    std::string flipped;
    for (auto r = ranks.rbegin(); r != ranks.rend(); ++r) {
        for (char c : *r) flipped += std::isalpha(static_cast<unsigned char>(c)) ? char(c ^ 0x20) : c;
        if (r + 1 != ranks.rend()) flipped += '/';
    }
    return flipped + (pos.side_to_move() == chess::White ? " b - - 0 1" : " w - - 0 1");
}

// The material balance for the side to move as a win probability: labels a network can learn exactly.
double material_label(const chess::Position& pos) {
    static constexpr int Value[] = {100, 300, 300, 500, 900, 0};
    int balance = 0;
    for (chess::PieceType t : {chess::Pawn, chess::Knight, chess::Bishop, chess::Rook, chess::Queen})
        balance += Value[t] * (pos.count(chess::White, t) - pos.count(chess::Black, t));
    return 1 / (1 + std::pow(10.0, -balance / 400.0));  // White's; NetDataset turns it to the side to move
}

Network random_network(std::uint64_t seed) { return NetTrainer(seed).network(); }

// The start position with each piece but the kings gone with probability 0.3, either side to move: the
// material varies, the squares do not, so a few hundred positions teach what each piece is worth.
std::vector<chess::Position> thinned_start_positions(int count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const std::string full[8] = {"rnbqkbnr", "pppppppp", "........", "........",
                                 "........", "........", "PPPPPPPP", "RNBQKBNR"};
    std::vector<chess::Position> positions;
    while (int(positions.size()) < count) {
        std::string board;
        for (int rank = 0; rank < 8; ++rank) {
            int empty = 0;
            for (char c : full[rank]) {
                const bool kept = c != '.' && (c == 'k' || c == 'K' || rng() % 10 >= 3);
                if (!kept) {
                    ++empty;
                    continue;
                }
                if (empty) board += char('0' + empty), empty = 0;
                board += c;
            }
            if (empty) board += char('0' + empty);
            if (rank < 7) board += '/';
        }
        auto pos = chess::Position::from_fen(board + (rng() % 2 ? " w - - 0 1" : " b - - 0 1"));
        if (pos && !pos->in_check()) positions.push_back(*pos);
    }
    return positions;
}

TEST(Network, FeaturesAreDistinctAndTheSameForEitherSideOfAMirroredPosition) {
    const Network net = random_network(3);
    for (const chess::Position& pos : testing::random_positions(50, 31)) {
        int stm[64], other[64];
        const int n = active_features(pos, stm, other);
        ASSERT_EQ(n, chess::popcount(pos.pieces()));
        std::set<int> seen(stm, stm + n);
        EXPECT_EQ(int(seen.size()), n);
        for (int i = 0; i < n; ++i) EXPECT_TRUE(stm[i] >= 0 && stm[i] < Network::Inputs && other[i] >= 0 && other[i] < Network::Inputs);
        const chess::Position mirror = position(mirrored_fen(pos));
        EXPECT_NEAR(net.forward(pos), net.forward(mirror), 1e-5) << pos.fen() << " / " << mirror.fen();  // summed in another order
    }
}

TEST(Network, SavedAndLoadedExactly) {
    const Network net = random_network(5);
    const std::string path = temp_path("net_roundtrip.bin");
    std::string error;
    ASSERT_TRUE(save_network(net, path, &error)) << error;
    const auto loaded = load_network(path, &error);
    ASSERT_NE(loaded, nullptr) << error;
    EXPECT_EQ(loaded->input_weights, net.input_weights);
    EXPECT_EQ(loaded->input_bias, net.input_bias);
    EXPECT_EQ(loaded->output_weights, net.output_weights);
    EXPECT_EQ(loaded->output_bias, net.output_bias);
    const chess::Position start = position(std::string(chess::StartFen));
    EXPECT_EQ(loaded->evaluate(start), net.evaluate(start));
}

TEST(Network, BucketsSplitTwoToThirtyTwoPiecesInEqualSteps) {
    Network net;
    EXPECT_EQ(net.bucket_of(2), 0);
    EXPECT_EQ(net.bucket_of(32), 0);
    net.set_buckets(8);
    int per_bucket[8] = {};
    for (int pieces = 2; pieces <= 32; ++pieces) {
        ASSERT_GE(net.bucket_of(pieces), pieces == 2 ? 0 : net.bucket_of(pieces - 1));
        ++per_bucket[net.bucket_of(pieces)];
    }
    EXPECT_EQ(net.bucket_of(2), 0);
    EXPECT_EQ(net.bucket_of(32), 7);
    for (int n : per_bucket) EXPECT_TRUE(n == 3 || n == 4 || n == 5) << n;
}

// Each output layer is saved; a position is evaluated by the layer of its piece count; a network with one
// layer keeps the original file format.
TEST(Network, ABucketedNetworkIsSavedAndLoadedExactly) {
    const Network net = NetTrainer(13, false, 8).network();
    ASSERT_EQ(net.buckets, 8);
    ASSERT_EQ(net.output_weights.size(), 8u * 2 * Network::Hidden);
    const std::string path = temp_path("net_buckets.bin");
    std::string error;
    ASSERT_TRUE(save_network(net, path, &error)) << error;
    std::ifstream in(path, std::ios::binary);
    char magic[8];
    in.read(magic, 8);
    EXPECT_EQ(std::string(magic, 8), "GAMBITBN");
    const auto loaded = load_network(path, &error);
    ASSERT_NE(loaded, nullptr) << error;
    EXPECT_EQ(loaded->buckets, 8);
    EXPECT_EQ(loaded->output_weights, net.output_weights);
    EXPECT_EQ(loaded->output_bias, net.output_bias);
    for (const chess::Position& pos : testing::random_positions(20, 33)) {
        int stm[64], other[64];
        const int n = active_features(pos, stm, other);
        float acc[2][Network::Hidden];
        net.accumulate(stm, other, n, acc);
        EXPECT_EQ(loaded->forward(pos), net.output(acc, net.bucket_of(n))) << pos.fen();
    }
    ASSERT_TRUE(save_network(random_network(5), path, &error)) << error;
    std::ifstream one(path, std::ios::binary);
    one.read(magic, 8);
    EXPECT_EQ(std::string(magic, 8), "GAMBITNN");
}

TEST(Network, BadFilesGetOneLineErrors) {
    const std::string good = temp_path("net_good.bin");
    std::string error;
    ASSERT_TRUE(save_network(random_network(7), good, &error));
    std::ifstream in(good, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto variant = [&](const std::string& name, const std::string& content) {
        const std::string path = temp_path(name);
        std::ofstream(path, std::ios::binary) << content;
        return path;
    };
    std::string nan_weight = bytes;
    const float nan = std::nanf("");
    std::memcpy(&nan_weight[16], &nan, sizeof nan);
    std::string other_size = bytes;
    other_size[12] = 64;  // Hidden = 64
    std::string bucketed = bytes;  // "GAMBITBN" wants a bucket count after Hidden: 17 is too many
    bucketed[6] = 'B';
    const std::int32_t too_many = Network::MaxBuckets + 1;
    bucketed.insert(16, reinterpret_cast<const char*>(&too_many), sizeof too_many);
    const std::pair<std::string, std::string> cases[] = {
        {variant("net_buckets.bin", bucketed), "17 output buckets, this build reads 1 to 16"},
        {temp_path("no_such_network.bin"), "cannot open"},
        {variant("net_magic.bin", "not a network at all, just some text"), "not a gambit network file"},
        {variant("net_size.bin", other_size), "this build reads 768x128"},
        {variant("net_short.bin", bytes.substr(0, bytes.size() - 3)), "truncated"},
        {variant("net_long.bin", bytes + "x"), "longer than a network"},
        {variant("net_nan.bin", nan_weight), "not a finite number"},
    };
    for (const auto& [path, message] : cases) {
        EXPECT_EQ(load_network(path, &error), nullptr) << path;
        EXPECT_NE(error.find(message), std::string::npos) << error;
        EXPECT_EQ(error.find('\n'), std::string::npos);
    }
}

TEST(Network, TheEvaluatorUsesTheNetworkWhileOneIsSet) {
    auto net = std::make_shared<const Network>(random_network(9));
    Evaluator evaluator;
    const chess::Position pos = position("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    const int weights = evaluator.evaluate(pos);
    evaluator.set_network(net);
    EXPECT_EQ(evaluator.evaluate(pos), QuantizedNetwork(*net).evaluate(pos));
    EXPECT_NE(evaluator.evaluate(pos), weights);
    evaluator.set_network(nullptr);
    EXPECT_EQ(evaluator.evaluate(pos), weights);
}

TEST(Network, AResidualNetworkAddsToTheWeightsAndSaysSoInItsFile) {
    Network residual = random_network(11);
    residual.residual = true;
    const std::string path = temp_path("net_residual.bin");
    std::string error;
    ASSERT_TRUE(save_network(residual, path, &error)) << error;
    const auto loaded = load_network(path, &error);
    ASSERT_NE(loaded, nullptr) << error;
    EXPECT_TRUE(loaded->residual);
    const chess::Position pos = position("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    Evaluator evaluator;
    const int weights = evaluator.evaluate(pos);
    evaluator.set_network(loaded);
    EXPECT_EQ(evaluator.evaluate(pos), weights + QuantizedNetwork(*loaded).evaluate(pos));
}

TEST(NetTrainer, AResidualNetworkStartsAsItsBaseAndLearnsTheRest) {
    NetDataset data;
    const auto positions = thinned_start_positions(600, 43);
    for (const chess::Position& pos : positions) {
        // The base knows the pawns and minors; the labels also count rooks and queens.
        int minor = 0;
        for (chess::PieceType t : {chess::Pawn, chess::Knight, chess::Bishop})
            minor += (t == chess::Pawn ? 100 : 300) * (pos.count(chess::White, t) - pos.count(chess::Black, t));
        data.add(pos, material_label(pos), pos.side_to_move() == chess::White ? minor : -minor);
    }
    NetTrainer trainer(1, true);
    EXPECT_TRUE(trainer.network().residual);
    NetDataset base_only;  // the same labels without a base: the start differs only by the base
    for (const chess::Position& pos : positions) base_only.add(pos, material_label(pos));
    EXPECT_LT(trainer.loss(data), trainer.loss(base_only));
    const double before = trainer.loss(data);
    for (int epoch = 0; epoch < 8; ++epoch) trainer.epoch(data, 0.003, std::uint64_t(epoch), 32);
    EXPECT_LT(trainer.loss(data), before / 4) << before;
}

// Output layers added to a trained network start as copies of its one layer (the same evaluation), and a
// position trains only the layer of its piece count.
TEST(NetTrainer, MoreBucketsStartAsCopiesAndEachLearnsOnlyItsPositions) {
    const Network start = random_network(17);
    NetTrainer one(start), eight(start, 8);
    constexpr int Trained = 5;  // 22 to 25 pieces
    NetDataset full_boards;
    for (const chess::Position& pos : thinned_start_positions(400, 47))
        if (eight.network().bucket_of(chess::popcount(pos.pieces())) == Trained) full_boards.add(pos, material_label(pos));
    ASSERT_GT(full_boards.size(), 50u);
    EXPECT_EQ(eight.network().buckets, 8);
    EXPECT_DOUBLE_EQ(eight.loss(full_boards), one.loss(full_boards));
    for (int epoch = 0; epoch < 3; ++epoch) eight.epoch(full_boards, 0.003, std::uint64_t(epoch), 8);
    const Network& trained = eight.network();
    const std::size_t layer = 2 * Network::Hidden;
    for (int b = 0; b < 8; ++b) {
        if (b == Trained) continue;
        EXPECT_TRUE(std::equal(start.output_weights.begin(), start.output_weights.end(),
                               trained.output_weights.begin() + std::ptrdiff_t(b * layer))) << b;
        EXPECT_EQ(trained.output_bias[std::size_t(b)], start.output_bias[0]) << b;
    }
    EXPECT_FALSE(std::equal(start.output_weights.begin(), start.output_weights.end(),
                            trained.output_weights.begin() + std::ptrdiff_t(Trained * layer)));
    EXPECT_LT(eight.loss(full_boards), one.loss(full_boards));
}

TEST(NetTrainer, LearnsMaterialFromLabelledPositionsAndIsDeterministic) {
    NetDataset training, validation;
    const auto positions = thinned_start_positions(1000, 41);
    for (std::size_t i = 0; i < positions.size(); ++i)
        (i % 5 == 0 ? validation : training).add(positions[i], material_label(positions[i]));
    NetTrainer trainer(1), again(1);
    const double before = trainer.loss(training), before_validation = trainer.loss(validation);
    for (int epoch = 0; epoch < 12; ++epoch) {
        trainer.epoch(training, 0.003, std::uint64_t(epoch), 32);
        if (epoch < 2) again.epoch(training, 0.003, std::uint64_t(epoch), 32);
    }
    EXPECT_LT(trainer.loss(training), before / 10) << before;
    EXPECT_LT(trainer.loss(validation), before_validation / 2) << before_validation;  // not only memorised
    NetTrainer twice(1);
    for (int epoch = 0; epoch < 2; ++epoch) twice.epoch(training, 0.003, std::uint64_t(epoch), 32);
    EXPECT_EQ(twice.network().input_weights, again.network().input_weights);
    // A queen up for the side to move is good, for the other side bad.
    const Network& net = trainer.network();
    EXPECT_GT(net.evaluate(position("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")), 100);
    EXPECT_LT(net.evaluate(position("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")), -100);
}

TEST(TrainNet, WritesANetworkFromGamesAndRejectsBadUsage) {
    const std::string pgn = temp_path("train_net_games.pgn");
    std::ofstream(pgn) << "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n"
                          "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5 6. Nxf7 Kxf7 7. Qf3+ Ke6 "
                          "8. Nc3 Nb4 9. a3 Nxc3 10. dxc3 Nd5 11. Bxd5+ Kd6 12. Be4 Be6 13. Bf4 1-0\n";
    const std::string out = temp_path("train_net_out.bin");
    std::filesystem::remove(out);
    const std::string_view args[] = {pgn, "--out", out, "--epochs", "2", "--batch", "4", "--skip-plies", "2"};
    EXPECT_EQ(tools::train_net_main(args), 0);
    std::string error;
    EXPECT_NE(load_network(out, &error), nullptr) << error;

    const std::string_view no_out[] = {pgn};
    EXPECT_EQ(tools::train_net_main(no_out), 2);
    const std::string_view unknown[] = {pgn, "--out", out, "--hidden", "64"};
    EXPECT_EQ(tools::train_net_main(unknown), 2);
    const std::string_view bad_value[] = {pgn, "--out", out, "--epochs", "0"};
    EXPECT_EQ(tools::train_net_main(bad_value), 2);
    const std::string_view missing[] = {"/nonexistent/games.pgn", "--out", out};
    EXPECT_EQ(tools::train_net_main(missing), 2);
}

}  // namespace
}  // namespace gambit::eval

namespace gambit::eval {
namespace {

TEST(Network, TheBuiltinNetworkIsTheTunedFile) {
    std::string error;
    const auto file = load_network(std::string(GAMBIT_SOURCE_DIR) + "/engine/eval/tuned/residual2.net", &error);
    ASSERT_NE(file, nullptr) << error;
    const auto builtin = network_named("<builtin>", &error);
    ASSERT_NE(builtin, nullptr);
    EXPECT_EQ(builtin, builtin_network());  // read once, shared
    EXPECT_TRUE(builtin->residual);
    EXPECT_EQ(builtin->input_weights, file->input_weights);
    EXPECT_EQ(builtin->output_weights, file->output_weights);
    EXPECT_EQ(builtin->output_bias, file->output_bias);
}

}  // namespace
}  // namespace gambit::eval
