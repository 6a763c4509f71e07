// Late-move reductions: moves ordered late are searched to a reduced depth with a null window and
// re-searched at full depth only if they beat alpha. (Levy, Broughton & Taylor 1989 "The SEX algorithm";
// logarithmic form as in Fruit/Stockfish.)
#pragma once

#include "engine/search/node_type.hpp"
#include "engine/search/search_params.hpp"

namespace gambit::search {

class Searcher;
class ChildSearch;

class LmrTable {
public:
    // reduction(d, m) = base/100 + ln(d) * ln(m) / (divisor/100), from the current parameters.
    void build(const SearchParams& params);
    int base(int depth, int move_count) const { return table_[depth < 63 ? depth : 63][move_count < 63 ? move_count : 63]; }

private:
    int table_[64][64] = {};
};

struct LmrMove {
    int depth;
    int move_count;   // 1-based index of the move at this node
    NodeType type;
    bool in_check;    // the node is in check
    bool quiet;       // not a capture or promotion
    bool gives_check;
    bool improving;
    bool refutation;  // a killer or the counter move: it refuted a similar move elsewhere
    bool tt_capture;  // the node's TT move is a capture: quiet alternatives are unlikely to be better
};

// Plies to reduce this move by (0 = full depth): the table's, adjusted by the LMR*Plies rows, never more than
// leaves LMRMinDepthLeft of depth - 1. With LMROnePly: 1 for a late quiet move, else 0.
int lmr_reduction(const SearchParams& params, const LmrTable& table, const LmrMove& move);

// Step 15's reduced search of a late move: `child` searched to new_depth - reduction with the null window at
// alpha (LMR tried and cut: one reduction; its nodes, nested reduced searches included), then at new_depth
// when it beats alpha (a re-search), unless the search stopped. Returns the child's value.
int lmr_search(Searcher& searcher, ChildSearch& child, int alpha, int new_depth, int reduction, NodeType type);

}  // namespace gambit::search
