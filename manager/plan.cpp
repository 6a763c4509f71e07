#include "manager/plan.hpp"

#include <cstdio>
#include <filesystem>
#include <random>

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/spdlog.h>

#include "manager/config_json.hpp"

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

std::shared_ptr<spdlog::logger> make_logger(const LogSettings& settings) {
    if (settings.file.empty()) return nullptr;
    try {
        auto sink = std::make_shared<spdlog::sinks::basic_file_sink_mt>(settings.file);
        auto log = std::make_shared<spdlog::logger>("gambit-match", sink);
        log->set_level(settings.engine ? spdlog::level::trace : spdlog::level::from_str(settings.level));
        log->flush_on(spdlog::level::warn);
        return log;
    } catch (const spdlog::spdlog_ex& e) {
        throw UsageError("-log: " + std::string(e.what()));
    }
}

std::uint64_t fnv1a(const std::string& text) {
    std::uint64_t h = 1469598103934665603ULL;
    for (unsigned char c : text) h = (h ^ c) * 1099511628211ULL;
    return h;
}

}  // namespace

std::string compute_match_id(const MatchConfig& config, std::uint64_t seed, std::size_t book_size, std::size_t games) {
    auto j = config_to_json(config);
    for (const char* key : {"concurrency", "pgnout", "results", "state", "ratinginterval", "log", "shard", "ci", "recover", "stopfile"})
        j.erase(key);
    j["seed"] = seed;
    j["book_size"] = book_size;
    j["games"] = games;
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(fnv1a(j.dump())));
    return buf;
}

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
        // The run continues with its saved settings; only these may change between sessions.
        MatchConfig saved = config_from_json(plan.state.config, config.state);
        const MatchConfig& now = command_line.config;
        if (command_line.given.count("concurrency")) saved.concurrency = now.concurrency;
        if (command_line.given.count("log")) saved.log = now.log;
        if (command_line.given.count("ratinginterval")) saved.rating_interval = now.rating_interval;
        saved.state = now.state;
        saved.resume = true;
        saved.seed = plan.state.seed;
        config = saved;
    }
    validate(config);
    fill_names(config);
    plan.log = make_logger(config.log);

    if (!config.openings.file.empty()) {
        try {
            plan.book = openings::load_book(config.openings.file, openings::parse_format(config.openings.format),
                                            config.openings.plies, config.chess960());
        } catch (const std::invalid_argument& e) {
            throw UsageError("-openings: " + std::string(e.what()));
        } catch (const std::exception& e) {  // openings::BookError: "file:line: what was wrong"
            throw UsageError(e.what());
        }
    }
    const std::uint64_t seed = config.seed ? *config.seed : std::random_device{}();
    config.seed = seed;
    const auto full = make_schedule(config, plan.book.size(), seed);
    plan.games = shard(full, config.shard_index, config.shard_count);
    const std::string id = compute_match_id(config, seed, plan.book.size(), full.size());
    if (config.resume) {
        if (plan.state.match_id != id)
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
    plan.state.config = config_to_json(config);
    if (plan.log) plan.log->info("match {}: {} games planned, seed {}", id, plan.games.size(), seed);
    return plan;
}

}  // namespace gambit::match
