#include "engine/search/pruning/history_pruning.hpp"

#include "engine/search/search_params.hpp"

namespace gambit::search {

bool history_prunes(const SearchParams& p, int depth, int history) {
    return p.history_pruning && depth <= p.history_pruning_depth && history < -p.history_pruning_margin * depth;
}

}  // namespace gambit::search
