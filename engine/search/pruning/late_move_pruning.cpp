#include "engine/search/pruning/late_move_pruning.hpp"

#include "engine/search/search_params.hpp"

namespace gambit::search {

bool late_move_prunes(const SearchParams& p, int depth, int quiets_seen, bool improving) {
    if (!p.late_move_pruning || depth > 8) return false;
    const int limit = p.lmp_base + depth * depth;
    return quiets_seen >= (improving ? limit : limit / 2);
}

}  // namespace gambit::search
