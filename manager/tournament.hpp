// Runs a planned schedule: -concurrency game slots (one thread each, owning and reusing its engine
// processes), one shared queue of games, and after every game the outputs (PGN, state, results, status)
// under one lock. Stops scheduling when an SPRT bound is crossed (games in flight finish), when an engine
// fails without -recover, or on a signal (games in flight are abandoned and replayed on resume).
#pragma once

#include <atomic>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "manager/game.hpp"
#include "manager/match_config.hpp"
#include "manager/pgn_writer.hpp"
#include "manager/report.hpp"
#include "manager/run_state.hpp"
#include "manager/schedule.hpp"
#include "manager/scoreboard.hpp"
#include "openings/book.hpp"

namespace spdlog {
class logger;
}

namespace gambit::match {

struct TournamentPlan {
    MatchConfig config;                       // validated; every engine has its display name
    std::vector<openings::Opening> book;
    std::vector<ScheduledGame> games;         // this shard's games, finished ones included
    RunState state;                           // match_id, seed, settings; finished games when resuming
    std::shared_ptr<spdlog::logger> log;      // may be null
};

class Tournament {
public:
    explicit Tournament(TournamentPlan plan);
    ~Tournament();

    // Plays every game not yet finished; returns the exit code (manager/exit_codes.hpp).
    int run();
    // From the signal watcher: abandon the games in flight, schedule no more, save and exit.
    void interrupt();

private:
    enum class Stop { None, Sprt, StopFile, EngineFailure, Interrupted, OutputError };
    class Slot;

    std::optional<ScheduledGame> next_game();  // waits while a knockout stage's last games are in flight
    void advance_knockout();                   // under mutex_: tie-breaks, or the next stage's games
    GameSetup setup_for(const ScheduledGame& game) const;
    void record(GameOutcome outcome);                 // under mutex_
    void engine_failure(const std::string& message);  // stops the run
    void save_outputs(const std::string& status);     // state + results, under mutex_
    void print(const std::string& text);
    void game_started(const ScheduledGame& game);  // fastchess's console: "Started game N of M (A vs B)"
    std::string terminations_line() const;
    nlohmann::ordered_json game_records() const;  // results.json "games": what the report plots need  // "Terminations: checkmate=3 ..." (-outcomeinterval, the end)
    int final_exit_code() const;

    TournamentPlan plan_;
    std::vector<std::string> names_;
    Scoreboard scoreboard_;
    std::vector<int> garbage_lines_;
    std::vector<std::map<std::string, int>> warnings_;  // per engine (results.json "warnings")
    bool results_block_printed_ = false;  // fastchess's console: the last game's block is out already
    std::unique_ptr<PgnWriter> pgn_;
    Progress progress_;

    std::mutex mutex_;
    std::vector<ScheduledGame> queue_;   // games still to play, in order
    std::size_t next_ = 0;
    Stop stop_ = Stop::None;
    std::string stop_message_;
    std::atomic<bool> abort_{false};     // abandon games in flight
    std::condition_variable more_games_; // a knockout stage was decided, or the run stops
    int in_flight_ = 0;                  // games handed out and not yet recorded
    std::vector<int> bracket_;           // knockout: the current stage (knockout.hpp)
    int stage_ = 0, tie_breaks_ = 0, next_id_ = 0, next_pair_ = 0;
};

}  // namespace gambit::match
