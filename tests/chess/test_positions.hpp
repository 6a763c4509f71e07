// Positions shared by the chess tests: the perft positions plus a few with checks, pins and promotions,
// and the FEN reader they all use.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"

namespace gambit::chess::test {

inline constexpr std::array<const char*, 14> Fens = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "r3k2r/p6p/8/B7/1pp1p3/3b4/P6P/R3K2R w KQkq - 0 1",
    "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
    "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3",
};

// The position of `fen`, failing the test (and returning the start position) when it does not parse.
inline Position from_fen(std::string_view fen) {
    std::string error;
    std::optional<Position> pos = Position::from_fen(fen, &error);
    EXPECT_TRUE(pos) << fen << ": " << error;
    return pos ? *pos : Position();
}

// Every from-to-promotion text (e.g. a1a1 .. h8h8n): what parses is exactly the position's legal moves
// (parse_uci checks most moves without generating the list, so it must agree with the list everywhere).
inline void expect_uci_texts_are_the_legal_moves(const Position& pos) {
    const MoveList legal = legal_moves(pos);
    std::vector<Move> parsed;
    for (int from = 0; from < 64; ++from)
        for (int to = 0; to < 64; ++to)
            for (const char* promotion : {"", "q", "r", "b", "n"}) {
                const std::string text = square_name(Square(from)) + square_name(Square(to)) + promotion;
                std::string error;
                const Move m = parse_uci(pos, text, &error);
                if (!m) {
                    EXPECT_FALSE(error.empty()) << pos.fen() << " " << text;
                    continue;
                }
                EXPECT_TRUE(legal.contains(m)) << pos.fen() << " " << text;
                if (std::find(parsed.begin(), parsed.end(), m) == parsed.end()) parsed.push_back(m);
            }
    EXPECT_EQ(parsed.size(), legal.size()) << pos.fen();
}

}  // namespace gambit::chess::test
