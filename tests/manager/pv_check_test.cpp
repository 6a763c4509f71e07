// The PV checks of manager/game/pv_check.hpp on positions built for each finding, and fastchess's wording.
#include <gtest/gtest.h>

#include "chess/notation.hpp"
#include "manager/game/pv_check.hpp"

namespace gambit::match {
namespace {

chess::Position at(const char* fen) { return *chess::Position::from_fen(fen); }

SearchInfo info(const std::string& pv, std::optional<Score> score = std::nullopt) {
    SearchInfo i;
    std::string move;
    for (char c : pv + " ") {
        if (c != ' ') move += c;
        else if (!move.empty()) i.pv.push_back(std::move(move)), move.clear();
    }
    i.score = score;
    return i;
}

Score mate(int n, bool bound = false) { return Score{Score::Kind::Mate, n, bound, false}; }

std::optional<PvWarning> warning(const chess::Position& pos, const SearchInfo& i, bool mate_pvs = true) {
    auto problem = check_pv(pos, i, mate_pvs);
    return problem ? std::optional(problem->warning) : std::nullopt;
}

TEST(PvCheck, IllegalMovesAnywhereInThePv) {
    const chess::Position start;
    auto p = check_pv(start, info("e2e5"), false);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->warning, PvWarning::IllegalMove);
    EXPECT_EQ(p->move, "e2e5");
    p = check_pv(start, info("e2e4 e7e5 e4e5"), false);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->move, "e4e5");
    EXPECT_FALSE(check_pv(start, info("e2e4 e7e5 g1f3 b8c6"), false));
    EXPECT_FALSE(check_pv(start, info(""), false));
    // As fastchess reads a PV: it stops at the first token that is not a lowercase UCI move.
    EXPECT_FALSE(check_pv(start, info("e2e4 0000 e2e4"), false));
}

TEST(PvCheck, PvThatGoesOnAfterTheGameEnded) {
    // Fool's mate, then a move.
    auto p = check_pv(chess::Position(), info("f2f3 e7e5 g2g4 d8h4 a2a3"), false);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->warning, PvWarning::ContinuesAfterCheckmate);
    EXPECT_EQ(p->move, "a2a3");
    // Qc7 stalemates the king on a8.
    p = check_pv(at("k7/8/8/8/8/8/8/2Q4K w - - 0 1"), info("c1c7 a8b8"), false);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->warning, PvWarning::ContinuesAfterStalemate);
    EXPECT_EQ(p->move, "a8b8");
    // The start position a third time.
    p = check_pv(chess::Position(), info("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 e2e4"), false);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->warning, PvWarning::ContinuesAfterThreefold);
    EXPECT_EQ(p->move, "e2e4");
    EXPECT_FALSE(check_pv(chess::Position(), info("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"), false));
    // The hundredth ply without capture or pawn move.
    p = check_pv(at("k7/8/8/8/8/8/8/K6R w - - 99 60"), info("h1h2 a8b8"), false);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->warning, PvWarning::ContinuesAfterFiftyMoves);
    // Insufficient material does not end the game for the check (fastchess).
    EXPECT_FALSE(check_pv(at("k7/8/8/8/8/8/8/K7 w - - 0 1"), info("a1b1 a8b8 b1a1"), false));
}

TEST(PvCheck, MatingPvsWithCheckMatePvs) {
    const auto pos = at("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");  // Ra8#
    EXPECT_FALSE(warning(pos, info("a1a8", mate(1))));
    EXPECT_EQ(warning(pos, info("a1a8", mate(2))), PvWarning::IncompleteMatingPv);
    EXPECT_EQ(warning(pos, info("a1a2 h7h6 a2a8", mate(1))), PvWarning::TooLongMatingPv);
    EXPECT_EQ(warning(pos, info("a1a2", mate(1))), PvWarning::MatingPvWithoutMate);
    // Off without -check-mate-pvs, and for bounds.
    EXPECT_FALSE(warning(pos, info("a1a2", mate(1)), false));
    EXPECT_FALSE(warning(pos, info("a1a2", mate(1, true))));
    EXPECT_FALSE(warning(pos, info("a1a2", Score{Score::Kind::Cp, 500})));
    // Getting mated in one: two plies, the opponent's move mates.
    EXPECT_FALSE(warning(at("7k/6pp/8/8/8/8/8/R5Kn b - - 0 1"), info("h1f2 a1a8", mate(-1))));
    EXPECT_EQ(warning(at("7k/6pp/8/8/8/8/8/R5Kn b - - 0 1"), info("h1f2", mate(-1))), PvWarning::IncompleteMatingPv);
}

TEST(PvCheck, BestmoveMustStartTheLastPv) {
    auto p = check_bestmove(info("e2e4 e7e5"), "d2d4");
    ASSERT_TRUE(p);
    EXPECT_EQ(p->warning, PvWarning::BestmoveMismatch);
    EXPECT_EQ(p->move, "d2d4");
    EXPECT_FALSE(check_bestmove(info("e2e4 e7e5"), "e2e4"));
    EXPECT_FALSE(check_bestmove(info("e2e4", Score{Score::Kind::Cp, 30, true, false}), "d2d4"));  // a bound
    EXPECT_FALSE(check_bestmove(info(""), "d2d4"));
}

TEST(PvCheck, WarningsUseFastchessWording) {
    EXPECT_EQ(warning_text({PvWarning::IllegalMove, "e2e5"}, "New-abc"), "Warning; Illegal PV move - move e2e5 from New-abc");
    EXPECT_EQ(warning_text({PvWarning::ContinuesAfterThreefold, "e2e4"}, "X"),
              "Warning; PV continues after threefold repetition - move e2e4 from X");
    EXPECT_EQ(warning_text({PvWarning::ContinuesAfterFiftyMoves, "a8b8"}, "X"),
              "Warning; PV continues after fifty-move rule - move a8b8 from X");
    EXPECT_EQ(warning_text({PvWarning::ContinuesAfterCheckmate, "a2a3"}, "X"),
              "Warning; PV continues after checkmate - move a2a3 from X");
    EXPECT_EQ(warning_text({PvWarning::ContinuesAfterStalemate, "a8b8"}, "X"),
              "Warning; PV continues after stalemate - move a8b8 from X");
    EXPECT_EQ(warning_text({PvWarning::IncompleteMatingPv, ""}, "X"), "Warning; Incomplete mating PV - from X");
    EXPECT_EQ(warning_text({PvWarning::TooLongMatingPv, ""}, "X"), "Warning; Too long mating PV - from X");
    EXPECT_EQ(warning_text({PvWarning::MatingPvWithoutMate, ""}, "X"), "Warning; Mating PV does not end with checkmate - from X");
    EXPECT_EQ(warning_text({PvWarning::BestmoveMismatch, "d2d4"}, "X"),
              "Warning; Bestmove does not match beginning of last PV - move d2d4 from X");
    EXPECT_EQ(warning_key(PvWarning::IllegalMove), "illegal_pv_move");
}

}  // namespace
}  // namespace gambit::match
