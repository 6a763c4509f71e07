#include "manager/cli/engines_json.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "manager/cli/command_line.hpp"

namespace gambit::match {
namespace {

nlohmann::json read_engines_json(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw UsageError("cannot read " + path);
    nlohmann::json engines = nlohmann::json::parse(in, nullptr, false);
    if (!engines.is_array()) throw UsageError(path + ": not a JSON array of engines (cutechess-engines.json(5))");
    return engines;
}

std::string engine_text(const nlohmann::json& j, const char* key) {
    return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

// An option's value as `setoption` sends it (cutechess keeps booleans, integers and strings).
std::string engine_option_value(const nlohmann::json& v) {
    if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
    if (v.is_string()) return v.get<std::string>();
    return v.dump();
}

}  // namespace

std::string engines_json_path() {
    if (std::filesystem::exists("engines.json")) return "engines.json";
    std::string base;
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) base = xdg;
    else if (const char* home = std::getenv("HOME"); home && *home) base = std::string(home) + "/.config";
    const std::string path = base.empty() ? "" : base + "/cutechess/engines.json";
    return !path.empty() && std::filesystem::exists(path) ? path : "";
}

std::vector<std::string> engines_json_names() {
    std::vector<std::string> names;
    const std::string path = engines_json_path();
    if (path.empty()) return names;
    for (const auto& e : read_engines_json(path)) names.push_back(engine_text(e, "name"));
    return names;
}

void apply_engine_conf(EngineSpec& spec, const std::string& name) {
    const std::string path = engines_json_path();
    if (path.empty())
        throw UsageError("conf=" + name + ": no engines.json here or in ~/.config/cutechess (cutechess-engines.json(5))");
    for (const auto& e : read_engines_json(path)) {
        if (engine_text(e, "name") != name) continue;
        // What cutechess-cli would do with it and gambit-match cannot: said, not skipped.
        if (e.contains("initStrings") && !e["initStrings"].empty())
            throw UsageError("conf=" + name + ": initStrings are not supported: use option.NAME=VALUE");
        if (!engine_text(e, "stderrFile").empty())
            throw UsageError("conf=" + name + ": stderrFile: the engine's stderr is kept for the manager's error messages");
        if (e.value("validateClaims", true) == false)
            throw UsageError("conf=" + name + ": validateClaims=false: gambit-match validates every move and ending itself");
        EngineConfig& p = spec.process;
        p.name = name;
        p.cmd = engine_text(e, "command");
        p.dir = engine_text(e, "workingDirectory");
        p.args.clear();
        p.options.clear();
        const std::string protocol = engine_text(e, "protocol");
        if (protocol != "uci" && protocol != "xboard")
            throw UsageError("conf=" + name + ": protocol must be \"uci\" or \"xboard\" (" + path + ")");
        spec.protocol = protocol == "uci" ? Protocol::Uci : Protocol::Xboard;
        p.ponder = e.value("ponder", false);
        spec.white_pov = e.value("whitepov", false);
        spec.restart = engine_text(e, "restart") == "on";  // auto (the default) and off: the process is reused
        if (e.contains("options") && e["options"].is_array())
            for (const auto& o : e["options"]) {
                // A button has no value to set (cutechess-cli presses none at start-up).
                if (engine_text(o, "type") == "button" || engine_text(o, "name").empty() || !o.contains("value")) continue;
                p.options.emplace_back(engine_text(o, "name"), engine_option_value(o["value"]));
            }
        return;
    }
    throw UsageError("conf=" + name + ": no engine of that name in " + path);
}

}  // namespace gambit::match
