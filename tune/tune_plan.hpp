// From the command line to a TunePlan: the saved settings when resuming, checks, the engine's options
// read once (each parameter must be a spin option, rounded when sent, or a string option, sent as a
// number), the two sides as engines of a match, the opening book and the game pairs.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "manager/match_config.hpp"
#include "manager/tournament/schedule.hpp"
#include "openings/book.hpp"
#include "tune/tune_command_line.hpp"
#include "tune/spsa.hpp"
#include "tune/tune_state.hpp"

namespace spdlog {
class logger;
}

namespace gambit::tune {

struct TunePlan {
    TuneState state;                            // settings, seed, in-flight window, progress so far
    std::string engine_name;                    // the tuned engine's display name (name=, else its file name)
    match::MatchConfig match;                   // engines: 0 = theta + c*delta ("NAME+"), 1 = theta - c*delta ("NAME-")
    SpsaSchedule schedule;
    std::vector<bool> integer;                  // per parameter: a spin option (stochastic rounding)
    std::vector<openings::Opening> book;
    std::vector<match::ScheduledGame> games;    // games 2k and 2k+1 = iteration k (pair k, colours reversed)
    std::shared_ptr<spdlog::logger> log;        // may be null
};

// Throws match::UsageError for what the user must fix, and reports an engine that cannot be read as
// EngineProbeError (exit code 3).
TunePlan make_tune_plan(const TuneCommandLine& command_line);

struct EngineProbeError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

}  // namespace gambit::tune
