// Chess960 castling in the chess core: every king and rook file the rules allow, the squares that must be
// empty and safe, X-FEN and Shredder-FEN, UCI (king takes rook) and SAN, start-position numbering, and
// perft on published Chess960 positions.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "chess/chess960.hpp"
#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "engine/tools/perft.hpp"
#include "tests/chess/test_positions.hpp"

namespace {

using namespace gambit::chess;

Position chess960(const std::string& fen) {
    std::string error;
    auto pos = Position::from_fen(fen, &error, true);
    EXPECT_TRUE(pos) << fen << ": " << error;
    return pos ? *pos : Position();
}

Move castling_move(const Position& pos, CastlingRights right) {
    for (const Move m : legal_moves(pos))
        if (m.is_castling() && Position::castling_right(m) == right) return m;
    return Move::none();
}

// White's back rank from files a..h ('.' empty) behind a row of pawns, Black's king on e8.
std::string white_rank_fen(const std::string& rank, const std::string& rights) {
    std::string placement;
    int gap = 0;
    for (const char c : rank) {
        if (c == '.') {
            ++gap;
            continue;
        }
        if (gap) placement += char('0' + gap);
        gap = 0;
        placement += c;
    }
    if (gap) placement += char('0' + gap);
    return "4k3/8/8/8/8/8/PPPPPPPP/" + placement + " w " + rights + " - 0 1";
}

TEST(Chess960, CastlesWithEveryKingAndRookFile) {
    int castlings = 0;
    for (int king = 1; king <= 6; ++king) {
        for (int rook = 0; rook < 8; ++rook) {
            if (rook == king) continue;
            std::string rank(8, '.');
            rank[std::size_t(king)] = 'K';
            rank[std::size_t(rook)] = 'R';
            const std::string rights(1, char('A' + rook));
            const Position pos = chess960(white_rank_fen(rank, rights));
            const CastlingRights right = rook > king ? WhiteKingSide : WhiteQueenSide;
            const Move m = castling_move(pos, right);
            SCOPED_TRACE(rank);
            ASSERT_TRUE(m.is_ok());
            EXPECT_EQ(to_uci(pos, m), square_name(Square(king)) + square_name(Square(rook)));
            EXPECT_EQ(parse_uci(pos, to_uci(pos, m)), m);
            test::expect_uci_texts_are_the_legal_moves(pos);
            EXPECT_EQ(to_san(pos, m), rook > king ? "O-O" : "O-O-O");
            EXPECT_EQ(parse_san(pos, rook > king ? "O-O" : "O-O-O"), m);

            Position after = pos;
            Undo undo;
            after.make_move(m, undo);
            EXPECT_EQ(after.piece_on(rook > king ? G1 : C1), WhiteKing);
            EXPECT_EQ(after.piece_on(rook > king ? F1 : D1), WhiteRook);
            EXPECT_EQ(popcount(after.pieces(White, Rook)), 1);
            EXPECT_EQ(after.castling_rights(), NoCastling);
            EXPECT_EQ(after.key(), Position::from_fen(after.fen(), nullptr, true)->key());
            after.unmake_move(m, undo);
            EXPECT_EQ(after.fen(CastlingNotation::Shredder), pos.fen(CastlingNotation::Shredder));
            EXPECT_EQ(after.key(), pos.key());
            ++castlings;
        }
    }
    EXPECT_EQ(castlings, 6 * 7);
}

TEST(Chess960, KingAndRookSwapSquares) {
    const Position pos = chess960(white_rank_fen(".....KR.", "G"));  // king f1, rook g1
    const Move m = castling_move(pos, WhiteKingSide);
    ASSERT_TRUE(m.is_ok());
    EXPECT_EQ(to_uci(pos, m), "f1g1");
    Position after = pos;
    Undo undo;
    after.make_move(m, undo);
    EXPECT_EQ(after.piece_on(G1), WhiteKing);
    EXPECT_EQ(after.piece_on(F1), WhiteRook);
    EXPECT_EQ(parse_uci(pos, "f1g1"), m);  // the king takes its rook
}

TEST(Chess960, KingStaysOnItsSquare) {
    const Position pos = chess960(white_rank_fen("R.K...R.", "GA"));  // king c1: O-O-O keeps it there
    const Move m = castling_move(pos, WhiteQueenSide);
    ASSERT_TRUE(m.is_ok());
    EXPECT_EQ(m.from(), m.to());
    EXPECT_EQ(to_uci(pos, m), "c1a1");
    Position after = pos;
    Undo undo;
    after.make_move(m, undo);
    EXPECT_EQ(after.piece_on(C1), WhiteKing);
    EXPECT_EQ(after.piece_on(D1), WhiteRook);
    EXPECT_TRUE(after.empty(A1));
    EXPECT_EQ(after.fen(CastlingNotation::Shredder), "4k3/8/8/8/8/8/PPPPPPPP/2KR2R1 b - - 1 1");
    EXPECT_TRUE(pos.is_pseudo_legal(m));
    EXPECT_TRUE(m.is_ok());
}

TEST(Chess960, KingStepAndCastlingToTheSameSquareAreDifferentMoves) {
    const Position pos = chess960(white_rank_fen(".....K.R", "H"));  // king f1, rook h1
    const Move castle = castling_move(pos, WhiteKingSide);
    const Move step = parse_uci(pos, "f1g1");
    ASSERT_TRUE(castle.is_ok());
    ASSERT_TRUE(step.is_ok());
    EXPECT_FALSE(step.is_castling());
    EXPECT_EQ(parse_uci(pos, "f1h1"), castle);
    EXPECT_EQ(to_san(pos, step), "Kg1");
    EXPECT_EQ(to_san(pos, castle), "O-O");
    EXPECT_EQ(parse_san(pos, "Kg1"), step);
    EXPECT_EQ(parse_san(pos, "O-O"), castle);
}

TEST(Chess960, EmptySquaresNeeded) {
    // King b1, rook a1 castling queen side to c1/d1: c1 and d1 must be empty, a knight on e1 is no matter.
    EXPECT_TRUE(castling_move(chess960(white_rank_fen("RK..N...", "A")), WhiteQueenSide).is_ok());
    EXPECT_FALSE(castling_move(chess960(white_rank_fen("RK.N....", "A")), WhiteQueenSide).is_ok());
    EXPECT_FALSE(castling_move(chess960(white_rank_fen("RKN.....", "A")), WhiteQueenSide).is_ok());
    // King b1, rook h1 to g1/f1: everything from c1 to g1 must be empty.
    EXPECT_FALSE(castling_move(chess960(white_rank_fen(".K.B...R", "H")), WhiteKingSide).is_ok());
}

TEST(Chess960, AttackedSquaresRefuseCastling) {
    // King b1, rook h1: the king crosses c1..g1. An enemy rook on d8 attacks d1.
    EXPECT_FALSE(castling_move(chess960("3r4/8/8/4k3/8/8/8/1K5R w H - 0 1"), WhiteKingSide).is_ok());
    // Attacking the destination g1.
    EXPECT_FALSE(castling_move(chess960("6r1/8/8/4k3/8/8/8/1K5R w H - 0 1"), WhiteKingSide).is_ok());
    // Attacking only the rook's square does not matter.
    EXPECT_TRUE(castling_move(chess960("7r/8/8/4k3/8/8/8/1K5R w H - 0 1"), WhiteKingSide).is_ok());
    // In check.
    EXPECT_FALSE(castling_move(chess960("1r6/8/8/4k3/8/8/8/1K5R w H - 0 1"), WhiteKingSide).is_ok());
    // King c1 stays, rook b1 leaves for d1: the queen on a1 then attacks the king.
    const Position shielded = chess960("8/8/8/4k3/8/8/8/qRK5 w B - 0 1");
    EXPECT_FALSE(castling_move(shielded, WhiteQueenSide).is_ok());
    EXPECT_FALSE(parse_uci(shielded, "c1b1").is_ok());
    EXPECT_FALSE(shielded.is_legal(Move(C1, C1, MoveKind::Castling)));
}

TEST(Chess960, CastlingGivesCheck) {
    const Position pos = chess960("5k2/8/8/8/8/8/8/1K5R w H - 0 1");  // rook lands on f1: check
    const Move m = castling_move(pos, WhiteKingSide);
    ASSERT_TRUE(m.is_ok());
    EXPECT_TRUE(pos.gives_check(m));
    EXPECT_EQ(to_san(pos, m), "O-O+");
}

TEST(Chess960, MovingTheKingOrACastlingRookLosesTheRight) {
    Position pos = chess960("rk4r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1");
    Undo undo;
    pos.make_move(parse_uci(pos, "g1g2"), undo);
    EXPECT_EQ(pos.fen(CastlingNotation::Shredder), "rk4r1/8/8/8/8/8/6R1/RK6 b Aga - 1 1");
    pos.make_move(parse_uci(pos, "b8c8"), undo);
    EXPECT_EQ(pos.fen(CastlingNotation::Shredder), "r1k3r1/8/8/8/8/8/6R1/RK6 w A - 2 2");
}

TEST(Chess960Fen, ShredderAndXFenRoundTrips) {
    for (int i = 0; i < Chess960Count; ++i) {
        const Position pos = chess960_position(i, i);
        const std::string shredder = pos.fen(CastlingNotation::Shredder), xfen = pos.fen();
        EXPECT_EQ(xfen.substr(xfen.find(' ') + 3, 4), "KQkq") << xfen;
        EXPECT_EQ(chess960(shredder).fen(CastlingNotation::Shredder), shredder);
        EXPECT_EQ(chess960(xfen).fen(CastlingNotation::Shredder), shredder);
        EXPECT_EQ(chess960(shredder).key(), pos.key());
    }
}

TEST(Chess960Fen, XFenNamesAnInnerRookByItsFile) {
    // Rooks a1 and b1 west of the king on d1: the castling rook is b1, so X-FEN writes B, not Q.
    const Position inner = chess960("4k3/8/8/8/8/8/8/RR1K4 w B - 0 1");
    EXPECT_EQ(inner.castling_rook_square(WhiteQueenSide), B1);
    EXPECT_EQ(inner.fen(), "4k3/8/8/8/8/8/8/RR1K4 w B - 0 1");
    const Position outer = chess960("4k3/8/8/8/8/8/8/RR1K4 w Q - 0 1");
    EXPECT_EQ(outer.castling_rook_square(WhiteQueenSide), A1);
    EXPECT_EQ(outer.fen(), "4k3/8/8/8/8/8/8/RR1K4 w Q - 0 1");
    EXPECT_EQ(outer.fen(CastlingNotation::Shredder), "4k3/8/8/8/8/8/8/RR1K4 w A - 0 1");
}

TEST(Chess960Fen, RightsMustMatchKingAndRooks) {
    std::string error;
    EXPECT_FALSE(Position::from_fen("4k3/8/8/8/8/8/8/1K5R w G - 0 1", &error, true));  // no rook on g1
    EXPECT_NE(error.find("castling right 'G'"), std::string::npos) << error;
    EXPECT_FALSE(Position::from_fen("4k3/8/8/8/8/8/8/1K6 w K - 0 1", &error, true));  // no rook at all
    EXPECT_FALSE(Position::from_fen("4k3/8/8/8/8/8/8/K6R w H - 0 1", &error, true));  // king on the a-file
    EXPECT_FALSE(Position::from_fen("4k3/8/8/8/8/8/1K6/7R w H - 0 1", &error, true));  // king off the back rank
    EXPECT_FALSE(Position::from_fen("4k3/8/8/8/8/8/8/1K4RR w HG - 0 1", &error, true));  // two king-side rights
    EXPECT_NE(error.find("repeated"), std::string::npos) << error;
    // Standard chess keeps its rules: a Chess960 right is refused there.
    EXPECT_FALSE(Position::from_fen("4k3/8/8/8/8/8/8/1K5R w H - 0 1", &error));
    EXPECT_NE(error.find("needs the white king on e1 and a rook on h1"), std::string::npos) << error;
    EXPECT_TRUE(Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", &error));  // Shredder letters, standard squares
}

TEST(Chess960Uci, StandardModeKeepsKingToDestination) {
    const Position standard = *Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const Position fischer = chess960("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const Move castle = parse_uci(standard, "e1g1");
    ASSERT_TRUE(castle.is_castling());
    EXPECT_EQ(to_uci(standard, castle), "e1g1");
    EXPECT_EQ(parse_uci(standard, "e1h1"), castle);
    EXPECT_EQ(to_uci(fischer, castle), "e1h1");
    EXPECT_EQ(parse_uci(fischer, "e1h1"), castle);
    EXPECT_FALSE(parse_uci(fischer, "e1g1").is_ok());
    EXPECT_EQ(to_uci(fischer, parse_uci(fischer, "e1a1")), "e1a1");
}

TEST(Chess960Start, NumbersFollowTheStandardScheme) {
    EXPECT_EQ(chess960_back_rank(518), "RNBQKBNR");
    EXPECT_EQ(chess960_back_rank(0), "BBQNNRKR");
    EXPECT_EQ(chess960_back_rank(959), "RKRNNQBB");
    std::set<std::string> seen;
    for (int i = 0; i < Chess960Count; ++i) {
        const std::string rank = chess960_back_rank(i);
        seen.insert(rank);
        EXPECT_EQ(chess960_index(rank), i);
        const auto king = rank.find('K'), rook1 = rank.find('R'), rook2 = rank.rfind('R');
        EXPECT_TRUE(rook1 < king && king < rook2) << rank;
        EXPECT_NE(rank.find('B') % 2, rank.rfind('B') % 2) << rank;
    }
    EXPECT_EQ(seen.size(), 960u);
    EXPECT_EQ(chess960_position(518, 518).fen(), std::string(StartFen));
    EXPECT_EQ(chess960_position(0, 959).fen(CastlingNotation::Shredder),
              "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFca - 0 1");
}

struct Chess960PerftCase {
    const char* fen;
    int depth;
    std::uint64_t nodes;
};

// Published Chess960 perft counts (the Chess960 perft suite; re-checked with Stockfish).
// clang-format off
const Chess960PerftCase published[] = {
    {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 3, 12189},
    {"2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", 3, 18002},
    {"b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", 3, 10471},
    {"qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", 3, 13440},
    {"1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9", 3, 31058},
    {"qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe - 1 9", 3, 26578},
    {"r1kbbqrn/ppp3pp/2np1p2/1P2p3/3P1P2/8/P1P1P1PP/RNKBBQRN w GAga - 0 9", 4, 844881},
    {"rk1qbbrn/p2npppp/1p6/2p4Q/8/4P3/PPPP1PPP/RNK1B1RN w GA - 2 9", 4, 495406},
};
// clang-format on

TEST(Chess960Perft, MatchesThePublishedCounts) {
    for (const Chess960PerftCase& c : published) {
        Position pos = chess960(c.fen);
        EXPECT_EQ(gambit::tools::perft(pos, c.depth), c.nodes) << c.fen;
    }
}

}  // namespace
