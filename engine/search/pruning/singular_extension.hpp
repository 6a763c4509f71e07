// Singular extensions — Anantharaman, Campbell & Hsu, "Singular extensions: adding selectivity to
// brute-force searching" (Artificial Intelligence 43, 1990), in the form today's engines use: the
// transposition table's move is searched one ply deeper when a reduced search of the node without it
// fails low against the TT value less a margin (no other move comes close: the move is singular).
// When that search fails high above beta instead, several moves beat beta and the node is cut
// (the multi-cut that comes free with it).
#pragma once

#include <optional>

#include "chess/move.hpp"

namespace gambit::search {

class Searcher;
struct Node;

struct SingularOutcome {
    int extension = 0;           // plies to add to the TT move's search
    std::optional<int> cut;      // the node's value when the excluded search proved a fail high
};

// Contract: called for `move` at a non-root node before it is searched. Tried when SingularExtension is
// on, depth >= SingularMinDepth, `move` is the TT move and the entry is a lower or exact bound at least
// depth - SingularTTDepthSlack deep with no mate score. The excluded search is a null-window search at
// TT value - SingularMargin * depth, (depth - 1) / SingularDepthDivisor plies deep, at the same ply with `move` left out.
// Counters (method("SingularExtension")): tried, cut = extensions, skipped = multi-cuts, nodes.
SingularOutcome singular_extension(Searcher& searcher, const Node& node, chess::Move move);

}  // namespace gambit::search
