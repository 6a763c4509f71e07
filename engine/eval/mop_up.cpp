#include "engine/eval/mop_up.hpp"

#include <algorithm>

namespace gambit::eval {
namespace {

using namespace chess;

constexpr int EdgeWeight = 20;   // per step of the defending king from the centre (0 to 6)
constexpr int KingsWeight = 10;  // per step the kings are nearer each other (0 to 6)
// Bishop and knight, on top of the edge: per step nearer a corner of the bishop's colour (0 to 14). The
// other corner stays worth more to the attacker than the centre (the defender would run there), and every
// step along the edge from it towards a mating corner is progress.
constexpr int CornerWeight = 60;

// 0 on the four centre squares, 6 in a corner.
int centre_distance(Square s) {
    const int f = file_of(s), r = rank_of(s);
    return std::max(3 - f, f - 4) + std::max(3 - r, r - 4);
}

// Files plus ranks to the nearer corner of the bishop's colour (a1 and h8 are dark, h1 and a8 light).
int mating_corner_distance(Square s, bool dark_bishop) {
    const int f = dark_bishop ? file_of(s) : 7 - file_of(s), r = rank_of(s);
    return std::min(f + r, 14 - f - r);
}

int piece_material(const Position& pos, Color c) {
    return 3 * (pos.count(c, Knight) + pos.count(c, Bishop)) + 5 * pos.count(c, Rook) +
           9 * pos.count(c, Queen);
}

bool mates_a_lone_king(const Position& pos, Color c) {
    const Bitboard bishops = pos.pieces(c, Bishop);
    return pos.pieces(c, Queen) || pos.pieces(c, Rook) || (bishops && pos.pieces(c, Knight)) ||
           ((bishops & DarkSquares) && (bishops & LightSquares));
}

}  // namespace

int mop_up(const Position& pos) {
    for (Color strong : {White, Black}) {
        const Color weak = ~strong;
        const int defenders = popcount(pos.pieces(weak)) - 1;  // besides the king
        if (defenders > 1 || pos.pieces(weak, Pawn)) continue;
        const bool lone_king = defenders == 0 && mates_a_lone_king(pos, strong);
        // A queen against one piece (a rook, a bishop or a knight), nothing else on the board.
        const bool queen_against_piece =
            defenders == 1 && pos.pieces(strong) == (pos.pieces(strong, Queen) | pos.pieces(strong, King)) &&
            pos.count(strong, Queen) == 1 && piece_material(pos, weak) <= 5;
        if (!lone_king && !queen_against_piece) continue;

        const Square defender = pos.king_square(weak), attacker = pos.king_square(strong);
        const int kings = KingsWeight * (7 - square_distance(defender, attacker));
        const bool bishop_and_knight = lone_king && !pos.pieces(strong, Pawn) &&
                                       piece_material(pos, strong) == 6 && pos.count(strong, Bishop) == 1 &&
                                       pos.count(strong, Knight) == 1;
        const int corner =
            bishop_and_knight
                ? CornerWeight *
                      (14 - mating_corner_distance(defender, bool(pos.pieces(strong, Bishop) & DarkSquares)))
                : 0;
        const int bonus = EdgeWeight * centre_distance(defender) + kings + corner;
        return pos.side_to_move() == strong ? bonus : -bonus;
    }
    return 0;
}

}  // namespace gambit::eval
