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

// What waits for every flag: the engines (-each applies to each), and the settings one flag implies
// unless another says otherwise.
void finish(FlagParse& p) {
    MatchConfig& c = p.config;
    // Flags only fastchess has and only scripts written for it pass (fishtest's and OpenBench's workers):
    // their console is fastchess's unless -output (or -resultformat) says otherwise.
    if (p.fastchess_worker && !p.console_named) c.output = OutputFormat::Fastchess;
    if (!p.command_line.history.dir.empty() && c.results.empty())
        throw UsageError("-strength-history needs -results file=F.json (the run's results are what it appends)");
    if (p.command_line.serve && c.results.empty())
        throw UsageError("-serve needs -results file=F.json (the live page shows what the manager writes there)");

    if (!p.engines.empty()) {
        c.engines.clear();
        for (const auto& tokens : p.engines) {
            EngineSpec spec;
            apply_tokens(spec, p.each, "-each: ");
            apply_tokens(spec, tokens, "-engine " + std::to_string(c.engines.size() + 1) + ": ");
            c.engines.push_back(std::move(spec));
        }
    } else {
        for (auto& spec : c.engines) apply_tokens(spec, p.each, "-each: ");
    }
    for (auto& spec : c.engines) {
        if (p.startup_ms) spec.process.startup_timeout = std::chrono::milliseconds(*p.startup_ms);
        if (p.ready_ms) spec.process.ready_timeout = std::chrono::milliseconds(*p.ready_ms);
    }
    if (p.autosave && c.state.empty()) c.state = "config.json";
    if (c.ci && !c.sprt.enabled) {
        // The CI preset is a non-regression test: the change may cost at most a little strength.
        c.sprt = SprtSettings{.enabled = true, .elo0 = -3, .elo1 = 1, .alpha = 0.05, .beta = 0.05, .model = "normalized"};
    }
}

}  // namespace

CommandLine parse_flags(const std::vector<GivenFlag>& flags, bool from_settings) {
    CommandLine result;
    FlagParse parse{.command_line = result, .config = result.config, .console_named = from_settings};
    for (const auto& flag : flags)
        if (const FlagRow* row = find_flag(flag.name); row && row->read_first) row->parse(parse, flag);
    for (const auto& flag : flags) {
        result.given.insert(flag.name);
        const FlagRow* row = find_flag(flag.name);
        if (!row) throw UsageError("unknown flag '-" + flag.name + "' (see --help)");
        if (row->refused) throw UsageError("-" + flag.name + ": " + row->refused);
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
