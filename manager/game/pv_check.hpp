// What fastchess checks in every principal variation an engine sends, and how it words each finding.
// fishtest stops a run on any of these lines, so the text is fastchess's to the character:
//   Warning; Illegal PV move - move X from NAME
//   Warning; PV continues after checkmate|stalemate|threefold repetition|fifty-move rule - move X from NAME
//   Warning; Incomplete mating PV - from NAME          (-check-mate-pvs: fewer plies than the mate needs)
//   Warning; Too long mating PV - from NAME            (-check-mate-pvs: more plies)
//   Warning; Mating PV does not end with checkmate - from NAME   (-check-mate-pvs)
//   Warning; Bestmove does not match beginning of last PV - move X from NAME
//   Warning; Sign mismatch in mate scores A and B from NAME1 (White) and NAME2 (Black)
//   Warning; Illegal move X played by NAME (and, for text that is no UCI move, the "uci move format" line)
// Each warning is followed by the lines that explain it ("Info; ...", "Position; ...", "Moves; ..."), on
// lines of their own or, with -testEnv, joined into one line by " :: ".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/position.hpp"
#include "client/uci_info.hpp"

namespace gambit::match {

enum class PvWarning {
    IllegalMove,
    ContinuesAfterThreefold,
    ContinuesAfterFiftyMoves,
    ContinuesAfterCheckmate,
    ContinuesAfterStalemate,
    IncompleteMatingPv,
    TooLongMatingPv,
    MatingPvWithoutMate,
    BestmoveMismatch,
};

struct PvProblem {
    PvWarning warning;
    std::string move;  // the PV move (or the bestmove) the warning names; "" for the mating-PV ones
};

// The key results.json counts a warning under: "illegal_pv_move", "pv_after_threefold", ...
std::string_view warning_key(PvWarning w);
// Keys of the warnings that are not about one PV.
inline constexpr std::string_view kMateSignMismatch = "mate_sign_mismatch";
inline constexpr std::string_view kIllegalMove = "illegal_move";
inline constexpr std::string_view kMissingOption = "missing_option";

// "Warning; Illegal PV move - move e2e5 from NAME" (fastchess's wording).
std::string warning_text(const PvProblem& problem, const std::string& engine);

// A PV move as fastchess reads one (a PV ends at its first word that is not): lowercase, 4 or 5 characters, squares a1..h8, promotion q, r, b or n.
bool is_uci_move(std::string_view text);

// Plays `info`'s PV from `position` (whose history counts for repetitions). Every PV: each move legal and
// none after the game ended (insufficient material does not end it here, as in fastchess). With
// `check_mate_pvs`, an exact mate score's PV must also have exactly the plies the mate needs (mate N: 2N-1,
// mate -N: 2N) and end in checkmate.
std::optional<PvProblem> check_pv(const chess::Position& position, const SearchInfo& info, bool check_mate_pvs);

// The search's last PV (multipv 1, exact score) must start with the move the engine played.
std::optional<PvProblem> check_bestmove(const SearchInfo& last, const std::string& bestmove);

}  // namespace gambit::match
