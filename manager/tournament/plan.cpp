#include "manager/tournament/plan.hpp"

#include <cstdio>
#include <filesystem>
#include <random>

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include "manager/cli/config_json.hpp"
#include "manager/cli/flags.hpp"
#include "manager/game/engine_books.hpp"
#include "manager/game/syzygy.hpp"
#include "manager/output/gzip_log_sink.hpp"
#include "manager/tournament/fastchess_resume.hpp"

namespace gambit::match {
namespace {

// Engines without name= are called after their executable; repeated names get " (2)", " (3)".
void fill_names(MatchConfig& config) {
    for (std::size_t i = 0; i < config.engines.size(); ++i) {
        auto& name = config.engines[i].process.name;
        if (!name.empty()) continue;
        std::string base = std::filesystem::path(config.engines[i].process.cmd).filename().string();
        name = base;
        for (int n = 2;; ++n) {
            bool taken = false;
            for (std::size_t j = 0; j < config.engines.size(); ++j)
                taken = taken || (j != i && config.engines[j].process.name == name);
            if (!taken) break;
            name = base + " (" + std::to_string(n) + ")";
        }
    }
}

std::uint64_t fnv1a(const std::string& text) {
    std::uint64_t h = 1469598103934665603ULL;
    for (unsigned char c : text) h = (h ^ c) * 1099511628211ULL;
    return h;
}

}  // namespace

std::shared_ptr<spdlog::logger> make_logger(const LogSettings& settings, bool debug) {
    if (settings.file.empty() && !debug) return nullptr;
    try {
        std::vector<spdlog::sink_ptr> sinks;
        const auto file_level = settings.engine ? spdlog::level::trace
                                : settings.level == "fatal" ? spdlog::level::critical
                                                            : spdlog::level::from_str(settings.level);
        if (!settings.file.empty()) {
            spdlog::sink_ptr file;
            if (settings.compress)
                file = std::make_shared<GzipLogSink>(compressed_log_name(settings.file, std::chrono::system_clock::now()));
            else
                file = std::make_shared<spdlog::sinks::basic_file_sink_mt>(settings.file, !settings.append);
            file->set_level(file_level);
            sinks.push_back(file);
        }
        if (debug) sinks.push_back(std::make_shared<spdlog::sinks::stderr_sink_mt>());
        auto log = std::make_shared<spdlog::logger>("gambit-match", sinks.begin(), sinks.end());
        log->set_level(debug ? spdlog::level::trace : file_level);  // each sink filters for itself
        log->flush_on(settings.realtime || debug ? spdlog::level::trace : spdlog::level::warn);
        return log;
    } catch (const spdlog::spdlog_ex& e) {
        throw UsageError("-log: " + std::string(e.what()));
    }
}

std::vector<openings::Opening> load_opening_book(const MatchConfig& config) {
    if (config.openings.file.empty()) return {};
    try {
        return openings::load_book(config.openings.file, openings::parse_format(config.openings.format),
                                   config.openings.plies, config.chess960());
    } catch (const std::invalid_argument& e) {
        throw UsageError("-openings: " + std::string(e.what()));
    } catch (const std::exception& e) {  // openings::BookError: "file:line: what was wrong"
        throw UsageError(e.what());
    }
}

// The keys of the settings that may differ between the sessions or shards of one match (outputs,
// concurrency, the shard): they are not part of its id.
std::vector<std::string> session_keys() {
    std::vector<std::string> keys;
    for (const FlagRow& row : flag_table())
        if (row.saved.per_session)
            for (std::string_view key : row.saved.keys)
                if (!key.empty()) keys.emplace_back(key);
    return keys;
}

std::string match_id_of(nlohmann::ordered_json settings, std::uint64_t seed, std::size_t book_size, std::size_t games) {
    for (const std::string& key : session_keys()) settings.erase(key);
    settings["seed"] = seed;
    settings["book_size"] = book_size;
    settings["games"] = games;
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(fnv1a(settings.dump())));
    return buf;
}

std::string compute_match_id(const MatchConfig& config, std::uint64_t seed, std::size_t book_size, std::size_t games) {
    return match_id_of(config_to_json(config), seed, book_size, games);
}

namespace {

// A flag given with -resume that the state overrides is a mistake worth one line (a new -pgnout, an
// engine option): the run goes on as it was started, and the user should know.
void report_ignored_flags(const CommandLine& command_line) {
    std::string ignored;
    for (const std::string& flag : command_line.given) {
        const FlagRow* row = find_flag(flag);
        if (!row || row->on_resume == OnResume::KeepsSaved) ignored += (ignored.empty() ? "-" : ", -") + flag;
    }
    if (ignored.empty()) return;
    std::string allowed;
    for (const FlagRow& row : flag_table())
        if (row.on_resume == OnResume::TakesNew) allowed += (allowed.empty() ? "-" : ", -") + std::string(row.name);
    std::fprintf(stderr, "gambit-match: warning: -resume ignores %s: the run keeps the settings of its state file (only %s may change)\n",
                 ignored.c_str(), allowed.c_str());
}

// The settings a resumed run continues with: its state file's, with the keys of the flags given again that
// may change between sessions taken from the command line.
nlohmann::ordered_json resumed_settings(nlohmann::ordered_json saved, const CommandLine& command_line) {
    const nlohmann::ordered_json now = config_to_json(command_line.config);
    for (const std::string& flag : command_line.given) {
        const FlagRow* row = find_flag(flag);
        if (!row || row->on_resume != OnResume::TakesNew) continue;
        for (std::string_view name : row->saved.keys) {
            const std::string key(name);
            if (key.empty()) continue;
            if (now.contains(key)) saved[key] = now[key];
            else saved.erase(key);
        }
    }
    return saved;
}

}  // namespace

TournamentPlan make_plan(const CommandLine& command_line) {
    TournamentPlan plan;
    MatchConfig& config = plan.config;
    config = command_line.config;
    if (config.resume && !config.state.empty() && !std::filesystem::exists(config.state)) {
        // A job that is always started with -resume (a retried shard) begins the run the first time.
        std::printf("No state file %s yet: starting a new run\n", config.state.c_str());
        config.resume = false;
    }
    if (config.resume) {
        if (config.state.empty()) throw UsageError("-resume needs -state file=F");
        plan.state = load_state(config.state);
        MatchConfig saved = config_from_json(resumed_settings(plan.state.config, command_line), config.state);
        report_ignored_flags(command_line);
        saved.state = command_line.config.state;
        saved.resume = true;
        saved.seed = plan.state.seed;
        config = saved;
    }
    validate(config);
    if (config.tb.enabled()) syzygy::load(config.tb.paths);  // a folder without tables: a UsageError naming it
    fill_names(config);
    plan.log = make_logger(config.log, config.debug);

    plan.book = load_opening_book(config);
    const std::uint64_t seed = config.seed ? *config.seed : std::random_device{}();
    config.seed = seed;
    plan.engine_books = make_engine_books(config, seed, plan.book.size());
    const auto full = make_schedule(config, plan.book.size(), seed);
    plan.games = shard(full, config.shard_index, config.shard_count);
    // A resumed run keeps its settings as its state file wrote them, with only the session's keys updated,
    // and its id is checked on that text: a state written by an older gambit-match, before settings were
    // added that it did not write (their defaults are what it played), still resumes.
    nlohmann::ordered_json settings = config_to_json(config);
    if (config.resume) {
        nlohmann::ordered_json kept = plan.state.config;
        for (const std::string& key : session_keys()) {
            if (settings.contains(key)) kept[key] = settings[key];
            else kept.erase(key);
        }
        settings = std::move(kept);
    }
    const std::string id = match_id_of(settings, seed, plan.book.size(), full.size());
    // fastchess's config.json has results but no games and no match id (fastchess_resume.hpp).
    if (config.resume && !plan.state.tallies.empty()) plan.state.finished = games_of_tallies(plan.state, config, full);
    if (config.resume) {
        if (plan.state.match_id != id && !plan.state.match_id.empty())
            throw UsageError(config.state + ": the state belongs to a different match (settings or opening book changed)");
        std::set<int> planned;
        for (const auto& g : plan.games) planned.insert(g.id);
        for (const auto& f : plan.state.finished)
            if (!planned.count(f.id)) throw UsageError(config.state + ": finished game " + std::to_string(f.id + 1) + " is not in the schedule");
    } else {
        plan.state.finished.clear();
        plan.state.pgn_bytes = -1;
    }
    plan.state.match_id = id;
    plan.state.seed = seed;
    plan.state.games_planned = static_cast<int>(plan.games.size());
    plan.state.config = std::move(settings);
    if (plan.log) plan.log->info("match {}: {} games planned, seed {}", id, plan.games.size(), seed);
    return plan;
}

}  // namespace gambit::match
