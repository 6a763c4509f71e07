#include "engine/search/pruning/singular_extension.hpp"

#include "engine/search/searcher.hpp"

namespace gambit::search {

SingularOutcome singular_extension(Searcher& s, const Node& node, chess::Move move) {
    const SearchParams& p = s.params();
    if (!p.singular_extension || node.ply == 0 || node.depth < p.singular_min_depth) return {};
    const std::optional<TTData>& tt = node.tt;
    if (!tt || tt->move != move || s.stack(node.ply).excluded) return {};
    if ((tt->bound != Bound::Lower && tt->bound != Bound::Exact) || tt->depth < node.depth - 3 ||
        is_mate_score(tt->value))
        return {};

    MethodStats& stats = s.stats()[Method::SingularExtension];
    ++stats.tried;
    const int singular_beta = tt->value - p.singular_margin * node.depth;
    PruneContext& ctx = s.prune_context();
    // The excluded search enters this node again: what the variable null-move bound counts here is kept.
    const int saved_good_left = ctx.good_left[std::size_t(node.ply)];
    const std::uint64_t before = s.nodes();
    s.stack(node.ply).excluded = move;
    const int value = s.search(singular_beta - 1, singular_beta, (node.depth - 1) / 2, node.ply, NodeType::Cut);
    s.stack(node.ply).excluded = chess::Move::none();
    ctx.good_left[std::size_t(node.ply)] = saved_good_left;
    stats.nodes += s.nodes() - before;

    if (value < singular_beta) {
        ++stats.cut;
        return {1, std::nullopt};
    }
    if (singular_beta >= node.beta) {
        ++stats.skipped;
        return {0, singular_beta};
    }
    return {};
}

}  // namespace gambit::search
