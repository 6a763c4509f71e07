// Multi-cut — Y. Björnsson & T. A. Marsland, "Multi-cut alpha-beta pruning in game-tree search" (Theoretical
// Computer Science 252, 2001); enhancements (applicability from the TT, piece independence, move reordering)
// — H. Eiríksson, B.Sc. research report (Reykjavík University, Spring 2011).
#pragma once

#include <array>
#include <optional>

#include "chess/move.hpp"
#include "engine/search/tt.hpp"

namespace gambit::search {

class Searcher;
struct Node;
struct SearchParams;

struct MultiCutOutcome {
    std::optional<int> value;                 // beta when C of the first M moves cut; nullopt otherwise
    std::array<chess::Move, 8> cut_moves{};   // the moves that cut in the shallow searches, in order
    int cut_count = 0;
    chess::Move first() const { return cut_count > 0 ? cut_moves[0] : chess::Move::none(); }
    // The moves the node searches first at full depth, in this order, when no cut was made (Eiríksson's
    // reordering, enhanced only): with MultiCutReorder the first move that cut; with MultiCutReorderAll,
    // as his seed gives it, every move that cut in the order they cut and then the TT move (left as the
    // first alone when it was the only one and is the TT move). Empty: the node's own order.
    std::array<chess::Move, 9> search_first{};
    int search_first_count = 0;
};

// Where multi-cut may be tried. Original: at expected CUT nodes (and ALL nodes under enhanced forward
// pruning). Enhanced with MultiCutApplyAt=tt: instead where the TT holds a shallower search of this
// position that failed high (lower bound >= beta). Always: depth > R, not in check, not a PV node, not in
// the endgame, no extension on the last three plies.
bool multi_cut_applies(const SearchParams& params, const Node& node, const std::optional<TTData>& tt,
                       Searcher& searcher);

// Contract: non-PV node, not in check. Searches the first MultiCutM moves (in the node's own move order:
// Searcher::move_picker, continuation histories included) to depth - 1 - MultiCutR with the node's null
// window (beta - 1, beta); when MultiCutC of them reach beta returns beta (a fail-high guess, storable as a
// lower bound). The shallow searches are trials: the node's count of unexplored good moves (variable
// null-move bound) is left as it was. With MultiCutIndependent (enhanced) moves of a piece that already cut
// are skipped: not counted toward M, or with MultiCutSkipsCount counted as Eiríksson's Algorithm 2 counts
// them. Counts tries, cuts, nodes and skips.
MultiCutOutcome multi_cut(Searcher& searcher, const Node& node, const std::optional<TTData>& tt);

}  // namespace gambit::search
