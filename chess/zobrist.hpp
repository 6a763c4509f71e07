// Zobrist keys: one random 64-bit number per (piece, square), castling-rights set, en-passant file and
// side to move, from a fixed seed so hashes are the same in every run and every build.
#pragma once

#include "chess/types.hpp"

namespace gambit::chess::zobrist {

struct Keys {
    Keys();  // fills the tables from the fixed seed
    Key piece_square[16][64];
    Key castling[16];
    Key en_passant_file[8];
    Key side;  // XORed in when Black is to move
};

extern const Keys keys;  // constant after start-up

}  // namespace gambit::chess::zobrist
