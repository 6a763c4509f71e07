// The opening order of `order=random`, drawn as each tool draws it, so that a line read in a peer's dialect
// plays that peer's openings game for game (same -srand, same book, same order).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "manager/match_config.hpp"
#include "manager/tournament/cutechess_random.hpp"

namespace gambit::match {

// gambit-match's own: Fisher-Yates from the back, std::mt19937_64 seeded with the seed, j = r mod (i + 1).
std::vector<int> gambit_shuffle(std::size_t n, std::uint64_t seed);

// fastchess (app/src/game/book/opening_book.hpp): Fisher-Yates from the front on std::mt19937_64 seeded with
// -srand, j = i + r mod (n - i).
std::vector<int> fastchess_shuffle(std::size_t n, std::uint64_t seed);

// cutechess-cli (projects/lib/src/openingsuite.cpp): the same front-to-back shuffle on cutechess's own
// 32-bit Mersenne generator (CutechessRandom) seeded with -srand.
std::vector<int> cutechess_shuffle(std::size_t n, std::uint32_t seed);

// The shuffle of a dialect.
std::vector<int> shuffled_openings(Dialect dialect, std::size_t n, std::uint64_t seed);

}  // namespace gambit::match
