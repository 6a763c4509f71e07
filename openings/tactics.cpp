#include "openings/tactics.hpp"

#include <algorithm>

#include "chess/movegen.hpp"

namespace gambit::openings {

using namespace gambit::chess;

int material(const Position& pos) {
    int score = 0;
    for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen})
        score += see_value(t) * (pos.count(pos.side_to_move(), t) - pos.count(~pos.side_to_move(), t));
    return score;
}

namespace {

// Fail-hard alpha-beta over captures and promotions, material only, standing pat allowed.
int capture_search(Position& pos, int alpha, int beta, int depth) {
    int stand_pat = material(pos);
    if (stand_pat >= beta || depth == 0) return stand_pat;
    alpha = std::max(alpha, stand_pat);
    MoveList moves;
    generate(pos, moves, GenKind::Noisy);
    for (Move m : moves) {
        Undo undo;
        pos.make_move(m, undo);
        int score = -capture_search(pos, -beta, -alpha, depth - 1);
        pos.unmake_move(m, undo);
        if (score >= beta) return score;
        alpha = std::max(alpha, score);
    }
    return alpha;
}

}  // namespace

int capture_gain(Position& pos) {
    constexpr int infinity = 100000;
    return capture_search(pos, -infinity, infinity, 8) - material(pos);
}

bool is_quiet(Position& pos, int margin) { return !pos.in_check() && capture_gain(pos) <= margin; }

}  // namespace gambit::openings
