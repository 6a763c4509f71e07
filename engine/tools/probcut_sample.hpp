// The cuts ProbCut makes at a match budget, sampled per depth pair and game stage, and the check of one cut
// against a deep search: shared by probcut-calibrate and sibling-correlation.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "chess/position.hpp"
#include "engine/search/engine.hpp"
#include "engine/search/pruning/probcut.hpp"

namespace gambit::tools {

// The cuts of one depth pair and stage: how many were seen, and a uniform sample of them.
struct ProbCutCell {
    std::uint64_t seen = 0;
    std::vector<search::ProbCutDecision> sample;
};
using ProbCutCells = std::map<std::tuple<int, int, int>, ProbCutCell>;  // (shallow, deep, stage)

// The positions of FILE, one FEN or EPD line each (its first four fields; blank and '#' lines skipped);
// nullopt with `error` set ("FILE:LINE: bad FEN: ...", "cannot open ...") on bad input.
std::optional<std::vector<chess::Position>> read_fen_lines(const std::string& file, std::string& error);

// Searches every position (with legal moves) at `nodes` a move with the engine's settings and keeps up to
// `per_cell` of ProbCut's cuts per cell by reservoir sampling (seed `seed`).
ProbCutCells sample_probcut_cuts(search::Engine& engine, const std::vector<chess::Position>& positions,
                                 std::uint64_t nodes, int per_cell, unsigned seed);

// Searches the cut's node to the pair's deep depth with `deep` (ProbCut off): true when that value lies on the
// other side of the bound the cut predicted; nullopt when the node has no legal move.
std::optional<bool> cut_contradicted(search::Engine& deep, const search::ProbCutDecision& cut);

}  // namespace gambit::tools
