#include "engine/search/pruning/singular_extension.hpp"

#include "engine/search/searcher.hpp"

namespace gambit::search {

SingularOutcome singular_extension(Searcher& s, const Node& node, chess::Move move) {
    const SearchParams& p = s.params();
    if (!p.singular_extension || node.ply == 0 || node.depth < p.singular_min_depth) return {};
    const std::optional<TTData>& tt = node.tt;
    if (!tt || tt->move != move || s.stack(node.ply).excluded) return {};
    if ((tt->bound != Bound::Lower && tt->bound != Bound::Exact) || tt->depth < node.depth - p.singular_tt_depth_slack ||
        is_mate_score(tt->value))
        return {};

    MethodAttempt attempt(s, method("SingularExtension"));
    const int singular_beta = tt->value - p.singular_margin * node.depth;
    int value;
    {
        const auto own = attempt.own_searches();
        s.stack(node.ply).excluded = move;
        value = attempt.search_again(singular_beta - 1, singular_beta, (node.depth - 1) / p.singular_depth_divisor, node.ply, NodeType::Cut);
        s.stack(node.ply).excluded = chess::Move::none();
    }
    if (s.stopped()) return {};
    if (value < singular_beta) {
        attempt.cut();
        return {1, std::nullopt};
    }
    if (singular_beta >= node.beta) {
        attempt.count(Counter::Skipped);
        return {0, singular_beta};
    }
    return {};
}

}  // namespace gambit::search
