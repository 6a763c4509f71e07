#include "engine/eval/pawns.hpp"

#include "engine/eval/terms.hpp"

namespace gambit::eval {
namespace {

using namespace chess;

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

// Every square on the files of `b` ahead of its squares, from `c`'s side, the squares included.
Bitboard fill_forward(Color c, Bitboard b) {
    if (c == White) b |= b << 8, b |= b << 16, b |= b << 32;
    else b |= b >> 8, b |= b >> 16, b |= b >> 32;
    return b;
}

// Passed (by rank), isolated, doubled, backward-ish, phalanx and supported pawns of `c`.
template <typename Sink>
void side_structure(const Position& pos, Color c, Sink& sink, Bitboard& passed) {
    const EvalParams& p = sink.params();
    const int sign = c == White ? 1 : -1;
    const Bitboard ours = pos.pieces(c, Pawn);
    const Bitboard theirs = pos.pieces(~c, Pawn);
    for (Bitboard b = ours; b;) {
        const Square s = pop_lsb(b);
        const int file = file_of(s);
        if (!(theirs & passed_span(c, s))) {
            // Only the frontmost pawn of a file counts as passed.
            if (!(ours & passed_span(c, s) & file_bb(file))) {
                passed |= square_bb(s);
                sink.add(p.passed_bonus[relative_rank(c, s)], sign);
            }
        }
        const bool isolated = !(ours & adjacent_files(file));
        const bool backward = !isolated && !(ours & adjacent_files(file) & ~passed_span(c, s));
        if (isolated) sink.add(p.isolated, sign);
        else if (backward) sink.add(p.backwardish, sign);
        // Nothing in front on its file: rooks and queens can attack it down the file.
        if ((isolated || backward) && !(theirs & passed_span(c, s) & file_bb(file))) sink.add(p.weak_pawn_open, sign);
        if (ours & passed_span(c, s) & file_bb(file)) sink.add(p.doubled, sign);
        const int rank = relative_rank(c, s);
        if (ours & adjacent_files(file) & rank_bb(rank_of(s))) sink.add(p.phalanx[rank], sign);
        if (ours & pawn_attack_set(~c, square_bb(s))) sink.add(p.supported[rank], sign);
    }
}

}  // namespace

template <typename Sink>
void pawn_terms(const Position& pos, Sink& sink, PawnInfo& info) {
    info.key = pos.pawn_key();
    side_structure(pos, White, sink, info.passed[White]);
    side_structure(pos, Black, sink, info.passed[Black]);
    info.attacks[White] = pawn_attack_set(White, pos.pieces(White, Pawn));
    info.attacks[Black] = pawn_attack_set(Black, pos.pieces(Black, Pawn));
    for (Color c : {White, Black}) info.attack_span[c] = fill_forward(c, info.attacks[c]);
}

template void pawn_terms<ScoreSum>(const Position&, ScoreSum&, PawnInfo&);
template void pawn_terms<TraceSink>(const Position&, TraceSink&, PawnInfo&);

PawnInfo evaluate_pawns(const Position& pos, const EvalParams& params) {
    PawnInfo info;
    ScoreSum sum(params);
    pawn_terms(pos, sum, info);
    info.score = sum.total();
    return info;
}

const PawnInfo& PawnCache::probe(const Position& pos, const EvalParams& params) {
    PawnInfo& entry = (*entries_)[pos.pawn_key() & (Size - 1)];
    if (entry.key != pos.pawn_key() || entry.key == 0) entry = evaluate_pawns(pos, params);
    return entry;
}

}  // namespace gambit::eval
