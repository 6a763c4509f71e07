// Fuzz target: PGN games (chess::PgnReader: tags and escapes, comments, variations, NAGs, `%` lines)
// and their checking as openings (opening_from_pgn). Holds: every game read is written by write_pgn to text
// that reads back to the same game (tags, moves, comments up to whitespace, result) and writes identically;
// an accepted opening consists of legal moves from a FEN that parses.
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "chess/pgn/input_error.hpp"
#include "chess/notation.hpp"
#include "chess/pgn/pgn.hpp"
#include "fuzz/check.hpp"
#include "openings/book.hpp"

using namespace gambit;
using fuzz::check;

namespace {

std::string words(const std::string& text) {
    std::istringstream in(text);
    std::string out;
    for (std::string word; in >> word;) out += (out.empty() ? "" : " ") + word;
    return out;
}

std::string written(const chess::PgnGame& game) {
    std::ostringstream out;
    chess::write_pgn(out, game);
    return out.str();
}

void check_round_trip(const chess::PgnGame& game) {
    const std::string text = written(game);
    std::istringstream in(text);
    std::vector<chess::PgnGame> again;
    try {
        again = chess::read_pgn(in, "written");
    } catch (const chess::InputError& e) {
        fuzz::fail("written PGN reads back", text + " : " + e.what());
    }
    check(again.size() == 1, "written PGN is one game", text);
    const chess::PgnGame& back = again.front();
    check(back.sans() == game.sans(), "written PGN keeps the moves", text);
    check(back.result == game.result, "written PGN keeps the result", text);
    for (const chess::PgnTag& tag : game.tags)
        if (tag.name != "Result") check(back.tag(tag.name) == game.tag(tag.name), "written PGN keeps the tags", text);
    auto same_words = [](const std::vector<std::string>& a, const std::vector<std::string>& b) {
        if (a.size() != b.size()) return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (words(a[i]) != words(b[i])) return false;
        return true;
    };
    check(same_words(back.leading_comments, game.leading_comments), "written PGN keeps the comments", text);
    for (std::size_t i = 0; i < game.moves.size(); ++i)
        check(same_words(back.moves[i].comments, game.moves[i].comments), "written PGN keeps the comments", text);
    check(written(back) == text, "written PGN writes the same again", text);
}

void check_opening(const chess::PgnGame& game) {
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
    chess::PgnReader reader(in, "fuzz");
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
