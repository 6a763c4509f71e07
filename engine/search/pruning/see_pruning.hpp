// SEE pruning at shallow depth — static exchange evaluation (Bettadapur; widely used since Crafty)
// skips moves that lose material by more than a depth-scaled margin.
#pragma once

namespace gambit::search {

class Searcher;
struct Node;
struct MoveCandidate;

// Contract: step 13, where the node routine's gate holds (a non-root node not in check with non-pawn
// material, after a move secured a non-losing value). Tried (counted) for every move when SEEPruning is on;
// true, the move skipped, when at the candidate's depth <= SEEPruningDepth its exchange loses more than SEEQuietMargin
// (quiet) or SEECaptureMargin (noisy) times depth.
bool see_prune(Searcher& searcher, const Node& node, const MoveCandidate& candidate);

}  // namespace gambit::search
