// How to launch and configure one UCI engine process.
#pragma once

#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace gambit::match {

// Every member has a default, so designated initialisers work: EngineConfig{.cmd = "stockfish"}.
struct EngineConfig {
    std::string name{};                                        // display name ("" = use the engine's id name)
    std::string cmd{};                                         // executable path
    std::vector<std::string> args{};                           // argv[1..], never through a shell
    std::string dir{};                                         // working directory ("" = inherit)
    std::vector<std::pair<std::string, std::string>> env{};    // extra environment variables
    std::vector<std::pair<std::string, std::string>> options{};  // setoption NAME VALUE in order, Threads first
    std::chrono::milliseconds startup_timeout{10000};          // spawn until uciok
    std::chrono::milliseconds ready_timeout{10000};            // isready until readyok (after setoption, ucinewgame)
    std::string match_line{};                                  // regex: engine lines to keep for the PGN ("" = none)
    std::vector<int> cpus{};                                   // pin the process to these CPUs (empty = no pinning)
    // fastchess's way with an option the engine does not offer: a notice "Warning; NAME doesn't have option
    // X" and on without it (UCI_Chess960 excepted). Otherwise the engine fails to start.
    bool skip_missing_options = false;
    bool ponder = false;                                       // ponder (cutechess): Ponder=true, think on the opponent's time
    // Which info line describes a move's search: the last with an exact score, else the last with a bound
    // (fastchess), or the last with any score, bound or not (cutechess-cli). It scores the move for the PGN
    // and for the -draw and -resign adjudications.
    bool last_scored_info = false;
};

}  // namespace gambit::match
