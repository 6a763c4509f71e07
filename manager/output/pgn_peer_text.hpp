// The pieces of text the peers' PGN files share (pgn_cutechess.hpp, pgn_fastchess.hpp): a tag line, the score
// of a move as both write it ("+0.12", "0.00", "-0.37", "+M3": mates counted in plies, as both convert
// them), UTC times, the Shredder-FEN of a Chess960 start (fastchess: "HFhf" for the castling rooks' files)
// and their movetext wrapping: "N. move {comment}" units, a line broken before a unit that would reach
// column 80.
#pragma once

#include <string>

#include "manager/game/game_record.hpp"

namespace gambit::match {

void peer_tag(std::string& out, const char* name, const std::string& value);

std::string peer_score(const MoveRecord& move);  // "" without a score

std::string peer_duration(double seconds);      // "00:01:05"
// The Termination tag of an abnormal end ("adjudication", "abandoned", "time forfeit", "illegal move"),
// "" for a game the rules ended.
const char* peer_termination(Termination t);

// "2026-12-01T22:19:36" from the game's date and time plus `seconds` (the game's end: its duration).
std::string peer_iso_time(const GameRecord& game, double seconds = 0);

// A FEN with its castling rights as the files of the castling rooks ("KQkq" -> "HAha" on a standard board).
std::string shredder_fen(const std::string& fen);

// Movetext as units, wrapped as the peers wrap it.
struct PeerMoveText {
    std::string& out;
    int line_length = 0;
    void unit(const std::string& text);
    void end(const std::string& result);  // the result and the blank line after the game
};

}  // namespace gambit::match
