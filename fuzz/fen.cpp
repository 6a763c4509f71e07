// Fuzz target: FEN and EPD lines (Position::from_fen, openings::parse_epd_line).
// Holds: a parsed FEN prints back (X-FEN and Shredder) to a FEN that parses to the same position and prints
// the same again; every legal move of it survives UCI and SAN round trips; a parsed EPD line formats to a
// line that parses to the same record.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "fuzz/check.hpp"
#include "openings/book_error.hpp"
#include "openings/epd.hpp"

using namespace gambit;
using fuzz::check;

namespace {

void check_fen_round_trip(const chess::Position& pos) {
    for (auto notation : {chess::CastlingNotation::XFen, chess::CastlingNotation::Shredder}) {
        const std::string printed = pos.fen(notation);
        std::string error;
        const auto again = chess::Position::from_fen(printed, &error, pos.chess960());
        check(again.has_value(), "printed FEN parses", printed + " : " + error);
        check(again->key() == pos.key(), "printed FEN is the same position", printed);
        check(again->fen(notation) == printed, "printed FEN prints the same", printed);
    }
}

void check_moves_round_trip(const chess::Position& pos) {
    for (chess::Move m : chess::legal_moves(pos)) {
        const std::string uci = chess::to_uci(pos, m);
        check(chess::parse_uci(pos, uci) == m, "legal move survives UCI", uci);
        const std::string san = chess::to_san(pos, m);
        check(chess::parse_san(pos, san) == m, "legal move survives SAN", san);
    }
}

// format_epd writes the counters as hmvc/fmvn opcodes, so those may appear or change; the others may not.
std::vector<std::pair<std::string, std::string>> without_counters(std::vector<std::pair<std::string, std::string>> ops) {
    std::erase_if(ops, [](const auto& op) { return op.first == "hmvc" || op.first == "fmvn"; });
    return ops;
}

void check_epd(std::string_view line) {
    openings::EpdRecord record;
    try {
        record = openings::parse_epd_line(line, "fuzz", 1);
    } catch (const openings::BookError&) {
        return;
    }
    const std::string formatted = openings::format_epd(record);
    openings::EpdRecord again;
    try {
        again = openings::parse_epd_line(formatted, "fuzz", 1);
    } catch (const openings::BookError& e) {
        fuzz::fail("formatted EPD parses", formatted + " : " + e.what());
    }
    check(again.fen == record.fen, "formatted EPD keeps the FEN", formatted);
    check(without_counters(again.ops) == without_counters(record.ops), "formatted EPD keeps the opcodes", formatted);
    check(openings::format_epd(again) == formatted, "formatted EPD formats the same", formatted);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::as_text(data, size);
    for (bool chess960 : {false, true}) {
        if (auto pos = chess::Position::from_fen(text, nullptr, chess960)) {
            check(pos->chess960() == chess960, "variant flag kept");
            check_fen_round_trip(*pos);
            check_moves_round_trip(*pos);
        }
    }
    check_epd(text);
    return 0;
}
