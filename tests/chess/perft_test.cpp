// Perft counts of the standard test positions (Chess Programming Wiki "Perft Results") and of corner
// cases of castling, en passant and promotion, at depths cheap enough for the sanitizer build.
#include <gtest/gtest.h>

#include "chess/position.hpp"
#include "engine/tools/perft.hpp"

namespace {

using gambit::chess::Position;

struct PerftCase {
    const char* name;
    const char* fen;
    int depth;
    std::uint64_t nodes;
};

// clang-format off
const PerftCase cases[] = {
    {"start d1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 20},
    {"start d3", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902},
    {"start d5", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609},
    {"kiwipete d1", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 1, 48},
    {"kiwipete d2", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2039},
    {"kiwipete d3", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862},
    {"kiwipete d4", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603},
    {"cpw3 d5", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624},
    {"cpw4 d4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, 422333},
    {"cpw4 mirrored d4", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4, 422333},
    {"cpw5 d3", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379},
    {"cpw5 d4", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487},
    {"cpw6 d3", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3, 89890},
    // e.p. capture would expose the king along the rank
    {"ep rank pin", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 4, 10138},
    {"ep rank pin queen", "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", 4, 20471},
    {"ep diagonal pin", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 4, 10276},
    {"ep gives check", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 4, 13931},
    // castling
    {"short castling gives check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 4, 6399},
    {"long castling gives check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 4, 7418},
    {"castling rights", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 3, 27826},
    {"castling through check prevented", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 3, 50509},
    {"castling with attacked rook", "r3k2r/p6p/8/B7/1pp1p3/3b4/P6P/R3K2R w KQkq - 0 1", 4, 150072},
    // promotions
    {"promote out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 4, 19174},
    {"promote to give check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 5, 38983},
    {"underpromote to give check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 5, 18135},
    {"promotion captures", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 4, 182838},
    // checks, mates, stalemates
    {"discovered check", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 4, 31961},
    {"self stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2217},
    {"stalemate and checkmate", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 5, 10857},
    {"stalemate and checkmate 2", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23527},
};
// clang-format on

class Perft : public testing::TestWithParam<PerftCase> {};

TEST_P(Perft, MatchesPublishedCount) {
    const PerftCase& c = GetParam();
    std::string error;
    std::optional<Position> pos = Position::from_fen(c.fen, &error);
    ASSERT_TRUE(pos) << error;
    const std::string fen_before = pos->fen();
    const auto key_before = pos->key();
    EXPECT_EQ(gambit::tools::perft(*pos, c.depth), c.nodes) << c.fen;
    EXPECT_EQ(pos->fen(), fen_before);  // make/unmake restored everything
    EXPECT_EQ(pos->key(), key_before);
}

std::string case_name(const testing::TestParamInfo<PerftCase>& info) {
    std::string name = info.param.name;
    for (char& ch : name)
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Chess, Perft, testing::ValuesIn(cases), case_name);

TEST(PerftDivide, SumsToPerftAndListsEveryRootMove) {
    Position pos;
    const auto divide = gambit::tools::perft_divide(pos, 3);
    ASSERT_EQ(divide.size(), 20u);
    std::uint64_t sum = 0;
    for (const auto& [move, nodes] : divide) sum += nodes;
    EXPECT_EQ(sum, 8902u);
}

}  // namespace
