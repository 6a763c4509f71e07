// The UCI front end: reads commands line by line, drives a search::Engine, and formats its callbacks.
// The search runs on the engine's thread, so the input loop never blocks: `isready` is answered and
// `stop` honoured mid-search. Bad input never crashes: it gets `info string error: ...` and is ignored.
#pragma once

#include <atomic>
#include <iosfwd>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "chess/position.hpp"
#include "engine/search/engine.hpp"

namespace gambit::uci {

class UciLoop {
public:
    explicit UciLoop(std::ostream& out);

    // Reads commands until `quit` or end of input; returns the process exit code.
    int run(std::istream& in);
    // Handles one command line; false after `quit`.
    bool handle(std::string_view line);

private:
    using Tokens = std::vector<std::string_view>;
    void send(const std::string& line);
    void error(const std::string& message) { send("info string error: " + message); }

    void cmd_uci();
    void cmd_setoption(const Tokens& tokens);
    void cmd_position(const Tokens& tokens);
    void cmd_go(const Tokens& tokens);
    void cmd_perft(int depth);
    void cmd_bench(const Tokens& tokens);
    void cmd_display();

    std::ostream& out_;
    std::mutex out_mutex_;
    search::Engine engine_;
    chess::Position position_;
    std::atomic<bool> searching_{false};
    bool debug_ = false;
    int multi_pv_ = 1;              // MultiPV: lines per search
    std::string syzygy_path_;       // the tables loaded (Fathom's state is the process's)
    bool limit_strength_ = false;   // UCI_LimitStrength
    int uci_elo_ = 1320;            // UCI_Elo
    bool chess960_ = false;         // UCI_Chess960: FENs and castling moves in Chess960 form
    bool params_reported_ = false;  // `info string params` is sent at the first go after a change
};

// `gambit` without arguments (or `gambit uci`): the UCI loop on stdin/stdout.
int uci_main(std::span<const std::string_view> args);

}  // namespace gambit::uci
