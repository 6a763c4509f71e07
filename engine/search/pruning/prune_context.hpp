// Per-search state the forward-pruning methods share with the search: which of their own shallow
// searches the current node lies inside, the NoPGAM counts along the current path, and which plies
// were extended. Owned by the Searcher (one per search, so two engines never share it).
#pragma once

#include <array>

#include "engine/search/value.hpp"

namespace gambit::search {

struct PruneContext {
    // Nesting counts of the methods' own searches (0 = the node is not inside one).
    int null_search_depth = 0;      // inside a null-move search
    int probcut_search_depth = 0;   // inside a ProbCut shallow search: no ProbCut there
    int multicut_search_depth = 0;  // inside a multi-cut shallow search
    // (Node counters add only the outermost search of a method, so its share of all nodes stays <= 100%.)
    // Verified null move (Tabibi & Netanyahu): nodes deeper than this ply are searched with
    // verification off; the node at exactly this ply is a verification search and skips its null move.
    int unverified_below_ply = NoPly;
    static constexpr int NoPly = MaxPly + 8;

    // Variable null-move bound (Björnsson & Marsland): per ply, the potentially good alternative moves
    // (positive history) left unexplored on the path from the root, for [White, Black] ...
    std::array<std::array<int, 2>, MaxPly + 2> nopgam{};
    // ... and, per ply, how many such moves of the node are still unexplored.
    std::array<int, MaxPly + 2> good_left{};
    // Per ply: the move made there was extended (multi-cut is not tried within three plies of one).
    std::array<bool, MaxPly + 2> extended{};
};

}  // namespace gambit::search
