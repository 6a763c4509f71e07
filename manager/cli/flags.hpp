// gambit-match's flags, one row each: its names, how its words change the settings, the JSON keys it is
// saved under, its lines in --help, and what -resume does with it. The command line (cli.cpp), the settings'
// JSON (config_json.cpp), --help (usage.cpp) and the resume rules (plan.cpp) are loops over this table.
#pragma once

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "manager/cli/command_line.hpp"
#include "manager/cli/dialect.hpp"

namespace gambit::match {

// Settings are read in the order they were written: engine options are sent in that order, and the match
// id of a resumed run must equal the id it was started with.
using Json = nlohmann::ordered_json;

// One flag as given: its name without the dash(es) and the words up to the next flag.
struct GivenFlag {
    std::string name;
    std::vector<std::string> values;
};

// What the flags build up: the command line, and what can only be applied once every flag is read.
struct FlagParse {
    CommandLine& command_line;
    MatchConfig& config;                              // = command_line.config
    std::vector<std::vector<std::string>> engines{};  // the words of each -engine (-each applies to all)
    std::vector<std::string> each{};                  // the words of every -each
    // -startup-ms, -ucinewgame-ms: every engine's timeouts
    std::optional<std::int64_t> startup_ms{}, ready_ms{};
    std::optional<int> autosave_interval{};  // -autosaveinterval N: config.json every N games (0: fastchess at the end only)
    bool console_named = false;     // -output or -resultformat was given
    // The tools that know every word read so far (dialect.hpp); narrowed by each flag, key and value.
    unsigned known = peers::both;
    std::optional<Dialect> dialect_named{};  // -dialect NAME
    // Settings a dialect defaults unless the line sets them.
    bool sprt_model_named = false, policy_named = false, adjudication_named = false, report_named = false;
    bool settings_loaded = false;  // -config read a settings or checkpoint file, its dialect's defaults applied

    // This word of the line is known to these tools only.
    void used(unsigned tools) { known &= tools; }
};

// The settings JSON read back into flags (which check it as they check the command line); engines are
// saved as objects of engine keys, not as flags.
struct SettingsReader {
    const Json& settings;
    std::string where;  // names the file in errors
    std::vector<GivenFlag> flags{};
    std::vector<EngineSpec> engines{};
};

struct FlagRow;

// A flag's part of the settings JSON (-config, -dump-config, the state and results files).
struct SavedAs {
    // The keys it writes (-repeat also writes repeat_count); none: not saved, or saved by another row.
    std::array<std::string_view, 2> keys{};
    void (*write)(const MatchConfig&, const FlagRow&, Json& settings) = nullptr;
    void (*read)(const FlagRow&, SettingsReader&) = nullptr;  // called when settings has keys[0]
    bool per_session = false;  // may differ between the sessions and shards of one match, so not in its id
};

// What a run continued with -resume does with a flag given again.
enum class OnResume {
    KeepsSaved,   // a setting of the match: the state file's value stays, and a warning names the flag
    TakesNew,     // may change between sessions (-concurrency, -log, ...): the command line's value is used
    NotASetting,  // says how to run this session (-state, -resume, -config, -serve, -help)
};

struct FlagRow {
    std::string_view name;
    std::string_view alias = {};  // a second spelling (-srand = -seed)
    // The tools besides gambit-match that have the flag under its name and under its alias (dialect.hpp:
    // a line is the tool's whose flags it uses).
    unsigned peers = peers::none, alias_peers = peers::none;
    void (*parse)(FlagParse&, const GivenFlag&) = nullptr;
    bool read_first = false;        // read before every other flag, wherever it stands (-config)
    // gambit-tune spsa passes it on: it sets up the games; the others (tournaments, SPRT, results, shards,
    // ...) describe matches between fixed engines.
    bool tune = false;
    const char* refused = nullptr;  // a flag of cutechess-cli or fastchess that cannot apply here: why
    SavedAs saved = {};
    OnResume on_resume = OnResume::KeepsSaved;
    std::string_view section = {};  // the --help heading it is listed under
    const char* usage = nullptr;    // its lines in --help; none when another row's line names it

    bool names(std::string_view given) const { return given == name || (!alias.empty() && given == alias); }
};

std::span<const FlagRow> flag_table();
const FlagRow* find_flag(std::string_view name);  // by name or alias; null for none

// One key of -engine and -each, as FlagRow is one flag: who else knows it, what it sets, how an engine's
// object in the settings JSON saves it, and why it is refused where it cannot apply. The keys (engine_keys.cpp),
// the dialect (dialect.cpp) and the settings JSON (config_json.cpp) are loops over this table.
struct EngineKeyRow {
    std::string_view key;  // "option." and "env." end in a dot: prefixes (option.Hash=16)
    // The tools besides gambit-match that have KEY=VALUE (dialect.hpp), and the key as a bare word: whitepov
    // is only bare, ponder is bare (cutechess-cli's) or =true|false (gambit-match's).
    unsigned peers = peers::none;
    enum class Bare { No, Only, Also } bare = Bare::No;
    unsigned bare_peers = peers::none;
    void (*apply)(EngineSpec&, const std::string& key, const std::string& value) = nullptr;  // bare: "true"
    const char* refused = nullptr;  // a cutechess-cli key that cannot apply here: why
    // The settings JSON: the key of the engine's object it is written under, in this table's order (match ids
    // hash the text, so a key never moves); how it is written and, where its JSON is not KEY=VALUE text, read.
    std::string_view json_key = {};
    void (*write)(const EngineSpec&, Json& engine) = nullptr;
    void (*read)(EngineSpec&, const Json& value, const std::string& where) = nullptr;
    std::string_view saved_by = {};  // the key whose JSON holds it (arg: args, plies: depth)
    bool expands = false;            // stands for other keys (conf=: an engines.json entry), saved as them
    std::string_view example = {};   // a value that is not the default (the round-trip test gives it)
};

std::span<const EngineKeyRow> engine_key_table();
// The row of KEY (the part of a token before '='; option.X and env.X find their prefix); null for none.
const EngineKeyRow* find_engine_key(std::string_view key);
// A value of an engine's JSON object as the text of KEY=VALUE (strings, numbers, booleans); `where` names
// the file in the error.
std::string engine_json_text(const Json& value, const std::string& key, const std::string& where);

// The flags -> CommandLine (cli.cpp). Saved settings (from_settings) name their console format, which the
// flags of fastchess's workers then do not pick.
CommandLine parse_flags(const std::vector<GivenFlag>& flags, bool from_settings);

// The keys of the settings JSON in the order they are written: every match id hashes that text, so a key
// never moves; a new saved flag appends its key.
std::span<const std::string_view> settings_key_order();

}  // namespace gambit::match
