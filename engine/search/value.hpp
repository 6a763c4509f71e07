// Search values: centipawns, with mate scores at the top of the range that count plies to mate.
#pragma once

namespace gambit::search {

constexpr int MaxPly = 128;
constexpr int Infinite = 32000;
constexpr int MateValue = 31000;                 // mate at the root; mate in n plies = MateValue - n
constexpr int MateBound = MateValue - 2 * MaxPly;  // |v| >= MateBound means a forced mate
constexpr int DrawValue = 0;
// A tablebase win n plies from the root: below every mate score, above every evaluation.
constexpr int TbWinValue = MateBound - 1 - MaxPly;
constexpr int NoEval = -Infinite;                // the static eval of a node in check: there is none

constexpr int mated_in(int ply) { return -MateValue + ply; }
constexpr int mate_in(int ply) { return MateValue - ply; }
constexpr bool is_mate_score(int v) { return v >= MateBound || v <= -MateBound; }

// Mate scores count from the node that stores them in the TT, not from the root.
constexpr int value_to_tt(int v, int ply) { return v >= MateBound ? v + ply : v <= -MateBound ? v - ply : v; }
constexpr int value_from_tt(int v, int ply) { return v >= MateBound ? v - ply : v <= -MateBound ? v + ply : v; }

// UCI `mate` moves (negative when getting mated) from a mate score.
constexpr int mate_in_moves(int v) { return v > 0 ? (MateValue - v + 1) / 2 : -(MateValue + v) / 2; }

}  // namespace gambit::search
