// Runs a TunePlan: -concurrency game slots (the match's, manager/tournament/game_slot.hpp: threads owning their
// engines, which set each game's option values before it) play the games of up to W iterations at once (-spsa inflight=W). Iteration k is played around theta after
// iterations 0..k-W (so with W = 1 every iteration sees every earlier result, and with any W the run does
// not depend on which game finishes first); results are applied in iteration order. After every game the
// state is saved; after every applied iteration the console line, values, history and HTML page.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "manager/game/play_game.hpp"
#include "manager/output/pgn_writer.hpp"
#include "manager/tournament/game_slot.hpp"
#include "manager/tournament/run_stop.hpp"
#include "tune/spsa.hpp"
#include "tune/tune_plan.hpp"

namespace gambit::tune {

class SpsaRun : private match::SlotHost {
public:
    explicit SpsaRun(TunePlan plan);
    ~SpsaRun();

    // Plays every iteration not yet applied; returns the exit code (manager/exit_codes.hpp).
    int run();
    // From the signal watcher: abandon the games in flight (replayed on resume), save, exit.
    void interrupt();

private:
    using Options = std::vector<std::pair<std::string, std::string>>;
    struct Job {
        match::ScheduledGame game;
        int iteration = 0, game_of_pair = 0;
        Options options[2];  // white, black
    };
    struct Iteration {
        Options plus, minus;                          // the option values each side plays with
        std::array<std::optional<int>, 2> score{};    // the plus side's +1/0/-1 in each game
        std::array<bool, 2> handed_out{};
    };
    // What the game slots ask (game_slot.hpp). Games are known by their id while they are played.
    std::optional<match::ScheduledGame> next_game() override;
    match::GameSetup setup_for(const match::ScheduledGame& game) const override;
    std::string prepare_engines(const match::ScheduledGame& game, match::Engine& white, match::Engine& black) override;
    void game_started(const match::ScheduledGame& /*game*/) override {}
    void record(match::GameOutcome outcome) override;
    void engine_failure(const std::string& message) override;

    void start_iteration(int k);                       // under mutex_
    void apply_finished();                             // under mutex_: iterations done, in order
    void output_failed(const std::exception& e);      // under mutex_
    void save_state();                                 // under mutex_
    void write_outputs();                              // under mutex_: values, history, HTML
    void print(const std::string& text);
    double seconds() const;
    int applied() const { return static_cast<int>(plan_.state.progress.results.size()); }

    TunePlan plan_;
    std::unique_ptr<match::PgnWriter> pgn_;
    std::chrono::steady_clock::time_point started_;
    double seconds_before_ = 0;  // playing time of earlier sessions (resume)

    std::mutex mutex_;
    std::condition_variable changed_;
    std::map<int, Iteration> active_;  // started and not applied
    std::map<int, Job> playing_;       // handed out, by game id, until recorded
    int next_iteration_ = 0;           // the next one to start
    match::RunStop stop_;
    std::atomic<bool> abort_{false};
};

}  // namespace gambit::tune
