// One game between two running engines: the opening applied, then the engines alternate; every move is
// validated by the chess core, clocks are charged from the reply timestamps, and the game ends by the
// rules, by a fault (time forfeit, crash, stall, illegal move) or by adjudication.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "client/engine_interface.hpp"
#include "manager/game/game_record.hpp"
#include "manager/match_config.hpp"

namespace spdlog {
class logger;
}

namespace gambit::match {

class EngineBooks;

struct GameSetup {
    GameRecord header;                        // id, pair, round, engines, start_fen, opening_name, tcs
    std::vector<std::string> opening_moves;   // UCI, applied from header.start_fen
    const EngineSpec* spec[2] = {nullptr, nullptr};  // white, black
    std::chrono::milliseconds margin[2]{};    // time margin of each side
    std::chrono::milliseconds move_timeout{60000};   // deadline of a move that no clock limits
    DrawAdjudication draw;
    ResignAdjudication resign;
    AdjudicationRules rules = AdjudicationRules::Fastchess;
    // A forfeit (flag, crash, stall, illegal move) when the opponent cannot mate: fastchess scores a loss (its
    // setEngine*Status); cutechess-cli (ChessPlayer::forfeit) and gambit-match a draw, as FIDE does for the flag.
    bool forfeit_loss_without_mating_material = false;
    int maxmoves = 0;
    bool check_mate_pvs = false;  // -check-mate-pvs (the other PV checks always run for UCI engines)
    bool show_latency = false;    // -show-latency: fastchess's per-move latency line in the log
    bool test_env = false;        // -testEnv: a warning and its explanation on one line, joined by " :: "
    TablebaseAdjudication tb;  // -tb (the tables are loaded once per run: syzygy::load)
    EngineBooks* engine_books = nullptr;  // engines' book= files (cutechess-cli): asked before every move
};

struct GameOutcome {
    GameRecord record;
    bool abandoned = false;               // stopped by a signal: not a result, play it again on resume
    bool engine_failed[2] = {false, false};  // crashed or stalled: restart before reuse [white, black]
};

// Plays the game; `abort` is checked between moves. Never throws for anything an engine does.
GameOutcome play_game(const GameSetup& setup, Engine& white, Engine& black, const std::atomic<bool>& abort,
                      const std::shared_ptr<spdlog::logger>& log);

// A scheduler stopping the job (Slurm's requeue, scancel, preemption) sends SIGTERM to every process of it,
// the engines too, and an engine may die before the manager handles its own SIGTERM. For an engine that died
// of such a signal: whether the manager's interrupt (`abort`) follows within a grace period, so the game or
// the slot is abandoned rather than scored or failed.
bool interrupt_follows(const std::atomic<bool>& abort);

// "+0.31/12 0.154s [%clk 0:00:09.846]": the PGN comment of an engine move (the clock part when timed),
// with the extras -pgnout asks for (n=, sd=, nps=, hf=, tl=, latency=, and matched engine lines), or "book".
// The format itself (writer and reader) is chess/pgn/move_comment.hpp.
std::string move_comment(const MoveRecord& m, const PgnSettings& pgn = {});

}  // namespace gambit::match
