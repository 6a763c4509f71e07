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

namespace {

// A possibly good alternative: a quiet move with a positive history, and with NullMoveBoundSeedCount any
// capture or promotion too (Gambit's first reading counted quiet moves only).
bool possibly_good(const Searcher& s, const chess::Position& pos, chess::Move m) {
    if (pos.is_noisy(m)) return s.params().null_move_bound_seed_count != 0;
    return s.history().butterfly(pos.side_to_move(), m) > 0;
}

}  // namespace

void nopgam_enter_node(Searcher& s, int ply, bool pv) {
    if (s.params().null_move_bound != NullMoveBound::Variable) return;
    PruneContext& ctx = s.prune_context();
    const chess::Position& pos = s.position();
    if (ply == 0) ctx.nopgam[0] = {0, 0};
    ctx.explored[std::size_t(ply)] = 0;
    // The seed counts the alternatives of non-PV nodes only.
    int good = 0;
    if (!(pv && s.params().null_move_bound_seed_count)) {
        chess::MoveList moves;
        chess::generate(pos, moves);
        for (chess::Move m : moves)
            if (possibly_good(s, pos, m)) ++good;
    }
    ctx.good_left[std::size_t(ply)] = good;
}

void nopgam_before_child(Searcher& s, int ply, chess::Move m, bool explored) {
    if (s.params().null_move_bound != NullMoveBound::Variable || ply + 1 > MaxPly) return;
    PruneContext& ctx = s.prune_context();
    const chess::Position& pos = s.position();
    const chess::Color us = pos.side_to_move();
    int& left = ctx.good_left[std::size_t(ply)];
    if (m.is_ok() && possibly_good(s, pos, m) && left > 0) --left;
    ctx.nopgam[std::size_t(ply) + 1] = ctx.nopgam[std::size_t(ply)];
    // The seed adds nothing before the node's first child has been searched: the alternatives of a node
    // are given up only once its first move has been looked at.
    const bool before_first = ctx.explored[std::size_t(ply)] == 0;
    if (!(before_first && s.params().null_move_bound_seed_count)) ctx.nopgam[std::size_t(ply) + 1][us] += left;
    if (explored) ++ctx.explored[std::size_t(ply)];
}

}  // namespace gambit::search
