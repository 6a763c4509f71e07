// SEE pruning at shallow depth — static exchange evaluation (Bettadapur; widely used since Crafty)
// skips moves that lose material by more than a depth-scaled margin.
#pragma once

#include "chess/move.hpp"
#include "chess/position.hpp"

namespace gambit::search {

struct SearchParams;

// Contract: called per move at a non-root node after at least one move was searched, not in check.
// True when the move's exchange loses more than SEEQuietMargin (quiet) or SEECaptureMargin (noisy)
// times depth, at depth <= 8: skip the move.
bool see_prunes(const SearchParams& params, const chess::Position& pos, chess::Move m, int depth, bool quiet);

}  // namespace gambit::search
