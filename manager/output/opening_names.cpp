#include "manager/output/opening_names.hpp"

#include <unordered_map>

#include "chess/game.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"

namespace gambit::match {
namespace {

using Table = std::unordered_map<chess::Key, OpeningName>;

// Each row's moves played from the start; the position they reach is the row's. Where two rows reach the
// same position the first keeps it, as in fastchess's table. The key holds the en-passant square only when
// the capture is legal, as an EPD of the position does.
Table read_table() {
    Table table;
    std::string_view rest = LichessOpeningsTsv;
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        const std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        const std::size_t tab1 = line.find('\t'), tab2 = line.find('\t', tab1 + 1);
        if (tab2 == std::string_view::npos) continue;
        chess::Game game;
        std::string_view moves = line.substr(tab2 + 1);
        bool ok = true;
        while (ok && !moves.empty()) {
            const std::size_t space = moves.find(' ');
            const std::string_view word = moves.substr(0, space);
            moves = space == std::string_view::npos ? std::string_view{} : moves.substr(space + 1);
            if (!word.empty() && word.back() != '.') ok = game.play_san(word);
        }
        if (ok) table.emplace(game.position().key(), OpeningName{std::string(line.substr(0, tab1)),
                                                                 std::string(line.substr(tab1 + 1, tab2 - tab1 - 1))});
    }
    return table;
}

const Table& table() {
    static const Table t = read_table();  // read once, on the first named game
    return t;
}

}  // namespace

std::optional<OpeningName> lichess_opening(const std::string& start_fen, const std::vector<std::string>& uci_moves,
                                           bool chess960) {
    if (chess960) return std::nullopt;
    auto start = chess::Position::from_fen(start_fen);
    if (!start) return std::nullopt;
    chess::Game game(*start);
    std::optional<OpeningName> named;
    auto look = [&] {
        if (auto it = table().find(game.position().key()); it != table().end()) named = it->second;
    };
    look();
    for (const std::string& move : uci_moves) {
        if (!game.play_uci(move)) break;
        look();
    }
    return named;
}

std::optional<OpeningName> lichess_opening(const GameRecord& game) {
    std::vector<std::string> moves;
    for (const MoveRecord& m : game.moves) moves.push_back(m.uci);
    return lichess_opening(game.start_fen, moves, game.chess960);
}

}  // namespace gambit::match
