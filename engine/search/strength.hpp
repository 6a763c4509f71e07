// UCI_LimitStrength / UCI_Elo: a weaker engine by two handles, a node budget per move and deliberate noise in
// the choice among the best few root moves (MultiPV), as Stockfish's skill level does. The plan's formula has
// one setting; the calibration, measured against Stockfish's own levels (the UCI_Elo ladder, docs/strength.md),
// says which setting plays at the Elo asked.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "chess/move.hpp"

namespace gambit::search::strength {

constexpr int MinElo = 1320;  // Stockfish's range
constexpr int MaxElo = 3190;

struct Plan {
    std::uint64_t nodes;  // per move, at most: the budget of one line times the lines
    int lines;            // root moves the choice is made among (MultiPV)
    int noise_cp;         // at most this much is added to a line's score, at random, before the best is taken
};

constexpr int MaxNoise = 100;      // centipawns, at MinElo
constexpr int NoiseEndsAt = 1800;  // no noise from this setting up
constexpr int NoisyLines = 4;      // the lines the noisy choice is made among

// The plan's formula at `setting` (clamped to MinElo..MaxElo), the fourth plan (docs/strength.md): a line's
// budget doubles every 100 points from 150 nodes at 1320 (about 4,200 at 1800, 33,000 at 2100, 530,000 at
// 2500: the clock binds first there, as at full strength); noise falls from MaxNoise at 1320 to 0 at
// NoiseEndsAt; NoisyLines lines while there is noise, each with a line's budget, so that the lines cost no
// depth and the strength has no step where the noise ends.
Plan plan_at_setting(int setting);

// A measured point: the plan at `setting` played at `plays_at` against Stockfish's levels.
struct CalibrationPoint {
    int setting;
    int plays_at;
};

// The measured points, in increasing order of both fields: the fourth plan's step 1 (docs/strength.md, "The
// UCI_Elo ladder"), 60 games a setting at 10+0.1 against Stockfish at the same level (67.5%, 67.5%, 44.2%, 37.5%).
inline constexpr std::array<CalibrationPoint, 4> Calibration = {{{1500, 1627}, {1800, 1927}, {2100, 2059}, {2500, 2411}}};

// The setting that plays at `elo`: the calibration's points read piecewise-linearly (the end segments' slopes
// beyond them), clamped to MinElo..MaxElo. Non-decreasing in `elo`.
int setting_for(int elo);

// The plan for the Elo asked: plan_at_setting(setting_for(elo)).
Plan plan_for(int elo);

struct Candidate {
    chess::Move move;
    int score;
};

// The candidate with the best score plus noise in [0, noise_cp], drawn from `seed` (so a position gets the
// same choice every time: reproducible games). Never one more than noise_cp below the best; the best when
// noise_cp is 0. `candidates` must not be empty.
std::size_t choose(const std::vector<Candidate>& candidates, int noise_cp, std::uint64_t seed);

}  // namespace gambit::search::strength
