#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "engine/search/movepick.hpp"

using namespace gambit;
using namespace gambit::search;

namespace {

chess::Position position(const char* fen) {
    auto pos = chess::Position::from_fen(fen);
    EXPECT_TRUE(pos.has_value()) << fen;
    return *pos;
}

std::vector<std::string> order(MovePicker& picker) {
    std::vector<std::string> moves;
    for (chess::Move m = picker.next(); m; m = picker.next()) moves.push_back(chess::to_uci(m));
    return moves;
}

// exd5 trades pawns (SEE 0), Nxd5 and Qxd5 lose their piece to exd5 (SEE < 0).
constexpr const char* PawnTrade = "6k1/8/4p3/3p4/4P3/2N5/8/3Q2K1 w - - 0 1";

}  // namespace

TEST(MovePicker, EqualCapturesComeFirstAndLosingOnesAfterEveryQuietMove) {
    const chess::Position pos = position(PawnTrade);
    const auto history = std::make_unique<History>();
    MovePicker picker(pos, chess::Move::none(), *history, chess::Move::none(), chess::Move::none(),
                      chess::Move::none());
    const std::vector<std::string> moves = order(picker);
    chess::MoveList legal;
    chess::generate(pos, legal);
    ASSERT_EQ(moves.size(), legal.size());
    EXPECT_EQ(moves.front(), "e4d5");
    EXPECT_EQ(moves[moves.size() - 2], "c3d5");  // the knight is worth less than the queen: less to lose
    EXPECT_EQ(moves.back(), "d1d5");
}

TEST(MovePicker, EveryWinningOrEqualCaptureBeforeAQuietMoveAndEveryLosingOneAfter) {
    for (const char* fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
                            "2r2rk1/1b3ppp/p3pn2/1p1q4/3P4/P1NQ1N2/1P3PPP/2R2RK1 b - - 0 1", "1r6/P5k1/8/8/8/8/6K1/8 w - - 0 1",
                            PawnTrade}) {
        const chess::Position pos = position(fen);
        const auto history = std::make_unique<History>();
        MovePicker picker(pos, chess::Move::none(), *history, chess::Move::none(), chess::Move::none(),
                          chess::Move::none());
        // 0: winning or equal noisy, 1: quiet, 2: losing noisy or under-promotion; the order never goes back.
        int stage = 0;
        for (chess::Move m = picker.next(); m; m = picker.next()) {
            const bool under_promotion = m.is_promotion() && m.promotion() != chess::Queen;
            const int kind = under_promotion ? 2 : !pos.is_noisy(m) ? 1 : pos.see_ge(m, 0) ? 0 : 2;
            EXPECT_GE(kind, stage) << fen << " " << chess::to_uci(m);
            stage = std::max(stage, kind);
        }
    }
}

TEST(MovePicker, QuiescenceSaysWhenOnlyLosingCapturesRemain) {
    const chess::Position pos = position(PawnTrade);
    const auto history = std::make_unique<History>();
    MovePicker picker(pos, chess::Move::none(), *history);
    const chess::Move first = picker.next();
    EXPECT_EQ(chess::to_uci(first), "e4d5");
    EXPECT_FALSE(picker.losing_noisy_reached());
    const chess::Move second = picker.next();
    EXPECT_EQ(chess::to_uci(second), "c3d5");
    EXPECT_TRUE(picker.losing_noisy_reached());
    EXPECT_EQ(chess::to_uci(picker.next()), "d1d5");
    EXPECT_FALSE(picker.next());
}

TEST(MovePicker, ALosingTTMoveComesFirstAndOnlyOnce) {
    const chess::Position pos = position(PawnTrade);
    const auto history = std::make_unique<History>();
    const chess::Move tt = chess::parse_uci(pos, "d1d5");
    MovePicker picker(pos, tt, *history);
    EXPECT_EQ(order(picker), (std::vector<std::string>{"d1d5", "e4d5", "c3d5"}));
}

TEST(MovePicker, EveryContinuationRowOrdersQuietMoves) {
    const chess::Position pos = position(chess::StartFen.data());
    const auto history = std::make_unique<History>();
    // A row as if keyed on the move four plies back (History::ContinuationBack[2]) that likes Na3 a lot.
    History::ContinuationRow row{};
    row[chess::make_piece(chess::White, chess::Knight)][chess::A3] = 5000;
    const History::ContinuationRow* rows[History::ContinuationRows] = {nullptr, nullptr, &row};
    MovePicker picker(pos, chess::Move::none(), *history, chess::Move::none(), chess::Move::none(),
                      chess::Move::none(), rows);
    EXPECT_EQ(order(picker).front(), "b1a3");
    MovePicker without(pos, chess::Move::none(), *history, chess::Move::none(), chess::Move::none(),
                       chess::Move::none());
    EXPECT_NE(order(without).front(), "b1a3");
}

// Nxd5 and Bxe5 both win a pawn: MVV-LVA takes the knight's first, capture history can reverse that.
TEST(MovePicker, CaptureHistoryReordersCapturesOfTheSameVictim) {
    const chess::Position pos = position("6k1/8/8/3pp3/8/4N1B1/8/6K1 w - - 0 1");
    const auto history = std::make_unique<History>();
    const auto first_capture = [&] {
        MovePicker picker(pos, chess::Move::none(), *history);
        return chess::to_uci(picker.next());
    };
    EXPECT_EQ(first_capture(), "e3d5");
    for (int i = 0; i < 4; ++i) history->update_capture(chess::WhiteBishop, chess::E5, chess::Pawn, History::bonus(8));
    EXPECT_EQ(first_capture(), "g3e5");
}

// Multi-cut's reordering: moves added as leads follow the first in the order added, each once, and an
// illegal or repeated lead is ignored; the rest keep their order.
TEST(MovePicker, LeadsComeFirstInTheirOrderAndOnlyOnce) {
    const chess::Position pos = position(PawnTrade);
    const auto history = std::make_unique<History>();
    const auto move = [&](const char* uci) { return chess::parse_uci(pos, uci); };
    MovePicker plain(pos, chess::Move::none(), *history, chess::Move::none(), chess::Move::none(), chess::Move::none());
    const std::vector<std::string> all = order(plain);
    MovePicker picker(pos, move("g1h2"), *history, chess::Move::none(), chess::Move::none(), chess::Move::none());
    picker.add_lead(move("c3b5"));
    picker.add_lead(move("g1h2"));  // already first
    picker.add_lead(move("e4d5"));
    const std::vector<std::string> led = order(picker);
    ASSERT_EQ(led.size(), all.size());
    EXPECT_EQ(std::vector<std::string>(led.begin(), led.begin() + 3), (std::vector<std::string>{"g1h2", "c3b5", "e4d5"}));
    std::vector<std::string> rest = all;
    std::erase_if(rest, [](const std::string& m) { return m == "g1h2" || m == "c3b5" || m == "e4d5"; });
    EXPECT_EQ(std::vector<std::string>(led.begin() + 3, led.end()), rest);
}
