#include "openings/book.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "chess/game.hpp"
#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "openings/epd.hpp"
#include "chess/pgn/pgn.hpp"
#include "openings/string_helpers.hpp"

namespace gambit::openings {

Format parse_format(std::string_view text) {
    std::string lower;
    for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "epd") return Format::Epd;
    if (lower == "pgn") return Format::Pgn;
    if (lower == "auto") return Format::Auto;
    throw std::invalid_argument("unknown opening format '" + std::string(text) + "' (expected epd, pgn or auto)");
}

Format resolve_format(const std::string& path, Format fmt) {
    if (fmt != Format::Auto) return fmt;
    std::string lower;
    for (char c : path) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower.size() >= 4 && lower.ends_with(".pgn") ? Format::Pgn : Format::Epd;
}

namespace {

chess::Position parse_position(const std::string& fen, const std::string& source, int line, bool chess960) {
    std::string error;
    auto pos = chess::Position::from_fen(fen, &error, chess960);
    if (!pos) throw BookError(source, line, "bad FEN '" + fen + "': " + error);
    return *pos;
}

// An opening must leave a game to play.
void require_playable(const chess::Game& game, const std::string& source, int line, const char* hint = "") {
    chess::GameResult result = game.result();
    if (result.outcome != chess::Outcome::Ongoing)
        throw BookError(source, line, "the opening position is already decided (" +
                                          std::string(chess::termination_string(result.termination)) + ")" + hint);
}

}  // namespace

Opening opening_from_epd(const EpdRecord& record, const std::string& source, bool chess960) {
    chess::Position pos = parse_position(record.fen, source, record.line, chess960);
    require_playable(chess::Game(pos), source, record.line);
    Opening opening;
    opening.fen = pos.fen();
    opening.name = record.op("id").value_or(record.op("c0").value_or(""));
    opening.line = record.line;
    opening.chess960 = chess960;
    return opening;
}

namespace {

std::string pgn_name(const chess::PgnGame& game) {
    auto known = [](const std::optional<std::string>& v) { return v && !v->empty() && *v != "?"; };
    std::string name;
    if (auto eco = game.tag("ECO"); known(eco)) name = *eco;
    if (auto opening = game.tag("Opening"); known(opening)) {
        name += (name.empty() ? "" : " ") + *opening;
        if (auto variation = game.tag("Variation"); known(variation)) name += ": " + *variation;
    } else if (auto event = game.tag("Event"); known(event)) {
        name += (name.empty() ? "" : " ") + *event;
    }
    return name;
}

}  // namespace

Opening opening_from_pgn(const chess::PgnGame& pgn, const std::string& source, int plies, bool chess960) {
    Opening opening;
    opening.line = pgn.line;
    opening.chess960 = chess960;
    opening.name = pgn_name(pgn);
    std::string fen = pgn.tag("FEN").value_or(std::string(chess::StartFen));
    chess::Game game(parse_position(fen, source, pgn.line, chess960));
    opening.fen = game.start_position().fen();

    std::size_t count = plies < 0 ? pgn.moves.size() : std::min(pgn.moves.size(), std::size_t(plies));
    for (std::size_t i = 0; i < count; ++i) {
        const int line = pgn.moves[i].line > 0 ? pgn.moves[i].line : pgn.line;
        require_playable(game, source, line);
        std::string error;
        chess::Move move = chess::parse_san(game.position(), pgn.moves[i].san, &error);
        if (move == chess::Move::none())
            // The core says what is wrong with the move text: "illegal move 'Ke3'", "ambiguous move 'Nd2'"...
            throw BookError(source, line,
                            (error.empty() ? "illegal move '" + pgn.moves[i].san + "'" : error) + " at ply " +
                                std::to_string(i + 1));
        opening.moves.push_back(chess::to_uci(game.position(), move));
        game.play(move);
    }
    require_playable(game, source, pgn.line, plies < 0 ? "; a finished game needs plies=N to serve as an opening" : "");
    return opening;
}

chess::Position start_position(const Opening& opening) {
    return *chess::Position::from_fen(opening.fen, nullptr, opening.chess960);
}

chess::Position final_position(const Opening& opening) {
    chess::Game game(start_position(opening));
    for (const std::string& move : opening.moves) game.play_uci(move);
    return game.position();
}

namespace {

// For a stream with no format given: an EPD line starts with a FEN placement (ranks separated by '/');
// anything else (a tag, a comment, a move number or move) is taken for PGN.
Format sniff(std::string_view text) {
    text = trim(strip_bom(text));
    std::size_t pos = 0;
    std::string_view first = next_word(text, pos);
    return first.find('/') != std::string_view::npos && first.front() != '[' ? Format::Epd : Format::Pgn;
}

}  // namespace

std::vector<Opening> load_book(std::istream& in, const std::string& source, Format fmt, int plies, bool chess960) {
    if (fmt == Format::Auto) {
        std::ostringstream text;
        text << in.rdbuf();
        std::istringstream copy(text.str());
        return load_book(copy, source, sniff(copy.str()), plies, chess960);
    }
    std::vector<Opening> openings;
    if (fmt == Format::Epd) {
        for (const EpdRecord& record : read_epd(in, source)) openings.push_back(opening_from_epd(record, source, chess960));
    } else {
        chess::PgnReader reader(in, source);
        while (auto game = reader.next()) openings.push_back(opening_from_pgn(*game, source, plies, chess960));
    }
    if (openings.empty()) throw BookError(source, 0, "empty book (no openings)");
    return openings;
}

std::vector<Opening> load_book(const std::string& path, Format fmt, int plies, bool chess960) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw BookError(path, 0, "cannot open file");
    return load_book(in, path, resolve_format(path, fmt), plies, chess960);
}

}  // namespace gambit::openings
