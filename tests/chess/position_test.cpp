// Position invariants: incremental keys equal keys computed from scratch, make/unmake restores the
// position, legality helpers agree with the move generator, SEE, null move and repetition detection.
#include <gtest/gtest.h>

#include <random>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "tests/chess/test_positions.hpp"

namespace gambit::chess {
namespace {

using test::from_fen;

Move uci(const Position& pos, std::string_view text) {
    const Move m = parse_uci(pos, text);
    EXPECT_TRUE(m) << text;
    return m;
}

// Plays random games from each test position and calls `check` on every position reached.
template <typename Check>
void for_random_positions(int games, int plies, Check check) {
    std::mt19937_64 rng(12345);
    for (const char* fen : test::Fens) {
        for (int game = 0; game < games; ++game) {
            Position pos = from_fen(fen);
            for (int ply = 0; ply < plies; ++ply) {
                check(pos);
                const MoveList moves = legal_moves(pos);
                if (moves.empty()) break;
                Undo undo;
                pos.make_move(moves[rng() % moves.size()], undo);
            }
        }
    }
}

TEST(Position, StartPositionBasics) {
    const Position pos;
    EXPECT_EQ(pos.fen(), StartFen);
    EXPECT_EQ(pos.side_to_move(), White);
    EXPECT_EQ(pos.piece_on(E1), WhiteKing);
    EXPECT_EQ(pos.piece_on(D8), BlackQueen);
    EXPECT_EQ(pos.castling_rights(), AllCastling);
    EXPECT_EQ(pos.en_passant_square(), NoSquare);
    EXPECT_FALSE(pos.in_check());
    EXPECT_TRUE(pos.has_non_pawn_material(White));
    EXPECT_EQ(legal_moves(pos).size(), 20u);
}

TEST(Position, IncrementalKeysEqualKeysFromScratch) {
    for_random_positions(4, 80, [](const Position& pos) {
        const Position fresh = from_fen(pos.fen());
        ASSERT_EQ(pos.key(), fresh.key()) << pos.fen();
        ASSERT_EQ(pos.pawn_key(), fresh.pawn_key()) << pos.fen();
        ASSERT_EQ(pos.checkers(), fresh.checkers()) << pos.fen();
        ASSERT_EQ(pos.blockers_for_king(White), fresh.blockers_for_king(White)) << pos.fen();
        ASSERT_EQ(pos.blockers_for_king(Black), fresh.blockers_for_king(Black)) << pos.fen();
    });
}

TEST(Position, MakeUnmakeRestoresEverything) {
    for_random_positions(2, 40, [](const Position& pos) {
        Position copy = pos;
        for (const Move m : legal_moves(pos)) {
            Undo undo;
            copy.make_move(m, undo);
            copy.unmake_move(m, undo);
            ASSERT_EQ(copy.fen(), pos.fen()) << to_uci(m);
            ASSERT_EQ(copy.key(), pos.key()) << to_uci(m);
            ASSERT_EQ(copy.pawn_key(), pos.pawn_key()) << to_uci(m);
        }
    });
}

TEST(Position, GeneratorKindsPartitionTheLegalMoves) {
    for_random_positions(2, 60, [](const Position& pos) {
        MoveList all, noisy, quiet, evasions;
        generate(pos, all, GenKind::All);
        generate(pos, noisy, GenKind::Noisy);
        generate(pos, quiet, GenKind::Quiet);
        generate(pos, evasions, GenKind::Evasions);
        ASSERT_EQ(noisy.size() + quiet.size(), all.size()) << pos.fen();
        for (const Move m : noisy) ASSERT_TRUE(all.contains(m) && pos.is_noisy(m)) << to_uci(m);
        for (const Move m : quiet) ASSERT_TRUE(all.contains(m) && !pos.is_noisy(m)) << to_uci(m);
        ASSERT_EQ(evasions.size(), pos.in_check() ? all.size() : 0u) << pos.fen();
        ASSERT_EQ(count_legal_moves(pos), all.size()) << pos.fen();
    });
}

TEST(Position, GivesCheckAgreesWithMakingTheMove) {
    for_random_positions(2, 60, [](const Position& pos) {
        Position copy = pos;
        for (const Move m : legal_moves(pos)) {
            Undo undo;
            copy.make_move(m, undo);
            ASSERT_EQ(pos.gives_check(m), copy.in_check()) << pos.fen() << " " << to_uci(m);
            copy.unmake_move(m, undo);
        }
    });
}

// key_after (for prefetching) is exact for every move that changes no castling right, creates no
// en-passant right and promotes nothing: most moves of a search.
TEST(Position, KeyAfterIsExactForOrdinaryMoves) {
    int exact = 0;
    for_random_positions(2, 60, [&](const Position& pos) {
        Position copy = pos;
        for (const Move m : legal_moves(pos)) {
            Undo undo;
            copy.make_move(m, undo);
            const bool ordinary = !m.is_castling() && !m.is_promotion() &&
                                  copy.castling_rights() == pos.castling_rights() &&
                                  copy.en_passant_square() == NoSquare;
            if (ordinary) {
                ASSERT_EQ(pos.key_after(m), copy.key()) << pos.fen() << " " << to_uci(m);
                ++exact;
            }
            copy.unmake_move(m, undo);
        }
    });
    EXPECT_GT(exact, 1000);
}

TEST(Position, RandomSixteenBitMovesAgreeWithTheMoveList) {
    std::mt19937 rng(7);
    int positions = 0;
    for_random_positions(1, 30, [&](const Position& pos) {
        const MoveList legal = legal_moves(pos);
        for (const Move m : legal) ASSERT_TRUE(pos.is_pseudo_legal(m) && pos.is_legal(m)) << to_uci(m);
        // Every value for a few positions, a random sample for the rest.
        const bool exhaustive = positions++ % 16 == 0;
        for (unsigned i = 0; i < (exhaustive ? 65536u : 4096u); ++i) {
            const Move m = Move::from_raw(std::uint16_t(exhaustive ? i : rng()));
            const bool accepted = pos.is_pseudo_legal(m) && pos.is_legal(m);
            ASSERT_EQ(accepted, legal.contains(m)) << pos.fen() << " raw " << m.raw();
        }
    });
}

TEST(Position, NullMovePassesTheTurnAndRestores) {
    Position pos = from_fen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    const std::string fen = pos.fen();
    const auto key = pos.key();
    Undo undo;
    pos.make_null_move(undo);
    EXPECT_EQ(pos.side_to_move(), White);
    EXPECT_NE(pos.key(), key);
    EXPECT_EQ(pos.en_passant_square(), NoSquare);
    pos.unmake_null_move(undo);
    EXPECT_EQ(pos.fen(), fen);
    EXPECT_EQ(pos.key(), key);
}

TEST(Position, EnPassantSquareKeptOnlyWhenTheCaptureIsLegal) {
    Position pos;
    Undo undo;
    pos.make_move(uci(pos, "e2e4"), undo);  // no black pawn can capture
    EXPECT_EQ(pos.en_passant_square(), NoSquare);
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

    Position pinned = from_fen("8/8/8/8/k3p2R/8/3P4/3K4 w - - 0 1");
    pinned.make_move(uci(pinned, "d2d4"), undo);  // exd3 would expose the king on the rank
    EXPECT_EQ(pinned.en_passant_square(), NoSquare);

    Position open = from_fen("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1");
    open.make_move(uci(open, "d2d4"), undo);
    EXPECT_EQ(open.en_passant_square(), D3);
    EXPECT_EQ(open.fen(), "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1");
}

TEST(Position, RepetitionCountAndDistance) {
    Position pos;
    Undo undos[8];
    const char* shuffle[] = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
    for (int i = 0; i < 8; ++i) {
        pos.make_move(uci(pos, shuffle[i]), undos[i]);
        if (i == 3) {
            EXPECT_EQ(pos.repetition_count(), 1);
            EXPECT_EQ(pos.repetition_distance(), 4);
        }
    }
    EXPECT_EQ(pos.repetition_count(), 2);
    EXPECT_EQ(pos.repetition_distance(), 4);

    Undo null_undo;  // a null move cuts the window
    pos.make_null_move(null_undo);
    EXPECT_EQ(pos.repetition_count(), 0);
    EXPECT_EQ(pos.repetition_distance(), 0);
}

TEST(Position, StaticExchangeEvaluation) {
    struct Case {
        const char* fen;
        const char* move;
        int value;  // exact exchange result: see_ge(value) holds, see_ge(value + 1) does not
    };
    const Case cases[] = {
        {"1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5", 100},  // undefended pawn
        {"k7/8/3p4/4p3/8/8/4Q3/K7 w - - 0 1", "e2e5", -800},               // queen takes a defended pawn
        {"k7/8/8/3p4/8/8/8/K3R3 w - - 0 1", "e1e4", -500},                 // rook to a square a pawn guards
        {"k3r3/4r3/8/8/4p3/8/4R3/K3R3 w - - 0 1", "e2e4", -400},           // x-ray: doubled rooks both sides
        {"k3r3/8/8/8/4p3/8/4R3/K3R3 w - - 0 1", "e2e4", 100},              // two attackers, one defender
        {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 100},                 // en passant
        {"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", 800},                  // promotion
    };
    for (const Case& c : cases) {
        const Position pos = from_fen(c.fen);
        const Move m = uci(pos, c.move);
        EXPECT_TRUE(pos.see_ge(m, c.value)) << c.fen << " " << c.move;
        EXPECT_FALSE(pos.see_ge(m, c.value + 1)) << c.fen << " " << c.move;
    }
}

TEST(Position, NonPawnMaterial) {
    const Position pos = from_fen("4k3/pppp4/8/8/8/8/4P3/3NK3 w - - 0 1");
    EXPECT_TRUE(pos.has_non_pawn_material(White));
    EXPECT_FALSE(pos.has_non_pawn_material(Black));
}

}  // namespace
}  // namespace gambit::chess
