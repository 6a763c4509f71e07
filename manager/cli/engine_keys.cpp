// The keys of -engine and -each (cutechess-cli's and fastchess's, and gambit-match's own).
#include <map>
#include <stdexcept>

#include "manager/cli/command_line.hpp"
#include "manager/cli/cli_values.hpp"
#include "manager/cli/engines_json.hpp"
#include "client/time_control.hpp"

namespace gambit::match {
namespace {

// Engine keys of cutechess-cli that cannot apply here, each with the reason it is refused.
const char* refused_engine_key(const std::string& key) {
    static const std::map<std::string, const char*> refused = {
        {"trust", "result claims are never trusted: gambit-match validates every move and ending itself"},
        {"book", "Polyglot engine books are not supported: use -openings"},
        {"bookdepth", "Polyglot engine books are not supported: use -openings"},
        {"stderr", "the engine's stderr is kept for the manager's error messages"},
        {"initstr", "initialisation strings are not supported: use option.NAME=VALUE"},
    };
    auto it = refused.find(key);
    return it == refused.end() ? nullptr : it->second;
}

}  // namespace

void apply_engine_token(EngineSpec& spec, const std::string& token) {
    // Bare words of cutechess-cli (whitepov, ponder, trust).
    if (token == "whitepov") {
        spec.white_pov = true;
        return;
    }
    if (token == "ponder") {
        spec.process.ponder = true;
        return;
    }
    if (const char* why = refused_engine_key(token.substr(0, token.find('=')))) throw UsageError(token.substr(0, token.find('=')) + ": " + why);
    auto [key, value] = key_value(token, "engine");
    auto& p = spec.process;
    try {
        if (key == "conf") apply_engine_conf(spec, value);
        else if (key == "name") p.name = value;
        else if (key == "cmd") p.cmd = value;
        else if (key == "dir") p.dir = value;
        else if (key == "arg") p.args.push_back(value);
        else if (key == "args") p.args = split_words(value);
        else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
            std::string name = key.substr(7);
            bool replaced = false;
            for (auto& option : p.options)
                if (option.first == name) option.second = value, replaced = true;
            if (!replaced) p.options.emplace_back(name, value);
        } else if (key.rfind("env.", 0) == 0 && key.size() > 4) p.env.emplace_back(key.substr(4), value);
        else if (key == "tc") parse_tc(value, spec.tc);
        else if (key == "st") parse_st(value, spec.tc);
        else if (key == "nodes") spec.tc.nodes = to_int<std::int64_t>(value, "nodes", 1);
        else if (key == "nodestime") spec.tc.nodes_per_ms = to_int<std::int64_t>(value, "nodestime", 1);
        else if (key == "depth" || key == "plies") spec.tc.depth = to_int<int>(value, key, 1, 1000);
        else if (key == "timemargin") spec.timemargin_ms = to_int<std::int64_t>(value, "timemargin", 0);
        else if (key == "startup") p.startup_timeout = std::chrono::milliseconds(to_int<std::int64_t>(value, "startup", 1));
        else if (key == "ready") p.ready_timeout = std::chrono::milliseconds(to_int<std::int64_t>(value, "ready", 1));
        else if (key == "proto")
            spec.protocol = to_choice<Protocol>(value, {{"uci", Protocol::Uci}, {"xboard", Protocol::Xboard}}, "proto");
        else if (key == "ponder") {
            p.ponder = to_bool(value, "ponder");
        } else if (key == "restart") {
            // auto (cutechess's default) = off: the process is reused unless an xboard engine asks otherwise.
            spec.restart = value == "auto" ? false : to_bool(value, "restart");
        } else throw UsageError("unknown engine key '" + key + "'");
    } catch (const std::invalid_argument& e) {
        throw UsageError(key + ": " + e.what());
    }
}

}  // namespace gambit::match
