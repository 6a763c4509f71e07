#include "replay/replay_game.hpp"

#include <cmath>
#include <regex>
#include <stdexcept>

#include "chess/notation.hpp"
#include "chess/pgn/move_comment.hpp"
#include "chess/position.hpp"

namespace gambit::replay {

namespace {

// Seconds to milliseconds, halves to even (as the Python script this replaced rounded them).
long rounded_ms(double seconds) { return static_cast<long>(std::nearbyint(seconds * 1000)); }

}  // namespace

std::optional<chess::PgnGame> select_game(const std::vector<chess::PgnGame>& games, long number) {
    for (const chess::PgnGame& game : games)
        if (game.tag("GameId") == std::to_string(number)) return game;
    if (number < 1 || number > static_cast<long>(games.size())) return std::nullopt;
    return games[static_cast<std::size_t>(number - 1)];
}

std::vector<ReplayMove> replay_moves(const chess::PgnGame& game) {
    const std::string variant = game.tag("Variant").value_or("");
    const bool chess960 = variant == "chess960" || variant == "fischerandom" || variant == "Chess960";
    const std::string fen = game.tag("FEN").value_or(std::string(chess::StartFen));
    std::string error;
    auto pos = chess::Position::from_fen(fen, &error, chess960);
    if (!pos) throw std::runtime_error("the FEN tag '" + fen + "' is not a position: " + error);
    std::vector<ReplayMove> moves;
    for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
        const std::string& san = game.moves[ply].san;
        const chess::Move move = chess::parse_san(*pos, san, &error);
        if (move == chess::Move::none())
            throw std::runtime_error("ply " + std::to_string(ply + 1) + " '" + san + "': " + error);
        const chess::MoveComment comment = chess::parse_move_comment(game.moves[ply].comments.empty() ? "" : game.moves[ply].comments.front());
        ReplayMove m{san, chess::to_uci(*pos, move), comment.book, std::nullopt};
        if (comment.clock_seconds) m.clock_ms = rounded_ms(*comment.clock_seconds);
        moves.push_back(std::move(m));
        chess::Undo undo;
        pos->make_move(move, undo);
    }
    return moves;
}

std::optional<ClockSettings> parse_time_control(const std::string& text) {
    static const std::regex form(R"((?:(\d+)/)?([\d.]+)(?:\+([\d.]+))?)");
    std::smatch m;
    if (!std::regex_match(text, m, form)) return std::nullopt;
    try {
        ClockSettings clock;
        clock.moves_per_period = m[1].matched ? std::stoi(m[1]) : 0;
        clock.base_ms = rounded_ms(std::stod(m[2]));
        clock.increment_ms = m[3].matched ? rounded_ms(std::stod(m[3])) : 0;
        return clock;
    } catch (const std::exception&) {  // "1.2.3": digits and dots, yet no number
        return std::nullopt;
    }
}

}  // namespace gambit::replay
