#pragma once
// Streams the results out of PGN files, keeping only the White, Black and Result tags: a rating list of
// hundreds of megabytes of games needs nothing else, so the PGN reader checks the move text but keeps none.
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

// Calls `on_game` for every finished game of `path` (plain or gzip-compressed). A game with none of the three
// tags is not counted. Throws PgnError when the file cannot be read, its PGN is malformed (the chess core's
// reader says where) or a Result tag is not a result.
PgnReadSummary read_pgn_results(const std::string& path,
                                const std::function<void(const PgnGameResult&)>& on_game);

}  // namespace gambit::elo
