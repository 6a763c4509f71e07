#include "openings/convert.hpp"

#include <algorithm>
#include <numeric>

#include "chess/game.hpp"
#include "chess/notation.hpp"
#include "openings/epd.hpp"
#include "chess/pgn/pgn.hpp"
#include "openings/rng.hpp"
#include "openings/string_helpers.hpp"

namespace gambit::openings {

namespace {

std::string san_line(const Opening& opening) {
    chess::Game game(start_position(opening));
    std::string text;
    for (std::size_t i = 0; i < opening.moves.size(); ++i) {
        const chess::Position& pos = game.position();
        if (pos.side_to_move() == chess::White || i == 0) {
            text += std::to_string(pos.fullmove_number());
            text += pos.side_to_move() == chess::White ? ". " : "... ";
        }
        chess::Move move = chess::parse_uci(pos, opening.moves[i]);
        text += chess::to_san(pos, move);
        text += ' ';
        game.play(move);
    }
    if (!text.empty()) text.pop_back();
    return text;
}

void write_epd(std::ostream& out, const Opening& opening, const EpdRecord* original) {
    EpdRecord record;
    record.fen = final_position(opening).fen();
    if (original) {
        record.ops = original->ops;
    } else {
        if (!opening.name.empty()) record.set_op("id", opening.name);
        if (!opening.moves.empty()) record.set_op("c0", san_line(opening));
    }
    out << format_epd(record) << '\n';
}

void write_pgn_opening(std::ostream& out, const Opening& opening, const chess::PgnGame* original) {
    chess::PgnGame game;
    if (original) game.tags = original->tags;
    if (!game.tag("Event")) game.set_tag("Event", opening.name.empty() ? "?" : opening.name);
    if (opening.chess960) game.set_tag("Variant", "Chess960");
    if (opening.fen != chess::StartFen || opening.chess960) {
        game.set_tag("FEN", opening.fen);
        game.set_tag("SetUp", "1");
    }
    chess::Game replay(start_position(opening));
    for (const std::string& uci : opening.moves) {
        chess::Move move = chess::parse_uci(replay.position(), uci);
        game.moves.push_back({chess::to_san(replay.position(), move), {}, 0});
        replay.play(move);
    }
    game.set_tag("Result", "*");
    if (game.tag("PlyCount")) game.set_tag("PlyCount", std::to_string(game.moves.size()));
    chess::write_pgn(out, game);
}

}  // namespace

std::size_t convert_book(std::istream& in, const std::string& source, Format from, std::ostream& out, Format to,
                         int plies) {
    std::size_t written = 0;
    if (from == Format::Epd) {
        for (const EpdRecord& record : read_epd(in, source)) {
            Opening opening = opening_from_epd(record, source);
            if (to == Format::Epd) write_epd(out, opening, &record);
            else write_pgn_opening(out, opening, nullptr);
            ++written;
        }
    } else {
        chess::PgnReader reader(in, source);
        while (auto game = reader.next()) {
            Opening opening = opening_from_pgn(*game, source, plies);
            if (to == Format::Epd) write_epd(out, opening, nullptr);
            else write_pgn_opening(out, opening, &*game);
            ++written;
        }
    }
    if (written == 0) throw BookError(source, 0, "empty book (no openings)");
    return written;
}

std::vector<std::size_t> sample_indices(std::size_t total, std::size_t n, std::uint64_t seed) {
    std::vector<std::size_t> order(total);
    std::iota(order.begin(), order.end(), std::size_t{0});
    n = std::min(n, total);
    Rng rng(seed);
    for (std::size_t i = 0; i < n; ++i) std::swap(order[i], order[i + rng.below(total - i)]);   // partial Fisher-Yates
    order.resize(n);
    std::sort(order.begin(), order.end());
    return order;
}

std::size_t sample_book(std::istream& in, const std::string& source, Format fmt, std::ostream& out, std::size_t n,
                        std::uint64_t seed) {
    if (fmt == Format::Epd) {
        std::vector<std::string> lines;
        int line = 0;
        for (std::string text; std::getline(in, text);) {
            ++line;
            std::string_view view = trim(line == 1 ? strip_bom(text) : std::string_view(text));
            if (!view.empty() && view.front() != '#') lines.emplace_back(view);
        }
        if (lines.empty()) throw BookError(source, 0, "empty book (no openings)");
        auto chosen = sample_indices(lines.size(), n, seed);
        for (std::size_t i : chosen) out << lines[i] << '\n';
        return chosen.size();
    }
    auto games = chess::read_pgn(in, source);
    if (games.empty()) throw BookError(source, 0, "empty book (no openings)");
    auto chosen = sample_indices(games.size(), n, seed);
    for (std::size_t i : chosen) chess::write_pgn(out, games[i]);
    return chosen.size();
}

}  // namespace gambit::openings
