// Runs a TunePlan: -concurrency game slots (threads owning their engines, manager/tournament/engine_pool.hpp) play the
// games of up to W iterations at once (-spsa inflight=W). Iteration k is played around theta after
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
#include "tune/spsa.hpp"
#include "tune/tune_plan.hpp"

namespace gambit::tune {

class SpsaRun {
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
    enum class Stop { None, EngineFailure, Interrupted, OutputError };
    class Slot;

    std::optional<Job> next_job();
    void start_iteration(int k);                       // under mutex_
    void record(const Job& job, match::GameOutcome outcome);
    void apply_finished();                             // under mutex_: iterations done, in order
    void engine_failure(const std::string& message);
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
    int next_iteration_ = 0;           // the next one to start
    Stop stop_ = Stop::None;
    std::string stop_message_;
    std::atomic<bool> abort_{false};
};

}  // namespace gambit::tune
