// -draw, -resign and -maxmoves counted as fastchess and as cutechess-cli count them: the same PGN moves
// and score sequences go through both rule sets; where the tools agree the verdicts must be equal, where
// they differ (adjudication.hpp lists how) each must give its own tool's verdict.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "manager/game/adjudication.hpp"

using namespace gambit::match;
using namespace gambit;

namespace {

constexpr auto Fast = AdjudicationRules::Fastchess;
constexpr auto Cute = AdjudicationRules::Cutechess;

std::optional<Score> cp(int v) { return Score{Score::Kind::Cp, v}; }
std::optional<Score> mate(int v) { return Score{Score::Kind::Mate, v}; }

struct Verdict {
    int ply = 0;  // 1-based engine ply after which the game was adjudicated, 0 = never
    std::optional<AdjudicationKind> kind;
    bool white_loses = false;
};

// Plays `book` then `moves` (SAN) from `fen`; the engines' moves carry `scores` (one per move, from the
// mover's side), and the adjudicator sees what the game loop would show it.
Verdict play(AdjudicationRules rules, const DrawAdjudication& draw, const ResignAdjudication& resign, int maxmoves,
             const std::vector<std::string>& book, const std::vector<std::string>& moves,
             const std::vector<std::optional<Score>>& scores, const std::string& fen = std::string(chess::StartFen)) {
    auto start = chess::Position::from_fen(fen);
    EXPECT_TRUE(start);
    chess::Position pos = *start;
    // A bare position, not a chess::Game: the knight shuffles repeat positions, and adjudication is what
    // is tested here, not the repetition rule.
    std::vector<chess::Undo> undo(book.size() + moves.size());
    std::size_t played = 0;
    auto play_san = [&](const std::string& san) {
        const chess::Move move = chess::parse_san(pos, san);
        EXPECT_TRUE(move.is_ok()) << san;
        if (move.is_ok()) pos.make_move(move, undo[played++]);
    };
    for (const auto& san : book) play_san(san);
    Adjudicator adjudicator(draw, resign, maxmoves, rules);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        PlayedMove m;
        m.white_moved = pos.side_to_move() == chess::White;
        play_san(moves[i]);
        m.score = scores.at(i);
        m.halfmove_clock = pos.halfmove_clock();
        m.fullmove_number = pos.fullmove_number();
        m.game_plies = static_cast<int>(book.size() + i + 1);
        m.engine_plies = static_cast<int>(i + 1);
        if (auto v = adjudicator.after_move(m)) return {static_cast<int>(i + 1), v->kind, v->white_loses};
    }
    return {};
}

// Knights out and back: no capture, no pawn move, 16 plies.
const std::vector<std::string> shuffle = {"Nf3", "Nf6", "Ng1", "Ng8", "Nc3", "Nc6", "Nb1", "Nb8",
                                          "Nf3", "Nf6", "Ng1", "Ng8", "Nc3", "Nc6", "Nb1", "Nb8"};
std::vector<std::optional<Score>> all(std::size_t n, std::optional<Score> s) { return std::vector<std::optional<Score>>(n, s); }

}  // namespace

TEST(AdjudicationRules, QuietScoresDrawAtTheSamePlyUnderBothTools) {
    const DrawAdjudication draw{true, 3, 2, 10};
    for (auto rules : {Fast, Cute}) {
        const Verdict v = play(rules, draw, {}, 0, {}, shuffle, all(16, cp(5)));
        // Four quiet plies are ready at ply 4, but the verdict waits for three full moves (ply 6).
        EXPECT_EQ(v.ply, 6) << static_cast<int>(rules);
        EXPECT_EQ(v.kind, AdjudicationKind::Draw);
    }
}

TEST(AdjudicationRules, CapturesAndPawnMovesRestartTheDrawStreakInBoth) {
    const DrawAdjudication draw{true, 1, 3, 10};
    // 1.e4 and 1...e5 are pawn moves: each restarts the streak and counts as its first ply.
    const std::vector<std::string> moves = {"Nf3", "Nc6", "e4", "e5", "Bc4", "Bc5", "Nc3", "Nf6", "O-O", "O-O"};
    for (auto rules : {Fast, Cute}) {
        const Verdict v = play(rules, draw, {}, 0, {}, moves, all(moves.size(), cp(0)));
        EXPECT_EQ(v.ply, 9) << static_cast<int>(rules);  // plies 4..9 are six quiet plies after 1...e5
    }
    // A streak broken by one loud score starts again in both.
    auto scores = all(16, cp(5));
    scores[5] = cp(80);
    for (auto rules : {Fast, Cute}) EXPECT_EQ(play(rules, draw, {}, 0, {}, shuffle, scores).ply, 12);
}

TEST(AdjudicationRules, MoveNumberCountsTheFenCounterInFastchessAndPliesFromTheStartInCutechess) {
    // An EPD opening at move 40: fastchess reads the board's counter, cutechess counts plies played here.
    const std::string fen = "r1bqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 40";
    const std::vector<std::string> moves = {"Ng1", "Nb8", "Nc3", "Nc6", "Nb1", "Nb8", "Nf3", "Nf6", "Ng1", "Ng8"};
    const DrawAdjudication draw{true, 4, 1, 10};
    EXPECT_EQ(play(Fast, draw, {}, 0, {}, moves, all(10, cp(0)), fen).ply, 2);  // 40 moves played already
    EXPECT_EQ(play(Cute, draw, {}, 0, {}, moves, all(10, cp(0)), fen).ply, 8);  // 8 plies = 4 moves
}

TEST(AdjudicationRules, MoveNumberZeroAdjudicatesInFastchessAndSwitchesCutechessOff) {
    const DrawAdjudication draw{true, 0, 1, 10};
    EXPECT_EQ(play(Fast, draw, {}, 0, {}, shuffle, all(16, cp(0))).ply, 2);
    EXPECT_EQ(play(Cute, draw, {}, 0, {}, shuffle, all(16, cp(0))).ply, 0);
}

TEST(AdjudicationRules, BoundScoresCountAndMateScoresBreakTheDrawStreakInBoth) {
    const DrawAdjudication draw{true, 1, 2, 10};
    Score bound{Score::Kind::Cp, 4};
    bound.lowerbound = true;
    for (auto rules : {Fast, Cute}) {
        EXPECT_EQ(play(rules, draw, {}, 0, {}, shuffle, all(16, bound)).ply, 4) << static_cast<int>(rules);
        auto scores = all(16, cp(0));
        scores[2] = mate(7);
        EXPECT_EQ(play(rules, draw, {}, 0, {}, shuffle, scores).ply, 7) << static_cast<int>(rules);
        scores[2] = std::nullopt;  // no score at all: the streak starts again too
        EXPECT_EQ(play(rules, draw, {}, 0, {}, shuffle, scores).ply, 7) << static_cast<int>(rules);
    }
}

TEST(AdjudicationRules, OneSidedResignIsTheSameInBoth) {
    const ResignAdjudication resign{true, 3, 400, false};
    auto scores = all(16, cp(50));
    for (int ply : {1, 3, 5}) scores[static_cast<std::size_t>(ply)] = cp(-450);  // Black's 1st..3rd moves
    scores[7] = mate(-4);
    for (auto rules : {Fast, Cute}) {
        const Verdict v = play(rules, {}, resign, 0, {}, shuffle, scores);
        EXPECT_EQ(v.ply, 6) << static_cast<int>(rules);
        EXPECT_EQ(v.kind, AdjudicationKind::Resign);
        EXPECT_FALSE(v.white_loses);
    }
    // A move without a score breaks the loser's streak in both.
    scores[3] = std::nullopt;
    for (auto rules : {Fast, Cute}) EXPECT_EQ(play(rules, {}, resign, 0, {}, shuffle, scores).ply, 0);
}

TEST(AdjudicationRules, TwoSidedResignCountsPliesInFastchessAndEachSidesMovesInCutechess) {
    const ResignAdjudication resign{true, 2, 500, true};
    // White is sure it wins, Black agrees; then White wavers once (+100) while Black stays lost.
    const std::vector<std::optional<Score>> scores = {cp(600), cp(-600), cp(100), cp(-600), cp(600), cp(-600),
                                                      cp(600), cp(-600), cp(600), cp(-600), cp(600), cp(-600),
                                                      cp(600), cp(-600), cp(600), cp(-600)};
    // fastchess: a streak of 4 decisive plies by either side, ending on the loser's move: plies 4..7 -> ply 8.
    const Verdict fast = play(Fast, {}, resign, 0, {}, shuffle, scores);
    EXPECT_EQ(fast.ply, 8);
    EXPECT_FALSE(fast.white_loses);
    // cutechess: Black's last 2 moves <= -500 and White's last 2 moves >= 500: White's 3rd and 4th moves.
    const Verdict cute = play(Cute, {}, resign, 0, {}, shuffle, scores);
    EXPECT_EQ(cute.ply, 8);
    // Agreed: a loser who wavers once on its own move starts again under both.
    const std::vector<std::optional<Score>> wavering = {cp(600), cp(-600), cp(600), cp(-100), cp(600), cp(-600),
                                                        cp(600), cp(-600), cp(0), cp(0), cp(0), cp(0),
                                                        cp(0), cp(0), cp(0), cp(0)};
    EXPECT_EQ(play(Fast, {}, resign, 0, {}, shuffle, wavering).ply, 8);
    EXPECT_EQ(play(Cute, {}, resign, 0, {}, shuffle, wavering).ply, 8);
    // Agreed: mate scores are decisive for both (fastchess: either sign; cutechess maps them far out).
    const std::vector<std::optional<Score>> mates = {cp(600), mate(-9), mate(9), cp(-600), cp(20), cp(-20),
                                                     cp(0), cp(0), cp(0), cp(0), cp(0), cp(0), cp(0), cp(0), cp(0), cp(0)};
    EXPECT_EQ(play(Fast, {}, resign, 0, {}, shuffle, mates).ply, 4);
    EXPECT_EQ(play(Cute, {}, resign, 0, {}, shuffle, mates).ply, 4);
    // They part when both engines think they are winning: fastchess counts |score| >= 500 by either side
    // (no sign check) and Black resigns on its first losing move at ply 4; cutechess needs Black's own
    // two losing moves (plies 4 and 6) while White's last two were >= 500.
    const std::vector<std::optional<Score>> both_winning = {cp(600), cp(600), cp(600), cp(-600), cp(600), cp(-600),
                                                            cp(0), cp(0), cp(0), cp(0), cp(0), cp(0),
                                                            cp(0), cp(0), cp(0), cp(0)};
    const Verdict fast_both = play(Fast, {}, resign, 0, {}, shuffle, both_winning);
    EXPECT_EQ(fast_both.ply, 4);
    EXPECT_FALSE(fast_both.white_loses);
    const Verdict cute_both = play(Cute, {}, resign, 0, {}, shuffle, both_winning);
    EXPECT_EQ(cute_both.ply, 6);
    EXPECT_FALSE(cute_both.white_loses);
}

TEST(AdjudicationRules, MaxMovesCountsEnginePliesInFastchessAndBookPliesTooInCutechess) {
    const std::vector<std::string> book = {"e4", "e5"};
    const std::vector<std::string> moves = {"Nf3", "Nc6", "Ng1", "Nb8", "Nf3", "Nc6", "Ng1", "Nb8"};
    EXPECT_EQ(play(Fast, {}, {}, 3, book, moves, all(8, cp(0))).ply, 6);
    EXPECT_EQ(play(Cute, {}, {}, 3, book, moves, all(8, cp(0))).ply, 4);
    for (auto rules : {Fast, Cute}) EXPECT_EQ(play(rules, {}, {}, 3, book, moves, all(8, cp(0))).kind, AdjudicationKind::MaxMoves);
}

TEST(AdjudicationRules, FastchessChecksResignBeforeDrawAndCutechessDrawBeforeResign) {
    // White says +5, Black -5: the draw window (10) and Black's resign threshold (0) are both met, and
    // both verdicts fall due at ply 4 (four quiet plies; Black's second losing move).
    const DrawAdjudication draw{true, 1, 2, 10};
    const ResignAdjudication resign{true, 2, 0, false};
    std::vector<std::optional<Score>> scores;
    for (int i = 0; i < 16; ++i) scores.push_back(cp(i % 2 == 0 ? 5 : -5));
    const Verdict fast = play(Fast, draw, resign, 0, {}, shuffle, scores);
    EXPECT_EQ(fast.ply, 4);
    EXPECT_EQ(fast.kind, AdjudicationKind::Resign);
    const Verdict cute = play(Cute, draw, resign, 0, {}, shuffle, scores);
    EXPECT_EQ(cute.ply, 4);
    EXPECT_EQ(cute.kind, AdjudicationKind::Draw);
    // Score 0 with resign score=0: cutechess counts 0 <= -0 as losing and White resigns at once; fastchess
    // lets only a score below zero resign, so the draw comes first.
    const Verdict cute_zero = play(Cute, draw, {true, 1, 0, false}, 0, {}, shuffle, all(16, cp(0)));
    EXPECT_EQ(cute_zero.kind, AdjudicationKind::Resign);
    EXPECT_EQ(cute_zero.ply, 1);
    EXPECT_EQ(play(Fast, draw, {true, 1, 0, false}, 0, {}, shuffle, all(16, cp(0))).kind, AdjudicationKind::Draw);
}
