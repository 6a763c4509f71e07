// A game: a start position, the moves played, and the outcome under the rules of chess (FIDE):
// checkmate, stalemate, threefold repetition, fifty-move rule, insufficient material.
// The tournament manager validates every engine move through this class, so it must be exact.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "chess/move.hpp"
#include "chess/position.hpp"

namespace gambit::chess {

enum class Outcome { Ongoing, WhiteWins, BlackWins, Draw };
enum class Termination {
    None,
    Checkmate,
    Stalemate,
    ThreefoldRepetition,   // the same position (placement, side, castling + legal e.p. rights) a third time
    FiftyMoves,            // 100 plies without capture or pawn move (unless the 100th ply mates)
    InsufficientMaterial,  // no sequence of legal moves can mate (dead position by material)
};
struct GameResult {
    Outcome outcome = Outcome::Ongoing;
    Termination termination = Termination::None;
    bool operator==(const GameResult&) const = default;
};

// "1-0", "0-1", "1/2-1/2", "*"
std::string_view result_string(Outcome o);
// "checkmate", "stalemate", "threefold repetition", "fifty-move rule", "insufficient material", ""
std::string_view termination_string(Termination t);

// No legal sequence can mate: K v K, K+minor v K, or only bishops besides kings, all on one square colour.
bool is_insufficient_material(const Position& pos);
// False when no series of legal moves lets `c` mate: a bare king, king + one minor piece, or king +
// bishops all on one square colour when the opponent has nothing that could block (no pawns, knights or
// opposite-coloured bishops). Used for the rule that a time forfeit is a draw if the opponent cannot mate.
bool has_mating_material(const Position& pos, Color c);

class Game {
public:
    explicit Game(const Position& start = Position());

    const Position& start_position() const { return start_; }
    const Position& position() const { return current_; }
    const std::vector<Move>& moves() const { return moves_; }

    // Plays `m` if it is legal in the current position and the game is not over; returns false otherwise.
    bool play(Move m);
    // Parse and play; on failure return false and set `error` to a one-line message.
    bool play_uci(std::string_view text, std::string* error = nullptr);
    bool play_san(std::string_view text, std::string* error = nullptr);
    // Takes back the last move (false if none).
    bool undo();

    // The outcome of the current position; Ongoing while play can continue. Checkmate takes precedence
    // over the fifty-move rule on the same ply.
    GameResult result() const;
    bool is_over() const { return result().outcome != Outcome::Ongoing; }
    // How many times the current position has occurred in this game (1 = first time).
    int occurrences() const;
    bool has_mating_material(Color c) const { return chess::has_mating_material(current_, c); }

private:
    Position start_;
    Position current_;
    std::vector<Move> moves_;
    std::vector<Undo> undos_;
};

}  // namespace gambit::chess
