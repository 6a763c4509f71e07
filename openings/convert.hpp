// `convert` between EPD and PGN, and `sample` N openings of a book, seeded.
#pragma once

#include <cstdint>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

#include "openings/book.hpp"

namespace gambit::openings {

// Validates every opening (same errors as load_book) and writes it in the other format (or the same one,
// normalised). PGN -> EPD: the position after the first `plies` moves, with `id` = the opening's name and
// `c0` = its moves in SAN. EPD -> PGN: a game with FEN/SetUp tags, no moves, Event = the position's name.
// Returns the number of openings written.
std::size_t convert_book(std::istream& in, const std::string& source, Format from, std::ostream& out, Format to,
                         int plies = -1);

// n distinct indices out of [0, total), chosen by a seeded shuffle, in increasing order (all if n >= total).
std::vector<std::size_t> sample_indices(std::size_t total, std::size_t n, std::uint64_t seed);

// Copies n seeded-random entries (EPD lines, or PGN games rewritten) of a book, in file order.
std::size_t sample_book(std::istream& in, const std::string& source, Format fmt, std::ostream& out, std::size_t n,
                        std::uint64_t seed);

}  // namespace gambit::openings
