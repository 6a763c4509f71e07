#include "engine/search/pruning/razoring.hpp"

#include "engine/search/searcher.hpp"

namespace gambit::search {

std::optional<int> razor(Searcher& s, const Node& node) {
    const SearchParams& p = s.params();
    if (!p.razoring || node.type == NodeType::PV || node.in_check || node.depth > p.razor_depth) return std::nullopt;
    if (is_mate_score(node.alpha) || node.static_eval + p.razor_margin * node.depth >= node.alpha) return std::nullopt;

    MethodAttempt attempt(s, method("Razoring"));
    const int value = s.qsearch(node.alpha, node.alpha + 1, node.ply);
    if (s.stopped()) return std::nullopt;
    if (value > node.alpha) {
        attempt.count(Counter::VerifyFail);
        return std::nullopt;
    }
    attempt.cut();
    return value;
}

}  // namespace gambit::search
