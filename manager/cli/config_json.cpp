#include "manager/cli/config_json.hpp"

#include <algorithm>
#include <fstream>

#include "manager/cli/command_line.hpp"
#include "manager/cli/flags.hpp"

namespace gambit::match {

using nlohmann::ordered_json;
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

ordered_json config_to_json(const MatchConfig& c) {
    json written;
    for (const FlagRow& row : flag_table())
        if (row.saved.write) row.saved.write(c, row, written);
    json settings;
    for (std::string_view key : settings_key_order())
        if (auto it = written.find(key); it != written.end()) settings[std::string(key)] = *it;
    return settings;
}

MatchConfig config_from_json(const json& j, const std::string& where) {
    if (!j.is_object()) throw UsageError(where + ": expected an object");
    for (const auto& [key, value] : j.items())
        if (std::find(settings_key_order().begin(), settings_key_order().end(), key) == settings_key_order().end())
            throw UsageError(where + ": unknown key '" + key + "'");
    // Settings that have a flag go through the flag parser, so the checks are the same.
    SettingsReader reader{.settings = j, .where = where};
    for (const FlagRow& row : flag_table())
        if (row.saved.read && j.contains(row.saved.keys[0])) row.saved.read(row, reader);
    try {
        MatchConfig parsed = parse_flags(reader.flags, true).config;
        parsed.engines = std::move(reader.engines);
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
