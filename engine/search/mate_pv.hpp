// Mating PVs for reporting. A search that scores a forced mate often collects a PV that stops short of
// the mate: a TT cutoff or quiescence ends the line it returns. GUIs and testers (fastchess's
// -check-mate-pvs, which fishtest passes) expect "score mate N" to come with the whole mate: 2N-1 plies
// for the mating side, 2N for the mated side, ending in checkmate. complete_mate_pv() extends the PV
// after the search, from the transposition table's hash moves and a tiny exhaustive mate search for the
// last moves. It only reads the table (a probe changes nothing), so the search itself is unchanged.
#pragma once

#include <vector>

#include "chess/move.hpp"
#include "chess/position.hpp"
#include "engine/search/tt.hpp"

namespace gambit::search {

// Plies a PV needs for the search value `value` (a mate score): the mate's distance from the root.
int mate_pv_plies(int value);

// Extends `pv` (legal from `root`) for the mate score `value` until it ends in checkmate after
// mate_pv_plies(value) plies, when the TT's moves (each checked for legality) and an exhaustive search of
// the last up to MateSolverPlies plies can do it. Stops without adding anything unverifiable: at a
// repetition, the fifty-move rule, a position without a TT move, or a line that would not mate in time.
// Does nothing when `value` is no mate score or the PV is already as long as the mate. Returns whether
// the PV now has the length the mate needs and ends in checkmate.
bool complete_mate_pv(const chess::Position& root, const TranspositionTable& tt, int value,
                      std::vector<chess::Move>& pv);

// The mate search's reach, in plies of the remaining line (3 = mate in 2).
inline constexpr int MateSolverPlies = 3;

}  // namespace gambit::search
