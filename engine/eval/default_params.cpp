// The evaluation weights, Texel-tuned by `gambit tune-eval --score-weight 0.75` (engine/eval/tuned/README.md)
// in three rounds: from the hand-set start (PeSTO material and piece-square tables, Ronald Friederich's
// published numbers, plus the project's own terms) on 16 596 games of gambit's own campaign and SPRT runs;
// then, with the mobility tables, phalanx, supported, outpost and safe-check terms added at zero, every
// weight again on 21 937 games; then, with pawn storm, open files and weak squares by the king, rook on the
// seventh, bishop pawns, minor behind pawn, rook and pawn-push threats and king-pawn distance added at
// zero, every weight again on 22 699 games. Each position is labelled 0.75 x the search score of the move
// played + 0.25 x the game result. Same layout as the files `gambit tune-eval --cpp` writes, so tuned
// weights can replace these by replacing this file.
#include "engine/eval/params.hpp"

namespace gambit::eval {

EvalParams default_params() {
    // Every weight in visit_params order; a Score is its mg value then its eg value. Tables run a8 .. h1.
    static constexpr int values[] = {
        // material
        73, 94, 303, 317, 321, 337, 428, 564, 993, 965, 0, 0,
        // pst_pawn
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        113, 149, 133, 138, 71, 147, 124, 128, 172, 102, 127, 126, 88, 132, 39, 132,
        10, 75, 4, 75, 11, 65, 25, 50, 55, 34, 67, 27, 53, 54, -13, 65,
        -10, 42, 1, 31, -1, 18, 16, 9, 16, 6, 9, 8, 5, 22, -21, 25,
        -17, 29, -7, 20, -4, 9, 11, 2, 10, 3, 9, 8, 10, 13, -23, 11,
        -20, 20, -10, 18, -11, 8, -13, 16, -6, 10, -4, 11, 22, 6, -13, 5,
        -22, 24, -6, 19, -17, 17, -20, 10, -14, 17, 18, 13, 32, 10, -13, 7,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // pst_knight
        -150, -31, -109, 24, -9, 6, -21, 9, 103, -27, -161, 52, 17, -41, -78, -65,
        -17, -12, -24, 5, 33, -5, 15, 14, 22, 17, 37, -16, 17, -12, -1, -12,
        2, -3, 12, -8, 18, 16, 49, 7, 61, 14, 85, -7, 28, 0, 13, -12,
        3, -2, 8, 9, 21, 17, 29, 27, 18, 24, 44, 14, 14, 14, 25, -8,
        -9, -10, -7, 6, 14, 11, 12, 18, 15, 14, 16, 10, 14, 8, -3, 1,
        -30, -6, -12, 6, -4, -4, 4, 12, 10, 9, 4, -8, 10, -15, -21, -22,
        -34, -28, -29, 0, -19, -7, -4, -9, -3, -9, -6, -17, -29, 6, -16, -7,
        -103, -20, -22, -27, -23, 5, -27, -10, -6, -6, -15, -19, -28, -17, -43, -62,
        // pst_bishop
        2, 15, -50, 31, -88, 15, -58, 14, -27, 21, -54, 24, -40, 27, -57, 15,
        -23, 8, -28, 17, 0, 13, -9, 10, 5, 13, -5, 20, -7, 6, -19, -36,
        2, 1, 10, 18, 13, 13, 18, 12, 24, 17, 69, 2, 13, 18, 11, 16,
        -10, 11, 7, 14, 2, 22, 19, 26, 24, 22, 22, 10, 13, 6, 0, 14,
        -4, 4, 6, 12, 4, 22, 20, 26, 22, 19, 9, 14, 0, 8, 16, -14,
        -8, 2, 14, 7, 12, 17, 6, 15, 4, 19, 10, 15, 15, -5, -1, -1,
        -12, 2, 2, -11, 7, -2, -5, 7, 3, 6, 20, -4, 20, -14, 19, -29,
        -26, -15, 1, -1, -7, -9, -10, 2, 9, -3, -19, -1, -21, -18, -1, 5,
        // pst_rook
        3, 31, 20, 24, 15, 34, 31, 18, 28, 21, 58, 13, 22, 25, 4, 32,
        0, 33, -9, 35, 27, 28, 51, 19, 46, 18, 48, 16, -2, 27, 37, 15,
        2, 25, 20, 16, 22, 23, 24, 18, 60, 2, 47, 16, 37, 11, -1, 19,
        -19, 25, -9, 24, 16, 23, 17, 14, 9, 10, 8, 14, -5, 15, 7, 9,
        -34, 23, -8, 15, -13, 25, -4, 13, -7, 8, -12, 9, 0, 11, -13, 6,
        -26, 3, -26, 8, -18, 13, -14, 1, -16, 0, -11, 3, -15, 0, -15, -5,
        -32, 3, -12, -10, -21, 2, -14, 3, -3, -14, -4, -3, -18, -9, -58, 11,
        -12, -3, -7, -5, -5, -2, 1, -5, 2, -11, -1, -9, -30, 1, -11, -16,
        // pst_queen
        3, 10, 11, 25, 52, 12, 24, 36, 35, 16, 32, 41, -7, 45, 65, -2,
        -15, 15, -29, 42, 3, 38, 6, 39, 13, 44, 12, 48, 20, 24, 11, 28,
        -11, 20, 8, 15, -3, 50, -5, 55, 27, 45, 39, 37, 30, 6, 17, 30,
        7, 10, -1, 23, 2, 34, -7, 60, 15, 42, 18, 20, 9, 55, 5, 23,
        5, 6, -13, 37, -2, 22, -4, 39, -4, 36, 3, 19, 7, 22, 2, 6,
        1, -33, 6, -3, -5, 11, 2, 3, -1, 14, 11, -5, 9, -7, 1, -31,
        -18, 4, -10, 0, 11, -28, 13, -29, 11, -17, 20, -48, 3, -68, -17, -57,
        -3, -44, 1, -42, 8, -46, 7, -38, 0, -26, -4, -44, 0, -87, -24, -42,
        // pst_king
        61, -174, 4, -4, -58, 11, -61, 3, 2, 22, 47, 12, -27, 6, 18, -146,
        50, -1, 31, 13, -26, 34, -7, 36, -10, 54, -47, 51, -48, 55, -43, 14,
        -60, 17, -39, 36, -41, 40, -50, 46, -93, 58, -29, 43, -2, 30, -103, 51,
        -31, 11, -16, 29, -70, 39, -15, 27, -69, 37, -39, 38, -38, 33, -58, 19,
        12, -19, -38, 11, 7, 12, -54, 23, -34, 19, -34, 19, -21, 8, -41, -6,
        -31, -8, -4, -2, -16, 2, -28, 8, -21, 10, -9, 5, 7, -5, -19, -10,
        -1, -13, 10, -4, 2, 1, -27, 5, -22, 3, -11, 1, 17, -4, 23, -16,
        -19, -40, 27, -25, 19, -13, -62, 2, 7, -31, -31, -8, 29, -28, 13, -30,
        // mobility_unit
        0, 0, 6, 6, 5, 4, 3, 2, 4, -5, 0, 0,
        // mobility_centre
        0, 4, 6, 6, 12, 0,
        // bishop_pair
        24, 51,
        // rook_open_file
        32, -4,
        // rook_semi_open_file
        10, 15,
        // tempo
        8, 4,
        // passed_bonus
        0, 0, -3, 12, -4, 16, -2, 32, 20, 61, 64, 94, 101, 108, 0, 0,
        // isolated
        -10, -12,
        // doubled
        -7, -20,
        // backwardish
        -4, -6,
        // passed_king_distance
        10,
        // passed_free_path
        1, 19,
        // attack_weight
        0, 2, 2, 2, 3, 0,
        // danger_weight
        0, 0, 0, 0, 0, 0,
        // shield_pawn
        7,
        // threat_by_pawn
        44, 31,
        // threat_by_minor
        40, 3,
        // hanging
        20, 16,
        // mobility_knight
        -16, -14, 0, -9, 0, 7, -1, 7, -2, 7, -4, 9, -5, 6, -12, 2,
        -20, -8,
        // mobility_bishop
        -6, -19, -3, -3, 0, 4, 0, 6, 1, 9, -1, 12, -4, 13, -6, 11,
        -7, 7, -9, 5, -6, -3, -18, -2, 27, -30, -50, -16,
        // mobility_rook
        -4, -26, 2, -14, 2, -10, 0, 3, -2, 6, -2, 7, -6, 8, -7, 10,
        -7, 13, -10, 13, -10, 12, -11, 13, -6, 10, -14, 7, 38, -21,
        // mobility_queen
        34, -44, 21, -71, 12, -66, 7, -46, 4, -42, 0, -18, -2, -10, -7, 4,
        -11, 14, -13, 17, -17, 27, -21, 35, -24, 42, -25, 47, -31, 58, -35, 60,
        -30, 61, -39, 68, -29, 62, -32, 67, -14, 54, 23, 24, 19, 28, 131, -49,
        40, 14, 210, -113, 40, -7, 233, -199,
        // phalanx
        0, 0, 1, -3, 3, 0, 6, 6, 10, 29, 45, 52, -68, 101, 0, 0,
        // supported
        0, 0, 0, 0, 8, 5, 8, 1, 10, 7, 29, 28, 225, 6, 0, 0,
        // outpost
        10, 7, 17, 2,
        // safe_check
        40, 11, 31, 22,
        // pawn_storm
        0, -3, -5, -5, 0, 5, -38, 0,
        // king_open_file
        7,
        // weak_king_zone
        -7,
        // rook_on_seventh
        1, 0,
        // bishop_pawns
        0, -3,
        // minor_behind_pawn
        5, 2,
        // threat_by_rook
        42, 3,
        // pawn_push_threat
        9, 3,
        // king_pawn_distance
        -7,
        // space
        0,
        // weak_pawn_open
        0, 0,
        // passed_blocked
        0, 0,
        // rook_behind_passer
        0, 0,
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
