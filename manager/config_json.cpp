#include "manager/config_json.hpp"

#include <fstream>
#include <type_traits>

#include "manager/cli.hpp"
#include "manager/json_integer.hpp"

namespace gambit::match {

using nlohmann::ordered_json;
// Settings are read in the order they were written: engine options are sent in that order, and the match
// id of a resumed run must equal the id it was started with.
using json = nlohmann::ordered_json;

const char* to_string(TournamentKind kind) {
    switch (kind) {
        case TournamentKind::Match: return "match";
        case TournamentKind::Gauntlet: return "gauntlet";
        case TournamentKind::RoundRobin: return "round-robin";
        case TournamentKind::Knockout: return "knockout";
        case TournamentKind::Pyramid: return "pyramid";
    }
    return "match";
}

const char* to_string(OutputFormat format) {
    switch (format) {
        case OutputFormat::Gambit: return "gambit";
        case OutputFormat::Cutechess: return "cutechess";
        case OutputFormat::Fastchess: return "fastchess";
    }
    return "gambit";
}

namespace {

ordered_json engine_to_json(const EngineSpec& e) {
    ordered_json j;
    const auto& p = e.process;
    if (!p.name.empty()) j["name"] = p.name;
    j["cmd"] = p.cmd;
    if (!p.args.empty()) j["args"] = p.args;
    if (!p.dir.empty()) j["dir"] = p.dir;
    if (!p.env.empty()) {
        ordered_json env = ordered_json::object();
        for (const auto& [k, v] : p.env) env[k] = v;
        j["env"] = env;
    }
    if (!p.options.empty()) {
        ordered_json options = ordered_json::object();
        for (const auto& [k, v] : p.options) options[k] = v;
        j["options"] = options;
    }
    j["tc"] = format_tc(e.tc);
    if (e.tc.movetime_ms > 0) j["st_ms"] = e.tc.movetime_ms;
    if (e.tc.nodes > 0) j["nodes"] = e.tc.nodes;
    if (e.tc.depth > 0) j["depth"] = e.tc.depth;
    if (e.tc.nodes_per_ms > 0) j["nodestime"] = e.tc.nodes_per_ms;  // absent when unset: older states keep their id
    if (e.timemargin_ms) j["timemargin"] = *e.timemargin_ms;
    if (e.protocol == Protocol::Xboard) j["proto"] = "xboard";
    if (e.restart) j["restart"] = "on";
    if (e.white_pov) j["whitepov"] = true;
    if (p.ponder) j["ponder"] = true;
    j["startup_ms"] = p.startup_timeout.count();
    j["ready_ms"] = p.ready_timeout.count();
    return j;
}

// Reads the JSON keys through the same code path as the command line, so both accept the same values.
EngineSpec engine_from_json(const json& j, const std::string& where) {
    if (!j.is_object()) throw UsageError(where + ": an engine must be an object");
    EngineSpec spec;
    auto text = [&](const json& v, const std::string& key) -> std::string {
        if (v.is_string()) return v.get<std::string>();
        if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
        if (v.is_number()) return v.dump();
        if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
        throw UsageError(where + ": '" + key + "' must be a string or a number");
    };
    for (const auto& [key, value] : j.items()) {
        if (key == "args") {
            if (!value.is_array()) throw UsageError(where + ": 'args' must be an array of strings");
            for (const auto& arg : value) spec.process.args.push_back(text(arg, key));
        } else if (key == "env" || key == "options") {
            if (!value.is_object()) throw UsageError(where + ": '" + key + "' must be an object");
            for (const auto& [k, v] : value.items())
                apply_engine_token(spec, (key == "env" ? "env." : "option.") + k + "=" + text(v, k));
        } else if (key == "st_ms") {
            spec.tc.movetime_ms = value.is_number_integer() ? value.get<std::int64_t>() : 0;
            if (spec.tc.movetime_ms <= 0) throw UsageError(where + ": 'st_ms' must be a positive integer");
        } else if (key == "whitepov") {
            if (!value.is_boolean()) throw UsageError(where + ": 'whitepov' must be true or false");
            spec.white_pov = value.get<bool>();
        } else if (key == "ponder") {
            if (!value.is_boolean()) throw UsageError(where + ": 'ponder' must be true or false");
            spec.process.ponder = value.get<bool>();
        } else if (key == "startup_ms") {
            apply_engine_token(spec, "startup=" + text(value, key));
        } else if (key == "ready_ms") {
            apply_engine_token(spec, "ready=" + text(value, key));
        } else {
            try {
                apply_engine_token(spec, key + "=" + text(value, key));
            } catch (const UsageError& e) {
                throw UsageError(where + ": " + e.what());
            }
        }
    }
    return spec;
}

template <typename T>
T get(const json& j, const char* key, const T& fallback, const std::string& where) {
    if (!j.contains(key)) return fallback;
    try {
        if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
            if (auto value = json_integer<T>(j.at(key))) return *value;
            throw UsageError(where + ": '" + key + "' must be a whole number in range");
        } else {
            return j.at(key).get<T>();
        }
    } catch (const json::exception&) {
        throw UsageError(where + ": '" + key + "' has the wrong type");
    }
}

void check_keys(const json& j, std::initializer_list<const char*> known, const std::string& where) {
    if (!j.is_object()) throw UsageError(where + ": expected an object");
    for (const auto& [key, value] : j.items()) {
        bool found = false;
        for (const char* k : known) found = found || key == k;
        if (!found) throw UsageError(where + ": unknown key '" + key + "'");
    }
}

}  // namespace

ordered_json config_to_json(const MatchConfig& c) {
    ordered_json j;
    j["engines"] = ordered_json::array();
    for (const auto& e : c.engines) j["engines"].push_back(engine_to_json(e));
    j["tournament"] = to_string(c.tournament);
    j["rounds"] = c.rounds;
    j["games"] = c.games;
    j["repeat"] = c.repeat;
    j["concurrency"] = c.concurrency;
    if (!c.openings.file.empty())
        j["openings"] = {{"file", c.openings.file}, {"format", c.openings.format}, {"order", c.openings.order},
                         {"plies", c.openings.plies}, {"start", c.openings.start}, {"policy", c.openings.policy}};
    if (c.repeat) j["repeat_count"] = c.repeat_count;
    if (c.noswap) j["noswap"] = true;
    if (c.reverse) j["reverse"] = true;
    if (c.seeds > 0) j["seeds"] = c.seeds;
    if (c.wait_ms > 0) j["wait"] = c.wait_ms;
    if (c.use_affinity) {
        std::string cpus;
        for (int cpu : c.affinity_cpus) cpus += (cpus.empty() ? "" : ",") + std::to_string(cpu);
        j["use_affinity"] = cpus;
    }
    j["timemargin"] = c.timemargin_ms;
    j["movetimeout"] = c.move_timeout_ms;
    if (c.draw.enabled)
        j["draw"] = {{"movenumber", c.draw.movenumber}, {"movecount", c.draw.movecount}, {"score", c.draw.score}};
    if (c.resign.enabled)
        j["resign"] = {{"movecount", c.resign.movecount}, {"score", c.resign.score}, {"twosided", c.resign.twosided}};
    if (c.adjudication_rules == AdjudicationRules::Cutechess) j["adjudication"] = "cutechess";
    if (c.maxmoves > 0) j["maxmoves"] = c.maxmoves;
    if (c.tb.enabled())  // absent when off: older states keep their id
        j["tb"] = {{"paths", c.tb.paths}, {"pieces", c.tb.pieces}, {"ignore50", c.tb.ignore50},
                   {"adjudicate", c.tb.win_loss && c.tb.draw ? "BOTH" : c.tb.win_loss ? "WIN_LOSS" : "DRAW"}};
    if (c.sprt.enabled)
        j["sprt"] = {{"elo0", c.sprt.elo0}, {"elo1", c.sprt.elo1}, {"alpha", c.sprt.alpha}, {"beta", c.sprt.beta},
                     {"model", c.sprt.model}};
    if (!c.pgn.file.empty()) {
        const PgnSettings& p = c.pgn;
        j["pgnout"] = {{"file", p.file}, {"min", p.min}, {"fi", p.finished_only}, {"append", p.append},
                       {"notation", p.notation}, {"nodes", p.nodes}, {"seldepth", p.seldepth}, {"nps", p.nps},
                       {"hashfull", p.hashfull}, {"timeleft", p.timeleft}, {"latency", p.latency}};
        if (!p.match_line.empty()) j["pgnout"]["match_line"] = p.match_line;
        if (p.pv) j["pgnout"]["pv"] = true;  // absent when off: older states keep their id
    }
    if (!c.epdout.empty()) j["epdout"] = c.epdout;
    if (!c.results.empty()) j["results"] = c.results;
    if (!c.state.empty()) j["state"] = c.state;
    j["ratinginterval"] = c.rating_interval;
    if (c.score_interval != 1) j["scoreinterval"] = c.score_interval;
    if (c.outcome_interval > 0) j["outcomeinterval"] = c.outcome_interval;
    if (c.output != OutputFormat::Gambit) j["output"] = to_string(c.output);
    if (!c.report_penta) j["report_penta"] = false;
    if (c.debug) j["debug"] = true;
    j["recover"] = c.recover;
    if (c.seed) j["seed"] = *c.seed;
    if (c.shard_count > 1) j["shard"] = std::to_string(c.shard_index) + "/" + std::to_string(c.shard_count);
    if (!c.log.file.empty())
        j["log"] = {{"file", c.log.file}, {"level", c.log.level}, {"engine", c.log.engine}, {"append", c.log.append},
                    {"realtime", c.log.realtime}};
    j["ci"] = c.ci;
    if (!c.stopfile.empty()) j["stopfile"] = c.stopfile;
    if (!c.report.empty()) j["report"] = c.report;
    j["event"] = c.event;
    if (c.site != "?") j["site"] = c.site;
    if (c.variant != "standard") j["variant"] = c.variant;  // absent for standard: older states keep their id
    if (c.test_env) j["test_env"] = true;
    if (c.crc32_pgn) j["crc32"] = true;
    if (c.check_mate_pvs) j["check_mate_pvs"] = true;
    return j;
}

MatchConfig config_from_json(const json& j, const std::string& where) {
    check_keys(j, {"engines", "tournament", "rounds", "games", "repeat", "concurrency", "openings", "timemargin",
                   "movetimeout", "draw", "resign", "maxmoves", "sprt", "pgnout", "results", "state",
                   "ratinginterval", "recover", "seed", "shard", "log", "ci", "event", "stopfile", "report",
                   "repeat_count", "noswap", "reverse", "seeds", "wait", "use_affinity", "adjudication", "epdout",
                   "scoreinterval", "outcomeinterval", "output", "report_penta", "debug", "site", "variant", "test_env", "crc32",
                   "check_mate_pvs", "tb"},
               where);
    MatchConfig c;
    if (j.contains("engines")) {
        if (!j["engines"].is_array()) throw UsageError(where + ": 'engines' must be an array");
        int n = 0;
        for (const auto& e : j["engines"]) c.engines.push_back(engine_from_json(e, where + ": engine " + std::to_string(++n)));
    }
    // Settings that have a flag go through the flag parser, so the checks are the same.
    std::vector<std::string> args;
    auto flag = [&](const std::string& name, const std::vector<std::string>& values) {
        args.push_back("-" + name);
        args.insert(args.end(), values.begin(), values.end());
    };
    auto number = [&](const char* key) {
        const json& v = j.at(key);
        if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
        if (v.is_number()) return v.dump();
        throw UsageError(where + ": '" + key + "' must be a number");
    };
    auto object_tokens = [&](const char* key) {
        std::vector<std::string> tokens;
        const json& v = j.at(key);
        if (!v.is_object()) throw UsageError(where + ": '" + key + "' must be an object");
        for (const auto& [k, value] : v.items())
            tokens.push_back(k + "=" + (value.is_string() ? value.get<std::string>()
                                        : value.is_boolean() ? (value.get<bool>() ? "on" : "off") : value.dump()));
        return tokens;
    };
    if (j.contains("tournament")) flag("tournament", {get<std::string>(j, "tournament", "", where)});
    for (const char* key : {"rounds", "games", "concurrency", "timemargin", "movetimeout", "maxmoves", "ratinginterval",
                            "seed", "seeds", "wait", "scoreinterval", "outcomeinterval"})
        if (j.contains(key)) flag(key, {number(key)});
    for (const char* key : {"openings", "draw", "resign", "sprt", "log"})
        if (j.contains(key)) flag(key, object_tokens(key));
    if (j.contains("pgnout")) flag("pgnout", j["pgnout"].is_object() ? object_tokens("pgnout")
                                                                      : std::vector<std::string>{get<std::string>(j, "pgnout", "", where)});
    // A path goes back as file=PATH, so one containing '=' is not taken for another key (found by fuzz/cli).
    for (const char* key : {"results", "state", "stopfile", "epdout"})
        if (j.contains(key)) flag(key, {"file=" + get<std::string>(j, key, "", where)});
    for (const char* key : {"shard", "event", "site", "adjudication", "variant"})
        if (j.contains(key)) flag(key, {get<std::string>(j, key, "", where)});
    if (j.contains("tb")) {
        const json& tb = j["tb"];
        if (!tb.is_object()) throw UsageError(where + ": 'tb' must be an object");
        check_keys(tb, {"paths", "pieces", "ignore50", "adjudicate"}, where + ": tb");
        flag("tb", {get<std::string>(tb, "paths", "", where + ": tb")});
        if (get<int>(tb, "pieces", 0, where + ": tb") > 0) flag("tbpieces", {std::to_string(get<int>(tb, "pieces", 0, where))});
        if (get<bool>(tb, "ignore50", false, where + ": tb")) flag("tbignore50", {});
        flag("tbadjudicate", {get<std::string>(tb, "adjudicate", "BOTH", where + ": tb")});
    }
    if (j.contains("report")) flag("htmlreport", {get<std::string>(j, "report", "", where)});
    if (j.contains("output")) flag("output", {"format=" + get<std::string>(j, "output", "", where)});
    if (j.contains("use_affinity")) {
        const std::string cpus = get<std::string>(j, "use_affinity", "", where);
        flag("use-affinity", cpus.empty() ? std::vector<std::string>{} : std::vector<std::string>{cpus});
    }
    if (get<bool>(j, "repeat", false, where))
        flag("repeat", j.contains("repeat_count") ? std::vector<std::string>{number("repeat_count")} : std::vector<std::string>{});
    if (!get<bool>(j, "report_penta", true, where)) flag("report", {"penta=false"});
    for (const char* key : {"recover", "ci", "noswap", "reverse", "debug"})
        if (get<bool>(j, key, false, where)) flag(key, {});
    if (get<bool>(j, "test_env", false, where)) flag("testEnv", {});
    if (get<bool>(j, "check_mate_pvs", false, where)) flag("check-mate-pvs", {});
    if (get<bool>(j, "crc32", false, where)) flag("crc32", {"pgn=true"});
    try {
        MatchConfig parsed = parse_command_line(args).config;
        parsed.engines = std::move(c.engines);
        // The flags that imply fastchess's console do not here: the saved settings name the format.
        if (!j.contains("output")) parsed.output = OutputFormat::Gambit;
        return parsed;
    } catch (const UsageError& e) {
        throw UsageError(where + ": " + e.what());
    }
}

MatchConfig load_config_file(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw UsageError(path + ": cannot open the config file");
    json j;
    try {
        j = json::parse(in);
    } catch (const json::exception& e) {  // parse_error, or out_of_range for a number like 1e400
        throw UsageError(path + ": not valid JSON (" + std::string(e.what()) + ")");
    }
    return config_from_json(j, path);
}

}  // namespace gambit::match
