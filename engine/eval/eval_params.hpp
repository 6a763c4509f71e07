// Every weight of the evaluation in one struct of plain values. Each Evaluator owns a copy, so two
// engines in one process can evaluate with different weights. default_params() holds the hand-set
// values (PeSTO tables plus the project's own terms); `gambit tune-eval` writes tuned ones.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "engine/eval/score.hpp"

namespace gambit::eval {

struct EvalParams {
    // Material and piece-square tables by piece type (pawn .. king). Tables are printed as the board
    // looks from White: index 0 = a8, 63 = h1; Black uses them mirrored.
    Score material[6];
    Score pst[6][64];
    // Mobility per safe attacked square, counted from a typical square count so the average piece
    // scores about zero (the centre is not tuned: unit * centre is a constant material absorbs).
    Score mobility_unit[6];
    int mobility_centre[6];
    Score bishop_pair;
    Score rook_open_file;
    Score rook_semi_open_file;
    Score tempo;
    // Pawn structure (by the pawn's rank seen from its owner) and passed-pawn extras.
    Score passed_bonus[8];
    Score isolated;
    Score doubled;
    Score backwardish;
    int passed_king_distance;  // eg, per square of king-distance difference, scaled by rank
    Score passed_free_path;    // per rank when the square ahead is empty
    // King safety. The king-danger quadratic (mg) adds up KingDangerInputs weighted inputs: squares of the
    // enemy king zone hit, by attacking piece type (attack_weight), then safe checks by knight, bishop,
    // rook and queen, weak king-zone squares and the number of attacking pieces (danger_weight); the two
    // arrays are one block. Then the mg penalty per missing shield pawn.
    int attack_weight[6];
    int danger_weight[6];
    int shield_pawn;
    // Threats.
    Score threat_by_pawn;
    Score threat_by_minor;
    Score hanging;
    // Mobility beyond the linear unit: a bonus per count of safe squares, so that a trapped piece (0-2
    // squares) and a free one need not lie on one line.
    Score mobility_knight[9];
    Score mobility_bishop[14];
    Score mobility_rook[15];
    Score mobility_queen[28];
    // Pawns side by side (phalanx) and pawns a pawn defends, by the pawn's relative rank.
    Score phalanx[8];
    Score supported[8];
    // A knight or bishop on ranks 4-6 that a pawn defends and no enemy pawn can chase away.
    Score outpost[2];
    // Safe checks: squares from which a knight, bishop, rook or queen that attacks them could give check
    // and that the king's side does not defend (mg, for the attacker).
    int safe_check[4];
    // King shelter beyond the shield count (mg, for the attacker): enemy pawns storming the files around
    // a king on its first two ranks, by their own relative rank; those files without a pawn of the king's
    // side; squares of the king's zone the enemy attacks and the king's side defends with nothing but the king.
    int pawn_storm[8];
    int king_open_file;
    int weak_king_zone;
    // Pieces and pawns.
    Score rook_on_seventh;     // a rook on the seventh rank (relative)
    Score bishop_pawns;        // per own pawn on the bishop's colour, per bishop
    Score minor_behind_pawn;   // a knight or bishop with an own pawn right in front
    Score threat_by_rook;      // a rook attacking the enemy queen
    Score pawn_push_threat;    // enemy pieces a pawn would attack after a safe push
    int king_pawn_distance;    // eg, per square from the king to its nearest own pawn
    // Space and pawns under pressure.
    int space;                 // mg, per safe central square of our half, times our pieces / 4
    Score weak_pawn_open;      // an isolated or backward pawn with no enemy pawn in front of it
    Score passed_blocked;      // per rank weight (1 .. 4), an enemy piece on the square in front
    Score rook_behind_passer;  // our rook behind our passed pawn on its file
    // Complexity (eg): how winnable the endgame part is. c = per pawn, pawns on both flanks, only pawns
    // besides the kings, a constant (ComplexityInput), each times its weight; the endgame value moves by
    // c towards its sign's side but never across zero: eg + sign(eg) * max(c, -|eg|).
    int complexity[4];
};

EvalParams default_params();

// Inputs of the king-danger quadratic and their weights (attack_weight, then danger_weight).
constexpr int KingDangerInputs = 12;
enum KingDangerInput { SafeKnightCheck = 6, SafeBishopCheck, SafeRookCheck, SafeQueenCheck, WeakZoneSquares, Attackers };
static_assert(offsetof(EvalParams, danger_weight) == offsetof(EvalParams, attack_weight) + 6 * sizeof(int));

// Inputs of the complexity term (eg).
constexpr int ComplexityInputs = 4;
enum ComplexityInput { ComplexityPawns, ComplexityBothFlanks, ComplexityPawnEnding, ComplexityConstant };

// Which phase a plain-int weight feeds (Score weights feed both).
enum class IntPhase { Mg, Eg, Fixed, KingAttack, Complexity };

// Visits every field of `params` with its name: score(name, Score*, count) for Score arrays and
// integer(name, int*, count, IntPhase) for int arrays, always in the same order. JSON files, the
// generated C++ source and the tuner's weight vector all follow this order.
template <typename Params, typename OnScore, typename OnInt>
void visit_params(Params& p, OnScore&& score, OnInt&& integer) {
    constexpr std::string_view PieceNames[6] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    score("material", p.material, 6);
    for (int t = 0; t < 6; ++t) score("pst_" + std::string(PieceNames[t]), p.pst[t], 64);
    score("mobility_unit", p.mobility_unit, 6);
    integer("mobility_centre", p.mobility_centre, 6, IntPhase::Fixed);
    score("bishop_pair", &p.bishop_pair, 1);
    score("rook_open_file", &p.rook_open_file, 1);
    score("rook_semi_open_file", &p.rook_semi_open_file, 1);
    score("tempo", &p.tempo, 1);
    score("passed_bonus", p.passed_bonus, 8);
    score("isolated", &p.isolated, 1);
    score("doubled", &p.doubled, 1);
    score("backwardish", &p.backwardish, 1);
    integer("passed_king_distance", &p.passed_king_distance, 1, IntPhase::Eg);
    score("passed_free_path", &p.passed_free_path, 1);
    integer("attack_weight", p.attack_weight, 6, IntPhase::KingAttack);
    integer("danger_weight", p.danger_weight, 6, IntPhase::KingAttack);
    integer("shield_pawn", &p.shield_pawn, 1, IntPhase::Mg);
    score("threat_by_pawn", &p.threat_by_pawn, 1);
    score("threat_by_minor", &p.threat_by_minor, 1);
    score("hanging", &p.hanging, 1);
    score("mobility_knight", p.mobility_knight, 9);
    score("mobility_bishop", p.mobility_bishop, 14);
    score("mobility_rook", p.mobility_rook, 15);
    score("mobility_queen", p.mobility_queen, 28);
    score("phalanx", p.phalanx, 8);
    score("supported", p.supported, 8);
    score("outpost", p.outpost, 2);
    integer("safe_check", p.safe_check, 4, IntPhase::Mg);
    integer("pawn_storm", p.pawn_storm, 8, IntPhase::Mg);
    integer("king_open_file", &p.king_open_file, 1, IntPhase::Mg);
    integer("weak_king_zone", &p.weak_king_zone, 1, IntPhase::Mg);
    score("rook_on_seventh", &p.rook_on_seventh, 1);
    score("bishop_pawns", &p.bishop_pawns, 1);
    score("minor_behind_pawn", &p.minor_behind_pawn, 1);
    score("threat_by_rook", &p.threat_by_rook, 1);
    score("pawn_push_threat", &p.pawn_push_threat, 1);
    integer("king_pawn_distance", &p.king_pawn_distance, 1, IntPhase::Eg);
    integer("space", &p.space, 1, IntPhase::Mg);
    score("weak_pawn_open", &p.weak_pawn_open, 1);
    score("passed_blocked", &p.passed_blocked, 1);
    score("rook_behind_passer", &p.rook_behind_passer, 1);
    integer("complexity", p.complexity, 4, IntPhase::Complexity);
}

}  // namespace gambit::eval
