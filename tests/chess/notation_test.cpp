// UCI and SAN notation: round trips over whole move trees, the tolerant SAN reader, disambiguation,
// check and mate marks, and the errors for malformed, illegal and ambiguous input.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "tests/chess/test_positions.hpp"

namespace gambit::chess {
namespace {

using test::from_fen;

void expect_round_trips(const Position& pos) {
    for (const Move m : legal_moves(pos)) {
        const std::string san = to_san(pos, m);
        std::string error;
        EXPECT_EQ(parse_san(pos, san, &error), m) << pos.fen() << " " << san << " " << error;
        EXPECT_EQ(parse_uci(pos, to_uci(m), &error), m) << pos.fen() << " " << to_uci(m) << " " << error;
    }
}

TEST(Notation, RoundTripsOnEveryMoveOfTheTestTreesToDepthTwo) {
    for (const char* fen : test::Fens) {
        Position pos = from_fen(fen);
        expect_round_trips(pos);
        for (const Move m : legal_moves(pos)) {
            Undo undo;
            pos.make_move(m, undo);
            expect_round_trips(pos);
            pos.unmake_move(m, undo);
        }
    }
}

TEST(Notation, MovesWriteAsUciText) {
    EXPECT_EQ(to_uci(Move(E2, E4)), "e2e4");
    EXPECT_EQ(to_uci(Move(E7, E8, MoveKind::Promotion, Queen)), "e7e8q");
    EXPECT_EQ(to_uci(Move(A2, A1, MoveKind::Promotion, Knight)), "a2a1n");
    EXPECT_EQ(to_uci(Move(E1, G1, MoveKind::Castling)), "e1g1");
    EXPECT_EQ(to_uci(Move::null()), "0000");
    EXPECT_EQ(to_uci(Move::none()), "(none)");
}

TEST(Notation, ParsesUciMovesIncludingKingTakesRookCastling) {
    const Position kiwipete = from_fen(test::Fens[1]);
    EXPECT_EQ(parse_uci(kiwipete, "e1g1"), Move(E1, G1, MoveKind::Castling));
    EXPECT_EQ(parse_uci(kiwipete, "e1h1"), Move(E1, G1, MoveKind::Castling));  // king takes rook
    EXPECT_EQ(parse_uci(kiwipete, "e1a1"), Move(E1, C1, MoveKind::Castling));
    const Position promo = from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(parse_uci(promo, "b7b8q"), Move(B7, B8, MoveKind::Promotion, Queen));
    EXPECT_EQ(parse_uci(promo, "b7b8N"), Move(B7, B8, MoveKind::Promotion, Knight));

    std::string error;
    EXPECT_EQ(parse_uci(promo, "b7b8", &error), Move::none());
    EXPECT_EQ(error, "illegal move 'b7b8'");
    EXPECT_EQ(parse_uci(Position(), "e2e5", &error), Move::none());
    EXPECT_EQ(error, "illegal move 'e2e5'");
    EXPECT_EQ(parse_uci(Position(), "e2", &error), Move::none());
    EXPECT_EQ(error, "malformed UCI move 'e2'");
    EXPECT_EQ(parse_uci(Position(), "e2e4x", &error), Move::none());
    EXPECT_EQ(error, "malformed UCI move 'e2e4x'");
    EXPECT_EQ(parse_uci(Position(), "0000", &error), Move::none());
}

TEST(Notation, MovesWriteAsSan) {
    const Position start;
    EXPECT_EQ(to_san(start, Move(G1, F3)), "Nf3");
    EXPECT_EQ(to_san(start, Move(E2, E4)), "e4");
    const Position kiwipete = from_fen(test::Fens[1]);
    EXPECT_EQ(to_san(kiwipete, Move(E1, G1, MoveKind::Castling)), "O-O");
    EXPECT_EQ(to_san(kiwipete, Move(E1, C1, MoveKind::Castling)), "O-O-O");
    EXPECT_EQ(to_san(kiwipete, Move(D5, E6)), "dxe6");
    EXPECT_EQ(to_san(kiwipete, Move(E5, F7)), "Nxf7");

    // Knights b1 and f1 share a target: file; rooks on one file: rank; three queens: file and rank.
    const Position knights = from_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    EXPECT_EQ(to_san(knights, Move(B1, D2)), "Nbd2");
    EXPECT_EQ(to_san(knights, Move(F1, D2)), "Nfd2");
    const Position rooks = from_fen("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    EXPECT_EQ(to_san(rooks, Move(A1, A3)), "R1a3");
    EXPECT_EQ(to_san(rooks, Move(A5, A3)), "R5a3");
    const Position queens = from_fen("k7/8/8/8/8/3Q4/8/3Q1QK1 w - - 0 1");
    EXPECT_EQ(to_san(queens, Move(D1, E2)), "Qd1e2");
    EXPECT_EQ(to_san(queens, Move(D3, E2)), "Q3e2");
    EXPECT_EQ(to_san(queens, Move(F1, E2)), "Qfe2");
    // A pinned knight does not count for disambiguation.
    const Position pinned = from_fen("4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1");
    EXPECT_EQ(to_san(pinned, Move(B1, C3)), "Nc3");

    const Position promo = from_fen("2k5/4P3/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(to_san(promo, Move(E7, E8, MoveKind::Promotion, Queen)), "e8=Q+");
    EXPECT_EQ(to_san(promo, Move(E7, E8, MoveKind::Promotion, Knight)), "e8=N");
    const Position ep = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(to_san(ep, Move(E5, D6, MoveKind::EnPassant)), "exd6");
    const Position fools = from_fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    EXPECT_EQ(to_san(fools, Move(D8, H4)), "Qh4#");
}

TEST(Notation, SanReadingIsTolerant) {
    const Position start;
    for (const char* text : {"Nf3", "N1f3", "Ng1f3", "Ngf3", "Ng1-f3", "Nf3!?", "Nf3!", "Nf3??", "Nf3+"})
        EXPECT_EQ(parse_san(start, text), Move(G1, F3)) << text;
    EXPECT_EQ(parse_san(start, "e4"), Move(E2, E4));
    EXPECT_EQ(parse_san(start, "Pe4"), Move(E2, E4));
    EXPECT_EQ(parse_san(start, "e2e4"), Move(E2, E4));

    const Position after_e4_d5 = from_fen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    EXPECT_EQ(parse_san(after_e4_d5, "exd5"), Move(E4, D5));
    EXPECT_EQ(parse_san(after_e4_d5, "ed5"), Move(E4, D5));

    const Position ep = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    for (const char* text : {"exd6", "exd6 e.p.", "exd6e.p.", "exd6ep"})
        EXPECT_EQ(parse_san(ep, text), Move(E5, D6, MoveKind::EnPassant)) << text;

    const Position promo = from_fen("2k5/4P3/8/8/8/8/8/4K3 w - - 0 1");
    for (const char* text : {"e8=Q+", "e8=Q", "e8Q", "e8q", "e8=Q#", "e8=Q+!"})
        EXPECT_EQ(parse_san(promo, text), Move(E7, E8, MoveKind::Promotion, Queen)) << text;
    EXPECT_EQ(parse_san(promo, "e8=N"), Move(E7, E8, MoveKind::Promotion, Knight));

    const Position kiwipete = from_fen(test::Fens[1]);
    for (const char* text : {"O-O", "0-0", "O-O+", "o-o"})
        EXPECT_EQ(parse_san(kiwipete, text), Move(E1, G1, MoveKind::Castling)) << text;
    for (const char* text : {"O-O-O", "0-0-0"})
        EXPECT_EQ(parse_san(kiwipete, text), Move(E1, C1, MoveKind::Castling)) << text;
}

TEST(Notation, BadSanIsRefusedWithItsReason) {
    std::string error;
    EXPECT_EQ(parse_san(Position(), "Nf6", &error), Move::none());
    EXPECT_EQ(error, "illegal move 'Nf6'");
    EXPECT_EQ(parse_san(Position(), "Zz9", &error), Move::none());
    EXPECT_EQ(error, "malformed SAN move 'Zz9'");
    EXPECT_EQ(parse_san(Position(), "", &error), Move::none());
    EXPECT_EQ(error, "malformed SAN move ''");
    EXPECT_EQ(parse_san(Position(), "O-O", &error), Move::none());
    EXPECT_EQ(error, "illegal move 'O-O'");
    const Position knights = from_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    EXPECT_EQ(parse_san(knights, "Nd2", &error), Move::none());
    EXPECT_EQ(error, "ambiguous move 'Nd2'");
    const Position promo = from_fen("2k5/4P3/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(parse_san(promo, "e8", &error), Move::none());
    EXPECT_EQ(error, "illegal move 'e8'");
    EXPECT_EQ(parse_san(promo, "e8=K", &error), Move::none());
}

// Every from-to-promotion text on the test trees to depth two parses to exactly the legal moves.
TEST(Notation, UciTextsParseToExactlyTheLegalMoves) {
    for (const char* fen : test::Fens) {
        Position pos = from_fen(fen);
        test::expect_uci_texts_are_the_legal_moves(pos);
        for (const Move m : legal_moves(pos)) {
            Undo undo;
            pos.make_move(m, undo);
            test::expect_uci_texts_are_the_legal_moves(pos);
            pos.unmake_move(m, undo);
        }
    }
}

TEST(Notation, RandomTextIsRejectedOrALegalMove) {
    std::mt19937 rng(5);
    const std::string alphabet = "NBRQKPnbrqkabcdefgh12345678x=+#!?-O0o. ";
    for (const char* fen : test::Fens) {
        const Position pos = from_fen(fen);
        const MoveList legal = legal_moves(pos);
        for (int trial = 0; trial < 3000; ++trial) {
            std::string text;
            for (int n = int(rng() % 9); n > 0; --n) text += alphabet[rng() % alphabet.size()];
            std::string error;
            const Move san = parse_san(pos, text, &error);
            EXPECT_TRUE(san ? legal.contains(san) : !error.empty()) << text;
            const Move uci = parse_uci(pos, text, &error);
            EXPECT_TRUE(uci ? legal.contains(uci) : !error.empty()) << text;
        }
    }
}

TEST(Notation, SquaresParseAndPrintByName) {
    EXPECT_EQ(square_name(E4), "e4");
    EXPECT_EQ(parse_square("h8"), H8);
    EXPECT_EQ(parse_square("i1"), NoSquare);
    EXPECT_EQ(parse_square("a"), NoSquare);
}

}  // namespace
}  // namespace gambit::chess
