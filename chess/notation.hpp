// Move notation: UCI long algebraic (e2e4, e7e8q, e1g1) and Standard Algebraic Notation (Nf3, exd5, O-O).
#pragma once

#include <string>
#include <string_view>

#include "chess/move.hpp"
#include "chess/position.hpp"

namespace gambit::chess {

// "e2e4", "e7e8q", castling "e1g1"; Move::null() -> "0000", Move::none() -> "(none)". No position needed.
std::string to_uci(Move m);
// The same, but castling as king-takes-rook ("e1h1", "g1h1") when `pos` is in Chess960 mode. `pos` is any
// position of the game (the castling rooks do not change during a game).
std::string to_uci(const Position& pos, Move m);
// The legal move `text` denotes, or Move::none() (with a one-line `error`) when the text is malformed or
// the move is illegal. Castling is king-takes-rook (e1h1); in standard chess king-to-destination (e1g1) too.
Move parse_uci(const Position& pos, std::string_view text, std::string* error = nullptr);

// SAN of a legal move: piece letter, minimal disambiguation (file, else rank, else both), x for captures,
// =Q for promotions, O-O / O-O-O, and + or # suffix.
std::string to_san(const Position& pos, Move m);
// The legal move `text` denotes, or Move::none() (with a one-line `error`) when malformed, illegal or
// ambiguous. Tolerant: over-disambiguation (N1f3, Ng1f3), missing or extra x, missing =
// (e8Q), 0-0 / 0-0-0, missing or wrong +/#, trailing annotations (!, ?, !?, ...), e.p. suffix.
Move parse_san(const Position& pos, std::string_view text, std::string* error = nullptr);

std::string square_name(Square s);              // "e4"
Square parse_square(std::string_view text);     // NoSquare if not a square name

}  // namespace gambit::chess
