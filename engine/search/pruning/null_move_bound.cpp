#include "engine/search/pruning/null_move_bound.hpp"

#include "chess/movegen.hpp"
#include "engine/search/searcher.hpp"

namespace gambit::search {

int null_move_margin(const SearchParams& p, const PruneContext& ctx, int ply, chess::Color us) {
    switch (p.null_move_bound) {
        case NullMoveBound::Standard: return 0;
        case NullMoveBound::Tempo10: return 10;
        case NullMoveBound::Tempo20: return 20;
        case NullMoveBound::Variable:
            return ctx.inside[method("NullMove")] > 0 ? 0 : nopgam_margin(ctx.nopgam[std::size_t(ply)][us]);
        case NullMoveBound::Count: break;
    }
    return 0;
}

void nopgam_enter_node(Searcher& s, int ply) {
    if (s.params().null_move_bound != NullMoveBound::Variable) return;
    PruneContext& ctx = s.prune_context();
    const chess::Position& pos = s.position();
    if (ply == 0) ctx.nopgam[0] = {0, 0};
    chess::MoveList moves;
    chess::generate(pos, moves);
    int good = 0;
    for (chess::Move m : moves)
        if (!pos.is_noisy(m) && s.history().butterfly(pos.side_to_move(), m) > 0) ++good;
    ctx.good_left[std::size_t(ply)] = good;
}

void nopgam_before_child(Searcher& s, int ply, chess::Move m) {
    if (s.params().null_move_bound != NullMoveBound::Variable || ply + 1 > MaxPly) return;
    PruneContext& ctx = s.prune_context();
    const chess::Position& pos = s.position();
    const chess::Color us = pos.side_to_move();
    int& left = ctx.good_left[std::size_t(ply)];
    if (m.is_ok() && !pos.is_noisy(m) && s.history().butterfly(us, m) > 0 && left > 0) --left;
    ctx.nopgam[std::size_t(ply) + 1] = ctx.nopgam[std::size_t(ply)];
    ctx.nopgam[std::size_t(ply) + 1][us] += left;
}

}  // namespace gambit::search
