#include "manager/output/epd_out.hpp"

#include <fstream>
#include <stdexcept>

#include "chess/game.hpp"
#include "chess/position.hpp"

namespace gambit::match {

std::string final_fen(const GameRecord& game) {
    auto start = chess::Position::from_fen(game.start_fen);
    chess::Game board(start ? *start : chess::Position());
    for (const auto& m : game.moves)
        if (!board.play_uci(m.uci)) break;  // cannot happen: every recorded move was validated
    return board.position().fen();
}

std::string epd_line(const GameRecord& game, bool opcodes) {
    const std::string fen = final_fen(game);
    if (!opcodes) return fen;
    // FEN fields: board, side, castling, en passant, halfmove clock, fullmove number.
    std::size_t at = 0;
    for (int field = 0; field < 4 && at != std::string::npos; ++field) at = fen.find(' ', at + 1);
    if (at == std::string::npos) return fen;
    const std::string counters = fen.substr(at + 1);
    const auto space = counters.find(' ');
    return fen.substr(0, at) + " hmvc " + counters.substr(0, space) + "; fmvn " + counters.substr(space + 1) + ";";
}

void append_epd(const std::string& path, const GameRecord& game, bool opcodes) {
    std::ofstream out(path, std::ios::app);
    out << epd_line(game, opcodes) << '\n';
    out.flush();
    if (!out) throw std::runtime_error(path + ": cannot write the EPD file");
}

}  // namespace gambit::match
