// The evaluation's terms on positions where a chess player can count them: each test reads, from the
// tuner's trace, how often a weight counts (White minus Black) and compares it with the count by hand.
#include <string>

#include <gtest/gtest.h>

#include "engine/eval/evaluate.hpp"
#include "engine/eval/trace.hpp"

namespace gambit::eval {
namespace {

chess::Position at(const std::string& fen) {
    std::string error;
    const auto pos = chess::Position::from_fen(fen, &error);
    EXPECT_TRUE(pos.has_value()) << error;
    return *pos;
}

// The trace's count for one slot, e.g. "safe_check[0]" or "phalanx[3].mg".
int count_of(const chess::Position& pos, const std::string& slot) {
    const std::vector<std::string> names = slot_names();
    const EvalTrace trace = trace_evaluation(pos, default_params());
    for (const EvalTrace::Term& term : trace.terms)
        if (names[std::size_t(term.slot)] == slot) return term.count;
    return 0;
}

TEST(EvalTerms, PhalanxAndSupportedPawnsByRank) {
    // White: d4 and e4 side by side (rank 4 = index 3), f3 defends e4... and g2 defends f3.
    // Black: a7 alone.
    const chess::Position pos = at("4k3/p7/8/8/3PP3/5P2/6P1/4K3 w - - 0 1");
    EXPECT_EQ(count_of(pos, "phalanx[3].mg"), 2);    // d4 and e4, each beside the other
    EXPECT_EQ(count_of(pos, "supported[3].mg"), 1);  // e4, defended by f3
    EXPECT_EQ(count_of(pos, "supported[2].mg"), 1);  // f3, defended by g2
    EXPECT_EQ(count_of(pos, "phalanx[1].mg"), 0);
}

TEST(EvalTerms, OutpostNeedsAPawnBehindAndNoPawnToChaseIt) {
    // Knight on d5 defended by e4; Black's c and e pawns have gone past, so none can attack d5.
    EXPECT_EQ(count_of(at("4k3/8/8/3N4/4P3/8/8/4K3 w - - 0 1"), "outpost[0].mg"), 1);
    // A black pawn on c7 can still come to c6 and chase the knight.
    EXPECT_EQ(count_of(at("4k3/2p5/8/3N4/4P3/8/8/4K3 w - - 0 1"), "outpost[0].mg"), 0);
    // Undefended: no outpost.
    EXPECT_EQ(count_of(at("4k3/8/8/3N4/8/8/8/4K3 w - - 0 1"), "outpost[0].mg"), 0);
    // A bishop on e6 (Black's outpost at rank 6 from its side is e3): Black's bishop on e3 defended by d4.
    EXPECT_EQ(count_of(at("4k3/8/8/8/3p4/4b3/8/4K3 w - - 0 1"), "outpost[1].mg"), -1);
}

TEST(EvalTerms, SafeChecksCountSquaresTheDefenceDoesNotHold) {
    // Black king g8 behind f7 g7 h7. White's rook on a1 can check from a8, which nothing defends. The
    // knight on e5 reaches f7 (a black pawn, defended by the king) but neither f6 nor h6, its check squares.
    // Counts are for the attacker: a safe check against Black's king counts +1.
    const chess::Position pos = at("6k1/5ppp/8/4N3/8/8/8/R5K1 w - - 0 1");
    EXPECT_EQ(count_of(pos, "safe_check[2]"), 1);
    EXPECT_EQ(count_of(pos, "safe_check[0]"), 0);
    // A black rook on b8 defends a8: the check is no longer safe.
    EXPECT_EQ(count_of(at("1r4k1/5ppp/8/4N3/8/8/8/R5K1 w - - 0 1"), "safe_check[2]"), 0);
}

TEST(EvalTerms, MobilityCountsIndexTheTables) {
    // A knight on a1 with b3 and c2 free: two safe squares.
    EXPECT_EQ(count_of(at("4k3/8/8/8/8/8/8/N3K3 w - - 0 1"), "mobility_knight[2].mg"), 1);
    // A rook on a1 on an otherwise empty rank and file, its own king on e1: a2..a8 and b1..d1, 10.
    EXPECT_EQ(count_of(at("7k/8/8/8/8/8/8/R3K3 w - - 0 1"), "mobility_rook[10].mg"), 1);
}

TEST(EvalTerms, KingShelterStormOpenFilesAndWeakZone) {
    // White's king on g1 behind f2 g2 h2; a black pawn on g4 storms it (rank index 4 from Black's side).
    // Black's king on a8 has no pawn on the a or b file: two open files against it.
    const chess::Position storm = at("k7/8/8/8/6p1/8/5PPP/6K1 w - - 0 1");
    EXPECT_EQ(count_of(storm, "pawn_storm[4]"), -1);
    EXPECT_EQ(count_of(storm, "king_open_file"), 2);
    // A white rook on a7 hits f7, g7 and h7 of Black's king zone, which only the king defends.
    EXPECT_EQ(count_of(at("6k1/R7/8/8/8/8/8/6K1 w - - 0 1"), "weak_king_zone"), 3);
    // A black rook on f8 defends f7, which is not weak any more (a pawn on f3 keeps the rook off White's zone).
    EXPECT_EQ(count_of(at("5rk1/R7/8/8/8/5P2/8/6K1 w - - 0 1"), "weak_king_zone"), 2);
}

TEST(EvalTerms, KingDangerInputsOfAnAttackedKing) {
    // White's queen on h5 and knight on g5 both hit f7 and h7 of Black's king zone (g8 behind f7 g7 h7,
    // no black piece to defend): two attackers with a queen, so the quadratic applies. Queen takes on f7
    // or h7 are two safe checks; f7 and h7 are the weak zone squares. Black has no queen: no danger for White.
    const chess::Position pos = at("6k1/5ppp/8/6NQ/8/8/8/6K1 w - - 0 1");
    const EvalTrace trace = trace_evaluation(pos, default_params());
    ASSERT_TRUE(trace.king_danger[chess::Black]);
    EXPECT_FALSE(trace.king_danger[chess::White]);
    const std::int16_t expected[KingDangerInputs] = {0, 2, 0, 0, 2, 0, 0, 0, 0, 2, 2, 2};
    for (int i = 0; i < KingDangerInputs; ++i) EXPECT_EQ(trace.king_attack[chess::Black][i], expected[i]) << "input " << i;
    // The same checks and weak squares also count linearly.
    EXPECT_EQ(count_of(pos, "safe_check[3]"), 2);
    EXPECT_EQ(count_of(pos, "weak_king_zone"), 2);
    // A weight on safe queen checks raises the penalty of Black's king, and only through the quadratic.
    EvalParams heavier = default_params();
    heavier.danger_weight[SafeQueenCheck - 6] = 5;
    EXPECT_GT(Evaluator(heavier).evaluate(pos), Evaluator(default_params()).evaluate(pos));
}

TEST(EvalTerms, SpaceCountsSafeCentralSquaresTwiceBehindPawns) {
    // White pawns d4 e4, four pieces. Safe squares on files c-f, ranks 2-4: c2-f2, c3-f3, c4, f4 (10);
    // d2, d3, e2, e3 are behind the pawns and count again (4): (10 + 4) * 4 pieces / 4 = 14. Black has no
    // pieces: nothing.
    EXPECT_EQ(count_of(at("4k3/8/8/8/3PP3/8/8/RN2K1NR w - - 0 1"), "space"), 14);
    // A black pawn on c5 attacks d4 (own pawn, not counted) and b4 (not central): same; on e5 it takes f4
    // (and d4, an own pawn) away: 13 squares * 4 / 4.
    EXPECT_EQ(count_of(at("4k3/8/8/4p3/3PP3/8/8/RN2K1NR w - - 0 1"), "space"), 13);
}

TEST(EvalTerms, WeakPawnsOpenBlockedPassersAndRooksBehindThem) {
    // An isolated a-pawn with no black pawn in front of it; with one on a7 both are opposed.
    EXPECT_EQ(count_of(at("4k3/8/8/8/8/8/P7/4K3 w - - 0 1"), "weak_pawn_open.mg"), 1);
    EXPECT_EQ(count_of(at("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1"), "weak_pawn_open.mg"), 0);
    // A passed pawn on e5 (rank weight 2) blockaded by a knight on e6.
    EXPECT_EQ(count_of(at("4k3/8/4n3/4P3/8/8/8/4K3 w - - 0 1"), "passed_blocked.mg"), 2);
    EXPECT_EQ(count_of(at("4k3/8/4N3/4P3/8/8/8/4K3 w - - 0 1"), "passed_blocked.mg"), 0);  // our own piece
    // A rook on e1 behind the passed e5 pawn; a bishop on e3 cuts it off.
    EXPECT_EQ(count_of(at("4k3/8/8/4P3/8/8/8/4RK2 w - - 0 1"), "rook_behind_passer.eg"), 1);
    EXPECT_EQ(count_of(at("4k3/8/8/4P3/8/4B3/8/4RK2 w - - 0 1"), "rook_behind_passer.eg"), 0);
    // A rook in front of the pawn is not behind it.
    EXPECT_EQ(count_of(at("k7/4R3/8/4P3/8/8/8/5K2 w - - 0 1"), "rook_behind_passer.eg"), 0);
}

TEST(EvalTerms, RookOnSeventhBishopPawnsAndMinorBehindPawn) {
    EXPECT_EQ(count_of(at("4k3/R7/8/8/8/8/8/4K3 w - - 0 1"), "rook_on_seventh.mg"), 1);
    EXPECT_EQ(count_of(at("4k3/8/8/8/8/8/r7/4K3 w - - 0 1"), "rook_on_seventh.mg"), -1);
    // The bishop on c1 is on a dark square, as is d2; e2 is light.
    EXPECT_EQ(count_of(at("4k3/8/8/8/8/8/3PP3/2B1K3 w - - 0 1"), "bishop_pawns.mg"), 1);
    EXPECT_EQ(count_of(at("4k3/8/8/8/3P4/3N4/8/4K3 w - - 0 1"), "minor_behind_pawn.mg"), 1);
    EXPECT_EQ(count_of(at("4k3/8/4n3/4p3/8/8/8/4K3 w - - 0 1"), "minor_behind_pawn.mg"), -1);
}

TEST(EvalTerms, RookAndPawnPushThreats) {
    EXPECT_EQ(count_of(at("q3k3/8/8/8/8/8/8/R3K3 w - - 0 1"), "threat_by_rook.mg"), 1);
    // e4-e5 would attack the knight on d6.
    EXPECT_EQ(count_of(at("4k3/8/3n4/8/4P3/8/8/4K3 w - - 0 1"), "pawn_push_threat.mg"), 1);
    // Not when Black's d6 pawn guards e5 (and d6-d5 runs into e4's attack).
    EXPECT_EQ(count_of(at("4k3/8/3p1n2/8/4P3/8/8/4K3 w - - 0 1"), "pawn_push_threat.mg"), 0);
}

TEST(EvalTerms, KingDistanceToItsNearestPawn) {
    // King e1, pawn a2: four squares. Black has no pawn and counts nothing.
    EXPECT_EQ(count_of(at("4k3/8/8/8/8/8/P7/4K3 w - - 0 1"), "king_pawn_distance"), 4);
    EXPECT_EQ(count_of(at("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1"), "king_pawn_distance"), 4 - 4);
}

TEST(EvalTerms, OppositeBishopsHalveTheEndgame) {
    Evaluator evaluator;
    // A pawn up with bishops of opposite colours (c1 dark, c8 light) against the same with both on dark squares.
    const int opposite = evaluator.evaluate(at("2b1k3/8/8/8/8/8/4PP2/2B1K3 w - - 0 1"));
    const int same = evaluator.evaluate(at("3bk3/8/8/8/8/8/4PP2/2B1K3 w - - 0 1"));
    EXPECT_GT(same, 0);
    EXPECT_GT(opposite, 0);
    EXPECT_LT(opposite, same * 3 / 4);
    EXPECT_EQ(trace_evaluation(at("2b1k3/8/8/8/8/8/4PP2/2B1K3 w - - 0 1"), default_params()).scale, 32);
}

TEST(EvalTerms, ComplexityInputsCountPawnsFlanksAndPawnEndings) {
    // Pawns a2, h7 (both flanks), kings only: a pawn ending.
    const EvalTrace ending = trace_evaluation(at("4k3/7p/8/8/8/8/P7/4K3 w - - 0 1"), default_params());
    EXPECT_EQ(ending.complexity[ComplexityPawns], 2);
    EXPECT_EQ(ending.complexity[ComplexityBothFlanks], 1);
    EXPECT_EQ(ending.complexity[ComplexityPawnEnding], 1);
    EXPECT_EQ(ending.complexity[ComplexityConstant], 1);
    // Pawns on the king's side only (e, f, g files), a rook each.
    const EvalTrace rooks = trace_evaluation(at("r3k3/5pp1/8/8/8/8/4PP2/R3K3 w - - 0 1"), default_params());
    EXPECT_EQ(rooks.complexity[ComplexityPawns], 4);
    EXPECT_EQ(rooks.complexity[ComplexityBothFlanks], 0);
    EXPECT_EQ(rooks.complexity[ComplexityPawnEnding], 0);
}

TEST(EvalTerms, ComplexityMovesTheEndgameTowardsZeroButNeverAcrossIt) {
    EXPECT_EQ(complexity_shift(100, -30), -30);   // a drawish endgame: 100 becomes 70
    EXPECT_EQ(complexity_shift(100, -300), -100); // never past zero
    EXPECT_EQ(complexity_shift(-100, -30), 30);   // the same for Black
    EXPECT_EQ(complexity_shift(-100, 40), -40);   // a complex one grows on the side ahead
    EXPECT_EQ(complexity_shift(0, 40), 0);        // nobody ahead, nothing to grow
    // A large negative constant leaves no endgame value at all: the evaluation is the middlegame's share.
    EvalParams params = default_params();
    params.complexity[ComplexityConstant] = -10000;
    EvalParams no_endgame = default_params();
    std::vector<double> slots = to_slots(no_endgame);
    const std::vector<SlotKind> kinds = slot_kinds();
    for (std::size_t i = 0; i < slots.size(); ++i)
        if (kinds[i] == SlotKind::Eg) slots[i] = 0;
    for (const char* fen : {"r3k3/5pp1/8/8/8/8/4PP2/R3K3 w - - 0 1", "4k3/7p/8/8/8/8/PP6/4K3 b - - 0 1",
                            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9"}) {
        const chess::Position pos = at(fen);
        const EvalTrace trace = trace_evaluation(pos, params);
        EXPECT_NEAR(trace_value(trace, to_slots(params).data()), trace_value(trace, slots.data()), 1e-9) << fen;
        const int evaluated = Evaluator(params).evaluate(pos) * (pos.side_to_move() == chess::White ? 1 : -1);
        EXPECT_NEAR(evaluated, trace_value(trace, slots.data()), 1.0) << fen;
    }
}

}  // namespace
}  // namespace gambit::eval
