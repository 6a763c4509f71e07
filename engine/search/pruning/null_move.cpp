#include "engine/search/pruning/null_move.hpp"

#include <algorithm>

#include "engine/search/pruning/enhanced_forward_pruning.hpp"
#include "engine/search/pruning/null_move_bound.hpp"
#include "engine/search/searcher.hpp"

namespace gambit::search {

int null_move_reduction(const SearchParams& p, int depth, int eval_surplus) {
    if (p.null_move == NullMoveMode::Fixed) return p.null_move_r;
    if (p.null_move == NullMoveMode::Verified) return 3;  // Tabibi & Netanyahu's R, the paper's constant
    if (p.null_move == NullMoveMode::Modern)
        return p.null_move_modern_base + depth / p.null_move_modern_depth_divisor +
               std::min(p.null_move_modern_eval_cap, std::max(0, eval_surplus) / p.null_move_modern_eval_divisor);
    return depth > 6 ? 3 : 2;  // Heinz: R = 3 far from the leaves, R = 2 near them (the paper's constants)
}

namespace {

// The node searched again at depth - 1 with verification off in its subtree (Tabibi & Netanyahu).
// True when it confirms the fail high.
bool verify(Searcher& s, MethodAttempt& attempt, const Node& node, int& value) {
    PruneContext& ctx = s.prune_context();
    const int saved_marker = ctx.unverified_below_ply;
    ctx.unverified_below_ply = node.ply;
    value = attempt.search_again(node.beta - 1, node.beta, node.depth - 1, node.ply, node.type);
    ctx.unverified_below_ply = saved_marker;
    return value >= node.beta;
}

}  // namespace

std::optional<int> null_move_prune(Searcher& s, const Node& node) {
    const SearchParams& p = s.params();
    chess::Position& pos = s.position();
    PruneContext& ctx = s.prune_context();
    if (p.null_move == NullMoveMode::Off || node.type == NodeType::PV || node.in_check) return std::nullopt;
    if (node.depth < p.null_move_min_depth || node.beta >= MateBound) return std::nullopt;
    // Not in the papers (Björnsson & Marsland's Figure 5 tries it everywhere): a position already below
    // beta rarely fails high after passing. NullMoveEvalGate=false measures what the gate changes.
    if (p.null_move_eval_gate && node.static_eval < node.beta) return std::nullopt;
    if (s.stack(node.ply - 1).move == chess::Move::null()) return std::nullopt;  // never twice in a row
    if (!pos.has_non_pawn_material(pos.side_to_move())) return std::nullopt;
    if (ctx.unverified_below_ply == node.ply) return std::nullopt;  // this node is a verification search

    MethodAttempt attempt(s, method("NullMove"));
    const int r = null_move_reduction(p, node.depth, node.static_eval - node.beta);
    const int margin = null_move_margin(p, ctx, node.ply, pos.side_to_move());
    const int bound = node.beta - margin;
    if (margin > 0) MethodAttempt::count(s, method("NullMoveBound"), Counter::Tried);
    if (p.null_move_bound == NullMoveBound::Variable) MethodAttempt::count_null_bound_margin(s, margin);

    int value;
    {
        const auto own = attempt.own_searches();
        ChildSearch child(s, node.ply, chess::Move::null(), ChildKind::Trial);
        value = child.search(bound - 1, bound, node.depth - 1 - r, child_type(node.type, 1));
    }
    if (s.stopped() || value < bound) return std::nullopt;
    // Only the relaxed bound cut here.
    if (value < node.beta) MethodAttempt::count(s, method("NullMoveBound"), Counter::Cut);

    int result = value >= node.beta && value < MateBound ? value : node.beta;
    if (p.null_move == NullMoveMode::Verified && node.ply < ctx.unverified_below_ply) {
        int verified = 0;
        const bool confirmed = verify(s, attempt, node, verified);
        if (s.stopped()) return std::nullopt;
        if (!confirmed) {
            attempt.count(Counter::VerifyFail);
            return std::nullopt;
        }
        result = verified < MateBound ? verified : node.beta;
    }
    attempt.cut();
    return pruned_value(p, result, node.beta);
}

}  // namespace gambit::search
