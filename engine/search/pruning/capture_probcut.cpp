#include "engine/search/pruning/capture_probcut.hpp"

#include <cstdlib>

#include "engine/search/movepick.hpp"
#include "engine/search/pruning/null_move_bound.hpp"
#include "engine/search/pruning/probcut.hpp"
#include "engine/search/searcher.hpp"

namespace gambit::search {

std::optional<int> capture_probcut(Searcher& s, const Node& node) {
    const SearchParams& p = s.params();
    if (p.probcut != int(ProbCutMode::Captures) || node.type == NodeType::PV || node.in_check) return std::nullopt;
    if (node.depth < p.probcut_min_depth || std::abs(node.beta) >= MateBound) return std::nullopt;
    const int raised = node.beta + p.probcut_margin;
    if (raised >= MateBound) return std::nullopt;
    // A TT entry nearly as deep that already puts the node below the raised bound: the captures would fail.
    const std::optional<TTData>& tt = node.tt;
    if (tt && tt->depth >= node.depth - 3 && tt->value < raised && tt->bound != Bound::Lower) return std::nullopt;

    MethodStats& stats = s.stats()[Method::ProbCut];
    ++stats.tried;
    const std::uint64_t before = s.nodes();
    chess::Position& pos = s.position();
    PruneContext& ctx = s.prune_context();
    const int saved_good_left = ctx.good_left[std::size_t(node.ply)];
    ++ctx.probcut_search_depth;
    std::optional<int> result;
    MovePicker picker(pos, tt ? tt->move : chess::Move::none(), s.history());
    for (chess::Move m = picker.next(); m && !result; m = picker.next()) {
        if (picker.losing_noisy_reached()) break;
        // The capture must win at least the distance from the static eval to the raised bound.
        if (!pos.see_ge(m, raised - node.static_eval)) continue;
        chess::Undo undo;
        s.stack(node.ply).move = m;
        s.stack(node.ply).moved = pos.moved_piece(m);
        ctx.extended[std::size_t(node.ply)] = false;
        nopgam_before_child(s, node.ply, m);
        pos.make_move(m, undo);
        const NodeType child = child_type(node.type, 0);
        int value = -s.qsearch(-raised, -raised + 1, node.ply + 1);
        if (value >= raised) value = -s.search(-raised, -raised + 1, node.depth - 4, node.ply + 1, child);
        pos.unmake_move(m, undo);
        if (s.stopped()) break;
        if (value >= raised) result = value;
    }
    --ctx.probcut_search_depth;
    ctx.good_left[std::size_t(node.ply)] = saved_good_left;
    if (ctx.probcut_search_depth == 0) stats.nodes += s.nodes() - before;
    if (result) ++stats.cut;
    return s.stopped() ? std::nullopt : result;
}

}  // namespace gambit::search
