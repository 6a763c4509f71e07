// Runs a planned schedule: -concurrency game slots (game_slot.hpp: one thread each, owning and reusing its
// engine processes) take their games from a scheduler (scheduler.hpp), and after every game the tournament
// records it in a fixed order under one lock: the files (PGN, EPD), the scoreboard and the checkpoint
// (state, results), the console (console_output.hpp), the stop rules. Stops scheduling when an SPRT bound
// is crossed (games in flight finish), when an engine fails without -recover, or on a signal (games in
// flight are abandoned and replayed on resume).
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

#include "manager/output/console_output.hpp"
#include "manager/game/play_game.hpp"
#include "manager/tournament/game_slot.hpp"
#include "manager/match_config.hpp"
#include "manager/output/pgn_writer.hpp"
#include "manager/output/rating_block.hpp"
#include "manager/tournament/run_state.hpp"
#include "manager/tournament/run_stop.hpp"
#include "manager/tournament/schedule.hpp"
#include "manager/tournament/scheduler.hpp"
#include "manager/output/scoreboard.hpp"
#include "manager/output/start_order_queue.hpp"
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
    std::shared_ptr<EngineBooks> engine_books;  // the engines' book= files; null when none has one
};

class Tournament : private SlotHost {
public:
    explicit Tournament(TournamentPlan plan);
    ~Tournament();

    // Plays every game not yet finished; returns the exit code (manager/exit_codes.hpp).
    int run();
    // From the signal watcher: abandon the games in flight, schedule no more, save and exit.
    void interrupt();

private:
    // What the game slots ask (game_slot.hpp).
    std::optional<ScheduledGame> next_game() override;  // waits while a knockout stage's last games are in flight
    GameSetup setup_for(const ScheduledGame& game) const override;
    void game_started(const ScheduledGame& game) override;
    void record(GameOutcome outcome) override;
    void engine_failure(const std::string& message) override;

    // The steps of record(), under mutex_.
    bool write_and_count(const GameRecord& game);  // false: an output failed, and the run stops
    void show(const GameEvent& event);
    RunEnd run_end() const;
    void apply_stop_rules(const GameOutcome& outcome);

    void check_stop_file();                        // under mutex_
    void count(const FinishedGame& game);          // scoreboard and per-engine tallies
    void save_outputs(const std::string& status);  // state + results, under mutex_
    void write_pgn(const std::vector<std::string>& texts);
    nlohmann::ordered_json game_records() const;   // results.json "games": what the report plots need
    const char* final_status() const;              // results.json "status" when the run ends
    int final_exit_code() const;

    TournamentPlan plan_;
    std::vector<std::string> names_;
    Scoreboard scoreboard_;
    std::vector<int> garbage_lines_;
    std::vector<std::map<std::string, int>> warnings_;  // per engine (results.json "warnings")
    std::unique_ptr<PgnWriter> pgn_;
    std::optional<StartOrderQueue> pgn_order_;  // cutechess-cli's PGN: games in the order they started
    std::unique_ptr<ConsoleOutput> console_;
    Progress progress_;

    std::mutex mutex_;
    std::unique_ptr<Scheduler> scheduler_;
    RunStop stop_;
    std::atomic<bool> abort_{false};     // abandon games in flight
    std::condition_variable more_games_; // a knockout stage was planned, or the run stops
    int in_flight_ = 0;                  // games handed out and not yet recorded
};

}  // namespace gambit::match
