// Perft: counts the leaf nodes of the legal move tree to a fixed depth (bulk-counted at the last ply).
// The standard correctness and speed test of a move generator.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/position.hpp"

namespace gambit::tools {

std::uint64_t perft(chess::Position& pos, int depth);
// Per root move counts, in generation order.
std::vector<std::pair<chess::Move, std::uint64_t>> perft_divide(chess::Position& pos, int depth);

// `gambit perft DEPTH [FEN]`: per-move lines "e2e4: 20", a blank line, then "Nodes searched: N".
int perft_main(std::span<const std::string_view> args);
// `gambit perft-epd FILE [--max-nodes N] [--max-depth D]`: checks every "FEN ;D1 n ;D2 n ..." line,
// prints each mismatch and a final "N positions, M checks, K mismatches"; exit code 1 on any mismatch.
int perft_epd_main(std::span<const std::string_view> args);

}  // namespace gambit::tools
