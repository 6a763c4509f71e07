#include "tune/spsa_run.hpp"

#include <algorithm>
#include <cstdio>
#include <thread>

#include <spdlog/spdlog.h>

#include "manager/output/atomic_file.hpp"
#include "manager/tournament/engine_pool.hpp"
#include "manager/tournament/game_slot.hpp"
#include "manager/exit_codes.hpp"
#include "manager/game/game_setup.hpp"
#include "manager/output/rating_block.hpp"
#include "elo/report/text_util.hpp"
#include "tune/spsa_outputs.hpp"

namespace gambit::tune {

SpsaRun::SpsaRun(TunePlan plan) : plan_(std::move(plan)), seconds_before_(plan_.state.progress.seconds) {
    next_iteration_ = applied();
    const match::PgnSettings& pgn = plan_.match.pgn;
    if (!pgn.file.empty())
        pgn_ = std::make_unique<match::PgnWriter>(pgn.file, plan_.match.resume ? plan_.state.progress.pgn_bytes
                                                            : pgn.append ? -1 : 0);
}

SpsaRun::~SpsaRun() = default;

double SpsaRun::seconds() const {
    return seconds_before_ +
           std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
}

void SpsaRun::print(const std::string& text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

void SpsaRun::start_iteration(int k) {
    const TuneState& s = plan_.state;
    const auto& params = s.spsa.params;
    // Around theta after iterations 0..k-W: the same values whichever games of the window finish first.
    const std::size_t base = static_cast<std::size_t>(std::max(0, k - s.inflight + 1));
    const IterationDraws draws = draw_iteration(s.seed, k, params.size());
    const Perturbation values = perturb(params, plan_.schedule, k, s.progress.theta[base], draws);
    Iteration it;
    for (std::size_t i = 0; i < params.size(); ++i) {
        it.plus.emplace_back(params[i].name, option_value(values.plus[i], plan_.integer[i], draws.round_plus[i], params[i]));
        it.minus.emplace_back(params[i].name, option_value(values.minus[i], plan_.integer[i], draws.round_minus[i], params[i]));
    }
    if (auto saved = s.progress.pending.find(k); saved != s.progress.pending.end()) it.score = saved->second;
    active_[k] = std::move(it);
}

std::optional<match::ScheduledGame> SpsaRun::next_game() {
    std::unique_lock lock(mutex_);
    for (;;) {
        if (stop_.stopped()) return std::nullopt;
        for (auto& [k, it] : active_)
            for (int g : {0, 1}) {
                if (it.score[static_cast<std::size_t>(g)] || it.handed_out[static_cast<std::size_t>(g)]) continue;
                it.handed_out[static_cast<std::size_t>(g)] = true;
                Job job;
                job.game = plan_.games[static_cast<std::size_t>(2 * k + g)];
                job.iteration = k;
                job.game_of_pair = g;
                // Engine 0 is the plus side, engine 1 the minus side.
                job.options[0] = job.game.white == 0 ? it.plus : it.minus;
                job.options[1] = job.game.black == 0 ? it.plus : it.minus;
                playing_[job.game.id] = job;
                return job.game;
            }
        if (next_iteration_ < plan_.schedule.iterations && next_iteration_ - applied() < plan_.state.inflight) {
            start_iteration(next_iteration_++);
            apply_finished();  // a resumed iteration may already have both games
            continue;
        }
        if (next_iteration_ >= plan_.schedule.iterations) return std::nullopt;
        changed_.wait(lock);
    }
}

match::GameSetup SpsaRun::setup_for(const match::ScheduledGame& game) const {
    return match::make_game_setup(plan_.match, plan_.book, game);
}

std::string SpsaRun::prepare_engines(const match::ScheduledGame& game, match::Engine& white, match::Engine& black) {
    Options options[2];
    {
        std::lock_guard lock(mutex_);
        const Job& job = playing_.at(game.id);
        options[0] = job.options[0];
        options[1] = job.options[1];
    }
    match::Engine* engines[2] = {&white, &black};
    const int sides[2] = {game.white, game.black};
    for (int side : {0, 1})
        if (engines[side]->set_options(options[side]) != match::EngineStatus::Ok)
            return "engine '" + plan_.match.engines[static_cast<std::size_t>(sides[side])].process.name +
                   "' did not take the tuned values: " + engines[side]->error();
    return {};
}

void SpsaRun::record(match::GameOutcome outcome) {
    std::lock_guard lock(mutex_);
    struct Notify {
        std::condition_variable& cv;
        ~Notify() { cv.notify_all(); }
    } notify{changed_};
    const auto played = playing_.find(outcome.record.id);
    if (played == playing_.end()) return;
    const Job job = played->second;
    playing_.erase(played);
    auto it = active_.find(job.iteration);
    if (outcome.abandoned || it == active_.end()) return;  // interrupted: played again on resume
    const match::GameRecord& g = outcome.record;
    const int white_score = g.result == match::GameResult::WhiteWins ? 1 : g.result == match::GameResult::BlackWins ? -1 : 0;
    const int plus_score = g.white == 0 ? white_score : -white_score;
    SpsaProgress& progress = plan_.state.progress;
    try {
        if (pgn_) pgn_->append(g, plan_.match.event, plan_.match.pgn, plan_.match.site);
        it->second.score[static_cast<std::size_t>(job.game_of_pair)] = plus_score;
        progress.pending[job.iteration] = it->second.score;
        ++progress.games_played;
        if (plan_.log)
            plan_.log->info("game {} finished: {} {} vs {} ({})", g.id + 1, match::to_pgn(g.result), g.white_name,
                            g.black_name, g.reason);
        apply_finished();
        save_state();
    } catch (const std::exception& e) {
        output_failed(e);
        return;
    }
    stop_.after_game(outcome, plan_.match.recover);
}

void SpsaRun::apply_finished() {
    TuneState& s = plan_.state;
    SpsaProgress& progress = s.progress;
    for (;;) {
        const int k = applied();
        auto it = active_.find(k);
        if (it == active_.end() || !it->second.score[0] || !it->second.score[1]) return;
        const int result = *it->second.score[0] + *it->second.score[1];
        const IterationDraws draws = draw_iteration(s.seed, k, s.spsa.params.size());
        progress.theta.push_back(spsa_update(s.spsa.params, plan_.schedule, k, progress.theta.back(), draws, result));
        progress.results.push_back(result);
        progress.pending.erase(k);
        active_.erase(it);

        std::string line = "Iteration " + std::to_string(k + 1) + "/" + std::to_string(plan_.schedule.iterations) +
                           "  result " + (result > 0 ? "+" : "") + std::to_string(result) + " ";
        for (std::size_t i = 0; i < s.spsa.params.size(); ++i)
            line += " " + s.spsa.params[i].name + "=" + report::fixed(progress.theta.back()[i], 2);
        line += "  (" + std::to_string(progress.games_played) + " games, " + match::format_duration(seconds()) + ")\n";
        print(line);
        try {
            write_outputs();
        } catch (const std::exception& e) {
            output_failed(e);
            return;
        }
    }
}

void SpsaRun::save_state() {
    if (plan_.state.config.state.empty()) return;
    SpsaProgress& progress = plan_.state.progress;
    progress.pgn_bytes = pgn_ ? pgn_->size() : -1;
    progress.seconds = seconds();
    match::write_file_atomically(plan_.state.config.state, state_to_text(plan_.state));
}

void SpsaRun::write_outputs() {
    const TuneState& s = plan_.state;
    if (!s.spsa.values_file.empty())
        match::write_file_atomically(s.spsa.values_file, format_spsa_values(s.spsa.params, s.progress.theta.back()));
    if (!s.spsa.history_file.empty())
        match::write_file_atomically(s.spsa.history_file, history_csv(s.spsa.params, s.progress));
    if (!s.spsa.html_file.empty()) {
        SpsaPage page;
        page.engine = plan_.engine_name;
        page.params = s.spsa.params;
        page.schedule = plan_.schedule;
        page.progress = &s.progress;
        page.seconds = seconds();
        const match::EngineSpec& e = s.config.engines[0];
        std::string options;
        for (const auto& [name, value] : e.process.options) options += (options.empty() ? "" : " ") + name + "=" + value;
        page.settings = {{"engine", e.process.cmd},
                         {"options", options.empty() ? "(defaults)" : options},
                         {"time control", match::describe(e.tc)},
                         {"openings", s.config.openings.file.empty() ? "start position" : s.config.openings.file},
                         {"parameters", s.spsa.params_file},
                         {"seed", std::to_string(s.seed)},
                         {"concurrency / in flight", std::to_string(s.config.concurrency) + " / " + std::to_string(s.inflight)}};
        match::write_file_atomically(s.spsa.html_file, render_spsa_html(page));
    }
}

void SpsaRun::engine_failure(const std::string& message) {
    std::lock_guard lock(mutex_);
    if (plan_.log) plan_.log->error("{}", message);
    stop_.engine_unavailable(message);
    changed_.notify_all();
}

// A file that cannot be written stops the run: nothing more is played that could not be kept.
void SpsaRun::output_failed(const std::exception& e) {
    std::fprintf(stderr, "gambit-tune: error: %s\n", e.what());
    stop_.output_failed(e.what());
    abort_ = true;
}

void SpsaRun::interrupt() {
    std::lock_guard lock(mutex_);
    abort_ = true;
    stop_.interrupted();
    changed_.notify_all();
}

int SpsaRun::run() {
    started_ = std::chrono::steady_clock::now();
    const int n = plan_.schedule.iterations;
    print("Started: " + std::to_string(n) + " iterations (" + std::to_string(2 * n) + " games) planned" +
          (applied() > 0 ? " (" + std::to_string(applied()) + " already done)" : "") + ", concurrency " +
          std::to_string(plan_.match.concurrency) + ", " + std::to_string(plan_.state.inflight) +
          " iteration(s) in flight, seed " + std::to_string(plan_.state.seed) + "\n");
    try {
        std::lock_guard lock(mutex_);
        save_state();
        write_outputs();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gambit-tune: error: %s\n", e.what());
        return match::exit_code::error;
    }
    const auto slots = applied() < n ? static_cast<std::size_t>(std::max(1, plan_.match.concurrency)) : 0;
    {
        std::vector<std::jthread> threads;
        const auto shares = match::affinity_shares(plan_.match, slots);
        for (std::size_t i = 0; i < slots; ++i)
            threads.emplace_back([this, cpus = shares[i]] { match::run_game_slot(*this, plan_.match, cpus, abort_, plan_.log); });
    }
    std::lock_guard lock(mutex_);
    try {
        save_state();
    } catch (const std::exception& e) {
        output_failed(e);
    }
    const TuneState& s = plan_.state;
    std::string summary = "\nFinished: " + std::to_string(applied()) + " of " + std::to_string(n) + " iterations, " +
                          std::to_string(s.progress.games_played) + " games in " + match::format_duration(seconds()) + "\n";
    summary += format_spsa_values(s.spsa.params, s.progress.theta.back());
    print(summary);
    if (stop_.stopped()) std::fprintf(stderr, "gambit-tune: %s\n", stop_.note(!s.config.state.empty()).c_str());
    return stop_.exit_code();
}

}  // namespace gambit::tune
