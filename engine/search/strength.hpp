// UCI_LimitStrength / UCI_Elo: a weaker engine by two handles, a node budget per move and deliberate noise in
// the choice among the best few root moves (MultiPV), as Stockfish's skill level does. The figures below are
// a first guess, to be calibrated by a ladder of matches (a later step); only the mechanism is fixed here.
#pragma once

#include <cstdint>
#include <vector>

#include "chess/move.hpp"

namespace gambit::search::strength {

constexpr int MinElo = 1320;  // Stockfish's range
constexpr int MaxElo = 3190;

struct Plan {
    std::uint64_t nodes;  // per move, at most
    int lines;            // root moves the choice is made among (MultiPV)
    int noise_cp;         // at most this much is added to a line's score, at random, before the best is taken
};

// The plan for `elo` (clamped to MinElo..MaxElo): nodes double every 160 Elo from 100 at 1320; noise falls
// from 375 cp at 1320 to 0 at 3190; four lines while there is noise.
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
