// Chess960 and double Fischer random (DFRC) start-position suites: every Chess960 start in the standard
// numbering, or random pairs of independent back ranks for White and Black; with a scorer, only positions
// scored within the window are kept (the near-equality filter of `generate`).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "openings/generate.hpp"

namespace gambit::openings {

struct FrcConfig {
    bool dfrc = false;       // false: the 960 Chess960 starts in numbering order (White and Black alike)
    int count = 960;         // positions to keep (Chess960: at most 960)
    std::uint64_t seed = 1;  // DFRC: which pairs are drawn
    int window = 40;         // with a scorer: keep positions scored within [-window, +window] centipawns
};

struct FrcPosition {
    std::string fen;         // Shredder-FEN castling rights (e.g. HFhf), read by every Chess960 GUI
    int white_index = 0, black_index = 0;  // standard numbering of each side's back rank
    std::optional<int> score;              // scorer's centipawns, White (to move) view
};

// Counts go to `stats` (attempts, duplicate, unscored, unbalanced, kept).
std::vector<FrcPosition> generate_frc(const FrcConfig& config, const Scorer& scorer, GenerateStats& stats);

}  // namespace gambit::openings
