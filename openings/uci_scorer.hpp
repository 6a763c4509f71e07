// Scores positions with a UCI engine at a fixed depth, through pipes: `ucinewgame`, `position fen`, `go depth`,
// and the score of the last `info` line before `bestmove`. Used by `generate` (keep near-equal positions) and
// `check --engine` (balance histogram).
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <sys/types.h>
#include <utility>
#include <vector>

namespace gambit::openings {

struct EngineScore {
    int cp = 0;           // centipawns from the side to move's point of view (mates: +-30000)
    bool mate = false;
    int depth = 0;        // depth of the info line the score came from
};

class UciScorer {
public:
    // command: the executable and its arguments, separated by spaces (no shell). options: setoption pairs.
    // Throws std::runtime_error with a one-line message when the engine cannot be started or does not
    // answer `uci` / `isready`.
    UciScorer(const std::string& command, int depth,
              std::vector<std::pair<std::string, std::string>> options = {},
              std::chrono::milliseconds timeout = std::chrono::seconds(120));
    ~UciScorer();
    UciScorer(const UciScorer&) = delete;
    UciScorer& operator=(const UciScorer&) = delete;

    // The engine's score of a position (6-field FEN). nullopt when the engine reports none (e.g. no legal
    // move). Throws std::runtime_error if the engine dies or times out.
    std::optional<EngineScore> score(const std::string& fen);

    const std::string& name() const { return name_; }

private:
    void send(const std::string& line);
    std::string read_line();                      // throws on EOF or timeout
    void wait_for(const std::string& first_word);

    int depth_;
    std::chrono::milliseconds timeout_;
    pid_t pid_ = -1;
    int to_engine_ = -1, from_engine_ = -1;
    std::string buffer_;
    std::string name_;
};

}  // namespace gambit::openings
