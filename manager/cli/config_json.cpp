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
    for (const EngineKeyRow& row : engine_key_table())
        if (row.write) row.write(e, j);
    return j;
}

EngineSpec engine_from_json(const json& j, const std::string& where) {
    if (!j.is_object()) throw UsageError(where + ": an engine must be an object");
    EngineSpec spec;
    for (const auto& [key, value] : j.items()) {
        const auto row = std::find_if(engine_key_table().begin(), engine_key_table().end(),
                                      [&](const EngineKeyRow& r) { return r.json_key == key && r.read; });
        if (row != engine_key_table().end()) {
            row->read(spec, value, where);
            continue;
        }
        // Everything else is saved as the text of KEY=VALUE (a value that is not text is named, then the file
        // again, as it always was).
        try {
            apply_engine_token(spec, key + "=" + engine_json_text(value, key, where));
        } catch (const UsageError& e) {
            throw UsageError(where + ": " + e.what());
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
