#include "manager/tournament/tournament.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <set>
#include <ostream>
#include <thread>

#include <spdlog/spdlog.h>

#include "manager/output/atomic_file.hpp"
#include "manager/tournament/engine_pool.hpp"
#include "manager/output/epd_out.hpp"
#include "manager/output/fastchess_config.hpp"
#include "manager/exit_codes.hpp"
#include "manager/game/game_setup.hpp"
#include "manager/tournament/knockout_scheduler.hpp"
#include "manager/output/results_json.hpp"

namespace gambit::match {
namespace {

std::vector<std::string> display_names(const MatchConfig& config) {
    std::vector<std::string> names;
    for (const auto& e : config.engines) names.push_back(e.process.name);
    return names;
}

// What the state file keeps of a game.
FinishedGame finished_game(const GameRecord& g) {
    FinishedGame f;
    f.id = g.id, f.pair = g.pair, f.white = g.white, f.black = g.black;
    f.result = g.result;
    f.termination = g.termination;
    f.plies = static_cast<int>(g.moves.size());
    f.garbage_lines[0] = g.garbage_lines[0];
    f.garbage_lines[1] = g.garbage_lines[1];
    f.warnings[0] = g.warnings[0];
    f.warnings[1] = g.warnings[1];
    return f;
}

std::unique_ptr<Scheduler> scheduler_for(const TournamentPlan& plan, const std::vector<std::string>& names) {
    if (plan.config.tournament == TournamentKind::Knockout)
        return std::make_unique<KnockoutScheduler>(plan.config, plan.book.size(), plan.games, names, print_to_stdout);
    std::set<int> finished;
    for (const auto& f : plan.state.finished) finished.insert(f.id);
    return std::make_unique<FixedScheduler>(plan.games, finished);
}

}  // namespace

Tournament::Tournament(TournamentPlan plan)
    : plan_(std::move(plan)), names_(display_names(plan_.config)),
      scoreboard_(encounters(plan_.config), plan_.config.report_penta && plan_.config.sprt.model != "bayesian",
                  plan_.config.dialect == Dialect::Fastchess && plan_.config.noswap),
      garbage_lines_(plan_.config.engines.size(), 0), warnings_(plan_.config.engines.size()),
      console_(make_console_output(plan_.config, names_, print_to_stdout)),
      scheduler_(scheduler_for(plan_, names_)) {
    for (const auto& f : plan_.state.finished) count(f);
    if (!plan_.config.pgn.file.empty())
        pgn_ = std::make_unique<PgnWriter>(plan_.config.pgn.file, plan_.config.resume ? plan_.state.pgn_bytes
                                                                   : plan_.config.pgn.append ? -1 : 0);
    if (pgn_ && plan_.config.crc32_pgn) pgn_->track_crc32();
    // A checkpoint counts the PGN bytes of every game it counts, so a run with -state writes games as they end.
    if (pgn_ && plan_.config.dialect == Dialect::Cutechess && plan_.config.state.empty()) pgn_order_.emplace();
    progress_.planned = static_cast<int>(scheduler_->games().size());
    progress_.done = progress_.done_before = static_cast<int>(plan_.state.finished.size());
}

Tournament::~Tournament() = default;

int Tournament::run() {
    progress_.started = std::chrono::steady_clock::now();
    console_->run_started(progress_);
    try {
        std::lock_guard lock(mutex_);
        save_outputs("running");
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gambit-match: error: %s\n", e.what());
        return exit_code::error;
    }

    const auto slots = std::min<std::size_t>(static_cast<std::size_t>(plan_.config.concurrency), scheduler_->ready());
    {
        std::vector<std::jthread> threads;
        const auto shares = affinity_shares(plan_.config, slots);
        for (std::size_t i = 0; i < slots; ++i)
            threads.emplace_back([this, cpus = shares[i]] {
                run_game_slot(*this, plan_.config, cpus, abort_, plan_.log);
            });
    }

    std::lock_guard lock(mutex_);
    try {
        if (pgn_order_) write_pgn(pgn_order_->rest());
        save_outputs(final_status());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gambit-match: error: %s\n", e.what());
        stop_.output_failed(e.what());
    }
    console_->run_finished(scoreboard_, progress_, run_end());
    const StopReason why = stop_.reason();
    if ((why == StopReason::EngineFailure && console_->own_notes()) || why == StopReason::Interrupted ||
        why == StopReason::OutputError || (why == StopReason::Strict && console_->own_notes()))
        std::fprintf(stderr, "gambit-match: %s\n", stop_.note(!plan_.config.state.empty()).c_str());
    return final_exit_code();
}

void Tournament::interrupt() {
    std::lock_guard lock(mutex_);
    abort_ = true;
    stop_.interrupted();
    more_games_.notify_all();
}

std::optional<ScheduledGame> Tournament::next_game() {
    std::unique_lock lock(mutex_);
    check_stop_file();
    std::optional<ScheduledGame> game;
    more_games_.wait(lock, [&] {
        if (stop_.stopped()) return true;
        game = scheduler_->next();
        return game || !scheduler_->may_plan_more() || in_flight_ == 0;
    });
    if (stop_.stopped() || !game) return std::nullopt;
    ++in_flight_;
    if (pgn_order_) pgn_order_->started(game->id);
    return game;
}

void Tournament::check_stop_file() {
    if (!stop_.stopped() && !plan_.config.stopfile.empty() && std::filesystem::exists(plan_.config.stopfile)) {
        stop_.stop(StopReason::StopFile, "stop file " + plan_.config.stopfile + " found; finishing the games in flight");
        print_to_stdout(stop_.message() + "\n");
    }
}

GameSetup Tournament::setup_for(const ScheduledGame& game) const {
    return make_game_setup(plan_.config, plan_.book, game, plan_.engine_books.get());
}

void Tournament::game_started(const ScheduledGame& game) {
    std::lock_guard lock(mutex_);
    console_->game_started(game, progress_);
}

void Tournament::record(GameOutcome outcome) {
    std::lock_guard lock(mutex_);
    --in_flight_;
    // An abandoned game (interrupted) is not a result: -resume plays it again.
    const bool stops_run = (outcome.engine_failed[0] || outcome.engine_failed[1]) && !plan_.config.recover;
    // fastchess -strict: a warning sets its stop flag at once, so neither this game nor those in flight are
    // written or counted (they are abandoned, as at an interrupt); its warning lines were printed.
    if (!outcome.abandoned && plan_.config.strict && strict_warning(outcome, plan_.config.log.level)) {
        for (const auto& line : outcome.record.warning_lines) print_to_stdout(line + "\n");
        stop_.after_game_strict(outcome, plan_.config.log.level);
        abort_ = true;
        outcome.abandoned = true;
    }
    if (outcome.abandoned && pgn_order_) {
        try {
            write_pgn(pgn_order_->dropped(outcome.record.id));
        } catch (const std::exception& e) {
            std::fprintf(stderr, "gambit-match: error: %s\n", e.what());
            stop_.output_failed(e.what());
        }
    }
    if (!outcome.abandoned && stops_run && plan_.config.dialect == Dialect::Fastchess) {
        // fastchess neither writes nor counts the game an engine failed in when it stops for it.
        const GameRecord& g = outcome.record;
        show(GameEvent{g, scoreboard_, false, true});
        apply_stop_rules(outcome);
    } else if (!outcome.abandoned) {
        const GameRecord& g = outcome.record;
        const EncounterStats* before = scoreboard_.find(g.white, g.black);
        const int pairs_before = before ? before->pairs_complete : 0;
        if (write_and_count(g)) {
            if (plan_.log)
                plan_.log->info("game {} finished: {} {} vs {} ({})", g.id + 1, to_pgn(g.result), g.white_name,
                                g.black_name, g.reason);
            show(GameEvent{g, scoreboard_, scoreboard_.find(g.white, g.black)->pairs_complete > pairs_before, stops_run});
            apply_stop_rules(outcome);
        }
    }
    // A knockout's next stage exists once its last game is in.
    if (in_flight_ == 0 && !stop_.stopped()) {
        scheduler_->plan_more(scoreboard_);
        progress_.planned = static_cast<int>(scheduler_->games().size());
    }
    more_games_.notify_all();
}

bool Tournament::write_and_count(const GameRecord& g) {
    try {
        // PGN first, then the state that covers it: a kill in between leaves PGN bytes the state does not
        // count, and -resume cuts them off.
        if (pgn_order_)
            write_pgn(pgn_order_->finished(g.id, format_game_pgn(g, plan_.config)));
        else if (pgn_)
            pgn_->append_text(format_game_pgn(g, plan_.config));
        if (!plan_.config.epdout.empty()) append_epd(plan_.config.epdout, g, plan_.config.dialect == Dialect::Fastchess);
        plan_.state.finished.push_back(finished_game(g));
        count(plan_.state.finished.back());
        ++progress_.done;
        save_outputs("running");
        return true;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gambit-match: error: %s\n", e.what());
        stop_.output_failed(e.what());
        abort_ = true;
        return false;
    }
}

void Tournament::count(const FinishedGame& f) {
    scoreboard_.add(f.entry());
    garbage_lines_[static_cast<std::size_t>(f.white)] += f.garbage_lines[0];
    garbage_lines_[static_cast<std::size_t>(f.black)] += f.garbage_lines[1];
    for (int side : {0, 1})
        for (const auto& [key, n] : f.warnings[side])
            warnings_[static_cast<std::size_t>(side == 0 ? f.white : f.black)][key] += n;
}

void Tournament::show(const GameEvent& event) {
    const MatchConfig& c = plan_.config;
    for (const auto& line : event.game.warning_lines) print_to_stdout(line + "\n");
    if (pgn_ && c.crc32_pgn) print_to_stdout(crc32_line(c.pgn.file, pgn_->crc32()) + "\n");
    console_->game_finished(event, progress_);
}

RunEnd Tournament::run_end() const {
    switch (stop_.reason()) {
        case StopReason::Sprt: return RunEnd::Sprt;
        case StopReason::StopFile: return RunEnd::StopFile;
        case StopReason::EngineFailure: return RunEnd::EngineFailure;
        case StopReason::Interrupted: return RunEnd::Interrupted;
        case StopReason::OutputError: return RunEnd::OutputError;
        case StopReason::Strict: return RunEnd::Strict;
        case StopReason::None: break;
    }
    return RunEnd::Finished;
}

void Tournament::apply_stop_rules(const GameOutcome& outcome) {
    const MatchConfig& c = plan_.config;
    stop_.after_game(outcome, c.recover);
    // Shards of one match leave the decision to the coordinator that merges them (docker/README.md).
    const EncounterStats& stats = *scoreboard_.find(outcome.record.white, outcome.record.black);
    if (c.sprt.enabled && c.shard_count == 1 && !stop_.stopped() &&
        sprt(stats, sprt_params(c.sprt)).verdict != elo::Verdict::Continue) {
        stop_.stop(StopReason::Sprt, "SPRT bound crossed; finishing the games in flight");
        if (console_->own_notes()) print_to_stdout(stop_.message() + "\n");
    }
}

void Tournament::engine_failure(const std::string& message) {
    std::lock_guard lock(mutex_);
    if (plan_.log) plan_.log->error("{}", message);
    stop_.engine_unavailable(message);
    more_games_.notify_all();
}

void Tournament::write_pgn(const std::vector<std::string>& texts) {
    for (const auto& text : texts) pgn_->append_text(text);
}

void Tournament::save_outputs(const std::string& status) {
    if (!plan_.config.state.empty() && plan_.config.dialect == Dialect::Fastchess) {
        // fastchess's own config.json, which its -config file= continues from (fastchess_resume.hpp): as
        // fastchess, every -autosaveinterval games of this session and when the run ends.
        const int interval = plan_.config.autosave_interval;
        const int played = progress_.done - progress_.done_before;
        if (status != "running" || (interval > 0 && played > 0 && played % interval == 0))
            write_file_atomically(plan_.config.state,
                                  fastchess_config_json(plan_.config, scoreboard_, plan_.state.seed).dump(4) + "\n");
    } else if (!plan_.config.state.empty()) {
        plan_.state.pgn_bytes = pgn_ ? pgn_->size() : -1;
        write_file_atomically(plan_.config.state, [this](std::ostream& out) { write_state(out, plan_.state); });
    }
    if (!plan_.config.results.empty()) {
        ResultsSnapshot r{&plan_.config, plan_.state.match_id, names_, progress_.planned, &scoreboard_,
                          garbage_lines_, warnings_, status, status == "running" ? "" : stop_.message()};
        const nlohmann::ordered_json games = status == "running" ? nlohmann::ordered_json() : game_records();
        if (status != "running") r.games = &games;
        write_file_atomically(plan_.config.results, results_to_json(r).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
    }
}

nlohmann::ordered_json Tournament::game_records() const {
    std::map<int, const ScheduledGame*> scheduled;
    for (const auto& g : scheduler_->games()) scheduled[g.id] = &g;
    nlohmann::ordered_json games = nlohmann::ordered_json::array();
    for (const auto& f : plan_.state.finished) {
        nlohmann::ordered_json g;
        g["white"] = names_[static_cast<std::size_t>(f.white)];
        g["black"] = names_[static_cast<std::size_t>(f.black)];
        g["result"] = to_pgn(f.result);
        g["termination"] = to_key(f.termination);
        if (f.pair >= 0) g["pair"] = f.pair;
        const auto it = scheduled.find(f.id);
        if (it != scheduled.end() && it->second->opening >= 0) {
            const openings::Opening& o = plan_.book[static_cast<std::size_t>(it->second->opening)];
            g["opening"] = {{"fen", o.fen}, {"moves", o.moves}};
        }
        games.push_back(std::move(g));
    }
    return games;
}

const char* Tournament::final_status() const {
    switch (stop_.reason()) {
        case StopReason::Sprt: return "sprt_stopped";
        case StopReason::StopFile: return "stopped";
        case StopReason::EngineFailure: return "engine_failure";
        case StopReason::Interrupted: return "interrupted";
        case StopReason::OutputError: return "error";
        case StopReason::Strict: return "strict_stopped";
        case StopReason::None: break;
    }
    return "finished";
}

int Tournament::final_exit_code() const {
    if (stop_.exit_code() != exit_code::ok) return stop_.exit_code();
    if (!plan_.config.ci || !plan_.config.sprt.enabled) return exit_code::ok;
    const auto verdict = sprt(scoreboard_.encounters()[0], sprt_params(plan_.config.sprt)).verdict;
    if (verdict == elo::Verdict::AcceptH1) return exit_code::ok;
    return verdict == elo::Verdict::AcceptH0 ? exit_code::sprt_h0 : exit_code::sprt_none;
}

}  // namespace gambit::match
