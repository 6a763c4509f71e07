// Generates opening positions: from the start position, plays random legal moves (uniform, or weighted
// towards sensible opening play) for a number of plies, then keeps a position only if it is new (Zobrist
// key), quiet (no check, no capture that wins material) and, with a scorer, near-equal. Everything but the
// scorer's verdict is a function of the seed.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "chess/types.hpp"

namespace gambit::openings {

struct GenerateConfig {
    int count = 1000;            // positions to keep
    int min_plies = 6, max_plies = 10;
    std::uint64_t seed = 1;
    bool weighted = true;        // false: every legal move equally likely
    int window = 40;             // with a scorer: keep positions scored within [-window, +window] centipawns
    int quiet_margin = 50;       // reject positions where the side to move wins more than this by capturing
    long max_attempts = 0;       // give up after this many random games (0 = 100 * count)
};

struct GeneratedPosition {
    std::string fen;                     // six fields
    std::vector<std::string> san;        // the moves from the start position
    chess::Key key = 0;
    std::optional<int> score;            // scorer's centipawns, side to move's view
    long attempt = 0;                    // which random game produced it (0-based)
};

struct GenerateStats {
    long attempts = 0, game_over = 0, in_check = 0, tactical = 0, duplicate = 0, unscored = 0, unbalanced = 0,
         kept = 0;
};

// Scores a position (six-field FEN) in centipawns from the side to move's view; nullopt = no score.
using Scorer = std::function<std::optional<int>(const std::string& fen)>;

// The near-equality filter: without a scorer every position passes; with one, `score` is set and the position
// passes when it is scored within [-window, +window]. Rejections are counted in `stats`.
bool within_window(const Scorer& scorer, const std::string& fen, int window, std::optional<int>& score,
                   GenerateStats& stats);

// `progress`, if set, is called after every kept position (for a status line).
std::vector<GeneratedPosition> generate_positions(const GenerateConfig& config, const Scorer& scorer,
                                                  GenerateStats& stats,
                                                  const std::function<void(const GenerateStats&)>& progress = {});

}  // namespace gambit::openings
