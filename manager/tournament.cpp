#include "manager/tournament.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <set>
#include <thread>

#include <spdlog/spdlog.h>

#include "engine/chess/position.hpp"
#include "manager/atomic_file.hpp"
#include "manager/config_json.hpp"
#include "manager/exit_codes.hpp"
#include "manager/results_json.hpp"

namespace gambit::match {

// One game slot: a thread that plays games one after another with engine processes it owns and reuses.
class Tournament::Slot {
public:
    explicit Slot(Tournament& t) : t_(t), engines_(t.plan_.config.engines.size()), broken_(engines_.size()) {}

    void run() {
        while (auto game = t_.next_game()) {
            UciEngine* white = engine(game->white);
            UciEngine* black = white ? engine(game->black) : nullptr;
            if (!white || !black) return;
            GameOutcome outcome = play_game(t_.setup_for(*game), *white, *black, t_.abort_, t_.plan_.log);
            for (int side : {0, 1})
                if (outcome.engine_failed[side]) broken_[static_cast<std::size_t>(side == 0 ? game->white : game->black)] = true;
            t_.record(std::move(outcome));
        }
    }

private:
    // The running engine for index i: started on first use, restarted after a crash or stall (-recover).
    UciEngine* engine(int i) {
        const auto index = static_cast<std::size_t>(i);
        auto& e = engines_[index];
        const EngineSpec& spec = t_.plan_.config.engines[index];
        if (!e) {
            const bool chess960 = t_.plan_.config.chess960();
            EngineConfig process = spec.process;
            if (chess960) process.options.emplace_back("UCI_Chess960", "true");
            e = std::make_unique<UciEngine>(std::move(process), t_.plan_.log);
            if (e->start() != EngineStatus::Ok) {
                const bool lacks_chess960 = chess960 && e->error().find("'UCI_Chess960'") != std::string::npos;
                t_.engine_failure("engine '" + spec.process.name + "' " +
                                  (lacks_chess960 ? "does not offer UCI_Chess960, which -variant fischerandom needs"
                                                  : "failed to start: " + e->error()));
                e.reset();
                return nullptr;
            }
        } else if (broken_[index] || !e->alive()) {
            if (!t_.plan_.config.recover) {
                t_.engine_failure("engine '" + spec.process.name + "' failed and -recover is off");
                return nullptr;
            }
            if (t_.plan_.log) t_.plan_.log->info("restarting engine '{}'", spec.process.name);
            if (e->restart() != EngineStatus::Ok) {
                t_.engine_failure("engine '" + spec.process.name + "' failed to restart: " + e->error());
                return nullptr;
            }
            broken_[index] = false;
        }
        return e.get();
    }

    Tournament& t_;
    std::vector<std::unique_ptr<UciEngine>> engines_;
    std::vector<bool> broken_;
};

Tournament::Tournament(TournamentPlan plan)
    : plan_(std::move(plan)),
      scoreboard_(encounters(plan_.config.tournament, static_cast<int>(plan_.config.engines.size()))),
      garbage_lines_(plan_.config.engines.size(), 0) {
    for (const auto& e : plan_.config.engines) names_.push_back(e.process.name);
    std::set<int> finished;
    for (const auto& f : plan_.state.finished) {
        finished.insert(f.id);
        scoreboard_.add(f.entry());
        garbage_lines_[static_cast<std::size_t>(f.white)] += f.garbage_lines[0];
        garbage_lines_[static_cast<std::size_t>(f.black)] += f.garbage_lines[1];
    }
    for (const auto& g : plan_.games)
        if (!finished.count(g.id)) queue_.push_back(g);
    if (!plan_.config.pgnout.empty())
        pgn_ = std::make_unique<PgnWriter>(plan_.config.pgnout, plan_.config.resume ? plan_.state.pgn_bytes : -1);
    progress_.planned = static_cast<int>(plan_.games.size());
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
    if (stop_ != Stop::None || next_ >= queue_.size()) return std::nullopt;
    return queue_[next_++];
}

GameSetup Tournament::setup_for(const ScheduledGame& game) const {
    const MatchConfig& c = plan_.config;
    GameSetup s;
    GameRecord& h = s.header;
    h.id = game.id;
    h.pair = game.pair;
    h.round = game.round;
    h.white = game.white;
    h.black = game.black;
    h.white_name = names_[static_cast<std::size_t>(game.white)];
    h.black_name = names_[static_cast<std::size_t>(game.black)];
    h.start_fen = std::string(chess::StartFen);
    h.chess960 = plan_.config.chess960();
    if (game.opening >= 0) {
        const openings::Opening& o = plan_.book[static_cast<std::size_t>(game.opening)];
        h.start_fen = o.fen;
        h.opening_name = o.name;
        s.opening_moves = o.moves;
    }
    const int engines[2] = {game.white, game.black};
    for (int side : {0, 1}) {
        const EngineSpec& spec = c.engines[static_cast<std::size_t>(engines[side])];
        s.spec[side] = &spec;
        s.margin[side] = std::chrono::milliseconds(spec.timemargin_ms.value_or(c.timemargin_ms));
        (side == 0 ? h.white_tc : h.black_tc) = pgn_time_control(spec.tc);
    }
    s.move_timeout = std::chrono::milliseconds(c.move_timeout_ms);
    s.draw = c.draw;
    s.resign = c.resign;
    s.maxmoves = c.maxmoves;
    return s;
}

void Tournament::print(const std::string& text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

void Tournament::save_outputs(const std::string& status) {
    if (!plan_.config.state.empty()) {
        plan_.state.pgn_bytes = pgn_ ? pgn_->size() : -1;
        write_file_atomically(plan_.config.state, state_to_text(plan_.state));
    }
    if (!plan_.config.results.empty()) {
        ResultsSnapshot r{&plan_.config, plan_.state.match_id, names_, progress_.planned, &scoreboard_,
                          garbage_lines_, status, status == "running" ? "" : stop_message_};
        write_file_atomically(plan_.config.results, results_to_json(r).dump(2) + "\n");
    }
}

void Tournament::record(GameOutcome outcome) {
    std::lock_guard lock(mutex_);
    if (outcome.abandoned) return;  // interrupted: not a result; -resume plays it again
    const GameRecord& g = outcome.record;
    FinishedGame f;
    f.id = g.id, f.pair = g.pair, f.white = g.white, f.black = g.black;
    f.result = g.result;
    f.termination = g.termination;
    f.plies = static_cast<int>(g.moves.size());
    f.garbage_lines[0] = g.garbage_lines[0];
    f.garbage_lines[1] = g.garbage_lines[1];
    try {
        // PGN first, then the state that covers it: a kill in between leaves PGN bytes the state does not
        // count, and -resume cuts them off.
        if (pgn_) pgn_->append(g, plan_.config.event);
        plan_.state.finished.push_back(f);
        scoreboard_.add(f.entry());
        garbage_lines_[static_cast<std::size_t>(g.white)] += g.garbage_lines[0];
        garbage_lines_[static_cast<std::size_t>(g.black)] += g.garbage_lines[1];
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
    print(status_line(g, *stats, names_, plan_.config, progress_) + "\n");
    if (plan_.config.rating_interval > 0 && progress_.done % plan_.config.rating_interval == 0 &&
        progress_.done < progress_.planned)
        print(rating_block(*stats, names_, plan_.config));

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

void Tournament::engine_failure(const std::string& message) {
    std::lock_guard lock(mutex_);
    if (plan_.log) plan_.log->error("{}", message);
    if (stop_ == Stop::None || stop_ == Stop::Sprt) {
        stop_ = Stop::EngineFailure;
        stop_message_ = message;
    }
}

void Tournament::interrupt() {
    std::lock_guard lock(mutex_);
    abort_ = true;
    if (stop_ != Stop::OutputError) stop_ = Stop::Interrupted;
    stop_message_ = "interrupted by a signal";
}

int Tournament::run() {
    progress_.started = std::chrono::steady_clock::now();
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
        for (std::size_t i = 0; i < slots; ++i) threads.emplace_back([this] { Slot(*this).run(); });
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
    std::string summary = "\nFinished: " + std::to_string(progress_.done) + " of " + std::to_string(progress_.planned) +
                          " games in " +
                          format_duration(std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                                                        progress_.started).count()) + "\n";
    for (const auto& stats : scoreboard_.encounters())
        if (stats.games > 0) summary += rating_block(stats, names_, plan_.config);
    {
        summary += "Terminations:";
        for (const auto& [reason, count] : scoreboard_.terminations()) summary += " " + reason + "=" + std::to_string(count);
        summary += "\n";
    }
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
