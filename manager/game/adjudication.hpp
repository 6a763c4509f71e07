// Ending a game early on the engines' own scores, counted exactly as fastchess (the default) or
// cutechess-cli (-adjudication cutechess) count:
//   -draw movenumber=N movecount=M score=S: both engines' scores within [-S, S] for M consecutive moves
//     each (2M plies); a capture or pawn move starts the streak again (that move counts as its first ply);
//     the streak is counted from the start, and the verdict waits until N full moves are played;
//   -resign movecount=M score=S [twosided=true]: an engine's score <= -S for M consecutive moves of its own
//     -> that engine loses;
//   -maxmoves N: N full moves played -> draw.
// Where the two differ:
//   full moves played  fastchess: the board's fullmove counter after the move, minus 1 (an EPD opening's
//                      counter counts); cutechess: plies since the game's start position / 2 (book included)
//   movenumber=0       fastchess: adjudicates from the start; cutechess: switches draw adjudication off
//   order              fastchess: resign before draw; cutechess: draw before resign
//   twosided           fastchess: one streak of plies with |score| >= S (or a mate score) by either side,
//                      2M long, and the mover's score < 0; cutechess: the loser's M moves <= -S and the
//                      winner's last M moves >= S
//   maxmoves           fastchess: engine plies only; cutechess: plies since the start position, book included
//   no score           both: the draw streak and the mover's resign streak start again
//   bound scores       both count them as scores (fastchess uses the last exact score of the search when
//                      there is one, cutechess the last score; UciEngine picks the score as fastchess does)
#pragma once

#include <optional>

#include "client/uci_info.hpp"
#include "manager/match_config.hpp"

namespace gambit::match {

enum class AdjudicationKind { Draw, Resign, MaxMoves };
struct Adjudication {
    AdjudicationKind kind;
    bool white_loses = false;  // for Resign: which side resigned
};

// What the adjudicator needs to know about the engine move just played.
struct PlayedMove {
    bool white_moved = true;
    std::optional<Score> score;  // the mover's, from its side; nullopt if it sent none
    int halfmove_clock = 0;      // after the move (0: a capture or pawn move)
    int fullmove_number = 1;     // after the move, the board's counter
    int game_plies = 0;          // plies since the start position, book moves included, this one too
    int engine_plies = 0;        // plies played by the engines, this one too
};

class Adjudicator {
public:
    Adjudicator(const DrawAdjudication& draw, const ResignAdjudication& resign, int maxmoves,
                AdjudicationRules rules = AdjudicationRules::Fastchess);

    // Call after every engine move (not after the opening's moves; cutechess rules: also after an engine's book move,
    // without a score).
    std::optional<Adjudication> after_move(const PlayedMove& move);

    // Centipawns of a score, mates mapped far outside any threshold (nearer mates further out).
    static int centipawns(const Score& s);

private:
    std::optional<Adjudication> fastchess(const PlayedMove& move);
    std::optional<Adjudication> cutechess(const PlayedMove& move);

    DrawAdjudication draw_;
    ResignAdjudication resign_;
    int maxmoves_;
    AdjudicationRules rules_;
    int draw_plies_ = 0;            // consecutive plies with |score| <= draw.score
    int losing_moves_[2] = {0, 0};  // consecutive own moves with score <= -resign.score [white, black]
    int winning_moves_[2] = {0, 0}; // cutechess twosided: consecutive own moves with score >= resign.score
    int decisive_plies_ = 0;        // fastchess twosided: consecutive plies with |score| >= resign.score
};

}  // namespace gambit::match
