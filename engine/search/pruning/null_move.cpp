#include "engine/search/pruning/null_move.hpp"

#include "engine/search/searcher.hpp"

namespace gambit::search {

int null_move_reduction(int mode, int fixed_r, int depth) {
    if (mode == int(NullMoveMode::Fixed)) return fixed_r;
    return depth > 6 ? 3 : 2;  // Heinz: R = 3 far from the leaves, R = 2 near them
}

std::optional<int> null_move_prune(Searcher& s, const Node& node) {
    const SearchParams& p = s.params();
    chess::Position& pos = s.position();
    if (p.null_move == int(NullMoveMode::Off) || node.type == NodeType::PV || node.in_check) return std::nullopt;
    if (node.depth < p.null_move_min_depth || node.static_eval < node.beta || node.beta >= MateBound) return std::nullopt;
    if (s.stack(node.ply - 1).move == chess::Move::null()) return std::nullopt;  // never twice in a row
    if (!pos.has_non_pawn_material(pos.side_to_move())) return std::nullopt;

    MethodStats& stats = s.stats()[Method::NullMove];
    ++stats.tried;
    const int r = null_move_reduction(p.null_move, p.null_move_r, node.depth);
    const std::uint64_t before = s.nodes();

    chess::Undo undo;
    s.stack(node.ply).move = chess::Move::null();
    s.stack(node.ply).moved = chess::NoPiece;
    pos.make_null_move(undo);
    const int value = -s.search(-node.beta, -node.beta + 1, node.depth - 1 - r, node.ply + 1,
                                child_type(node.type, 1));
    pos.unmake_null_move(undo);
    stats.nodes += s.nodes() - before;

    if (value < node.beta) return std::nullopt;
    ++stats.cut;
    return value >= MateBound ? node.beta : value;
}

}  // namespace gambit::search
