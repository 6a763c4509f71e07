// Is a position quiet enough to start a game from? The side to move must not be in check and must not be
// able to win material at once (a hanging piece, an exchange half made): a material-only capture search
// says how much the side to move gains by capturing.
#pragma once

#include "chess/position.hpp"

namespace gambit::openings {

// Material balance (centipawns, see_value) from the side to move's point of view.
int material(const chess::Position& pos);

// What the side to move wins by a sequence of captures and promotions (>= 0; it may also stand pat).
int capture_gain(chess::Position& pos);

// Not in check, and no capture sequence wins more than `margin` centipawns.
bool is_quiet(chess::Position& pos, int margin = 50);

}  // namespace gambit::openings
