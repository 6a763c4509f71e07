#include "engine/search/pruning/see_pruning.hpp"

#include "engine/search/search_params.hpp"

namespace gambit::search {

bool see_prunes(const SearchParams& p, const chess::Position& pos, chess::Move m, int depth, bool quiet) {
    if (!p.see_pruning || depth > 8) return false;
    const int margin = (quiet ? p.see_quiet_margin : p.see_capture_margin) * depth;
    return !pos.see_ge(m, -margin);
}

}  // namespace gambit::search
