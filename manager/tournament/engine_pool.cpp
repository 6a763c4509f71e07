#include "manager/tournament/engine_pool.hpp"

#include <sched.h>

#include <spdlog/spdlog.h>

#include "client/uci_engine.hpp"
#include "client/xboard_engine.hpp"

namespace gambit::match {

EnginePool::EnginePool(const MatchConfig& config, std::vector<int> cpus, std::shared_ptr<spdlog::logger> log)
    : config_(config), cpus_(std::move(cpus)), log_(std::move(log)), engines_(config.engines.size()),
      broken_(engines_.size()), fresh_(engines_.size()) {}

EnginePool::~EnginePool() = default;

Engine* EnginePool::get(int i) {
    const auto index = static_cast<std::size_t>(i);
    auto& e = engines_[index];
    const EngineSpec& spec = config_.engines[index];
    if (e && fresh_[index]) {
        fresh_[index] = false;
        if (e->restart() != EngineStatus::Ok) {
            error_ = "engine '" + spec.process.name + "' failed to restart: " + e->error();
            return nullptr;
        }
    }
    if (!e) {
        const bool chess960 = config_.chess960();
        EngineConfig process = spec.process;
        process.cpus = cpus_;
        process.match_line = config_.pgn.match_line;
        process.skip_missing_options = config_.output == OutputFormat::Fastchess;
        if (chess960) process.options.emplace_back("UCI_Chess960", "true");
        if (spec.protocol == Protocol::Xboard) e = std::make_unique<XboardEngine>(process, spec.tc, log_);
        else e = std::make_unique<UciEngine>(process, log_);
        if (e->start() != EngineStatus::Ok) {
            const bool lacks_chess960 = chess960 && e->error().find("'UCI_Chess960'") != std::string::npos;
            error_ = "engine '" + spec.process.name + "' " +
                     (lacks_chess960 ? "does not offer UCI_Chess960, which -variant fischerandom needs"
                                     : "failed to start: " + e->error());
            e.reset();
            return nullptr;
        }
    } else if (broken_[index] || !e->alive()) {
        stopped_from_outside_ = !e->alive() && e->stopped_from_outside();
        if (!config_.recover) {
            error_ = "engine '" + spec.process.name + "' failed and -recover is off";
            return nullptr;
        }
        if (log_) log_->info("restarting engine '{}'", spec.process.name);
        if (e->restart() != EngineStatus::Ok) {
            error_ = "engine '" + spec.process.name + "' failed to restart: " + e->error();
            return nullptr;
        }
        broken_[index] = false;
    }
    return e.get();
}

void EnginePool::finished_game(int i, bool failed) {
    const auto index = static_cast<std::size_t>(i);
    if (failed) broken_[index] = true;
    // restart=on (or an xboard engine's reuse=0): a fresh process for the next game.
    else if (config_.engines[index].restart || (engines_[index] && engines_[index]->wants_restart())) fresh_[index] = true;
}

std::vector<std::vector<int>> affinity_shares(const MatchConfig& c, std::size_t slots) {
    std::vector<std::vector<int>> shares(slots);
    if (!c.use_affinity || slots == 0) return shares;
    std::vector<int> cpus = c.affinity_cpus;
    if (cpus.empty()) {
        cpu_set_t set;
        CPU_ZERO(&set);
        if (::sched_getaffinity(0, sizeof set, &set) == 0)
            for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
                if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
    }
    const std::size_t per_slot = cpus.size() / slots;
    for (std::size_t i = 0; i < slots && per_slot > 0; ++i)
        shares[i].assign(cpus.begin() + static_cast<long>(i * per_slot), cpus.begin() + static_cast<long>((i + 1) * per_slot));
    return shares;
}

}  // namespace gambit::match
