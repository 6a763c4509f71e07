#include "engine/eval/evaluate.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "chess/attacks.hpp"
#include "engine/eval/drawn_endings.hpp"
#include "engine/eval/mop_up.hpp"
#include "engine/eval/phase.hpp"
#include "engine/eval/terms.hpp"
#include "engine/eval/trace.hpp"

namespace gambit::eval {
namespace {

using namespace chess;

// The squares at king distance d from s, [s][d]: the nearest of a set is the first ring it meets.
constexpr auto DistanceRings = [] {
    std::array<std::array<Bitboard, 8>, 64> rings{};
    for (int s = 0; s < 64; ++s)
        for (int t = 0; t < 64; ++t) rings[s][square_distance(Square(s), Square(t))] |= Bitboard(1) << t;
    return rings;
}();

// King distance from `s` to the nearest square of `targets`; 0 when there is none.
int nearest_distance(Square s, Bitboard targets) {
    for (int d = 1; d < 8; ++d)
        if (DistanceRings[s][d] & targets) return d;
    return 0;
}

constexpr int sign_of(Color c) { return c == White ? 1 : -1; }

// The squares of `s`'s file from `s` forward, from `c`'s side.
Bitboard fill_forward_of(Color c, Square s) {
    const Bitboard file = file_bb(file_of(s));
    return c == White ? file & ~((square_bb(s) - 1)) : file & ((square_bb(s) << 1) - 1);
}

struct SideTerms {
    int king_attacks[6] = {};     // squares of the enemy king zone hit, by piece type
    int king_attackers = 0;
    Bitboard attacked = 0;        // squares attacked by knights, bishops, rooks, queens
    Bitboard attacked_by_minor = 0;
    Bitboard attacked_by[6] = {}; // the same by piece type
};

// The mobility table of a piece type and its last index (counts beyond it share the last entry).
std::pair<const Score*, int> mobility_table(const EvalParams& p, PieceType t) {
    switch (t) {
        case Knight: return {p.mobility_knight, 8};
        case Bishop: return {p.mobility_bishop, 13};
        case Rook: return {p.mobility_rook, 14};
        default: return {p.mobility_queen, 27};
    }
}

// Mobility, outposts, rook files and king attacks of `c`'s pieces of type T (a template, so that
// every test of the type below is decided at compile time).
template <PieceType T, typename Sink>
void piece_type_terms(const Position& pos, Color c, const PawnInfo& pawns, Sink& sink, SideTerms& terms) {
    const EvalParams& p = sink.params();
    const int sign = sign_of(c);
    const Bitboard safe = ~pos.pieces(c) & ~pawns.attacks[~c];
    const Square enemy_king = pos.king_square(~c);
    const Bitboard king_zone = king_attacks(enemy_king) | square_bb(enemy_king);
    // Sliders see through their own queens and rooks/bishops of the same line (batteries).
    Bitboard through = pos.pieces();
    if (T == Bishop) through &= ~pos.pieces(c, Queen);
    if (T == Rook) through &= ~pos.pieces(c, Queen, Rook);
    const auto [table, last] = mobility_table(p, T);
    constexpr bool minor = T == Knight || T == Bishop;

    for (Bitboard b = pos.pieces(c, T); b;) {
        const Square s = pop_lsb(b);
        const Bitboard attacks = attacks_of(T, s, through);
        terms.attacked |= attacks;
        terms.attacked_by[T] |= attacks;
        if (minor) terms.attacked_by_minor |= attacks;
        const int mobility = popcount(attacks & safe);
        sink.add(p.mobility_unit[T], sign * (mobility - p.mobility_centre[T]));
        sink.add(table[std::min(mobility, last)], sign);
        if (minor && relative_rank(c, s) >= 3 && relative_rank(c, s) <= 5 && (pawns.attacks[c] & square_bb(s)) &&
            !(pawns.attack_span[~c] & square_bb(s)))
            sink.add(p.outpost[T == Knight ? 0 : 1], sign);
        if (attacks & king_zone) {
            ++terms.king_attackers;
            terms.king_attacks[T] += popcount(attacks & king_zone);
        }
        if (minor && relative_rank(c, s) < 7 && (pos.pieces(c, Pawn) & square_bb(Square(s + pawn_push(c)))))
            sink.add(p.minor_behind_pawn, sign);
        if (T == Bishop) {
            const Bitboard colour = (square_bb(s) & DarkSquares) ? DarkSquares : LightSquares;
            sink.add(p.bishop_pawns, sign * popcount(pos.pieces(c, Pawn) & colour));
        }
        if (T == Rook) {
            if (relative_rank(c, s) == 6) sink.add(p.rook_on_seventh, sign);
            const Bitboard file = file_bb(file_of(s));
            if (!(file & pos.pieces(Pawn))) sink.add(p.rook_open_file, sign);
            else if (!(file & pos.pieces(c, Pawn))) sink.add(p.rook_semi_open_file, sign);
        }
    }
}

// Mobility, outposts, rook files, bishop pair and king attacks of `c`'s pieces.
template <typename Sink>
SideTerms pieces_terms(const Position& pos, Color c, const PawnInfo& pawns, Sink& sink) {
    SideTerms terms;
    piece_type_terms<Knight>(pos, c, pawns, sink, terms);
    piece_type_terms<Bishop>(pos, c, pawns, sink, terms);
    piece_type_terms<Rook>(pos, c, pawns, sink, terms);
    piece_type_terms<Queen>(pos, c, pawns, sink, terms);
    if (pos.count(c, Bishop) >= 2) sink.add(sink.params().bishop_pair, sign_of(c));
    return terms;
}

// King danger (mg) of the king of `c`: the quadratic of the attacks the enemy gathered, its safe checks
// and the weak squares of the zone (params.hpp: KingDangerInput), once two pieces and a queen attack; the
// checks and weak squares also count linearly; then the pawn shield, storm and open files.
template <typename Sink>
void king_danger(const Position& pos, Color c, const PawnInfo& pawns, const SideTerms& ours, const SideTerms& enemy,
                 Sink& sink) {
    const EvalParams& p = sink.params();
    int inputs[KingDangerInputs] = {};
    std::copy(enemy.king_attacks, enemy.king_attacks + 6, inputs);
    // Safe checks: check squares an enemy piece of the right type reaches, not held by the enemy's own
    // pieces and defended by none of ours (the king aside: it cannot take a defended checker).
    const Square king = pos.king_square(c);
    const Bitboard safe = ~pos.pieces(~c) & ~(ours.attacked | pawns.attacks[c]);
    const Bitboard diagonal = bishop_attacks(king, pos.pieces()), straight = rook_attacks(king, pos.pieces());
    const Bitboard checks[4] = {knight_attacks(king), diagonal, straight, diagonal | straight};
    for (int i = 0; i < 4; ++i) {
        const int count = popcount(checks[i] & enemy.attacked_by[Knight + i] & safe);
        inputs[SafeKnightCheck + i] = count;
        if (count) sink.add_mg(p.safe_check[i], -sign_of(c) * count);
    }
    // Weak squares of the king zone: attacked by the enemy, defended by no pawn or piece of ours.
    const Bitboard zone = king_attacks(king);
    const Bitboard enemy_attacks = enemy.attacked | pawns.attacks[~c];
    const int weak = popcount(zone & enemy_attacks & ~(ours.attacked | pawns.attacks[c]));
    inputs[WeakZoneSquares] = weak;
    sink.add_mg(p.weak_king_zone, -sign_of(c) * weak);
    inputs[Attackers] = enemy.king_attackers;
    if (enemy.king_attackers >= 2 && pos.count(~c, Queen) > 0) sink.king_attack(c, inputs);

    // Pawn shield, storm and open files: on the king's file and its neighbours, for a king on its first
    // two ranks.
    if (relative_rank(c, king) <= 1) {
        Bitboard files = file_bb(file_of(king));
        if (file_of(king) > 0) files |= file_bb(file_of(king) - 1);
        if (file_of(king) < 7) files |= file_bb(file_of(king) + 1);
        const Bitboard near = relative_rank_bb(c, relative_rank(c, king) + 1) | relative_rank_bb(c, relative_rank(c, king) + 2);
        const int shield = popcount(files & near & pos.pieces(c, Pawn));
        sink.add_mg(p.shield_pawn, -sign_of(c) * (3 - std::min(shield, 3)));
        for (Bitboard b = files & pos.pieces(~c, Pawn); b;)
            sink.add_mg(p.pawn_storm[relative_rank(~c, pop_lsb(b))], -sign_of(c));
        for (int f = std::max(file_of(king) - 1, 0); f <= std::min(file_of(king) + 1, 7); ++f)
            if (!(file_bb(f) & pos.pieces(c, Pawn))) sink.add_mg(p.king_open_file, -sign_of(c));
    }
}

// Threats of `c` against the enemy's pieces: enemy pieces our pawns attack, rooks and queens our
// minors attack, and pieces left hanging (attacked, defended by nothing).
template <typename Sink>
void threats(const Position& pos, Color c, const PawnInfo& pawns, const SideTerms& ours, const SideTerms& theirs,
             Sink& sink) {
    const EvalParams& p = sink.params();
    const int sign = sign_of(c);
    const Bitboard enemy_pieces = pos.pieces(~c) & ~pos.pieces(~c, Pawn, King);
    sink.add(p.threat_by_pawn, sign * popcount(pawns.attacks[c] & enemy_pieces));
    sink.add(p.threat_by_minor, sign * popcount(ours.attacked_by_minor & pos.pieces(~c, Rook, Queen)));
    const Bitboard defended = theirs.attacked | pawns.attacks[~c] | king_attacks(pos.king_square(~c));
    sink.add(p.hanging, sign * popcount(enemy_pieces & (ours.attacked | king_attacks(pos.king_square(c))) & ~defended));
    sink.add(p.threat_by_rook, sign * popcount(ours.attacked_by[Rook] & pos.pieces(~c, Queen)));
    // Pawn pushes to an empty square no enemy pawn attacks, after which the pawn attacks a piece.
    const Bitboard pushed = (c == White ? shift<North>(pos.pieces(c, Pawn)) : shift<South>(pos.pieces(c, Pawn))) &
                            ~pos.pieces() & ~pawns.attacks[~c];
    Bitboard pushed_attacks = 0;
    for (Bitboard b = pushed; b;) pushed_attacks |= pawn_attacks(c, pop_lsb(b));
    sink.add(p.pawn_push_threat, sign * popcount(pushed_attacks & enemy_pieces));
}

// Passed-pawn terms that depend on more than pawns: kings and the path ahead.
template <typename Sink>
void passed_terms(const Position& pos, Color c, Bitboard passed, Sink& sink) {
    const EvalParams& p = sink.params();
    const int sign = sign_of(c);
    for (Bitboard b = passed; b;) {
        const Square s = pop_lsb(b);
        const int rank = relative_rank(c, s);
        if (rank < 3) continue;
        const Square front = Square(s + pawn_push(c));
        const int weight = rank - 2;  // 1 .. 4
        sink.add_eg(p.passed_king_distance,
                    sign * weight * (square_distance(front, pos.king_square(~c)) - square_distance(front, pos.king_square(c))));
        if (pos.empty(front)) sink.add(p.passed_free_path, sign * weight);
        else if (pos.pieces(~c) & square_bb(front)) sink.add(p.passed_blocked, sign * weight);
        // A rook behind the pawn supports its advance all the way (Tarrasch).
        const Bitboard behind = rook_attacks(s, pos.pieces()) & file_bb(file_of(s)) & ~fill_forward_of(c, s);
        if (behind & pos.pieces(c, Rook)) sink.add(p.rook_behind_passer, sign);
    }
}

// Space (mg): safe squares on the central files of our second to fourth ranks, counted twice when behind
// one of our pawns, worth more with more pieces to use them.
template <typename Sink>
void space_terms(const Position& pos, Color c, const PawnInfo& pawns, Sink& sink) {
    constexpr Bitboard CentreFiles = 0x3C3C3C3C3C3C3C3CULL;
    const Bitboard ranks = c == White ? 0x00000000FFFFFF00ULL : 0x00FFFFFF00000000ULL;
    const Bitboard ours = pos.pieces(c, Pawn);
    const Bitboard safe = CentreFiles & ranks & ~ours & ~pawns.attacks[~c];
    Bitboard behind = c == White ? ours >> 8 : ours << 8;
    behind |= c == White ? behind >> 8 | behind >> 16 : behind << 8 | behind << 16;
    const int pieces = popcount(pos.pieces(c) & ~pos.pieces(c, Pawn, King));
    const int count = (popcount(safe) + popcount(safe & behind)) * pieces / 4;
    if (count) sink.add_mg(sink.params().space, sign_of(c) * count);
}

// Every term but the pawn structure (the caller adds that, cached or traced).
template <typename Sink>
void piece_terms(const Position& pos, const PawnInfo& pawns, Sink& sink) {
    for (Color c : {White, Black})
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen, King})
            for (Bitboard b = pos.pieces(c, t); b;) sink.piece(c, t, pop_lsb(b));

    passed_terms(pos, White, pawns.passed[White], sink);
    passed_terms(pos, Black, pawns.passed[Black], sink);
    space_terms(pos, White, pawns, sink);
    space_terms(pos, Black, pawns, sink);

    const SideTerms white = pieces_terms(pos, White, pawns, sink);
    const SideTerms black = pieces_terms(pos, Black, pawns, sink);
    threats(pos, White, pawns, white, black, sink);
    threats(pos, Black, pawns, black, white, sink);
    king_danger(pos, White, pawns, white, black, sink);
    king_danger(pos, Black, pawns, black, white, sink);

    // Endgame: a king far from its own pawns cannot help them (nor stop the enemy's near them).
    for (Color c : {White, Black}) {
        const int nearest = nearest_distance(pos.king_square(c), pos.pieces(c, Pawn));
        if (nearest) sink.add_eg(sink.params().king_pawn_distance, sign_of(c) * nearest);
    }

    sink.add(sink.params().tempo, sign_of(pos.side_to_move()));
}

// The complexity inputs (params.hpp: ComplexityInput): pawns, pawns on both flanks, nothing but pawns
// and kings, and the constant.
void complexity_inputs(const Position& pos, int (&inputs)[ComplexityInputs]) {
    constexpr Bitboard QueenSide = 0x0F0F0F0F0F0F0F0FULL;  // files a-d
    const Bitboard pawns = pos.pieces(Pawn);
    inputs[ComplexityPawns] = popcount(pawns);
    inputs[ComplexityBothFlanks] = (pawns & QueenSide) && (pawns & ~QueenSide);
    inputs[ComplexityPawnEnding] = pos.pieces(Knight, Bishop) == 0 && pos.pieces(Rook, Queen) == 0;
    inputs[ComplexityConstant] = 1;
}

int complexity(const Position& pos, const EvalParams& params) {
    int inputs[ComplexityInputs];
    complexity_inputs(pos, inputs);
    int c = 0;
    for (int i = 0; i < ComplexityInputs; ++i) c += params.complexity[i] * inputs[i];
    return c;
}

int game_phase(const Position& pos) {
    int phase = 0;
    for (PieceType t : {Knight, Bishop, Rook, Queen}) phase += phase_weight(t) * popcount(pos.pieces(t));
    return std::min(phase, MaxPhase);
}

// Endgames where the stronger side cannot usually win get scaled towards a draw (out of 64).
int endgame_scale(const Position& pos, int eg) {
    const Color strong = eg > 0 ? White : Black;
    if (pos.count(strong, Pawn) > 0) {
        // Bishops of opposite colours and nothing else: the weaker side blockades on its bishop's colour.
        const bool opposite_bishops = pos.pieces(Knight, Rook) == 0 && pos.pieces(Queen) == 0 &&
                                      pos.count(White, Bishop) == 1 && pos.count(Black, Bishop) == 1 &&
                                      (pos.pieces(Bishop) & DarkSquares) && (pos.pieces(Bishop) & LightSquares);
        return opposite_bishops ? 32 : 64;
    }
    auto non_pawn = [&](Color c) {
        return 3 * (pos.count(c, Knight) + pos.count(c, Bishop)) + 5 * pos.count(c, Rook) + 9 * pos.count(c, Queen);
    };
    const int edge = non_pawn(strong) - non_pawn(~strong);
    if (edge <= 3) return non_pawn(strong) <= 3 ? 0 : 16;  // a lone minor cannot mate; minor up is drawish
    return 64;
}

}  // namespace

int Evaluator::evaluate(const Position& pos, bool with_network) {
    if (is_drawn_ending(pos)) return 0;  // before the network too: it scores them as won
    const QuantizedNetwork* const net = with_network ? quantized_.get() : nullptr;
    if (net && !net->residual) return std::clamp(accumulator_.evaluate(*net, pos) + mop_up(pos), -9000, 9000);
    ScoreSum sum(params_);
    const PawnInfo& pawns = pawns_.probe(pos, params_);
    sum.add_raw(pawns.score);
    piece_terms(pos, pawns, sum);

    const Score score = sum.total();
    const int phase = game_phase(pos);
    const int scale = endgame_scale(pos, score.eg);
    const int eg = score.eg + complexity_shift(score.eg, complexity(pos, params_));
    const Score scaled(score.mg, eg * scale / 64);
    const int value = taper(scaled, phase, MaxPhase);
    const int weights = (pos.side_to_move() == White ? value : -value) + mop_up(pos);
    return net ? std::clamp(weights + accumulator_.evaluate(*net, pos), -9000, 9000) : weights;
}

EvalTrace trace_evaluation(const Position& pos, const EvalParams& params) {
    EvalTrace trace;
    TraceSink sink(params, trace);
    PawnInfo pawns;
    pawn_terms(pos, sink, pawns);
    piece_terms(pos, pawns, sink);
    sink.finish();
    trace.phase = game_phase(pos);
    trace.scale = endgame_scale(pos, sink.total().eg);
    int inputs[ComplexityInputs];
    complexity_inputs(pos, inputs);
    std::copy(inputs, inputs + ComplexityInputs, trace.complexity);
    return trace;
}

}  // namespace gambit::eval
