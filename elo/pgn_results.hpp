#pragma once
// Streams the results out of PGN files, reading only the White, Black and Result tags: a rating list
// of hundreds of megabytes of games needs nothing else, so move text is skipped line by line.
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gambit::elo {

class PgnError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;  // "file:line: what is wrong"
};

struct PgnGameResult {
    std::string_view white, black;
    double white_points = 0;  // 1, 0.5 or 0
};

struct PgnReadSummary {
    long long games = 0;       // finished games passed on
    long long unfinished = 0;  // games with Result "*" (or no Result tag), skipped
    double bytes = 0;
};

// Calls `on_game` for every finished game of `path`. Throws PgnError when the file cannot be read or a
// White/Black/Result tag is malformed.
PgnReadSummary read_pgn_results(const std::string& path,
                                const std::function<void(const PgnGameResult&)>& on_game);

}  // namespace gambit::elo
