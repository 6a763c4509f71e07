#include "manager/tournament/game_slot.hpp"

#include <chrono>
#include <thread>

#include "manager/tournament/engine_pool.hpp"

namespace gambit::match {

void run_game_slot(SlotHost& host, const MatchConfig& config, std::vector<int> cpus, const std::atomic<bool>& abort,
                   const std::shared_ptr<spdlog::logger>& log) {
    EnginePool engines(config, std::move(cpus), log);
    bool first = true;
    while (auto game = host.next_game()) {
        if (!first && config.wait_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(config.wait_ms));
        first = false;
        Engine* white = engines.get(game->white);
        Engine* black = white ? engines.get(game->black) : nullptr;
        if (!white || !black) {
            // Killed between games with the rest of the job: the interrupt that follows ends the slot.
            if (engines.stopped_from_outside() && interrupt_follows(abort)) return;
            host.engine_failure(engines.error());
            return;
        }
        if (std::string refused = host.prepare_engines(*game, *white, *black); !refused.empty()) {
            // An engine killed with the job between games refuses its options as it refuses to start.
            const bool killed = !white->alive() && white->stopped_from_outside();
            if ((killed || (!black->alive() && black->stopped_from_outside())) && interrupt_follows(abort)) return;
            host.engine_failure(refused);
            return;
        }
        host.game_started(*game);
        GameOutcome outcome = play_game(host.setup_for(*game), *white, *black, abort, log);
        engines.finished_game(game->white, outcome.engine_failed[0]);
        engines.finished_game(game->black, outcome.engine_failed[1]);
        host.record(std::move(outcome));
    }
}

}  // namespace gambit::match
