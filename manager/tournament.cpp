#include "manager/tournament.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <set>
#include <ostream>
#include <thread>

#include <spdlog/spdlog.h>

#include "manager/atomic_file.hpp"
#include "manager/config_json.hpp"
#include "manager/engine_pool.hpp"
#include "manager/epd_out.hpp"
#include "manager/exit_codes.hpp"
#include "manager/game_setup.hpp"
#include "manager/results_json.hpp"

namespace gambit::match {

// One game slot: a thread that plays games one after another with engine processes it owns and reuses.
class Tournament::Slot {
public:
    Slot(Tournament& t, std::vector<int> cpus) : t_(t), engines_(t.plan_.config, std::move(cpus), t.plan_.log) {}

    void run() {
        bool first = true;
        while (auto game = t_.next_game()) {
            if (!first && t_.plan_.config.wait_ms > 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(t_.plan_.config.wait_ms));
            first = false;
            Engine* white = engines_.get(game->white);
            Engine* black = white ? engines_.get(game->black) : nullptr;
            if (!white || !black) {
                // Killed between games with the rest of the job: the interrupt that follows ends the slot.
                if (engines_.stopped_from_outside() && interrupt_follows(t_.abort_)) return;
                t_.engine_failure(engines_.error());
                return;
            }
            if (t_.plan_.config.output == OutputFormat::Fastchess) t_.game_started(*game);
            GameOutcome outcome = play_game(t_.setup_for(*game), *white, *black, t_.abort_, t_.plan_.log);
            engines_.finished_game(game->white, outcome.engine_failed[0]);
            engines_.finished_game(game->black, outcome.engine_failed[1]);
            t_.record(std::move(outcome));
        }
    }

private:
    Tournament& t_;
    EnginePool engines_;
};

Tournament::Tournament(TournamentPlan plan)
    : plan_(std::move(plan)),
      scoreboard_(encounters(plan_.config.tournament, static_cast<int>(plan_.config.engines.size())),
                  plan_.config.report_penta && plan_.config.sprt.model != "bayesian"),
      garbage_lines_(plan_.config.engines.size(), 0), warnings_(plan_.config.engines.size()) {
    for (const auto& e : plan_.config.engines) names_.push_back(e.process.name);
    std::set<int> finished;
    for (const auto& f : plan_.state.finished) {
        finished.insert(f.id);
        scoreboard_.add(f.entry());
        garbage_lines_[static_cast<std::size_t>(f.white)] += f.garbage_lines[0];
        garbage_lines_[static_cast<std::size_t>(f.black)] += f.garbage_lines[1];
        for (int side : {0, 1})
            for (const auto& [key, count] : f.warnings[side])
                warnings_[static_cast<std::size_t>(side == 0 ? f.white : f.black)][key] += count;
    }
    for (const auto& g : plan_.games)
        if (!finished.count(g.id)) queue_.push_back(g);
    if (!plan_.config.pgn.file.empty())
        pgn_ = std::make_unique<PgnWriter>(plan_.config.pgn.file, plan_.config.resume ? plan_.state.pgn_bytes
                                                                   : plan_.config.pgn.append ? -1 : 0);
    if (pgn_ && plan_.config.crc32_pgn) pgn_->track_crc32();
    progress_.planned = static_cast<int>(plan_.games.size());
    next_id_ = static_cast<int>(plan_.games.size());
    for (const auto& g : plan_.games) next_pair_ = std::max(next_pair_, g.pair + 1);
    if (plan_.config.tournament == TournamentKind::Knockout)
        bracket_ = first_knockout_round(static_cast<int>(plan_.config.engines.size()), plan_.config.seeds);
    progress_.done = progress_.done_before = static_cast<int>(plan_.state.finished.size());
}

Tournament::~Tournament() = default;

std::optional<ScheduledGame> Tournament::next_game() {
    std::lock_guard lock(mutex_);
    if (stop_ == Stop::None && !plan_.config.stopfile.empty() && std::filesystem::exists(plan_.config.stopfile)) {
        stop_ = Stop::StopFile;
        stop_message_ = "stop file " + plan_.config.stopfile + " found; finishing the games in flight";
        print(stop_message_ + "\n");
    }
    std::unique_lock wait(mutex_, std::adopt_lock);
    // A knockout stage's next games exist only once its last game is in.
    const bool knockout = plan_.config.tournament == TournamentKind::Knockout;
    more_games_.wait(wait, [&] { return !knockout || stop_ != Stop::None || next_ < queue_.size() || in_flight_ == 0; });
    wait.release();
    if (stop_ != Stop::None || next_ >= queue_.size()) return std::nullopt;
    ++in_flight_;
    return queue_[next_++];
}

void Tournament::advance_knockout() {
    constexpr int max_tie_breaks = 5;  // then the engine placed higher in the bracket goes on
    const MatchConfig& c = plan_.config;
    auto a_won = [&](int a, int b) {
        const EncounterStats& s = *scoreboard_.find(a, b);
        const double a_minus_b = (s.wdl.wins - s.wdl.losses) * (s.a == a ? 1 : -1);
        return a_minus_b > 0 || (a_minus_b == 0 && tie_breaks_ >= max_tie_breaks);
    };
    std::vector<ScheduledGame> games;
    if (tie_breaks_ < max_tie_breaks) {
        for (auto [a, b] : knockout_pairings(bracket_)) {
            const EncounterStats& s = *scoreboard_.find(a, b);
            if (s.wdl.wins != s.wdl.losses)
                continue;
            auto extra = schedule_encounters(c, {{a, b}}, plan_.book.size(), *c.seed, next_id_ + static_cast<int>(games.size()),
                                             next_pair_, stage_, 1, 2);
            next_pair_ += 1;
            games.insert(games.end(), extra.begin(), extra.end());
        }
        if (!games.empty()) ++tie_breaks_;
    }
    if (games.empty()) {
        bracket_ = next_knockout_round(bracket_, a_won);
        tie_breaks_ = 0;
        if (bracket_.size() == 1) {
            print("Knockout winner: " + names_[static_cast<std::size_t>(bracket_[0])] + "\n");
            return;
        }
        ++stage_;
        games = schedule_encounters(c, knockout_pairings(bracket_), plan_.book.size(), *c.seed, next_id_, next_pair_,
                                    stage_ * c.rounds, c.rounds);
        std::string line = "Knockout stage " + std::to_string(stage_ + 1) + ":";
        for (auto [a, b] : knockout_pairings(bracket_))
            line += " " + names_[static_cast<std::size_t>(a)] + " vs " + names_[static_cast<std::size_t>(b)] + ";";
        print(line + "\n");
    }
    for (const auto& g : games) {
        next_pair_ = std::max(next_pair_, g.pair + 1);
        queue_.push_back(g);
    }
    next_id_ += static_cast<int>(games.size());
    progress_.planned += static_cast<int>(games.size());
}

GameSetup Tournament::setup_for(const ScheduledGame& game) const {
    return make_game_setup(plan_.config, plan_.book, game);
}

void Tournament::game_started(const ScheduledGame& game) {
    std::lock_guard lock(mutex_);
    print(fastchess_started_line(game.id + 1, progress_.planned, names_[static_cast<std::size_t>(game.white)],
                                 names_[static_cast<std::size_t>(game.black)]) + "\n");
}

void Tournament::print(const std::string& text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

void Tournament::save_outputs(const std::string& status) {
    if (!plan_.config.state.empty()) {
        plan_.state.pgn_bytes = pgn_ ? pgn_->size() : -1;
        write_file_atomically(plan_.config.state, [this](std::ostream& out) { write_state(out, plan_.state); });
    }
    if (!plan_.config.results.empty()) {
        ResultsSnapshot r{&plan_.config, plan_.state.match_id, names_, progress_.planned, &scoreboard_,
                          garbage_lines_, warnings_, status, status == "running" ? "" : stop_message_};
        const nlohmann::ordered_json games = status == "running" ? nlohmann::ordered_json() : game_records();
        if (status != "running") r.games = &games;
        write_file_atomically(plan_.config.results, results_to_json(r).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
    }
}

void Tournament::record(GameOutcome outcome) {
    std::lock_guard lock(mutex_);
    --in_flight_;
    // Whatever happens below, slots waiting for a knockout stage look again.
    struct Notify {
        Tournament& t;
        ~Notify() {
            if (t.plan_.config.tournament == TournamentKind::Knockout && t.in_flight_ == 0 && t.next_ >= t.queue_.size() &&
                t.stop_ == Stop::None)
                t.advance_knockout();
            t.more_games_.notify_all();
        }
    } notify{*this};
    if (outcome.abandoned) return;  // interrupted: not a result; -resume plays it again
    const GameRecord& g = outcome.record;
    FinishedGame f;
    f.id = g.id, f.pair = g.pair, f.white = g.white, f.black = g.black;
    f.result = g.result;
    f.termination = g.termination;
    f.plies = static_cast<int>(g.moves.size());
    f.garbage_lines[0] = g.garbage_lines[0];
    f.garbage_lines[1] = g.garbage_lines[1];
    f.warnings[0] = g.warnings[0];
    f.warnings[1] = g.warnings[1];
    const EncounterStats* before = scoreboard_.find(g.white, g.black);
    const int pairs_before = before ? before->pairs_complete : 0;
    try {
        // PGN first, then the state that covers it: a kill in between leaves PGN bytes the state does not
        // count, and -resume cuts them off.
        if (pgn_) pgn_->append(g, plan_.config.event, plan_.config.pgn, plan_.config.site);
        if (!plan_.config.epdout.empty()) append_epd(plan_.config.epdout, g);
        plan_.state.finished.push_back(f);
        scoreboard_.add(f.entry());
        garbage_lines_[static_cast<std::size_t>(g.white)] += g.garbage_lines[0];
        garbage_lines_[static_cast<std::size_t>(g.black)] += g.garbage_lines[1];
        for (int side : {0, 1})
            for (const auto& [key, count] : g.warnings[side])
                warnings_[static_cast<std::size_t>(side == 0 ? g.white : g.black)][key] += count;
        ++progress_.done;
        save_outputs("running");
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gambit-match: error: %s\n", e.what());
        stop_ = Stop::OutputError;
        stop_message_ = e.what();
        abort_ = true;
        return;
    }
    if (plan_.log)
        plan_.log->info("game {} finished: {} {} vs {} ({})", g.id + 1, to_pgn(g.result), g.white_name, g.black_name,
                        g.reason);

    const EncounterStats* stats = scoreboard_.find(g.white, g.black);
    const MatchConfig& c = plan_.config;
    const bool score_due = c.score_interval > 0 && progress_.done % c.score_interval == 0;
    const bool rating_due = c.rating_interval > 0 && progress_.done % c.rating_interval == 0 && progress_.done < progress_.planned;
    for (const auto& line : g.warning_lines) print(line + "\n");
    if (pgn_ && c.crc32_pgn) print(crc32_line(c.pgn.file, pgn_->crc32()) + "\n");
    switch (c.output) {
        case OutputFormat::Gambit:
            if (score_due) print(status_line(g, *stats, names_, c, progress_) + "\n");
            if (rating_due) print(rating_block(*stats, names_, c));
            break;
        case OutputFormat::Cutechess:
            print(finished_game_line(g, fastchess_reason(g)) + "\n");
            if (score_due) print(cutechess_score_line(*stats, names_) + "\n");
            if (rating_due) print(cutechess_rating_lines(*stats, c));
            break;
        case OutputFormat::Fastchess: {
            // As fastchess: the block after every -ratinginterval-th complete pair (every N-th game with
            // -report penta=false), and after the last game of the run.
            print(finished_game_line(g, fastchess_reason(g)) + "\n");
            const bool pair_done = stats->pairs_complete > pairs_before;
            const bool interval = c.rating_interval > 0 &&
                                  (stats->pentanomial ? pair_done && (g.pair + 1) % c.rating_interval == 0
                                                      : progress_.done % c.rating_interval == 0);
            results_block_printed_ = interval || progress_.done == progress_.planned;
            if (results_block_printed_) print(fastchess_results_block(*stats, names_, c));
            break;
        }
    }
    if (c.outcome_interval > 0 && progress_.done % c.outcome_interval == 0) print(terminations_line());

    if ((outcome.engine_failed[0] || outcome.engine_failed[1]) && !plan_.config.recover && stop_ == Stop::None) {
        stop_ = Stop::EngineFailure;
        stop_message_ = g.reason + " (use -recover to restart engines and go on)";
    }
    // Shards of one match leave the decision to the coordinator that merges them (docker/README.md).
    if (plan_.config.sprt.enabled && plan_.config.shard_count == 1 && stop_ == Stop::None &&
        sprt(*stats, sprt_params(plan_.config.sprt)).verdict != elo::Verdict::Continue) {
        stop_ = Stop::Sprt;
        stop_message_ = "SPRT bound crossed; finishing the games in flight";
        print(stop_message_ + "\n");
    }
}

nlohmann::ordered_json Tournament::game_records() const {
    std::map<int, const ScheduledGame*> scheduled;
    for (const auto& g : plan_.games) scheduled[g.id] = &g;
    for (const auto& g : queue_) scheduled[g.id] = &g;  // knockout stages planned during the run
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

std::string Tournament::terminations_line() const {
    std::string line = "Terminations:";
    for (const auto& [reason, count] : scoreboard_.terminations()) line += " " + reason + "=" + std::to_string(count);
    return line + "\n";
}

void Tournament::engine_failure(const std::string& message) {
    std::lock_guard lock(mutex_);
    if (plan_.log) plan_.log->error("{}", message);
    if (stop_ == Stop::None || stop_ == Stop::Sprt) {
        stop_ = Stop::EngineFailure;
        stop_message_ = message;
    }
    more_games_.notify_all();
}

void Tournament::interrupt() {
    std::lock_guard lock(mutex_);
    abort_ = true;
    if (stop_ != Stop::OutputError) stop_ = Stop::Interrupted;
    stop_message_ = "interrupted by a signal";
    more_games_.notify_all();
}

int Tournament::run() {
    progress_.started = std::chrono::steady_clock::now();
    if (plan_.config.output != OutputFormat::Fastchess)  // fastchess prints no such line
        print("Started: " + std::to_string(progress_.planned) + " games planned" +
              (progress_.done_before ? " (" + std::to_string(progress_.done_before) + " already played)" : "") +
              ", concurrency " + std::to_string(plan_.config.concurrency) + "\n");
    try {
        std::lock_guard lock(mutex_);
        save_outputs("running");
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gambit-match: error: %s\n", e.what());
        return exit_code::error;
    }

    const auto slots = std::min<std::size_t>(static_cast<std::size_t>(plan_.config.concurrency), queue_.size());
    {
        std::vector<std::jthread> threads;
        const auto shares = affinity_shares(plan_.config, slots);
        for (std::size_t i = 0; i < slots; ++i) threads.emplace_back([this, cpus = shares[i]] { Slot(*this, cpus).run(); });
    }

    std::lock_guard lock(mutex_);
    const char* status = stop_ == Stop::Sprt ? "sprt_stopped"
                         : stop_ == Stop::StopFile ? "stopped"
                         : stop_ == Stop::EngineFailure ? "engine_failure"
                         : stop_ == Stop::Interrupted ? "interrupted"
                         : stop_ == Stop::OutputError ? "error" : "finished";
    try {
        save_outputs(status);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gambit-match: error: %s\n", e.what());
        stop_ = Stop::OutputError;
    }
    if (plan_.config.output == OutputFormat::Fastchess) {
        // fastchess's ending: the last block (unless the last game printed it) and "Finished match", which
        // fishtest's worker waits for. No summary of terminations: its "stall=" would count as a crash there.
        if (!results_block_printed_)
            for (const auto& stats : scoreboard_.encounters())
                if (stats.games > 0) print(fastchess_results_block(stats, names_, plan_.config));
        print("Finished match\n");
        if (stop_ == Stop::EngineFailure || stop_ == Stop::Interrupted || stop_ == Stop::OutputError)
            std::fprintf(stderr, "gambit-match: %s%s\n", stop_message_.c_str(),
                         stop_ == Stop::Interrupted && !plan_.config.state.empty() ? "; continue with -resume" : "");
        return final_exit_code();
    }
    std::string summary = "\nFinished: " + std::to_string(progress_.done) + " of " + std::to_string(progress_.planned) +
                          " games in " +
                          format_duration(std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                                                        progress_.started).count()) + "\n";
    for (const auto& stats : scoreboard_.encounters())
        if (stats.games > 0) summary += rating_block(stats, names_, plan_.config);
    summary += terminations_line();
    if (plan_.config.tournament == TournamentKind::Match && scoreboard_.encounters()[0].games > 0)
        summary += "\n" + commit_block(scoreboard_.encounters()[0], plan_.config);
    print(summary);
    if (stop_ == Stop::EngineFailure || stop_ == Stop::Interrupted || stop_ == Stop::OutputError)
        std::fprintf(stderr, "gambit-match: %s%s\n", stop_message_.c_str(),
                     stop_ == Stop::Interrupted && !plan_.config.state.empty() ? "; continue with -resume" : "");
    return final_exit_code();
}

int Tournament::final_exit_code() const {
    switch (stop_) {
        case Stop::EngineFailure: return exit_code::engine_failure;
        case Stop::Interrupted: return exit_code::interrupted;
        case Stop::OutputError: return exit_code::error;
        default: break;
    }
    if (!plan_.config.ci || !plan_.config.sprt.enabled) return exit_code::ok;
    const auto verdict = sprt(scoreboard_.encounters()[0], sprt_params(plan_.config.sprt)).verdict;
    if (verdict == elo::Verdict::AcceptH1) return exit_code::ok;
    return verdict == elo::Verdict::AcceptH0 ? exit_code::sprt_h0 : exit_code::sprt_none;
}

}  // namespace gambit::match
