#include "engine/search/pruning/multi_cut.hpp"

#include "engine/search/pruning/enhanced_forward_pruning.hpp"
#include "engine/search/pruning/stage.hpp"
#include "engine/search/searcher.hpp"

namespace gambit::search {
namespace {

bool enhanced(const SearchParams& p) { return p.multi_cut == MultiCutMode::Enhanced; }

// Three plies: the papers' constant (Björnsson & Marsland), not a parameter row.
bool extended_recently(const PruneContext& ctx, int ply) {
    for (int back = 1; back <= 3 && ply - back >= 0; ++back)
        if (ctx.extended[std::size_t(ply - back)]) return true;
    return false;
}

// MultiCutOutcome::search_first, from the moves that cut (the node found no cut).
void order_for_full_depth(const SearchParams& p, chess::Move tt_move, MultiCutOutcome& out) {
    if (!enhanced(p) || !p.multi_cut_reorder || out.cut_count == 0) return;
    int& n = out.search_first_count;
    out.search_first[std::size_t(n++)] = out.cut_moves[0];
    if (!p.multi_cut_reorder_all || (out.cut_count == 1 && out.cut_moves[0] == tt_move)) return;
    for (int i = 1; i < out.cut_count; ++i) out.search_first[std::size_t(n++)] = out.cut_moves[std::size_t(i)];
    out.search_first[std::size_t(n++)] = tt_move;
}

}  // namespace

bool multi_cut_applies(const SearchParams& p, const Node& node, const std::optional<TTData>& tt,
                       Searcher& s) {
    if (p.multi_cut == MultiCutMode::Off || node.type == NodeType::PV || node.in_check) return false;
    if (node.depth <= p.multi_cut_r || std::abs(node.beta) >= MateBound) return false;
    if (enhanced(p) && p.multi_cut_apply_at == MultiCutApplyAt::TT) {
        if (!tt || tt->depth >= node.depth || tt->value < node.beta ||
            (tt->bound != Bound::Lower && tt->bound != Bound::Exact))
            return false;
    } else if (node.type != NodeType::Cut && !efp_prunes_at_all_nodes(p, node.type)) {
        return false;
    }
    if (game_stage(s.position()) == Stage::Endgame) return false;
    return !extended_recently(s.prune_context(), node.ply);
}

MultiCutOutcome multi_cut(Searcher& s, const Node& node, const std::optional<TTData>& tt) {
    MultiCutOutcome outcome;
    const SearchParams& p = s.params();
    if (!multi_cut_applies(p, node, tt, s)) return outcome;

    const bool from_tt = enhanced(p) && p.multi_cut_apply_at == MultiCutApplyAt::TT;
    const bool at_all_node = efp_prunes_at_all_nodes(p, node.type) && !from_tt;
    MethodAttempt attempt(s, method("MultiCut"));
    if (at_all_node) MethodAttempt::count(s, method("EnhancedForwardPruning"), Counter::Tried);
    const bool independent = enhanced(p) && p.multi_cut_independent;
    // The shallow children are typed as a CUT node's (ALL), or with MultiCutFlipChildren as Winands et al.
    // type them, opposite to their node: CUT below an ALL node of enhanced forward pruning.
    const NodeType child_kind = child_type(p.multi_cut_flip_children ? node.type : NodeType::Cut, 1);

    // The node's own order of moves (continuation histories included), from the TT move on.
    MovePicker picker = s.move_picker(s.move_ordering(node.ply), tt ? tt->move : chess::Move::none());
    chess::Bitboard pieces_that_cut = 0;  // from-squares: at one node a square names one piece
    int examined = 0, cuts = 0;
    for (chess::Move m = picker.next(); m && examined < p.multi_cut_m; m = picker.next()) {
        if (independent && (pieces_that_cut & chess::square_bb(m.from()))) {
            attempt.count(Counter::Skipped);
            // Eiríksson's Algorithm 2 counts every move it looks at, skipped or searched, against E.
            if (p.multi_cut_skips_count) ++examined;
            continue;
        }
        ++examined;
        int value;
        {
            const auto own = attempt.own_searches();
            ChildSearch child(s, node.ply, m, ChildKind::Trial);
            value = child.search(node.beta - 1, node.beta, node.depth - 1 - p.multi_cut_r, child_kind);
        }
        if (s.stopped()) return outcome;
        if (value < node.beta) continue;
        pieces_that_cut |= chess::square_bb(m.from());
        if (outcome.cut_count < int(outcome.cut_moves.size())) outcome.cut_moves[std::size_t(outcome.cut_count++)] = m;
        if (++cuts >= p.multi_cut_c) {
            attempt.cut();
            if (at_all_node) MethodAttempt::count(s, method("EnhancedForwardPruning"), Counter::Cut);
            outcome.value = node.beta;
            return outcome;
        }
    }
    order_for_full_depth(p, tt ? tt->move : chess::Move::none(), outcome);
    return outcome;
}

}  // namespace gambit::search
