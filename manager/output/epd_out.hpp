// -epdout FILE: the final position of every finished game, one FEN line each (cutechess-cli and fastchess).
#pragma once

#include <string>

#include "manager/game/game_record.hpp"

namespace gambit::match {

// The FEN of the position the game ended in.
std::string final_fen(const GameRecord& game);

// Appends final_fen(game) and a newline to `path`; throws std::runtime_error if it cannot.
void append_epd(const std::string& path, const GameRecord& game);

}  // namespace gambit::match
