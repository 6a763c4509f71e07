#include "engine/eval/evaluate.hpp"

#include <algorithm>
#include <cstdlib>

#include "engine/chess/attacks.hpp"
#include "engine/eval/pst.hpp"

namespace gambit::eval {
namespace {

using namespace chess;

// Mobility: per attacked square not occupied by our pieces nor attacked by enemy pawns, counted
// from a typical value so that the average piece scores about zero.
constexpr Score MobilityUnit[6] = {{0, 0}, {4, 4}, {5, 5}, {2, 4}, {1, 2}, {0, 0}};
constexpr int MobilityCentre[6] = {0, 4, 6, 6, 12, 0};

constexpr Score BishopPair = {30, 50};
constexpr Score RookOpenFile = {25, 10};
constexpr Score RookSemiOpenFile = {12, 6};
constexpr Score Tempo = {12, 6};
// Passed pawns gain when the enemy king is far and our king close (endgame).
constexpr int PassedKingDistance = 5;   // eg cp per square of distance difference, scaled by rank
constexpr Score PassedFreePath = {5, 15};  // per rank when the square ahead is empty

// King safety: attack weight of each piece type hitting the zone around the enemy king.
constexpr int AttackWeight[6] = {0, 2, 2, 3, 5, 0};
constexpr int ShieldPawn = 12;  // mg, per pawn in front of a castled king

int distance(Square a, Square b) {
    return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

// Threats: enemy pieces our pawns attack, rooks and queens our minors attack, and pieces left hanging
// (attacked, defended by nothing).
constexpr Score ThreatByPawn = {50, 35};
constexpr Score ThreatByMinor = {30, 25};
constexpr Score Hanging = {25, 15};

struct SideTerms {
    Score score;
    int king_attack_units = 0;
    int king_attackers = 0;
    Bitboard attacked = 0;        // squares attacked by knights, bishops, rooks, queens
    Bitboard attacked_by_minor = 0;
};

// Mobility, rook files and king attacks of `c`'s pieces.
SideTerms pieces_terms(const Position& pos, Color c, const PawnInfo& pawns) {
    SideTerms terms;
    const Bitboard occupied = pos.pieces();
    const Bitboard safe = ~pos.pieces(c) & ~pawns.attacks[~c];
    const Square enemy_king = pos.king_square(~c);
    const Bitboard king_zone = king_attacks(enemy_king) | square_bb(enemy_king);

    for (PieceType t : {Knight, Bishop, Rook, Queen}) {
        for (Bitboard b = pos.pieces(c, t); b;) {
            const Square s = pop_lsb(b);
            // Sliders see through their own queens and rooks/bishops of the same line (batteries).
            Bitboard through = occupied;
            if (t == Bishop) through &= ~pos.pieces(c, Queen);
            if (t == Rook) through &= ~pos.pieces(c, Queen, Rook);
            const Bitboard attacks = attacks_of(t, s, through);
            terms.attacked |= attacks;
            if (t == Knight || t == Bishop) terms.attacked_by_minor |= attacks;
            terms.score += MobilityUnit[t] * (popcount(attacks & safe) - MobilityCentre[t]);
            if (attacks & king_zone) {
                ++terms.king_attackers;
                terms.king_attack_units += AttackWeight[t] * popcount(attacks & king_zone);
            }
            if (t == Rook) {
                const Bitboard file = file_bb(file_of(s));
                if (!(file & pos.pieces(Pawn))) terms.score += RookOpenFile;
                else if (!(file & pos.pieces(c, Pawn))) terms.score += RookSemiOpenFile;
            }
        }
    }
    if (pos.count(c, Bishop) >= 2) terms.score += BishopPair;
    return terms;
}

// Penalty (mg) for the king of `c` from the attack units the enemy gathered, plus its pawn shield.
int king_danger(const Position& pos, Color c, const SideTerms& enemy) {
    int penalty = 0;
    if (enemy.king_attackers >= 2 && pos.count(~c, Queen) > 0) {
        const int units = std::min(enemy.king_attack_units, 60);
        penalty += units * units / 4 + 4 * units;
    }
    // Pawn shield: own pawns on the king's file and its neighbours, one or two ranks ahead.
    const Square k = pos.king_square(c);
    if (relative_rank(c, k) <= 1) {
        Bitboard files = file_bb(file_of(k));
        if (file_of(k) > 0) files |= file_bb(file_of(k) - 1);
        if (file_of(k) < 7) files |= file_bb(file_of(k) + 1);
        const Bitboard near = relative_rank_bb(c, relative_rank(c, k) + 1) | relative_rank_bb(c, relative_rank(c, k) + 2);
        const int shield = popcount(files & near & pos.pieces(c, Pawn));
        penalty += ShieldPawn * (3 - std::min(shield, 3));
    }
    return penalty;
}

// Threats of `c` against the enemy's pieces.
Score threats(const Position& pos, Color c, const PawnInfo& pawns, const SideTerms& ours, const SideTerms& theirs) {
    const Bitboard enemy_pieces = pos.pieces(~c) & ~pos.pieces(~c, Pawn, King);
    Score score = ThreatByPawn * popcount(pawns.attacks[c] & enemy_pieces);
    score += ThreatByMinor * popcount(ours.attacked_by_minor & pos.pieces(~c, Rook, Queen));
    const Bitboard defended = theirs.attacked | pawns.attacks[~c] | king_attacks(pos.king_square(~c));
    score += Hanging * popcount(enemy_pieces & (ours.attacked | king_attacks(pos.king_square(c))) & ~defended);
    return score;
}

// Passed-pawn terms that depend on more than pawns: kings and the path ahead.
Score passed_terms(const Position& pos, Color c, Bitboard passed) {
    Score score;
    for (Bitboard b = passed; b;) {
        const Square s = pop_lsb(b);
        const int rank = relative_rank(c, s);
        if (rank < 3) continue;
        const Square front = Square(s + pawn_push(c));
        const int weight = rank - 2;  // 1 .. 4
        score.eg += weight * PassedKingDistance *
                    (distance(front, pos.king_square(~c)) - distance(front, pos.king_square(c)));
        if (pos.empty(front)) score += PassedFreePath * weight;
    }
    return score;
}

// Endgames where the stronger side cannot usually win get scaled towards a draw (out of 64).
int endgame_scale(const Position& pos, int eg) {
    const Color strong = eg > 0 ? White : Black;
    if (pos.count(strong, Pawn) > 0) return 64;
    auto non_pawn = [&](Color c) {
        return 3 * (pos.count(c, Knight) + pos.count(c, Bishop)) + 5 * pos.count(c, Rook) + 9 * pos.count(c, Queen);
    };
    const int edge = non_pawn(strong) - non_pawn(~strong);
    if (edge <= 3) return non_pawn(strong) <= 3 ? 0 : 16;  // a lone minor cannot mate; minor up is drawish
    return 64;
}

}  // namespace

int Evaluator::evaluate(const Position& pos) {
    Score score;
    int phase = 0;
    for (Color c : {White, Black})
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen, King})
            for (Bitboard b = pos.pieces(c, t); b;) {
                score += piece_square(c, t, pop_lsb(b));
                phase += phase_weight(t);
            }
    phase = std::min(phase, MaxPhase);

    const PawnInfo& pawns = pawns_.probe(pos);
    score += pawns.score;
    score += passed_terms(pos, White, pawns.passed[White]) - passed_terms(pos, Black, pawns.passed[Black]);

    const SideTerms white = pieces_terms(pos, White, pawns);
    const SideTerms black = pieces_terms(pos, Black, pawns);
    score += white.score - black.score;
    score += threats(pos, White, pawns, white, black) - threats(pos, Black, pawns, black, white);
    score.mg -= king_danger(pos, White, black) - king_danger(pos, Black, white);

    score += pos.side_to_move() == White ? Tempo : -Tempo;

    const int scale = endgame_scale(pos, score.eg);
    const Score scaled(score.mg, score.eg * scale / 64);
    const int value = taper(scaled, phase, MaxPhase);
    return pos.side_to_move() == White ? value : -value;
}

}  // namespace gambit::eval
