// One game slot of a run: a thread that plays games one after another with engine processes it owns and
// reuses (engine_pool.hpp), pausing -wait between them. It asks the run for each game and hands back each
// outcome; the engines quit when the slot ends. gambit-match's tournament and gambit-tune's SPSA run are its
// hosts.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "manager/game/play_game.hpp"
#include "manager/match_config.hpp"
#include "manager/tournament/schedule.hpp"

namespace spdlog {
class logger;
}

namespace gambit::match {

// What a slot asks of the run it plays in (the tournament); called from the slot's thread.
class SlotHost {
public:
    virtual std::optional<ScheduledGame> next_game() = 0;  // none: the slot ends
    virtual GameSetup setup_for(const ScheduledGame& game) const = 0;
    // Before the game, with both engines running: a tuner sets the option values this game is played with.
    // A message says why they cannot play it, and the slot ends as when an engine cannot be had.
    virtual std::string prepare_engines(const ScheduledGame& /*game*/, Engine& /*white*/, Engine& /*black*/) {
        return {};
    }
    virtual void game_started(const ScheduledGame& game) = 0;
    virtual void record(GameOutcome outcome) = 0;
    virtual void engine_failure(const std::string& message) = 0;  // no engine to play with: the run stops

protected:
    ~SlotHost() = default;
};

// Plays until next_game() has none, an engine cannot be had, or the run is interrupted (`abort`).
// `cpus` empty = no pinning.
void run_game_slot(SlotHost& host, const MatchConfig& config, std::vector<int> cpus, const std::atomic<bool>& abort,
                   const std::shared_ptr<spdlog::logger>& log);

}  // namespace gambit::match
