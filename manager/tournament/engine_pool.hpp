// The engine processes one game slot owns and reuses: each started on first use (pinned to the slot's
// CPUs, told UCI_Chess960 under -variant fischerandom), restarted after a crash or stall when -recover is
// on, and before the next game when it wants a fresh process (restart=on, xboard's reuse=0). One pool per
// thread: the kernel kills an engine when the thread that started it ends.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "client/engine_interface.hpp"
#include "manager/match_config.hpp"

namespace spdlog {
class logger;
}

namespace gambit::match {

class EnginePool {
public:
    // `config` must outlive the pool; `cpus` empty = no pinning.
    EnginePool(const MatchConfig& config, std::vector<int> cpus, std::shared_ptr<spdlog::logger> log);
    ~EnginePool();

    // Engine `index` of config.engines, ready for a game; null when it cannot be had (failed to start or
    // restart, or failed without -recover): error() says why, and the run must stop.
    Engine* get(int index);
    // After a game: `failed` = the engine crashed or stalled in it.
    void finished_game(int index, bool failed);
    const std::string& error() const { return error_; }
    // Whether the engine get() found dead had been killed by a signal from outside (SIGTERM, SIGINT, SIGHUP).
    bool stopped_from_outside() const { return stopped_from_outside_; }

private:
    const MatchConfig& config_;
    std::vector<int> cpus_;
    std::shared_ptr<spdlog::logger> log_;
    std::vector<std::unique_ptr<Engine>> engines_;
    std::vector<bool> broken_, fresh_;  // restart before reuse: after a failure / for a fresh process
    std::string error_;
    bool stopped_from_outside_ = false;
};

// -use-affinity: the CPUs (given, or all this process may use) dealt out in equal shares, one per slot;
// a slot's two engines share its CPUs. Empty shares when there are fewer CPUs than slots.
std::vector<std::vector<int>> affinity_shares(const MatchConfig& config, std::size_t slots);

}  // namespace gambit::match
