#include "engine/search/engine.hpp"

#include <algorithm>

#include "engine/eval/builtin_network.hpp"
#include "engine/search/strength.hpp"

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
    for (Helper& h : helpers_) {
        h.history->clear();
        h.evaluator.clear();
    }
}

void Engine::set_threads(int threads) {
    wait();
    helpers_.resize(std::size_t(std::max(threads, 1) - 1));
    for (Helper& h : helpers_) {
        h.evaluator.set_params(evaluator_.params());
        h.evaluator.set_network(evaluator_.shared_network());
    }
}

SearchResult Engine::run_search(const chess::Position& pos, const Limits& limits,
                                const std::function<void(const IterationInfo&)>& on_iteration) {
    if (limit_elo_ == 0) return run_threads(pos, limits, on_iteration);
    // A node budget, and the move chosen among the best lines with noise: the weaker, the more of both.
    const strength::Plan plan = strength::plan_for(limit_elo_);
    Limits weaker = limits;
    weaker.nodes = std::min(limits.nodes.value_or(plan.nodes), plan.nodes);
    weaker.multi_pv = std::max(limits.multi_pv, plan.lines);
    SearchResult result = run_threads(pos, weaker, on_iteration);
    if (result.lines.size() < 2) return result;
    std::vector<strength::Candidate> candidates;
    for (const SearchResult::Line& line : result.lines) candidates.push_back({line.pv[0], line.score});
    const std::size_t chosen = strength::choose(candidates, plan.noise_cp, pos.key());
    if (chosen == 0) return result;
    const SearchResult::Line& line = result.lines[chosen];
    result.best = line.pv[0];
    result.ponder = line.pv.size() > 1 ? line.pv[1] : chess::Move::none();
    result.pv = line.pv;
    result.score = line.score;
    result.final_info.pv = line.pv;
    result.final_info.score = line.score;
    result.final_info.multipv = weaker.multi_pv > 1 ? 1 : 0;
    result.final_info_new = result.final_info.depth > 0;
    return result;
}

SearchResult Engine::run_threads(const chess::Position& pos, const Limits& limits,
                                 const std::function<void(const IterationInfo&)>& on_iteration) {
    if (helpers_.empty()) {
        Searcher searcher(tt_, *history_, evaluator_, params_, control_, time_);
        searcher.set_tablebases(tb_options_);
        return searcher.run(pos, limits, on_iteration);
    }
    ThreadShare share;
    tt_.allocate();
    tt_.new_search();
    // Helpers search without limits of their own (the same depth limit and root moves) until the main
    // thread's search ends; they stop on their own control, so `stop` semantics stay the main thread's.
    Limits helper_limits;
    helper_limits.depth = limits.depth;
    helper_limits.searchmoves = limits.searchmoves;
    SearchControl helper_control;
    std::vector<SearchResult> helper_results(helpers_.size());
    std::vector<std::thread> workers;
    for (std::size_t i = 0; i < helpers_.size(); ++i) {
        workers.emplace_back([&, i] {
            Searcher helper(tt_, *helpers_[i].history, helpers_[i].evaluator, params_, helper_control, time_);
            helper.join_threads(share, true);
            helper.set_tablebases(tb_options_);
            helper_results[i] = helper.run(pos, helper_limits, {});
        });
    }
    Searcher main(tt_, *history_, evaluator_, params_, control_, time_);
    main.join_threads(share, false);
    main.set_tablebases(tb_options_);
    SearchResult result = main.run(pos, limits, on_iteration);
    helper_control.stop = true;
    for (std::thread& t : workers) t.join();
    for (const SearchResult& r : helper_results) result.helper_nodes += r.nodes;
    result.nodes += result.helper_nodes;
    if (result.final_info.depth > 0) {
        result.final_info.nodes = result.nodes;
        result.final_info_new = true;  // the helpers' last nodes were not in any line yet
    }
    return result;
}

void Engine::go(const chess::Position& pos, const Limits& limits, Callbacks callbacks) {
    stop();  // a protocol violation (go while searching) still gets one bestmove per go
    wait();
    control_.stop = false;
    control_.pondering = limits.ponder;
    control_.ponderhit_ms = 0;
    control_.clock.restart();
    thread_ = std::thread([this, pos, limits, callbacks = std::move(callbacks)] {
        const SearchResult result = run_search(pos, limits, callbacks.on_iteration);
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
    return run_search(pos, limits, on_iteration);
}

}  // namespace gambit::search
