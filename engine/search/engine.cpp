#include "engine/search/engine.hpp"

#include "engine/eval/builtin_network.hpp"

namespace gambit::search {

// The built-in residual network evaluates on top of the weights unless EvalNet says otherwise.
Engine::Engine() : tt_(16) { evaluator_.set_network(eval::builtin_network()); }

Engine::~Engine() {
    stop();
    wait();
}

void Engine::new_game() {
    tt_.clear();
    history_->clear();
    evaluator_.clear();
}

void Engine::go(const chess::Position& pos, const Limits& limits, Callbacks callbacks) {
    stop();  // a protocol violation (go while searching) still gets one bestmove per go
    wait();
    control_.stop = false;
    control_.pondering = limits.ponder;
    control_.ponderhit_ms = 0;
    control_.clock.restart();
    thread_ = std::thread([this, pos, limits, callbacks = std::move(callbacks)] {
        Searcher searcher(tt_, *history_, evaluator_, params_, control_, time_);
        const SearchResult result = searcher.run(pos, limits, callbacks.on_iteration);
        {
            // `infinite` and `ponder` hold the bestmove until the GUI releases it.
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] {
                return control_.stop.load() || (!limits.infinite && !control_.pondering.load());
            });
        }
        if (callbacks.on_bestmove) callbacks.on_bestmove(result);
    });
}

void Engine::stop() {
    {
        std::lock_guard lock(mutex_);
        control_.stop = true;
    }
    wake_.notify_all();
}

void Engine::ponderhit() {
    {
        std::lock_guard lock(mutex_);
        control_.ponderhit_ms = control_.clock.elapsed_ms();
        control_.pondering = false;
    }
    wake_.notify_all();
}

void Engine::wait() {
    if (thread_.joinable()) thread_.join();
}

SearchResult Engine::search(const chess::Position& pos, const Limits& limits,
                            const std::function<void(const IterationInfo&)>& on_iteration) {
    wait();
    control_.stop = false;
    control_.pondering = false;
    control_.ponderhit_ms = 0;
    control_.clock.restart();
    Searcher searcher(tt_, *history_, evaluator_, params_, control_, time_);
    return searcher.run(pos, limits, on_iteration);
}

}  // namespace gambit::search
