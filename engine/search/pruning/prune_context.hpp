// Per-search state the forward-pruning methods share with the search: which of their own shallow
// searches the current node lies inside, the NoPGAM counts along the current path, and which plies
// were extended. Owned by the Searcher (one per search, so two engines never share it).
#pragma once

#include <array>
#include <cstddef>

#include "engine/search/prune_stats.hpp"
#include "engine/search/value.hpp"

namespace gambit::search {

struct PruneContext {
    // Per method, how many of its own searches enclose the current node (0 = none); MethodAttempt keeps
    // them. The node counters add only the outermost search of a method, so its share of all nodes stays
    // <= 100%; null move (no relaxed bound inside its searches) and ProbCut (none inside its own) read them.
    struct Nesting {
        std::array<int, MethodCount> count{};
        int& operator[](Method m) { return count[m.index]; }
        int operator[](Method m) const { return count[m.index]; }
    };
    Nesting inside;
    // Verified null move (Tabibi & Netanyahu): nodes deeper than this ply are searched with
    // verification off; the node at exactly this ply is a verification search and skips its null move.
    int unverified_below_ply = NoPly;
    static constexpr int NoPly = MaxPly + 8;

    // Variable null-move bound (Björnsson & Marsland): per ply, the potentially good alternative moves
    // (positive history) left unexplored on the path from the root, for [White, Black] ...
    std::array<std::array<int, 2>, MaxPly + 2> nopgam{};
    // ... and, per ply, how many such moves of the node are still unexplored.
    std::array<int, MaxPly + 2> good_left{};
    // ... and how many of the node's own moves have been searched (the seed's count starts after the first).
    std::array<int, MaxPly + 2> explored{};
    // Per ply: the move made there was extended (multi-cut is not tried within three plies of one).
    std::array<bool, MaxPly + 2> extended{};
};

}  // namespace gambit::search
