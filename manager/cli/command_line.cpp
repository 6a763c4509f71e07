#include "manager/cli/command_line.hpp"

#include <chrono>

#include "manager/cli/flags.hpp"
#include "manager/cli/utf8.hpp"

namespace gambit::match {
namespace {

bool is_flag(const std::string& arg) {
    if (arg.size() < 2 || arg[0] != '-') return false;
    return !(arg[1] >= '0' && arg[1] <= '9') && arg[1] != '.';  // "-5" is a value, not a flag
}

std::vector<GivenFlag> split_flags(const std::vector<std::string>& args) {
    std::vector<GivenFlag> flags;
    for (const auto& arg : args) {
        if (is_flag(arg)) {
            std::string name = arg.substr(arg[1] == '-' ? 2 : 1);
            flags.push_back({name, {}});
        } else if (flags.empty()) {
            throw UsageError("unexpected argument '" + arg + "' (flags start with '-'; see --help)");
        } else {
            flags.back().values.push_back(arg);
        }
    }
    return flags;
}

void apply_tokens(EngineSpec& spec, const std::vector<std::string>& tokens, const std::string& where) {
    try {
        for (const auto& token : tokens) apply_engine_token(spec, token);
    } catch (const UsageError& e) {
        throw UsageError(where + e.what());
    }
}

// What a line in a peer's dialect means where that tool's defaults differ from gambit-match's own, for
// every setting the line does not give.
void apply_dialect(FlagParse& p) {
    MatchConfig& c = p.config;
    auto given = [&](const char* flag) { return p.command_line.given.count(flag) > 0; };
    if (c.dialect == Dialect::Cutechess) {
        // cutechess-cli's SPRT is its own (elo/stats/cutechess_sprt.hpp), its statistics per game, its adjudication counts its own,
        // a new pair of engines (or, without -repeat, every game) takes the next opening, and its ranking is
        // printed only at the end unless -ratinginterval asks (fastchess and gambit-match: every 10 games).
        if (!p.sprt_model_named) c.sprt.model = "cutechess";
        if (!given("ratinginterval")) c.rating_interval = 0;
        if (!p.report_named) c.report_penta = false;
        if (!p.adjudication_named) c.adjudication_rules = AdjudicationRules::Cutechess;
        if (!p.policy_named) c.openings.policy = "default";
        if (!p.console_named) c.output = OutputFormat::Cutechess;
    } else if (c.dialect == Dialect::Fastchess) {
        // fastchess: two rounds of two games, round-robin, the ucinewgame/ping timeouts 60 s, a checkpoint
        // in config.json every 20 games and at the end, statistics from pairs unless it prints cutechess's lines.
        if (!given("rounds")) c.rounds = 2;
        if (!given("games") && !given("repeat")) c.games = 2;
        if (c.repeat) c.games = c.repeat_count, c.repeat = false;  // fastchess: -repeat [N] is -games N (2)
        if (c.games > 2) {
            // fastchess takes -games N > 2 for -rounds N (and -rounds for the games), refusing more than two.
            std::swap(c.games, c.rounds);
            if (c.games > 2) throw UsageError("-games: at most 2 games per encounter in a fastchess line (-rounds sets how many)");
        }
        if (!p.ready_ms) p.ready_ms = 60000;
        if (c.state.empty() && !c.resume) c.state = "config.json";
        if (!p.console_named) c.output = OutputFormat::Fastchess;
        if (!p.report_named) c.report_penta = c.output != OutputFormat::Cutechess && c.games_per_encounter() == 2;
    }
}

// What waits for every flag: the engines (-each applies to each), and the settings one flag implies
// unless another says otherwise.
void finish(FlagParse& p) {
    MatchConfig& c = p.config;
    c.dialect = p.dialect_named ? *p.dialect_named : dialect_of(p.known);
    // Both peers play every pair of three or more engines unless -tournament says otherwise.
    if (!p.command_line.given.count("tournament") && p.engines.size() > 2) c.tournament = TournamentKind::RoundRobin;
    if (!p.settings_loaded) apply_dialect(p);
    if (c.dialect == Dialect::Gambit && p.known == peers::both && c.sprt.enabled && !p.sprt_model_named)
        p.command_line.notes.push_back(
            "note: this line reads the same in cutechess-cli and fastchess; its -sprt bounds are taken as normalized "
            "Elo, as fastchess takes them (cutechess-cli: BayesElo; -dialect cutechess plays it as cutechess-cli would)");
    if (!p.command_line.history.dir.empty() && c.results.empty())
        throw UsageError("-strength-history needs -results file=F.json (the run's results are what it appends)");
    if (p.command_line.serve && c.results.empty())
        throw UsageError("-serve needs -results file=F.json (the live page shows what the manager writes there)");

    if (!p.engines.empty()) {
        c.engines.clear();
        for (const auto& tokens : p.engines) {
            // -each last, as both peers apply it: its keys win over the engine's own.
            EngineSpec spec;
            apply_tokens(spec, tokens, "-engine " + std::to_string(c.engines.size() + 1) + ": ");
            apply_tokens(spec, p.each, "-each: ");
            c.engines.push_back(std::move(spec));
        }
    } else {
        for (auto& spec : c.engines) apply_tokens(spec, p.each, "-each: ");
    }
    for (auto& spec : c.engines) {
        spec.process.last_scored_info = c.dialect == Dialect::Cutechess;
        if (p.startup_ms) spec.process.startup_timeout = std::chrono::milliseconds(*p.startup_ms);
        if (p.ready_ms) spec.process.ready_timeout = std::chrono::milliseconds(*p.ready_ms);
    }
    if (p.autosave_interval) {
        // fastchess writes config.json at the end even with -autosaveinterval 0; gambit-match's own line only for N > 0.
        c.autosave_interval = *p.autosave_interval;
        if (c.state.empty() && (c.autosave_interval > 0 || c.dialect == Dialect::Fastchess)) c.state = "config.json";
    }
    if (c.ci && !c.sprt.enabled) {
        // The CI preset is a non-regression test: the change may cost at most a little strength.
        c.sprt = SprtSettings{.enabled = true, .elo0 = -3, .elo1 = 1, .alpha = 0.05, .beta = 0.05, .model = "normalized"};
    }
}

}  // namespace

CommandLine parse_flags(const std::vector<GivenFlag>& flags, bool from_settings) {
    CommandLine result;
    FlagParse parse{.command_line = result, .config = result.config, .console_named = from_settings};
    // Saved settings name their dialect (a "dialect" key) unless it was gambit-match's own.
    if (from_settings) parse.dialect_named = Dialect::Gambit;
    for (const auto& flag : flags)
        if (const FlagRow* row = find_flag(flag.name); row && row->read_first) row->parse(parse, flag);
    for (const auto& flag : flags) {
        result.given.insert(flag.name);
        const FlagRow* row = find_flag(flag.name);
        if (!row) throw UsageError("unknown flag '-" + flag.name + "' (see --help)");
        if (row->refused) throw UsageError("-" + flag.name + ": " + row->refused);
        parse.used(row->names(flag.name) && flag.name == row->name ? row->peers : row->alias_peers);
        if (!row->read_first) row->parse(parse, flag);
    }
    finish(parse);
    return result;
}

CommandLine parse_command_line(const std::vector<std::string>& args) {
    for (const auto& arg : args)
        if (!is_utf8(arg)) throw UsageError("'" + arg + "' is not valid UTF-8 (the results and state files are UTF-8 JSON)");
    return parse_flags(split_flags(args), false);
}

}  // namespace gambit::match
