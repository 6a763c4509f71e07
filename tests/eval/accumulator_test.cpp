#include <random>
#include <string>

#include <gtest/gtest.h>

#include "chess/movegen.hpp"
#include "engine/eval/accumulator.hpp"
#include "engine/eval/builtin_network.hpp"
#include "engine/eval/quantized_network.hpp"
#include "engine/tools/net_trainer.hpp"
#include "positions.hpp"

namespace gambit::eval {
namespace {

Network seeded_network(std::uint64_t seed, int buckets = 1) { return tools::NetTrainer(seed, false, buckets).network(); }

chess::Position board(const std::string& fen) {
    auto pos = chess::Position::from_fen(fen);
    EXPECT_TRUE(pos.has_value()) << fen;
    return pos ? *pos : chess::Position();
}

// Positions with castling, en passant and promotions one move away, besides the random ones.
const char* const SpecialMoves[] = {
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
};

// Walks seeded random games and back, the way a search visits positions, and checks every evaluation
// of the kept sums against the sums taken from scratch.
TEST(Accumulator, KeptSumsEqualSumsFromScratchAlongMovesAndUnmoves) {
  for (int buckets : {1, 8}) {  // captures change the output layer of a bucketed network
    const QuantizedNetwork net(seeded_network(21, buckets));
    Accumulator accumulator;
    std::mt19937_64 rng(5);
    int evaluations = 0;
    for (const char* fen : SpecialMoves) {
        chess::Position pos = board(fen);
        for (int walk = 0; walk < 20; ++walk) {
            std::vector<std::pair<chess::Move, chess::Undo>> path;
            for (int ply = 0; ply < 12; ++ply) {
                const chess::MoveList moves = chess::legal_moves(pos);
                if (moves.size() == 0) break;
                const chess::Move m = moves[std::size_t(rng() % moves.size())];
                path.emplace_back(m, chess::Undo{});
                pos.make_move(m, path.back().second);
                ASSERT_EQ(accumulator.evaluate(net, pos), net.evaluate(pos)) << pos.fen();
                ++evaluations;
            }
            for (auto it = path.rbegin(); it != path.rend(); ++it) {
                pos.unmake_move(it->first, it->second);
                ASSERT_EQ(accumulator.evaluate(net, pos), net.evaluate(pos)) << pos.fen();
            }
        }
    }
    EXPECT_GT(evaluations, 800);
  }
}

TEST(Accumulator, UnrelatedPositionsAndANewNetworkAfterAReset) {
    const QuantizedNetwork first(seeded_network(22)), second(seeded_network(23));
    Accumulator accumulator;
    for (const chess::Position& pos : testing::random_positions(40, 17))
        EXPECT_EQ(accumulator.evaluate(first, pos), first.evaluate(pos)) << pos.fen();
    accumulator.reset();
    for (const chess::Position& pos : testing::random_positions(40, 18))
        EXPECT_EQ(accumulator.evaluate(second, pos), second.evaluate(pos)) << pos.fen();
}

// Rounding the weights moves an evaluation by at most a centipawn or two, and by half of one on average.
TEST(QuantizedNetwork, EvaluatesWithinACentipawnOfTheFloatNetwork) {
    for (const auto& net : {std::make_shared<const Network>(seeded_network(24)), builtin_network(),
                            std::make_shared<const Network>(seeded_network(26, 8))}) {
        const QuantizedNetwork quantized(*net);
        EXPECT_GE(quantized.scale, 256);
        int total = 0;
        const std::vector<chess::Position> positions = testing::random_positions(200, 19);
        for (const chess::Position& pos : positions) {
            const int difference = std::abs(quantized.evaluate(pos) - net->evaluate(pos));
            EXPECT_LE(difference, 2) << pos.fen();
            total += difference;
        }
        EXPECT_LT(total, int(positions.size()) / 2);
    }
}

// Weights so large that 32 of them at the usual scales would overflow 16 bits get a smaller scale.
TEST(QuantizedNetwork, ChoosesAScaleAtWhichNoPositionOverflows) {
    Network net = seeded_network(25);
    for (float& w : net.input_weights) w = 4.0f;
    for (float& w : net.output_weights) w = 0.0f;
    net.output_weights[0] = 0.01f;  // reads the first hidden unit of the side to move
    const QuantizedNetwork quantized(net);
    EXPECT_LE((4.0 * 32 + std::abs(net.input_bias[0])) * quantized.scale, 32767);
    EXPECT_GE(quantized.scale, 64);
    const chess::Position full = board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(quantized.evaluate(full), net.evaluate(full));
}

}  // namespace
}  // namespace gambit::eval
