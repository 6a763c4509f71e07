#include "engine/search/pruning/capture_probcut.hpp"

#include <cstdlib>

#include "engine/search/movepick.hpp"
#include "engine/search/pruning/probcut.hpp"
#include "engine/search/searcher.hpp"

namespace gambit::search {

std::optional<int> capture_probcut(Searcher& s, const Node& node) {
    const SearchParams& p = s.params();
    if (p.probcut != ProbCutMode::Captures || node.type == NodeType::PV || node.in_check) return std::nullopt;
    if (node.depth < p.probcut_min_depth || std::abs(node.beta) >= MateBound) return std::nullopt;
    const int raised = node.beta + p.probcut_margin;
    if (raised >= MateBound) return std::nullopt;
    // A TT entry nearly as deep that already puts the node below the raised bound: the captures would fail.
    const std::optional<TTData>& tt = node.tt;
    if (tt && tt->depth >= node.depth - p.probcut_tt_depth_slack && tt->value < raised && tt->bound != Bound::Lower) return std::nullopt;

    MethodAttempt attempt(s, method("ProbCut"));
    chess::Position& pos = s.position();
    const auto own = attempt.own_searches();
    std::optional<int> result;
    MovePicker picker(pos, tt ? tt->move : chess::Move::none(), s.history());
    for (chess::Move m = picker.next(); m && !result; m = picker.next()) {
        if (picker.losing_noisy_reached()) break;
        // The capture must win at least the distance from the static eval to the raised bound.
        if (!pos.see_ge(m, raised - node.static_eval)) continue;
        ChildSearch child(s, node.ply, m, ChildKind::Trial);
        int value = child.qsearch(raised - 1, raised);
        if (value >= raised) value = child.search(raised - 1, raised, node.depth - p.probcut_reduction, child_type(node.type, 0));
        if (s.stopped()) break;
        if (value >= raised) result = value;
    }
    if (s.stopped()) return std::nullopt;
    if (result) attempt.cut();
    return result;
}

}  // namespace gambit::search
