// The evaluation weights, Texel-tuned by `gambit tune-eval --score-weight 0.75` (engine/eval/tuned/README.md)
// in four rounds: from the hand-set start (PeSTO material and piece-square tables, Ronald Friederich's
// published numbers, plus the project's own terms) on 16 596 games of gambit's own campaign and SPRT runs;
// then, with the mobility tables, phalanx, supported, outpost and safe-check terms added at zero, every
// weight again on 21 937 games; then, with pawn storm, open files and weak squares by the king, rook on the
// seventh, bishop pawns, minor behind pawn, rook and pawn-push threats and king-pawn distance added at
// zero, every weight again on 22 699 games; then, with the king-danger inputs (safe checks, weak squares,
// attackers), space, weak pawns open to attack, blockaded passers and rooks behind passers added at zero,
// every weight again on 28 542 games (score75-terms3.json). Each position is labelled 0.75 x the search
// score of the move played + 0.25 x the game result. Same layout as the files `gambit tune-eval --cpp` writes, so tuned
// weights can replace these by replacing this file.
#include "engine/eval/params.hpp"

namespace gambit::eval {

EvalParams default_params() {
    // Every weight in visit_params order; a Score is its mg value then its eg value. Tables run a8 .. h1.
    static constexpr int values[] = {
        // material
        73, 95, 302, 318, 318, 339, 430, 564, 1009, 962, 0, 0,
        // pst_pawn
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        106, 141, 145, 129, 112, 126, 137, 119, 180, 95, 110, 122, 118, 112, 69, 115,
        14, 71, 9, 69, 10, 63, 12, 50, 48, 32, 64, 28, 52, 51, -9, 60,
        -6, 43, 3, 33, -7, 21, 7, 11, 7, 8, 6, 10, 6, 20, -18, 25,
        -13, 30, -5, 19, -5, 11, 7, 3, 6, 5, 6, 9, 10, 13, -21, 12,
        -18, 23, -8, 18, -10, 9, -10, 15, -5, 11, -6, 13, 21, 7, -13, 6,
        -19, 28, -3, 20, -12, 18, -12, 11, -9, 20, 20, 14, 31, 12, -11, 8,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // pst_knight
        -140, -24, -93, 17, -21, 4, -34, 15, 80, -15, -134, 35, 1, -27, -47, -59,
        -19, -9, -28, 4, 30, -4, 21, 13, 15, 19, 40, -16, 19, -7, 1, -16,
        3, -6, 16, -7, 16, 17, 45, 9, 57, 15, 72, -1, 26, 1, 6, -11,
        -5, 4, 8, 9, 21, 17, 28, 26, 17, 22, 42, 16, 15, 13, 24, -2,
        -9, -2, -6, 5, 12, 12, 11, 17, 12, 16, 16, 12, 7, 10, -4, 3,
        -32, -6, -11, 6, -5, -4, 1, 10, 6, 10, 2, -9, 8, -15, -21, -21,
        -27, -37, -21, 0, -21, -10, -3, -9, -2, -10, -12, -16, -34, 4, -18, -7,
        -56, -41, -22, -28, -17, -2, -33, -3, -3, -12, -12, -16, -29, -19, -44, -71,
        // pst_bishop
        -29, 27, -74, 38, -84, 19, -66, 19, -5, 16, -56, 29, -30, 25, -53, 25,
        -24, 13, -26, 17, 0, 17, -10, 14, -2, 16, -2, 21, -10, 11, -18, -34,
        0, 2, 7, 21, 8, 17, 12, 14, 11, 23, 59, 8, 16, 21, 11, 14,
        -12, 14, 9, 14, 5, 22, 22, 27, 21, 28, 25, 10, 13, 10, 1, 14,
        0, 1, 2, 17, 5, 21, 21, 29, 21, 20, 7, 15, 0, 12, 15, -15,
        -9, 4, 14, 7, 11, 19, 5, 15, 3, 20, 9, 15, 16, -3, 3, -2,
        -9, 2, 1, -8, 7, -2, -5, 8, 2, 6, 17, -2, 20, -13, 25, -31,
        -22, -4, 1, -1, -8, -5, -10, 3, 13, -4, -18, -3, -23, -14, -5, 13,
        // pst_rook
        4, 34, 30, 23, 13, 37, 29, 21, 27, 23, 51, 16, 22, 26, -1, 35,
        1, 33, -3, 34, 24, 31, 50, 20, 48, 18, 49, 16, 5, 26, 39, 13,
        -1, 26, 25, 16, 20, 24, 26, 19, 60, 4, 55, 18, 34, 14, -3, 22,
        -21, 26, -2, 23, 15, 22, 14, 14, 14, 8, 14, 12, -6, 16, -7, 16,
        -33, 22, -5, 13, -12, 23, -4, 14, -4, 8, -13, 8, 0, 13, -18, 9,
        -24, 0, -22, 4, -16, 12, -16, 1, -14, -1, -7, -1, -17, 3, -16, -4,
        -19, -8, -10, -11, -15, -3, -9, 0, -3, -15, -4, -7, -17, -8, -43, 4,
        -13, -4, -7, -6, -6, -2, 0, -6, 2, -12, -2, -10, -30, 2, -10, -17,
        // pst_queen
        1, 10, 14, 19, 37, 23, 21, 37, 29, 22, 50, 26, 11, 32, 62, -2,
        -17, 16, -32, 44, 2, 44, 6, 42, 17, 46, 18, 45, 46, 4, 12, 20,
        -10, 19, 0, 25, -3, 52, -10, 63, 24, 49, 39, 43, 28, 16, 20, 28,
        5, 9, 2, 18, 1, 37, -6, 63, 13, 50, 16, 26, 14, 41, 8, 15,
        7, -9, -15, 43, -3, 23, -3, 44, -4, 42, 6, 16, 8, 18, 2, 5,
        4, -37, 6, 0, -4, 14, 1, 2, -2, 18, 11, -5, 11, -14, 2, -32,
        -12, -5, -10, -2, 11, -24, 11, -24, 10, -15, 20, -47, 4, -69, -13, -59,
        -7, -49, -1, -37, 6, -38, 7, -40, 2, -33, -10, -37, -3, -82, -14, -75,
        // pst_king
        90, -195, 31, -20, 12, -4, 12, -14, 11, 21, 38, 3, -40, 8, -19, -151,
        50, -7, 42, 8, 10, 32, -24, 40, 6, 42, -41, 52, -35, 47, -63, 17,
        -54, 17, -26, 33, -37, 39, -52, 44, -111, 63, -42, 50, -19, 37, -107, 54,
        -32, 16, -26, 30, -58, 37, -32, 30, -68, 38, -49, 41, -38, 34, -56, 20,
        5, -16, -23, 8, -4, 13, -37, 21, -31, 19, -34, 20, -23, 10, -46, -4,
        -25, -9, -5, -3, -13, 0, -26, 7, -17, 9, -10, 6, 7, -4, -23, -9,
        2, -13, -1, 0, -1, 3, -28, 5, -22, 3, -11, 1, 16, -4, 25, -16,
        -37, -22, 24, -22, 17, -12, -63, 3, 5, -30, -31, -7, 29, -29, 9, -29,
        // mobility_unit
        0, 0, 6, 7, 5, 4, 3, 2, 4, -5, 0, 0,
        // mobility_centre
        0, 4, 6, 6, 12, 0,
        // bishop_pair
        25, 52,
        // rook_open_file
        31, -3,
        // rook_semi_open_file
        10, 17,
        // tempo
        9, 4,
        // passed_bonus
        0, 0, -4, 11, -4, 16, 4, 27, 34, 51, 84, 80, 120, 95, 0, 0,
        // isolated
        -7, -11,
        // doubled
        -7, -21,
        // backwardish
        -3, -5,
        // passed_king_distance
        10,
        // passed_free_path
        -6, 23,
        // attack_weight
        0, 3, 3, 3, 2, 0,
        // danger_weight
        6, 1, 3, 2, -1, -1,
        // shield_pawn
        7,
        // threat_by_pawn
        44, 30,
        // threat_by_minor
        40, 3,
        // hanging
        19, 15,
        // mobility_knight
        -16, -17, 0, -14, -1, 7, -1, 8, -3, 8, -6, 11, -7, 7, -11, 2,
        -18, -9,
        // mobility_bishop
        -7, -21, -3, -2, -1, 7, -1, 10, 0, 12, -2, 14, -4, 15, -6, 13,
        -7, 8, -8, 6, -3, -4, -23, 0, 32, -31, -66, -8,
        // mobility_rook
        -4, -29, 3, -14, 2, -9, 0, 0, -3, 6, -3, 7, -6, 8, -7, 12,
        -7, 13, -10, 13, -9, 11, -11, 13, -5, 10, -11, 6, 40, -23,
        // mobility_queen
        31, -29, 20, -80, 12, -71, 7, -49, 4, -40, 0, -20, -2, -12, -7, 4,
        -11, 14, -13, 20, -17, 29, -21, 39, -24, 45, -24, 50, -30, 59, -33, 61,
        -30, 65, -33, 65, -28, 61, -29, 64, -15, 52, 38, 10, 19, 22, 131, -55,
        42, 1, 171, -99, 20, -14, 200, -177,
        // phalanx
        0, 0, 1, -4, 4, 0, 6, 7, 12, 29, 64, 47, 101, 81, 0, 0,
        // supported
        0, 0, 0, 0, 10, 4, 9, 1, 12, 8, 33, 33, 162, 24, 0, 0,
        // outpost
        10, 10, 18, 2,
        // safe_check
        35, 13, 31, 20,
        // pawn_storm
        0, -3, -5, -6, -1, 4, -65, 0,
        // king_open_file
        7,
        // weak_king_zone
        -7,
        // rook_on_seventh
        2, 0,
        // bishop_pawns
        -1, -5,
        // minor_behind_pawn
        5, 2,
        // threat_by_rook
        44, -2,
        // pawn_push_threat
        10, 3,
        // king_pawn_distance
        -7,
        // space
        2,
        // weak_pawn_open
        -7, -2,
        // passed_blocked
        -8, 5,
        // rook_behind_passer
        8, 16,
        // complexity
        0, 0, 0, 0,
    };
    static_assert(sizeof(values) == sizeof(EvalParams));
    EvalParams p{};
    const int* next = values;
    visit_params(
        p,
        [&](const std::string&, Score* s, std::size_t n) {
            for (std::size_t i = 0; i < n; ++i, next += 2) s[i] = Score(next[0], next[1]);
        },
        [&](const std::string&, int* v, std::size_t n, IntPhase) {
            for (std::size_t i = 0; i < n; ++i) v[i] = *next++;
        });
    return p;
}

}  // namespace gambit::eval
