// Scores positions with a UCI engine at a fixed depth, through the engine client (client/uci_engine.hpp):
// `ucinewgame`, `position fen`, `go depth`, and the score of the last `info` line before `bestmove`. Used by
// `generate` (keep near-equal positions) and `check --engine` (balance histogram).
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gambit::match {
class UciEngine;
}

namespace gambit::openings {

struct EngineScore {
    int cp = 0;           // centipawns from the side to move's point of view (mates: +-30000)
    bool mate = false;
    int depth = 0;        // depth of the info line the score came from
};

class UciScorer {
public:
    // command: the executable and its arguments, separated by spaces (no shell). options: setoption pairs
    // (one the engine does not offer is left out). Throws std::runtime_error with a one-line message when
    // the engine cannot be started or does not answer `uci` / `isready` within `timeout`.
    UciScorer(const std::string& command, int depth,
              std::vector<std::pair<std::string, std::string>> options = {},
              std::chrono::milliseconds timeout = std::chrono::seconds(120));
    ~UciScorer();
    UciScorer(const UciScorer&) = delete;
    UciScorer& operator=(const UciScorer&) = delete;

    // The engine's score of a position (6-field FEN). nullopt when the engine reports none (e.g. no legal
    // move). Throws std::runtime_error if the engine dies, or gives no bestmove within the timeout.
    std::optional<EngineScore> score(const std::string& fen);

    const std::string& name() const { return name_; }

private:
    int depth_;
    std::chrono::milliseconds timeout_;
    std::unique_ptr<match::UciEngine> engine_;
    std::string name_;
};

}  // namespace gambit::openings
