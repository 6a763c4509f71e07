// Fuzz target: opening files in both formats as gambit-match loads them (openings::load_book from a stream:
// EPD or PGN, BOM, CRLF, comments, Chess960 castling, a ply limit). The first byte picks the format, the
// variant and the ply limit. Holds: every opening of an accepted book starts from a FEN that parses in its
// variant and consists of legal UCI moves, no more than the ply limit, none for EPD.
#include <cstdint>
#include <sstream>
#include <string>

#include "chess/notation.hpp"
#include "fuzz/check.hpp"
#include "openings/book.hpp"
#include "openings/book_error.hpp"

using namespace gambit;
using fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::uint8_t control = data[0];
    const openings::Format format = control % 3 == 0   ? openings::Format::Epd
                                    : control % 3 == 1 ? openings::Format::Pgn
                                                       : openings::Format::Auto;
    const bool chess960 = (control & 0x04) != 0;
    const int plies = (control & 0x08) != 0 ? (control >> 4) : -1;
    std::istringstream in{std::string(fuzz::as_text(data + 1, size - 1))};
    std::vector<openings::Opening> book;
    try {
        book = openings::load_book(in, "fuzz", format, plies, chess960);
    } catch (const openings::BookError&) {
        return 0;
    }
    check(!book.empty(), "an accepted book has openings");
    for (const openings::Opening& opening : book) {
        check(opening.chess960 == chess960, "opening keeps the variant");
        if (format == openings::Format::Epd) check(opening.moves.empty(), "EPD openings have no moves");
        if (plies >= 0) check(opening.moves.size() <= std::size_t(plies), "ply limit holds");
        auto pos = chess::Position::from_fen(opening.fen, nullptr, chess960);
        check(pos.has_value(), "opening FEN parses", opening.fen);
        check(pos->fen() == opening.fen, "opening FEN is normalised", opening.fen);
        for (const std::string& move : opening.moves) {
            const chess::Move m = chess::parse_uci(*pos, move);
            check(bool(m), "opening move is legal", move);
            chess::Undo undo;
            pos->make_move(m, undo);
        }
    }
    return 0;
}
