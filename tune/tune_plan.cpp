#include "tune/tune_plan.hpp"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <random>

#include "manager/cli/command_line.hpp"
#include "client/uci_engine.hpp"
#include "client/uci_option.hpp"
#include "manager/tournament/plan.hpp"

namespace gambit::tune {
namespace {

using match::UsageError;

void validate(const match::MatchConfig& c, const SpsaSettings& spsa) {
    if (c.resume && c.state.empty()) throw UsageError("-resume needs -state file=F");
    if (c.engines.size() != 1)
        throw UsageError("give the tuned engine once (-engine cmd=...); both sides of every game are that engine");
    const match::EngineSpec& e = c.engines[0];
    if (e.process.cmd.empty()) throw UsageError("-engine: missing cmd=");
    if (!e.tc.limited()) throw UsageError("-engine: no time control (tc=, st=, nodes= or depth=)");
    if (e.protocol != match::Protocol::Uci) throw UsageError("-engine: gambit-tune tunes UCI engines (proto=uci)");
    // The tuner's game loop does not consult engine books; refusing keeps a match line from tuning something else.
    if (!e.book.empty()) throw UsageError("-engine book=" + e.book + ": gambit-tune plays no engine books (use -openings)");
    for (const SpsaParam& p : spsa.params)
        for (const auto& [name, value] : e.process.options)
            if (match::iequals(name, p.name))
                throw UsageError("option." + name + "=" + value + ": '" + p.name + "' is tuned by -spsa; remove the option");
    if (c.chess960() && c.openings.file.empty())
        throw UsageError("-variant fischerandom needs -openings file=F with its start positions");
    if (c.openings.policy != "round") throw UsageError("-openings policy=: every iteration takes the next opening (round)");
}

// Starts the engine once and reads its options: which parameters are integers, and whether they fit.
std::vector<bool> probe_options(const match::EngineSpec& spec, const std::vector<SpsaParam>& params) {
    match::UciEngine engine(spec.process, nullptr);
    if (engine.start() != match::EngineStatus::Ok)
        throw EngineProbeError("engine '" + spec.process.name + "' failed to start: " + engine.error());
    std::vector<bool> integer;
    for (const SpsaParam& p : params) {
        std::optional<match::UciOption> found;
        for (const auto& line : engine.advertised_options())
            if (auto option = match::parse_option(line); option && match::iequals(option->name, p.name)) found = option;
        if (!found) throw UsageError("parameter '" + p.name + "': the engine has no such option");
        if (found->type == "spin") {
            const double lo = std::ceil(p.min), hi = std::floor(p.max);
            if (lo > hi) throw UsageError("parameter '" + p.name + "': no integer lies in [min, max]");
            if ((found->min && lo < static_cast<double>(*found->min)) || (found->max && hi > static_cast<double>(*found->max)))
                throw UsageError("parameter '" + p.name + "': [" + number_text(p.min) + ", " + number_text(p.max) +
                                 "] exceeds the option's range [" + std::to_string(found->min.value_or(0)) + ", " +
                                 std::to_string(found->max.value_or(0)) + "]");
            integer.push_back(true);
        } else if (found->type == "string") {
            integer.push_back(false);
        } else {
            throw UsageError("parameter '" + p.name + "': option of type " + found->type +
                             " (tunable options are spin or string)");
        }
    }
    return integer;
}

}  // namespace

TunePlan make_tune_plan(const TuneCommandLine& command_line) {
    TunePlan plan;
    TuneState& state = plan.state;
    match::MatchConfig config = command_line.match.config;
    bool resume = config.resume;
    if (resume && !config.state.empty() && !std::filesystem::exists(config.state)) {
        std::printf("No state file %s yet: starting a new run\n", config.state.c_str());
        resume = false;
        if (command_line.spsa.params.empty())
            throw UsageError("-resume: " + config.state + " does not exist, and without it -spsa params=F iterations=N is needed");
    }
    if (resume) {
        if (config.state.empty()) throw UsageError("-resume needs -state file=F");
        state = load_tune_state(config.state);
        const auto& given = command_line.match.given;
        if (given.count("concurrency")) state.config.concurrency = config.concurrency;
        if (given.count("log")) state.config.log = config.log;
        if (given.count("debug")) state.config.debug = config.debug;
        state.config.state = config.state;
        state.config.resume = true;
    } else {
        config.resume = false;
        state.config = config;
        state.spsa = command_line.spsa;
        state.seed = config.seed ? *config.seed : std::random_device{}();
        state.config.seed = state.seed;
        state.inflight = state.spsa.inflight > 0 ? state.spsa.inflight : config.concurrency;
        std::vector<double> start;
        for (const SpsaParam& p : state.spsa.params) start.push_back(p.start);
        state.progress.theta = {start};
    }
    const match::MatchConfig& c = state.config;
    validate(c, state.spsa);
    if (static_cast<int>(state.progress.results.size()) > state.spsa.iterations)
        throw UsageError(c.state + ": more iterations applied than planned");

    plan.match = c;
    match::EngineSpec& tuned = plan.match.engines[0];
    if (tuned.process.name.empty()) tuned.process.name = std::filesystem::path(tuned.process.cmd).filename().string();
    plan.engine_name = tuned.process.name;
    plan.integer = probe_options(tuned, state.spsa.params);
    match::EngineSpec minus = tuned;
    tuned.process.name += "+";
    minus.process.name += "-";
    plan.match.engines.push_back(minus);
    plan.match.tournament = match::TournamentKind::Match;
    plan.match.rounds = state.spsa.iterations;
    plan.match.repeat = true;
    plan.match.repeat_count = 2;
    plan.match.games = 2;

    plan.schedule = make_spsa_schedule(state.spsa.iterations, state.spsa.a_ratio, state.spsa.alpha, state.spsa.gamma);
    plan.book = match::load_opening_book(plan.match);
    plan.games = match::make_schedule(plan.match, plan.book.size(), state.seed);
    plan.log = match::make_logger(c.log, c.debug);
    return plan;
}

}  // namespace gambit::tune
