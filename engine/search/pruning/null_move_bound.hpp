// Variable null-move bound — Y. Björnsson & T. A. Marsland, "Multi-cut alpha-beta pruning in game-tree
// search" (Theoretical Computer Science 252, 2001), §5: the null-move search cuts when it reaches beta - t.
#pragma once

#include "chess/move.hpp"
#include "chess/types.hpp"

namespace gambit::search {

class Searcher;
struct PruneContext;
struct SearchParams;

// t in centipawns (a pawn = 100) from NoPGAM, the potentially good alternative moves left unexplored on
// the path from the root by the side to move: 20 when NoPGAM > 15, 10 when NoPGAM > 0, else 0
// (Björnsson & Marsland's constants, not parameter rows).
constexpr int nopgam_margin(int nopgam) { return nopgam > 15 ? 20 : nopgam > 0 ? 10 : 0; }

// t for a null-move search at `ply` by `us`: 0 for `standard`, 10 / 20 for `tempo10` / `tempo20`
// (everywhere), and for `variable` nopgam_margin(NoPGAM of `us`) outside null-move searches, 0 inside.
int null_move_margin(const SearchParams& params, const PruneContext& ctx, int ply, chess::Color us);

// NoPGAM bookkeeping, incremental along the path; does nothing unless NullMoveBound is `variable`.
// At a node's entry: counts its quiet moves with a positive history (and zeroes the counts at the root).
// With NullMoveBoundSeedCount as Björnsson & Marsland count: captures and promotions too, and nothing at PV
// nodes (`pv`).
void nopgam_enter_node(Searcher& searcher, int ply, bool pv);
// Before making `m` (Move::null() for the null move) at `ply`: the child's NoPGAM is the node's plus the
// good moves of the side to move still unexplored after `m` (with NullMoveBoundSeedCount, nothing added
// before the node's first explored child: `explored` says the child is one of the node's own moves).
void nopgam_before_child(Searcher& searcher, int ply, chess::Move m, bool explored);

}  // namespace gambit::search
