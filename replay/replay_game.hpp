// One side of a game from a PGN, ready to be replayed into a fresh engine: every move in UCI with whether
// it was a book move and the mover's clock after it ([%clk], chess/pgn/move_comment.hpp), and the game's
// time control (TimeControl tag), so that the engine gets the clocks the game had.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "chess/pgn/pgn.hpp"

namespace gambit::replay {

struct ReplayMove {
    std::string san, uci;
    bool book = false;
    std::optional<long> clock_ms;  // the mover's clock after the move, when the comment says it
};

struct ClockSettings {
    int moves_per_period = 0;  // 0: the whole game
    long base_ms = 0, increment_ms = 0;
};

// The game whose GameId tag is `number`, else the number-th game (1-based); nullopt when there is none.
std::optional<chess::PgnGame> select_game(const std::vector<chess::PgnGame>& games, long number);

// The mainline in UCI from the FEN tag (else the start position). Throws std::runtime_error naming the
// move when one is illegal.
std::vector<ReplayMove> replay_moves(const chess::PgnGame& game);

// "40/60+0.6", "10+0.1", "300": nullopt for anything without a clock ("-", "inf", "st=...", missing).
std::optional<ClockSettings> parse_time_control(const std::string& text);

}  // namespace gambit::replay
