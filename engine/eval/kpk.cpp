#include "engine/eval/kpk.hpp"

#include <cstdint>
#include <vector>

#include "chess/attacks.hpp"
#include "chess/bitboard.hpp"

namespace gambit::eval {
namespace {

using namespace chess;

// White has the pawn, on files a-d, ranks 2-7: 24 squares.
constexpr int PawnSquares = 24;
constexpr int Entries = 2 * 64 * 64 * PawnSquares;

enum Result : std::uint8_t { Unknown, Invalid, Draw, Win };

int index(Color to_move, Square white_king, Square black_king, Square pawn) {
    const int pawn_index = (rank_of(pawn) - 1) * 4 + file_of(pawn);
    return ((int(to_move) * 64 + white_king) * 64 + black_king) * PawnSquares + pawn_index;
}

struct Placement {
    Color to_move;
    Square white_king, black_king, pawn;
};

Placement placement(int i) {
    const int pawn_index = i % PawnSquares;
    i /= PawnSquares;
    const Square black_king = Square(i % 64);
    i /= 64;
    const Square white_king = Square(i % 64);
    return {Color(i / 64), white_king, black_king, make_square(pawn_index % 4, pawn_index / 4 + 1)};
}

// What the rules alone decide: illegal placements, a safe promotion, stalemate, the pawn taken.
Result classify(const Placement& p) {
    const Square promotion = Square(p.pawn + 8);
    if (p.white_king == p.black_king || p.white_king == p.pawn || p.black_king == p.pawn) return Invalid;
    if (square_distance(p.white_king, p.black_king) <= 1) return Invalid;
    const bool black_in_check = pawn_attacks(White, p.pawn) & square_bb(p.black_king);
    if (p.to_move == White) {
        if (black_in_check) return Invalid;
        // The pawn queens and the queen cannot be taken.
        if (rank_of(p.pawn) == 6 && p.white_king != promotion && p.black_king != promotion &&
            (square_distance(p.black_king, promotion) > 1 || square_distance(p.white_king, promotion) == 1))
            return Win;
        return Unknown;
    }
    const Bitboard covered = king_attacks(p.white_king) | pawn_attacks(White, p.pawn);
    const Bitboard moves = king_attacks(p.black_king) & ~covered;
    if (!moves && !black_in_check) return Draw;  // stalemate
    if (moves & square_bb(p.pawn)) return Draw;  // the pawn falls
    return Unknown;
}

// One step of the retrograde analysis for a position not yet decided.
Result step(const std::vector<Result>& table, const Placement& p) {
    if (p.to_move == White) {
        // White wins if one move reaches a won position; draws if every move reaches a draw.
        bool all_draw = true;
        auto reach = [&](Square king, Square pawn) {
            const Result r = table[index(Black, king, p.black_king, pawn)];
            if (r == Win) return true;
            if (r != Draw && r != Invalid) all_draw = false;
            return false;
        };
        for (Bitboard b = king_attacks(p.white_king); b; b &= b - 1) {
            const Square to = lsb(b);
            if (to == p.pawn || square_distance(to, p.black_king) <= 1) continue;
            if (reach(to, p.pawn)) return Win;
        }
        const Square push = Square(p.pawn + 8);
        if (rank_of(p.pawn) < 6 && push != p.white_king && push != p.black_king) {
            if (reach(p.white_king, push)) return Win;
            const Square double_push = Square(push + 8);
            if (rank_of(p.pawn) == 1 && double_push != p.white_king && double_push != p.black_king &&
                reach(p.white_king, double_push))
                return Win;
        }
        return all_draw ? Draw : Unknown;  // a promotion that loses the queen is a draw; it never wins
    }
    // Black draws if one move reaches a draw; loses if every move reaches a win (or it is mated).
    const Bitboard covered = king_attacks(p.white_king) | pawn_attacks(White, p.pawn);
    bool all_win = true;
    for (Bitboard b = king_attacks(p.black_king) & ~covered; b; b &= b - 1) {
        const Result r = table[index(White, p.white_king, lsb(b), p.pawn)];
        if (r == Draw) return Draw;
        if (r != Win) all_win = false;
    }
    return all_win ? Win : Unknown;
}

std::vector<Result> solve() {
    std::vector<Result> table(Entries);
    for (int i = 0; i < Entries; ++i) table[i] = classify(placement(i));
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < Entries; ++i) {
            if (table[i] != Unknown) continue;
            const Result r = step(table, placement(i));
            if (r != Unknown) table[i] = r, changed = true;
        }
    }
    return table;  // what is still unknown is a draw: nobody can force anything
}

Square flip_rank(Square s) {
    return Square(s ^ 56);
}
Square flip_file(Square s) {
    return Square(s ^ 7);
}

}  // namespace

bool kpk_wins(Color strong, Square strong_king, Square weak_king, Square pawn, Color to_move) {
    static const std::vector<Result> table = solve();  // computed on first use, read-only after
    if (strong == Black) {
        strong_king = flip_rank(strong_king), weak_king = flip_rank(weak_king), pawn = flip_rank(pawn);
        to_move = ~to_move;
    }
    if (file_of(pawn) > 3)
        strong_king = flip_file(strong_king), weak_king = flip_file(weak_king), pawn = flip_file(pawn);
    return table[index(to_move, strong_king, weak_king, pawn)] == Win;
}

}  // namespace gambit::eval
