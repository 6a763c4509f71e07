#include "openings/polyglot/move.hpp"

namespace gambit::openings::polyglot {

std::string move_text(std::uint16_t move) {
    const auto square = [](int bits) { return std::string{char('a' + (bits & 7)), char('1' + ((bits >> 3) & 7))}; };
    std::string text = square(move >> 6) + square(move);
    const int promotion = (move >> 12) & 7;
    if (promotion > 0) text += promotion <= 4 ? "nbrq"[promotion - 1] : '?';
    return text;
}

}  // namespace gambit::openings::polyglot
