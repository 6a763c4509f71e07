// A tiny UCI engine for testing gambit-match: it plays random legal moves, and each fake-<kind>
// executable bends one behaviour through the hooks below. See README.md for the list.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "chess/position.hpp"

namespace gambit::fakes {

// The clock fields of a `go` command (only what the fakes need).
struct GoCommand {
    std::optional<std::int64_t> wtime, btime, movetime;
    std::int64_t my_time() const;  // movetime, else the clock of the side to move, else 0
    bool white_to_move = true;
};

class FakeEngine {
public:
    // `kind` names the engine ("fake-<kind>"); `argv[1]`, if present, is read as an integer parameter
    // (its meaning depends on the kind) and also settable as the spin option `param_option`.
    FakeEngine(std::string kind, int argc, char** argv, std::string param_option = "", std::int64_t param_default = 0);

    // Hooks. Each is optional; the defaults make a well-behaved random mover.
    std::function<void()> before_uciok;                  // e.g. sleep, or never return
    std::function<bool(const GoCommand&)> on_go;         // return true if it answered the go itself
    // Any command line, before the default handling; return true if it handled the command itself.
    std::function<bool(std::string_view command, std::string_view args)> on_command;
    std::vector<std::string> extra_options;              // more `option ...` lines after `uci`

    int run();  // the UCI loop on stdin/stdout; returns the exit code

    // Helpers for the hooks.
    std::int64_t param() const { return param_; }
    int moves_played() const { return moves_played_; }  // bestmoves sent so far
    const chess::Position& position() const { return position_; }
    std::string random_legal_move();                    // "(none)" when there is none
    std::string first_legal_move(const chess::Position& pos) const;  // in generation order; "(none)" if none
    std::mt19937_64& rng() { return rng_; }
    std::string illegal_move();                         // a well-formed move that is illegal here
    void send(std::string_view line);                   // one line to stdout, flushed
    void answer(const std::string& move);               // an info line, then bestmove (counts the move)

private:
    void handle_setoption(std::string_view args);
    void handle_position(std::string_view args);
    void handle_go(std::string_view args);

    std::string kind_, param_option_;
    std::int64_t param_ = 0;
    std::mt19937_64 rng_{0};
    chess::Position position_;
    int moves_played_ = 0;
};

// Sleeps for `ms` milliseconds.
void sleep_ms(std::int64_t ms);

}  // namespace gambit::fakes
