// Varied legal positions for evaluation tests: seeded random games from the start position, each cut
// at a random ply, without check-mates, stalemates or checks.
#pragma once

#include <cstdint>
#include <vector>

#include "chess/position.hpp"

namespace gambit::eval::testing {

std::vector<chess::Position> random_positions(int count, std::uint64_t seed);

}  // namespace gambit::eval::testing
