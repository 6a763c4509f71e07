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

void append_epd(const std::string& path, const GameRecord& game) {
    std::ofstream out(path, std::ios::app);
    out << final_fen(game) << '\n';
    out.flush();
    if (!out) throw std::runtime_error(path + ": cannot write the EPD file");
}

}  // namespace gambit::match
