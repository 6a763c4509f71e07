// Game rules: checkmate, stalemate, threefold repetition (with e.p. rights counted only when an e.p.
// capture is legal), the fifty-move rule (mate on the 100th ply still wins), insufficient material.
#include <gtest/gtest.h>

#include <initializer_list>

#include "chess/game.hpp"
#include "tests/chess/test_positions.hpp"

namespace gambit::chess {
namespace {

using test::from_fen;

void play(Game& game, std::initializer_list<const char*> sans) {
    for (const char* san : sans) {
        std::string error;
        ASSERT_TRUE(game.play_san(san, &error)) << san << ": " << error;
    }
}

TEST(Game, CheckmateEndsTheGame) {
    Game game;
    play(game, {"f3", "e5", "g4", "Qh4#"});
    EXPECT_EQ(game.result(), (GameResult{Outcome::BlackWins, Termination::Checkmate}));
    EXPECT_TRUE(game.is_over());
    EXPECT_FALSE(game.play_uci("e2e4"));  // no moves after the end
    EXPECT_EQ(result_string(game.result().outcome), "0-1");
    EXPECT_EQ(termination_string(game.result().termination), "checkmate");
}

TEST(Game, StalemateIsADraw) {
    const Game game(from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
    EXPECT_EQ(game.result(), (GameResult{Outcome::Draw, Termination::Stalemate}));
}

TEST(Game, ThirdOccurrenceIsADrawThatUndoReverts) {
    Game game;
    play(game, {"Nf3", "Nf6", "Ng1", "Ng8"});
    EXPECT_EQ(game.occurrences(), 2);
    EXPECT_FALSE(game.is_over());
    play(game, {"Nf3", "Nf6", "Ng1"});
    EXPECT_FALSE(game.is_over());
    play(game, {"Ng8"});
    EXPECT_EQ(game.occurrences(), 3);
    EXPECT_EQ(game.result(), (GameResult{Outcome::Draw, Termination::ThreefoldRepetition}));
    EXPECT_TRUE(game.undo());
    EXPECT_FALSE(game.is_over());
}

TEST(Game, CastlingRightsDistinguishPositions) {
    Game game(from_fen("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1"));
    // The first Kf1 loses White's castling right, so the start position never recurs.
    play(game, {"Kf1", "Kd8", "Ke1", "Ke8", "Kf1", "Kd8", "Ke1", "Ke8"});
    EXPECT_EQ(game.occurrences(), 2);  // positions after the first and the second Ke8, not the start
    EXPECT_FALSE(game.is_over());
}

TEST(Game, EnPassantRightCountsOnlyWhenTheCaptureIsLegal) {
    // After d4 Black could capture e.p., so that position differs from the later ones with the same
    // placement: after two king trips it has occurred twice, not three times.
    Game with_ep(from_fen("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1"));
    play(with_ep, {"d4", "Ke7", "Ke2", "Ke8", "Ke1", "Ke7", "Ke2", "Ke8", "Ke1"});
    EXPECT_EQ(with_ep.occurrences(), 2);
    EXPECT_FALSE(with_ep.is_over());

    // Without a black pawn next to d4 the double push gives no e.p. right: the position after d4 counts.
    Game without_ep(from_fen("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1"));
    play(without_ep, {"d4", "Ke7", "Ke2", "Ke8", "Ke1", "Ke7", "Ke2", "Ke8", "Ke1"});
    EXPECT_EQ(without_ep.result(), (GameResult{Outcome::Draw, Termination::ThreefoldRepetition}));
}

TEST(Game, FiftyMoveRule) {
    const Position pos = from_fen("7R/8/8/8/8/8/2K5/k7 w - - 99 80");
    Game quiet(pos);
    EXPECT_FALSE(quiet.is_over());
    play(quiet, {"Rh7"});
    EXPECT_EQ(quiet.result(), (GameResult{Outcome::Draw, Termination::FiftyMoves}));

    Game mate(pos);  // checkmate on the 100th ply wins
    play(mate, {"Ra8#"});
    EXPECT_EQ(mate.result(), (GameResult{Outcome::WhiteWins, Termination::Checkmate}));

    Game capture(from_fen("7R/8/8/8/8/8/2K5/k6r w - - 99 80"));  // a capture resets the clock
    play(capture, {"Rxh1"});
    EXPECT_EQ(capture.position().halfmove_clock(), 0);
    EXPECT_FALSE(capture.is_over());
}

TEST(Game, InsufficientMaterialIsRecognised) {
    struct Case {
        const char* fen;
        bool insufficient;
    };
    const Case cases[] = {
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", true},                  // K v K
        {"4k3/8/8/8/8/8/8/4KN2 w - - 0 1", true},                 // K+N v K
        {"4k3/8/8/8/8/8/8/4KB2 w - - 0 1", true},                 // K+B v K
        {"4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true},               // K+B v K+B, both dark-squared
        {"4k3/8/8/8/8/4B3/8/B1B1K3 w - - 0 1", true},             // three dark-squared bishops
        {"2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false},             // opposite-coloured bishops
        {"4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", false},               // two knights
        {"4kn2/8/8/8/8/8/8/4KB2 w - - 0 1", false},               // K+B v K+N
         {"4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", false},              // bishops of both colours
        {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false},               // a pawn
        {"4k3/8/8/8/8/8/8/4K2R w - - 0 1", false},                // a rook
    };
    for (const Case& c : cases) {
        const Game game(from_fen(c.fen));
        EXPECT_EQ(is_insufficient_material(game.position()), c.insufficient) << c.fen;
        EXPECT_EQ(game.result().termination == Termination::InsufficientMaterial, c.insufficient) << c.fen;
    }
}

TEST(Game, MatingMaterialForTimeForfeits) {
    const Position bare_vs_rook = from_fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    EXPECT_FALSE(has_mating_material(bare_vs_rook, White));
    EXPECT_TRUE(has_mating_material(bare_vs_rook, Black));
    const Position knight_vs_pawn = from_fen("4k3/4p3/8/8/8/8/8/4KN2 w - - 0 1");
    EXPECT_TRUE(has_mating_material(knight_vs_pawn, White));  // the pawn could block its own king
    const Position knight_vs_bare = from_fen("4k3/8/8/8/8/8/8/4KN2 w - - 0 1");
    EXPECT_FALSE(has_mating_material(knight_vs_bare, White));
    const Position bishops_same_colour = from_fen("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1");
    EXPECT_FALSE(has_mating_material(bishops_same_colour, White));
    EXPECT_FALSE(has_mating_material(bishops_same_colour, Black));
    const Position bishop_vs_knight = from_fen("4kn2/8/8/8/8/8/8/4KB2 w - - 0 1");
    EXPECT_TRUE(has_mating_material(bishop_vs_knight, White));
    EXPECT_TRUE(has_mating_material(bishop_vs_knight, Black));
    const Game game(bare_vs_rook);
    EXPECT_FALSE(game.has_mating_material(White));
}

TEST(Game, RejectsIllegalMovesAndUndoes) {
    Game game;
    std::string error;
    EXPECT_FALSE(game.play_uci("e2e5", &error));
    EXPECT_EQ(error, "illegal move 'e2e5'");
    EXPECT_FALSE(game.play(Move(E2, E5)));
    EXPECT_FALSE(game.play(Move::null()));
    EXPECT_TRUE(game.play_uci("e2e4"));
    EXPECT_EQ(game.moves().size(), 1u);
    EXPECT_TRUE(game.undo());
    EXPECT_EQ(game.position().fen(), StartFen);
    EXPECT_FALSE(game.undo());
}

}  // namespace
}  // namespace gambit::chess
