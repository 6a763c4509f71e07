// The keys of -engine and -each (cutechess-cli's and fastchess's, and gambit-match's own), one row each.
#include <stdexcept>

#include "client/time_control.hpp"
#include "manager/cli/cli_values.hpp"
#include "manager/cli/command_line.hpp"
#include "manager/cli/engines_json.hpp"
#include "manager/cli/flags.hpp"

namespace gambit::match {
namespace {

using Bare = EngineKeyRow::Bare;

// ---- what a key's value sets ----

void set_conf(EngineSpec& e, const std::string&, const std::string& v) { apply_engine_conf(e, v); }
void set_name(EngineSpec& e, const std::string&, const std::string& v) { e.process.name = v; }
void set_cmd(EngineSpec& e, const std::string&, const std::string& v) { e.process.cmd = v; }
void set_dir(EngineSpec& e, const std::string&, const std::string& v) { e.process.dir = v; }
void add_arg(EngineSpec& e, const std::string&, const std::string& v) { e.process.args.push_back(v); }
void set_args(EngineSpec& e, const std::string&, const std::string& v) { e.process.args = split_words(v); }
void set_option(EngineSpec& e, const std::string& key, const std::string& v) {
    const std::string name = key.substr(7);
    bool replaced = false;
    for (auto& option : e.process.options)
        if (option.first == name) option.second = v, replaced = true;
    if (!replaced) e.process.options.emplace_back(name, v);
}
void add_env(EngineSpec& e, const std::string& key, const std::string& v) { e.process.env.emplace_back(key.substr(4), v); }
void set_tc(EngineSpec& e, const std::string&, const std::string& v) { parse_tc(v, e.tc); }
void set_st(EngineSpec& e, const std::string&, const std::string& v) { parse_st(v, e.tc); }
void set_nodes(EngineSpec& e, const std::string&, const std::string& v) { e.tc.nodes = to_int<std::int64_t>(v, "nodes", 1); }
void set_depth(EngineSpec& e, const std::string& key, const std::string& v) { e.tc.depth = to_int<int>(v, key, 1, 1000); }
void set_nodestime(EngineSpec& e, const std::string&, const std::string& v) {
    e.tc.nodes_per_ms = to_int<std::int64_t>(v, "nodestime", 1);
}
void set_timemargin(EngineSpec& e, const std::string&, const std::string& v) {
    e.timemargin_ms = to_int<std::int64_t>(v, "timemargin", 0);
}
void set_startup(EngineSpec& e, const std::string&, const std::string& v) {
    e.process.startup_timeout = std::chrono::milliseconds(to_int<std::int64_t>(v, "startup", 1));
}
void set_ready(EngineSpec& e, const std::string&, const std::string& v) {
    e.process.ready_timeout = std::chrono::milliseconds(to_int<std::int64_t>(v, "ready", 1));
}
void set_proto(EngineSpec& e, const std::string&, const std::string& v) {
    e.protocol = to_choice<Protocol>(v, {{"uci", Protocol::Uci}, {"xboard", Protocol::Xboard}}, "proto");
}
// auto (cutechess's default) = off: the process is reused unless an xboard engine asks otherwise.
void set_restart(EngineSpec& e, const std::string&, const std::string& v) {
    e.restart = v == "auto" ? false : to_bool(v, "restart");
}
void set_book(EngineSpec& e, const std::string&, const std::string& v) { e.book = v; }
// cutechess: "Invalid book depth limit" for anything but a positive number.
void set_book_depth(EngineSpec& e, const std::string&, const std::string& v) { e.book_depth = to_int<int>(v, "bookdepth", 1); }
void set_whitepov(EngineSpec& e, const std::string&, const std::string&) { e.white_pov = true; }
void set_ponder(EngineSpec& e, const std::string&, const std::string& v) {
    e.process.ponder = to_bool(v, "ponder");
}

// ---- how the settings JSON holds it ----

void write_name(const EngineSpec& e, Json& j) {
    if (!e.process.name.empty()) j["name"] = e.process.name;
}
void write_cmd(const EngineSpec& e, Json& j) { j["cmd"] = e.process.cmd; }
void write_args(const EngineSpec& e, Json& j) {
    if (!e.process.args.empty()) j["args"] = e.process.args;
}
void read_args(EngineSpec& e, const Json& v, const std::string& where) {
    if (!v.is_array()) throw UsageError(where + ": 'args' must be an array of strings");
    for (const auto& arg : v) e.process.args.push_back(engine_json_text(arg, "args", where));
}
void write_dir(const EngineSpec& e, Json& j) {
    if (!e.process.dir.empty()) j["dir"] = e.process.dir;
}
void write_env(const EngineSpec& e, Json& j) {
    if (e.process.env.empty()) return;
    Json env = Json::object();
    for (const auto& [k, v] : e.process.env) env[k] = v;
    j["env"] = env;
}
void write_options(const EngineSpec& e, Json& j) {
    if (e.process.options.empty()) return;
    Json options = Json::object();
    for (const auto& [k, v] : e.process.options) options[k] = v;
    j["options"] = options;
}
// {"NAME": VALUE, ...} as PREFIX.NAME=VALUE tokens.
template <const char* Prefix, const char* JsonKey>
void read_named(EngineSpec& e, const Json& v, const std::string& where) {
    if (!v.is_object()) throw UsageError(where + ": '" + JsonKey + "' must be an object");
    for (const auto& [k, value] : v.items()) apply_engine_token(e, Prefix + k + "=" + engine_json_text(value, k, where));
}
constexpr char EnvPrefix[] = "env.", EnvKey[] = "env", OptionPrefix[] = "option.", OptionsKey[] = "options";

void write_tc(const EngineSpec& e, Json& j) { j["tc"] = format_tc(e.tc); }
void write_st(const EngineSpec& e, Json& j) {
    if (e.tc.movetime_ms > 0) j["st_ms"] = e.tc.movetime_ms;
}
void read_st(EngineSpec& e, const Json& v, const std::string& where) {
    e.tc.movetime_ms = v.is_number_integer() ? v.get<std::int64_t>() : 0;
    if (e.tc.movetime_ms <= 0) throw UsageError(where + ": 'st_ms' must be a positive integer");
}
void write_nodes(const EngineSpec& e, Json& j) {
    if (e.tc.nodes > 0) j["nodes"] = e.tc.nodes;
}
void write_depth(const EngineSpec& e, Json& j) {
    if (e.tc.depth > 0) j["depth"] = e.tc.depth;
}
void write_nodestime(const EngineSpec& e, Json& j) {  // absent when unset: older states keep their id
    if (e.tc.nodes_per_ms > 0) j["nodestime"] = e.tc.nodes_per_ms;
}
void write_timemargin(const EngineSpec& e, Json& j) {
    if (e.timemargin_ms) j["timemargin"] = *e.timemargin_ms;
}
void write_proto(const EngineSpec& e, Json& j) {
    if (e.protocol == Protocol::Xboard) j["proto"] = "xboard";
}
void write_restart(const EngineSpec& e, Json& j) {
    if (e.restart) j["restart"] = "on";
}
void write_book(const EngineSpec& e, Json& j) {
    if (!e.book.empty()) j["book"] = e.book;
}
void write_book_depth(const EngineSpec& e, Json& j) {
    if (e.book_depth != 1000) j["bookdepth"] = e.book_depth;
}
void write_whitepov(const EngineSpec& e, Json& j) {
    if (e.white_pov) j["whitepov"] = true;
}
void read_whitepov(EngineSpec& e, const Json& v, const std::string& where) {
    if (!v.is_boolean()) throw UsageError(where + ": 'whitepov' must be true or false");
    e.white_pov = v.get<bool>();
}
void write_ponder(const EngineSpec& e, Json& j) {
    if (e.process.ponder) j["ponder"] = true;
}
void read_ponder(EngineSpec& e, const Json& v, const std::string& where) {
    if (!v.is_boolean()) throw UsageError(where + ": 'ponder' must be true or false");
    e.process.ponder = v.get<bool>();
}
void write_startup(const EngineSpec& e, Json& j) { j["startup_ms"] = e.process.startup_timeout.count(); }
void read_startup(EngineSpec& e, const Json& v, const std::string& where) {
    apply_engine_token(e, "startup=" + engine_json_text(v, "startup_ms", where));
}
void write_ready(const EngineSpec& e, Json& j) { j["ready_ms"] = e.process.ready_timeout.count(); }
void read_ready(EngineSpec& e, const Json& v, const std::string& where) {
    apply_engine_token(e, "ready=" + engine_json_text(v, "ready_ms", where));
}

// clang-format off
// In the order an engine's JSON object is written.
constexpr auto Keys = std::to_array<EngineKeyRow>({
    // cutechess-cli's engines.json entry: its command, protocol, folder and options, saved as those keys.
    {.key = "conf", .peers = peers::cutechess, .apply = set_conf, .expands = true},
    {.key = "name", .peers = peers::both, .apply = set_name, .json_key = "name", .write = write_name, .example = "Alpha"},
    {.key = "cmd", .peers = peers::both, .apply = set_cmd, .json_key = "cmd", .write = write_cmd, .example = "./engine"},
    {.key = "args", .peers = peers::fastchess, .apply = set_args, .json_key = "args", .write = write_args,
     .read = read_args, .example = "--quiet"},
    {.key = "arg", .peers = peers::cutechess, .apply = add_arg, .saved_by = "args", .example = "--uci"},
    {.key = "dir", .peers = peers::both, .apply = set_dir, .json_key = "dir", .write = write_dir, .example = "/tmp"},
    {.key = "env.", .peers = peers::none, .apply = add_env, .json_key = "env", .write = write_env,
     .read = read_named<EnvPrefix, EnvKey>, .example = "1"},
    {.key = "option.", .peers = peers::both, .apply = set_option, .json_key = "options", .write = write_options,
     .read = read_named<OptionPrefix, OptionsKey>, .example = "64"},
    {.key = "tc", .peers = peers::both, .apply = set_tc, .json_key = "tc", .write = write_tc, .example = "40/60+0.6"},
    {.key = "st", .peers = peers::both, .apply = set_st, .json_key = "st_ms", .write = write_st, .read = read_st,
     .example = "0.25"},
    {.key = "nodes", .peers = peers::both, .apply = set_nodes, .json_key = "nodes", .write = write_nodes, .example = "2000"},
    {.key = "depth", .peers = peers::both, .apply = set_depth, .json_key = "depth", .write = write_depth, .example = "7"},
    {.key = "plies", .peers = peers::fastchess, .apply = set_depth, .saved_by = "depth", .example = "9"},
    {.key = "nodestime", .peers = peers::none, .apply = set_nodestime, .json_key = "nodestime", .write = write_nodestime,
     .example = "400"},
    {.key = "timemargin", .peers = peers::both, .apply = set_timemargin, .json_key = "timemargin", .write = write_timemargin,
     .example = "150"},
    {.key = "proto", .peers = peers::both, .apply = set_proto, .json_key = "proto", .write = write_proto, .example = "xboard"},
    {.key = "restart", .peers = peers::both, .apply = set_restart, .json_key = "restart", .write = write_restart,
     .example = "on"},
    {.key = "whitepov", .peers = peers::cutechess, .bare = Bare::Only, .bare_peers = peers::cutechess, .apply = set_whitepov, .json_key = "whitepov",
     .write = write_whitepov, .read = read_whitepov},
    {.key = "ponder", .peers = peers::none, .bare = Bare::Also, .bare_peers = peers::cutechess, .apply = set_ponder,
     .json_key = "ponder", .write = write_ponder, .read = read_ponder, .example = "true"},
    {.key = "startup", .peers = peers::none, .apply = set_startup, .json_key = "startup_ms", .write = write_startup,
     .read = read_startup, .example = "12000"},
    {.key = "ready", .peers = peers::none, .apply = set_ready, .json_key = "ready_ms", .write = write_ready,
     .read = read_ready, .example = "7000"},
    // cutechess-cli's engine opening book (written only when set, so earlier match ids stay valid)
    {.key = "book", .peers = peers::cutechess, .apply = set_book, .json_key = "book", .write = write_book,
     .example = "book.bin"},
    {.key = "bookdepth", .peers = peers::cutechess, .apply = set_book_depth, .json_key = "bookdepth",
     .write = write_book_depth, .example = "4"},
    // cutechess-cli's keys that cannot apply here
    {.key = "trust", .peers = peers::cutechess, .bare = Bare::Only, .bare_peers = peers::cutechess,
     .refused = "result claims are never trusted: gambit-match validates every move and ending itself"},
    {.key = "stderr", .peers = peers::cutechess, .refused = "the engine's stderr is kept for the manager's error messages"},
    {.key = "initstr", .peers = peers::cutechess, .refused = "initialisation strings are not supported: use option.NAME=VALUE"},
});
// clang-format on

}  // namespace

std::span<const EngineKeyRow> engine_key_table() { return Keys; }

std::string engine_json_text(const Json& v, const std::string& key, const std::string& where) {
    if (v.is_string()) return v.get<std::string>();
    if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
    if (v.is_number()) return v.dump();
    if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
    throw UsageError(where + ": '" + key + "' must be a string or a number");
}

const EngineKeyRow* find_engine_key(std::string_view key) {
    for (const EngineKeyRow& row : Keys)
        if (row.key.ends_with('.') ? key.starts_with(row.key) : key == row.key) return &row;
    return nullptr;
}

void apply_engine_token(EngineSpec& spec, const std::string& token) {
    const auto eq = token.find('=');
    const std::string key = token.substr(0, eq);
    const EngineKeyRow* row = find_engine_key(key);
    if (row && row->refused) throw UsageError(key + ": " + row->refused);
    if (eq == std::string::npos && row && row->bare != Bare::No) return row->apply(spec, key, "true");
    auto [name, value] = key_value(token, "engine");
    // option. and env. need a name; whitepov takes no value.
    if (!row || row->bare == Bare::Only || (row->key.ends_with('.') && name.size() == row->key.size()))
        throw UsageError("unknown engine key '" + name + "'");
    try {
        row->apply(spec, name, value);
    } catch (const std::invalid_argument& e) {
        throw UsageError(name + ": " + e.what());
    }
}

}  // namespace gambit::match
