#include "manager/config_json.hpp"

#include <fstream>

#include "manager/cli.hpp"

namespace gambit::match {

using nlohmann::json;
using nlohmann::ordered_json;

const char* to_string(TournamentKind kind) {
    switch (kind) {
        case TournamentKind::Match: return "match";
        case TournamentKind::Gauntlet: return "gauntlet";
        case TournamentKind::RoundRobin: return "round-robin";
    }
    return "match";
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
    if (e.timemargin_ms) j["timemargin"] = *e.timemargin_ms;
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
        return j.at(key).get<T>();
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
                         {"plies", c.openings.plies}, {"start", c.openings.start}};
    j["timemargin"] = c.timemargin_ms;
    j["movetimeout"] = c.move_timeout_ms;
    if (c.draw.enabled)
        j["draw"] = {{"movenumber", c.draw.movenumber}, {"movecount", c.draw.movecount}, {"score", c.draw.score}};
    if (c.resign.enabled)
        j["resign"] = {{"movecount", c.resign.movecount}, {"score", c.resign.score}, {"twosided", c.resign.twosided}};
    if (c.maxmoves > 0) j["maxmoves"] = c.maxmoves;
    if (c.sprt.enabled)
        j["sprt"] = {{"elo0", c.sprt.elo0}, {"elo1", c.sprt.elo1}, {"alpha", c.sprt.alpha}, {"beta", c.sprt.beta},
                     {"model", c.sprt.model}};
    if (!c.pgnout.empty()) j["pgnout"] = c.pgnout;
    if (!c.results.empty()) j["results"] = c.results;
    if (!c.state.empty()) j["state"] = c.state;
    j["ratinginterval"] = c.rating_interval;
    j["recover"] = c.recover;
    if (c.seed) j["seed"] = *c.seed;
    if (c.shard_count > 1) j["shard"] = std::to_string(c.shard_index) + "/" + std::to_string(c.shard_count);
    if (!c.log.file.empty()) j["log"] = {{"file", c.log.file}, {"level", c.log.level}, {"engine", c.log.engine}};
    j["ci"] = c.ci;
    if (!c.stopfile.empty()) j["stopfile"] = c.stopfile;
    if (!c.report.empty()) j["report"] = c.report;
    j["event"] = c.event;
    if (c.variant != "standard") j["variant"] = c.variant;  // absent for standard: older states keep their id
    return j;
}

MatchConfig config_from_json(const json& j, const std::string& where) {
    check_keys(j, {"engines", "tournament", "rounds", "games", "repeat", "concurrency", "openings", "timemargin",
                   "movetimeout", "draw", "resign", "maxmoves", "sprt", "pgnout", "results", "state",
                   "ratinginterval", "recover", "seed", "shard", "log", "ci", "event", "stopfile", "report", "variant"},
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
    for (const char* key : {"rounds", "games", "concurrency", "timemargin", "movetimeout", "maxmoves", "ratinginterval", "seed"})
        if (j.contains(key)) flag(key, {number(key)});
    for (const char* key : {"openings", "draw", "resign", "sprt", "log"})
        if (j.contains(key)) flag(key, object_tokens(key));
    for (const char* key : {"pgnout", "results", "state", "shard", "event", "stopfile", "report", "variant"})
        if (j.contains(key)) flag(key, {get<std::string>(j, key, "", where)});
    for (const char* key : {"repeat", "recover", "ci"})
        if (get<bool>(j, key, false, where)) flag(key, {});
    try {
        MatchConfig parsed = parse_command_line(args).config;
        parsed.engines = std::move(c.engines);
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
    } catch (const json::parse_error& e) {
        throw UsageError(path + ": not valid JSON (" + std::string(e.what()) + ")");
    }
    return config_from_json(j, path);
}

}  // namespace gambit::match
