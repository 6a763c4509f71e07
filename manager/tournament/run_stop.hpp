// Why a run stopped before its plan was played, and the exit code that says so: the one rule of
// gambit-match's tournament and gambit-tune's SPSA run, which play their games on the same game slots.
#pragma once

#include <string>

#include "manager/game/play_game.hpp"

namespace gambit::match {

enum class StopReason { None, Sprt, StopFile, EngineFailure, Interrupted, OutputError, Strict };

// fastchess -strict stops the run (games in flight finish) at the first warning it logs or prints after the
// tournament starts: the game's "Warning; ..." lines (PV checks, missing options), an illegal move, and a
// time loss, disconnection or stall, which fastchess logs at warning level, so a -log level above warn
// (err, fatal) lets those three pass as its logger drops them before the strict check.
bool strict_warning(const GameOutcome& outcome, const std::string& log_level);

class RunStop {
public:
    StopReason reason() const { return reason_; }
    const std::string& message() const { return message_; }
    bool stopped() const { return reason_ != StopReason::None; }

    // A run-level reason (an SPRT bound crossed, the stop file found): kept only if nothing stopped the run yet.
    void stop(StopReason reason, std::string message);
    // An engine crashed or stalled in this game: the run stops unless -recover restarts engines.
    void after_game(const GameOutcome& outcome, bool recover);
    // -strict: a warning in this game stops the run as fastchess does (exit 1, its resume hint).
    void after_game_strict(const GameOutcome& outcome, const std::string& log_level);
    // No engine to play with (it did not start, or refused the game's option values). Overrides an SPRT
    // stop, since the games in flight cannot finish.
    void engine_unavailable(const std::string& message);
    // A signal: the games in flight are abandoned. An output error stays the reason (it exits 1).
    void interrupted();
    // A file that cannot be written: nothing more is played that could not be kept.
    void output_failed(const std::string& message);

    // exit_codes.hpp: engine_failure, interrupted, error, else ok (the tournament adds -ci's SPRT codes).
    int exit_code() const;
    // The stderr line after the run ("interrupted by a signal; continue with -resume"), without the program's name.
    std::string note(bool resumable) const;

private:
    StopReason reason_ = StopReason::None;
    std::string message_;
};

}  // namespace gambit::match
