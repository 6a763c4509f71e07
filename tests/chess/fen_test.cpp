// FEN reading and writing: round trips, EPD-style missing clocks, and the exact one-line error for each
// kind of malformed or impossible FEN.
#include <gtest/gtest.h>

#include <random>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "tests/chess/test_positions.hpp"

namespace gambit::chess {
namespace {

TEST(Fen, EveryTestPositionWritesBackItsFen) {
    for (const char* fen : test::Fens) {
        std::string error;
        const std::optional<Position> pos = Position::from_fen(fen, &error);
        ASSERT_TRUE(pos) << fen << ": " << error;
        // The one test position whose e.p. capture is illegal (rank pin) loses its e.p. square.
        if (std::string_view(fen) == "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1")
            EXPECT_EQ(pos->fen(), "8/8/8/8/k2Pp2Q/8/8/3K4 b - - 0 1");
        else
            EXPECT_EQ(pos->fen(), fen);
        EXPECT_EQ(Position::from_fen(pos->fen())->key(), pos->key());
        EXPECT_EQ(Position::from_fen(pos->fen())->fen(), pos->fen());
    }
}

TEST(Fen, ToleratesMissingClocksAndExtraSpaces) {
    const auto pos = Position::from_fen("  rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR   b KQkq e3 ");
    ASSERT_TRUE(pos);
    // e3 is dropped: no black pawn can capture en passant.
    EXPECT_EQ(pos->fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    const auto with_halfmove = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 7");
    ASSERT_TRUE(with_halfmove);
    EXPECT_EQ(with_halfmove->fen(), "4k3/8/8/8/8/8/8/4K3 w - - 7 1");
}

TEST(Fen, ClocksAndMoveNumbers) {
    const auto pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 42 57");
    ASSERT_TRUE(pos);
    EXPECT_EQ(pos->halfmove_clock(), 42);
    EXPECT_EQ(pos->fullmove_number(), 57);
    EXPECT_EQ(pos->game_ply(), 113);
}

struct BadFen {
    const char* fen;
    const char* error;
};

// clang-format off
const BadFen bad_fens[] = {
    {"", "invalid FEN: expected at least 4 fields (placement, side, castling, en passant), found 0"},
    {"8/8/8/8/8/8/8/8 w", "invalid FEN: expected at least 4 fields (placement, side, castling, en passant), found 2"},
    {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "invalid FEN: expected at most 6 fields, found 7"},
    {"4k3/8/8/8/8/8/8 w - - 0 1", "invalid FEN: expected 8 ranks, found 7"},
    {"4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", "invalid FEN: more than 8 ranks"},
    {"4k3/8/8/8/8/8/7/4K3 w - - 0 1", "invalid FEN: rank 2 has 7 squares, expected 8"},
    {"4k3/8/8/8/8/8/8/4K4 w - - 0 1", "invalid FEN: rank 1 has more than 8 squares"},
    {"4k3/8/8/8/8/8/ppppppppp/4K3 w - - 0 1", "invalid FEN: rank 2 has more than 8 squares"},
    {"4k3/8/8/8/8/8/8/4K2X w - - 0 1", "invalid FEN: bad piece letter 'X'"},
    {"4k3/8/8/8/8/8/8/8 w - - 0 1", "invalid FEN: White has 0 kings, expected 1"},
    {"4k2k/8/8/8/8/8/8/4K3 w - - 0 1", "invalid FEN: Black has 2 kings, expected 1"},
    {"4k3/8/8/8/8/8/8/4K2P w - - 0 1", "invalid FEN: pawn on h1"},
    {"P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "invalid FEN: pawn on a8"},
    {"4k3/8/8/8/8/8/8/4K3 x - - 0 1", "invalid FEN: side to move must be 'w' or 'b', found 'x'"},
    {"4k3/8/8/8/8/8/8/4K3 W - - 0 1", "invalid FEN: side to move must be 'w' or 'b', found 'W'"},
    {"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "invalid FEN: castling right 'K' needs the white king on e1 and a rook on h1"},
    {"r3k3/8/8/8/8/8/8/4K2R w Kk - 0 1", "invalid FEN: castling right 'k' needs the black king on e8 and a rook on h8"},
    {"4k3/8/8/8/8/8/8/R3K2R w KQX - 0 1", "invalid FEN: bad castling character 'X'"},
    {"4k3/8/8/8/8/8/8/R3K2R w KK - 0 1", "invalid FEN: castling right 'K' repeated"},
    {"4k3/8/8/8/8/8/8/4K3 w - e9 0 1", "invalid FEN: bad en-passant square 'e9'"},
    {"4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "invalid FEN: en-passant square e3 must be on rank 6 with White to move"},
    {"4k3/8/8/8/4P3/8/8/4K3 b - e6 0 1", "invalid FEN: en-passant square e6 must be on rank 3 with Black to move"},
    {"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "invalid FEN: en-passant square e6 without a black pawn on e5"},
    {"4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1", "invalid FEN: en-passant square e6 needs e6 and e7 empty"},
    {"4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1", "invalid FEN: en-passant square e6 needs e6 and e7 empty"},
    {"4k3/8/8/8/8/8/8/4K2r b - - 0 1", "invalid FEN: Black to move can capture the white king"},
    {"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "invalid FEN: White to move can capture the black king"},
    {"4k3/8/8/8/8/3n1n2/8/3rK3 w - - 0 1", "invalid FEN: White is in check by more than two pieces"},
    {"4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", "invalid FEN: Black has 9 pawns, at most 8 possible"},
    {"4k3/8/8/8/8/P7/PPPPPPPP/RNBQKBNR w - - 0 1", "invalid FEN: White has 17 pieces, at most 16 possible"},
    {"4k3/8/8/8/8/QQQ5/PPPPPPPP/R3K2R w - - 0 1", "invalid FEN: White has 2 promoted pieces but only 0 missing pawns"},
    {"4k3/8/8/8/8/8/8/4K3 w - - x 1", "invalid FEN: bad halfmove clock 'x'"},
    {"4k3/8/8/8/8/8/8/4K3 w - - -1 1", "invalid FEN: bad halfmove clock '-1'"},
    {"4k3/8/8/8/8/8/8/4K3 w - - 0 0", "invalid FEN: bad fullmove number '0'"},
    {"4k3/8/8/8/8/8/8/4K3 w - - 0 1x", "invalid FEN: bad fullmove number '1x'"},
};
// clang-format on

TEST(Fen, MalformedFensGetTheirExactError) {
    for (const BadFen& bad : bad_fens) {
        std::string error;
        EXPECT_FALSE(Position::from_fen(bad.fen, &error)) << bad.fen;
        EXPECT_EQ(error, bad.error) << bad.fen;
    }
}

TEST(Fen, GarbageNeverCrashes) {
    const char* garbage[] = {"/////// w - - 0 1", "88888888/8/8/8/8/8/8/8 w - - 0 1", "\x01\x02 \xff w - -",
                             "k7/8/8/8/8/8/8/K7 w KQkqKQkq - 0 1", "k7/8/8/8/8/8/8/K7 w - - 99999999999999999999 1"};
    for (const char* fen : garbage) EXPECT_FALSE(Position::from_fen(fen)) << fen;
}

// Random edits of valid FENs: each is rejected with a message, or accepted as a position that round-trips
// and whose moves can be generated, played and named (the sanitizer build checks there is no UB).
TEST(Fen, MutatedFensAreRejectedOrSound) {
    std::mt19937 rng(2024);
    const std::string alphabet = "pnbrqkPNBRQK12345678/ wb-KQkqacdefgh0 x";
    int accepted = 0;
    for (int trial = 0; trial < 20000; ++trial) {
        std::string fen = test::Fens[rng() % test::Fens.size()];
        for (int edits = 1 + int(rng() % 3); edits > 0; --edits) {
            const std::size_t at = rng() % fen.size();
            const char c = alphabet[rng() % alphabet.size()];
            switch (rng() % 3) {
                case 0: fen[at] = c; break;
                case 1: fen.insert(fen.begin() + std::ptrdiff_t(at), c); break;
                default: fen.erase(at, 1); break;
            }
        }
        std::string error;
        const std::optional<Position> pos = Position::from_fen(fen, &error);
        if (!pos) {
            EXPECT_TRUE(error.starts_with("invalid FEN: ")) << fen << " -> " << error;
            EXPECT_EQ(error.find('\n'), std::string::npos);
            continue;
        }
        ++accepted;
        const std::optional<Position> again = Position::from_fen(pos->fen());
        ASSERT_TRUE(again) << fen;
        EXPECT_EQ(again->fen(), pos->fen());
        EXPECT_EQ(again->key(), pos->key());
        Position copy = *pos;
        for (const Move m : legal_moves(copy)) {
            EXPECT_EQ(parse_san(copy, to_san(copy, m)), m) << fen;
            Undo undo;
            copy.make_move(m, undo);
            (void)count_legal_moves(copy);
            copy.unmake_move(m, undo);
        }
    }
    EXPECT_GT(accepted, 300) << accepted;  // the edits also produce many valid positions
}

}  // namespace
}  // namespace gambit::chess
