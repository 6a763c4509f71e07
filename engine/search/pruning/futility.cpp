#include "engine/search/pruning/futility.hpp"

#include "engine/search/searcher.hpp"

namespace gambit::search {

bool futility_prunes(const SearchParams& p, const Node& node) {
    if (!p.futility || node.in_check || node.depth > p.futility_depth) return false;
    // With alpha at a mate score every quiet move would look futile, and shorter mates would go unseen.
    if (node.alpha >= MateBound) return false;
    return node.static_eval + p.futility_margin * (node.depth + 1) <= node.alpha;
}

}  // namespace gambit::search
