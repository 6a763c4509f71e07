// The one error type of the openings library: "file:line: what was wrong" (the chess core's InputError,
// which the PGN reader throws too, so a book's PGN and EPD errors are caught alike).
#pragma once

#include "chess/pgn/input_error.hpp"

namespace gambit::openings {

using BookError = chess::InputError;

}  // namespace gambit::openings
