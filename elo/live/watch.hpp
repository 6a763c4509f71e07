// What the live page shows, read from the files a run already writes: one run's results file (rewritten
// atomically after every game) and its PGN (appended game by game), or a folder of shard results files.
// Files are read when asked and only when they changed; the PGN is read incrementally, complete games only.
// Not thread-safe: one Watch belongs to the server thread.
#pragma once

#include <chrono>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "elo/report/analysis.hpp"
#include "elo/report/report_input.hpp"

namespace gambit::live {

// One shard results file of a folder.
struct ShardRow {
    std::string file;  // name inside the folder
    int index = 0, count = 1;
    std::string status;  // "running", "finished", ... as the file says
    long played = 0, planned = 0;
    double wins = 0, draws = 0, losses = 0;  // first pairing, from its first engine's side
};

struct LiveView {
    report::ReportInput input;  // merged over shards in folder mode; games = the per-game records known
    std::string status;         // "running", "finished", "interrupted", ... ("" before the first file)
    std::string message;        // the manager's stop message, or why the files could not be read
    std::vector<ShardRow> shards;  // folder mode only
    std::vector<report::ProgressPoint> progress;  // Elo (and LLR) against games
    bool progress_sampled = false;  // progress from samples taken while watching (no per-game records)
    std::optional<double> games_per_minute;
    std::optional<double> eta_seconds;          // to the planned games
    std::optional<double> eta_to_bound_seconds; // SPRT: to a bound, at the expected number of games
    bool finished() const { return !status.empty() && status != "running"; }
};

class Watch {
public:
    using Clock = std::chrono::steady_clock;
    // gambit-match -serve: the run's results file and, when it writes one, its PGN.
    static Watch run(std::string results, std::optional<std::string> pgn);
    // gambit-elo serve DIR: every results file (*.json or *.json.gz with a `pairs` array) in `folder`, merged.
    static Watch folder(std::string folder);

    // The current view; `now` is injectable for tests.
    LiveView look(Clock::time_point now = Clock::now());

private:
    Watch() = default;
    void read_run();
    void read_folder();
    void read_pgn_tail();

    std::string results_, pgn_, folder_;
    std::string results_stamp_;  // size and mtime of what was read last
    std::int64_t pgn_offset_ = 0;  // bytes of complete games read from the PGN
    std::vector<report::GameRecord> pgn_games_;
    LiveView view_;
    std::deque<std::pair<Clock::time_point, long>> samples_;  // (when, games played), for the rate
    std::vector<report::ProgressPoint> sampled_;               // progress when no per-game records exist
};

}  // namespace gambit::live
