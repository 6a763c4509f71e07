#include "engine/eval/pawns.hpp"

namespace gambit::eval {
namespace {

using namespace chess;

// Bonus for a passed pawn by its rank as seen from its owner (rank 2 .. rank 7).
constexpr Score PassedBonus[8] = {{0, 0}, {0, 10}, {5, 15}, {10, 25}, {25, 45}, {50, 85}, {85, 140}, {0, 0}};
constexpr Score Isolated = {-10, -14};
constexpr Score Doubled = {-10, -22};
constexpr Score Backwardish = {-4, -6};  // no friendly pawn on a neighbouring file behind or level

Bitboard adjacent_files(int file) {
    return (file > 0 ? file_bb(file - 1) : 0) | (file < 7 ? file_bb(file + 1) : 0);
}

// Squares in front of `s` (from `c`'s side) on its own file and the two neighbouring files.
Bitboard passed_span(Color c, Square s) {
    const Bitboard files = file_bb(file_of(s)) | adjacent_files(file_of(s));
    Bitboard ahead = 0;
    for (int r = rank_of(s) + (c == White ? 1 : -1); r >= 0 && r < 8; r += (c == White ? 1 : -1)) ahead |= rank_bb(r);
    return files & ahead;
}

Bitboard pawn_attack_set(Color c, Bitboard pawns) {
    return c == White ? shift<NorthEast>(pawns) | shift<NorthWest>(pawns)
                      : shift<SouthEast>(pawns) | shift<SouthWest>(pawns);
}

Score side_structure(const Position& pos, Color c, Bitboard& passed) {
    const Bitboard ours = pos.pieces(c, Pawn);
    const Bitboard theirs = pos.pieces(~c, Pawn);
    Score score;
    for (Bitboard b = ours; b;) {
        const Square s = pop_lsb(b);
        const int file = file_of(s);
        if (!(theirs & passed_span(c, s))) {
            // Only the frontmost pawn of a file counts as passed.
            if (!(ours & passed_span(c, s) & file_bb(file))) {
                passed |= square_bb(s);
                score += PassedBonus[relative_rank(c, s)];
            }
        }
        if (!(ours & adjacent_files(file))) score += Isolated;
        else if (!(ours & adjacent_files(file) & ~passed_span(c, s))) score += Backwardish;
        if (ours & passed_span(c, s) & file_bb(file)) score += Doubled;
    }
    return score;
}

}  // namespace

PawnInfo evaluate_pawns(const Position& pos) {
    PawnInfo info;
    info.key = pos.pawn_key();
    info.score = side_structure(pos, White, info.passed[White]) - side_structure(pos, Black, info.passed[Black]);
    info.attacks[White] = pawn_attack_set(White, pos.pieces(White, Pawn));
    info.attacks[Black] = pawn_attack_set(Black, pos.pieces(Black, Pawn));
    return info;
}

const PawnInfo& PawnCache::probe(const Position& pos) {
    PawnInfo& entry = (*entries_)[pos.pawn_key() & (Size - 1)];
    if (entry.key != pos.pawn_key() || entry.key == 0) entry = evaluate_pawns(pos);
    return entry;
}

}  // namespace gambit::eval
