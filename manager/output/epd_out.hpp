// -epdout FILE: the final position of every finished game, one FEN line each (cutechess-cli and fastchess).
#pragma once

#include <string>

#include "manager/game/game_record.hpp"

namespace gambit::match {

// The FEN of the position the game ended in.
std::string final_fen(const GameRecord& game);

// The line of `game` in the EPD file: the FEN (cutechess-cli, gambit-match), or with `opcodes` the four
// position fields and the counters as EPD opcodes, "... b - - hmvc 2; fmvn 47;" (fastchess).
std::string epd_line(const GameRecord& game, bool opcodes = false);

// Appends epd_line(game, opcodes) and a newline to `path`; throws std::runtime_error if it cannot.
void append_epd(const std::string& path, const GameRecord& game, bool opcodes = false);

}  // namespace gambit::match
