// Fuzz target: SAN and UCI move text (parse_san, parse_uci), as PGN readers and UCI engines give it.
// The first byte picks one of a few positions (standard, Chess960, promotions, en passant, castling both
// ways); the rest is the move text. Holds: whatever either parser returns is a legal move of the position,
// it prints back (to_san, to_uci) to text that parses to the same move, and making it gives a position whose
// FEN round-trips.
#include <array>
#include <cstdint>
#include <string>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "fuzz/check.hpp"

using namespace gambit;
using fuzz::check;

namespace {

struct Start {
    const char* fen;
    bool chess960;
};

constexpr std::array<Start, 8> starts{{
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false},
    {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", false},
    {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", false},
    {"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1", true},
    {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true},
    {"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3", false},
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false},
}};

void check_move(const chess::Position& pos, chess::Move m, std::string_view text) {
    if (!m) return;
    check(chess::legal_moves(pos).contains(m), "parsed move is legal", text);
    const std::string san = chess::to_san(pos, m);
    check(chess::parse_san(pos, san) == m, "parsed move survives SAN", san);
    const std::string uci = chess::to_uci(pos, m);
    check(chess::parse_uci(pos, uci) == m, "parsed move survives UCI", uci);
    chess::Position after = pos;
    chess::Undo undo;
    after.make_move(m, undo);
    const auto again = chess::Position::from_fen(after.fen(), nullptr, after.chess960());
    check(again && again->key() == after.key(), "position after the move round-trips", after.fen());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const Start& start = starts[data[0] % starts.size()];
    const auto pos = chess::Position::from_fen(start.fen, nullptr, start.chess960);
    check(pos.has_value(), "start position parses", start.fen);
    const std::string_view text = fuzz::as_text(data + 1, size - 1);
    std::string error;
    check_move(*pos, chess::parse_san(*pos, text, &error), text);
    check_move(*pos, chess::parse_uci(*pos, text, &error), text);
    return 0;
}
