// Fuzz target: PGN games (openings::PgnReader: tags and escapes, comments, variations, NAGs, `%` lines)
// and their checking as openings (opening_from_pgn). Holds: every game read is written by write_pgn to text
// that reads back to the same game (tags, moves, comments up to whitespace, result) and writes identically;
// an accepted opening consists of legal moves from a FEN that parses.
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "engine/chess/notation.hpp"
#include "fuzz/check.hpp"
#include "openings/book.hpp"
#include "openings/book_error.hpp"
#include "openings/pgn.hpp"

using namespace gambit;
using fuzz::check;

namespace {

std::string words(const std::string& text) {
    std::istringstream in(text);
    std::string out;
    for (std::string word; in >> word;) out += (out.empty() ? "" : " ") + word;
    return out;
}

std::string written(const openings::PgnGame& game) {
    std::ostringstream out;
    openings::write_pgn(out, game);
    return out.str();
}

void check_round_trip(const openings::PgnGame& game) {
    const std::string text = written(game);
    std::istringstream in(text);
    std::vector<openings::PgnGame> again;
    try {
        again = openings::read_pgn(in, "written");
    } catch (const openings::BookError& e) {
        fuzz::fail("written PGN reads back", text + " : " + e.what());
    }
    check(again.size() == 1, "written PGN is one game", text);
    const openings::PgnGame& back = again.front();
    check(back.moves == game.moves, "written PGN keeps the moves", text);
    check(back.result == game.result, "written PGN keeps the result", text);
    for (const auto& [name, value] : game.tags)
        if (name != "Result") check(back.tag(name) == game.tag(name), "written PGN keeps the tags", text);
    check(back.comments.size() == game.comments.size(), "written PGN keeps the comments", text);
    for (std::size_t i = 0; i < game.comments.size(); ++i)
        check(words(back.comments[i]) == words(game.comments[i]), "written PGN keeps the comments", text);
    check(written(back) == text, "written PGN writes the same again", text);
}

void check_opening(const openings::PgnGame& game) {
    for (bool chess960 : {false, true}) {
        openings::Opening opening;
        try {
            opening = openings::opening_from_pgn(game, "fuzz", -1, chess960);
        } catch (const openings::BookError&) {
            continue;
        }
        auto pos = chess::Position::from_fen(opening.fen, nullptr, chess960);
        check(pos.has_value(), "opening FEN parses", opening.fen);
        for (const std::string& move : opening.moves) {
            const chess::Move m = chess::parse_uci(*pos, move);
            check(bool(m), "opening move is legal", move);
            chess::Undo undo;
            pos->make_move(m, undo);
        }
        check(openings::final_position(opening).key() == pos->key(), "final_position plays the moves", opening.fen);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in{std::string(fuzz::as_text(data, size))};
    openings::PgnReader reader(in, "fuzz");
    try {
        for (int games = 0; games < 64; ++games) {
            const auto game = reader.next();
            if (!game) break;
            check_round_trip(*game);
            check_opening(*game);
        }
    } catch (const openings::BookError&) {
    }
    return 0;
}
