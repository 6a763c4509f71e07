#include "manager/cli/flags.hpp"

#include <type_traits>

#include "manager/cli/config_json.hpp"
#include "manager/cli/flag_parsers.hpp"
#include "manager/cli/json_integer.hpp"

namespace gambit::match {
namespace {

// ---- The shapes of a saved setting: how it is written, and read back as its flag's words ----

std::string key_of(const FlagRow& row) {
    return std::string(row.saved.keys[0]);
}

// Written in every settings file.
template <auto Member>
void always(const MatchConfig& c, const FlagRow& row, Json& settings) {
    settings[key_of(row)] = c.*Member;
}

// Written only when it differs from the default, so a state written before the flag existed keeps its id.
template <auto Member>
void unless_default(const MatchConfig& c, const FlagRow& row, Json& settings) {
    if (c.*Member != MatchConfig{}.*Member) settings[key_of(row)] = c.*Member;
}

template <typename T>
T get(const Json& j, const std::string& key, const T& fallback, const std::string& where) {
    if (!j.contains(key)) return fallback;
    try {
        if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
            if (auto value = json_integer<T>(j.at(key))) return *value;
            throw UsageError(where + ": '" + key + "' must be a whole number in range");
        } else {
            return j.at(key).get<T>();
        }
    } catch (const Json::exception&) {
        throw UsageError(where + ": '" + key + "' has the wrong type");
    }
}

std::string number_text(const SettingsReader& r, const std::string& key) {
    const Json& v = r.settings.at(key);
    if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
    if (v.is_number()) return v.dump();
    throw UsageError(r.where + ": '" + key + "' must be a number");
}

void give(SettingsReader& r, std::string_view flag, std::vector<std::string> values) {
    r.flags.push_back({std::string(flag), std::move(values)});
}

void read_number(const FlagRow& row, SettingsReader& r) {
    give(r, row.name, {number_text(r, key_of(row))});
}

void read_text(const FlagRow& row, SettingsReader& r) {
    give(r, row.name, {get<std::string>(r.settings, key_of(row), "", r.where)});
}

// A path goes back as file=PATH, so one containing '=' is not taken for another key (found by fuzz/cli).
void read_path(const FlagRow& row, SettingsReader& r) {
    give(r, row.name, {"file=" + get<std::string>(r.settings, key_of(row), "", r.where)});
}

void read_switch(const FlagRow& row, SettingsReader& r) {
    if (get<bool>(r.settings, key_of(row), false, r.where)) give(r, row.name, {});
}

// -bookmode disk is saved as "book_on_disk": true.
void read_book_on_disk(const FlagRow& row, SettingsReader& r) {
    if (get<bool>(r.settings, key_of(row), false, r.where)) give(r, row.name, {"disk"});
}

std::vector<std::string> object_tokens(const SettingsReader& r, const std::string& key) {
    std::vector<std::string> tokens;
    const Json& v = r.settings.at(key);
    if (!v.is_object()) throw UsageError(r.where + ": '" + key + "' must be an object");
    for (const auto& [k, value] : v.items())
        tokens.push_back(k + "=" +
                         (value.is_string()    ? value.get<std::string>()
                          : value.is_boolean() ? (value.get<bool>() ? "on" : "off")
                                               : value.dump()));
    return tokens;
}

void read_key_values(const FlagRow& row, SettingsReader& r) {
    give(r, row.name, object_tokens(r, key_of(row)));
}

void check_keys(const Json& j, std::initializer_list<const char*> known, const std::string& where) {
    if (!j.is_object()) throw UsageError(where + ": expected an object");
    for (const auto& [key, value] : j.items()) {
        bool found = false;
        for (const char* k : known) found = found || key == k;
        if (!found) throw UsageError(where + ": unknown key '" + key + "'");
    }
}

// ---- Settings with a shape of their own ----

void write_engines(const MatchConfig& c, const FlagRow&, Json& settings) {
    settings["engines"] = Json::array();
    for (const auto& e : c.engines) settings["engines"].push_back(engine_to_json(e));
}

void read_engines(const FlagRow&, SettingsReader& r) {
    if (!r.settings.at("engines").is_array()) throw UsageError(r.where + ": 'engines' must be an array");
    int n = 0;
    for (const auto& e : r.settings.at("engines"))
        r.engines.push_back(engine_from_json(e, r.where + ": engine " + std::to_string(++n)));
}

void write_tournament(const MatchConfig& c, const FlagRow&, Json& settings) {
    settings["tournament"] = to_string(c.tournament);
}

void write_repeat(const MatchConfig& c, const FlagRow&, Json& settings) {
    settings["repeat"] = c.repeat;
    if (c.repeat) settings["repeat_count"] = c.repeat_count;
}

void read_repeat(const FlagRow&, SettingsReader& r) {
    if (!get<bool>(r.settings, "repeat", false, r.where)) return;
    give(r, "repeat",
         r.settings.contains("repeat_count") ? std::vector{number_text(r, "repeat_count")}
                                             : std::vector<std::string>{});
}

void write_use_affinity(const MatchConfig& c, const FlagRow&, Json& settings) {
    if (!c.use_affinity) return;
    std::string cpus;
    for (int cpu : c.affinity_cpus) {
        if (!cpus.empty()) cpus += ',';
        cpus += std::to_string(cpu);
    }
    settings["use_affinity"] = cpus;
}

void read_use_affinity(const FlagRow&, SettingsReader& r) {
    const std::string cpus = get<std::string>(r.settings, "use_affinity", "", r.where);
    give(r, "use-affinity", cpus.empty() ? std::vector<std::string>{} : std::vector{cpus});
}

void write_openings(const MatchConfig& c, const FlagRow&, Json& settings) {
    const OpeningSettings& o = c.openings;
    if (o.file.empty()) return;
    settings["openings"] = {{"file", o.file},   {"format", o.format}, {"order", o.order},
                            {"plies", o.plies}, {"start", o.start},   {"policy", o.policy}};
}

void write_seed(const MatchConfig& c, const FlagRow&, Json& settings) {
    if (c.seed) settings["seed"] = *c.seed;
}

void write_shard(const MatchConfig& c, const FlagRow&, Json& settings) {
    if (c.shard_count > 1)
        settings["shard"] = std::to_string(c.shard_index) + "/" + std::to_string(c.shard_count);
}

void write_draw(const MatchConfig& c, const FlagRow&, Json& settings) {
    if (c.draw.enabled)
        settings["draw"] = {
            {"movenumber", c.draw.movenumber}, {"movecount", c.draw.movecount}, {"score", c.draw.score}};
}

void write_resign(const MatchConfig& c, const FlagRow&, Json& settings) {
    if (c.resign.enabled)
        settings["resign"] = {
            {"movecount", c.resign.movecount}, {"score", c.resign.score}, {"twosided", c.resign.twosided}};
}

void write_adjudication(const MatchConfig& c, const FlagRow&, Json& settings) {
    if (c.adjudication_rules == AdjudicationRules::Cutechess) settings["adjudication"] = "cutechess";
}

// -tb, -tbpieces, -tbignore50 and -tbadjudicate are saved as one object.
void write_tb(const MatchConfig& c, const FlagRow&, Json& settings) {
    const TablebaseAdjudication& tb = c.tb;
    if (!tb.enabled()) return;
    settings["tb"] = {{"paths", tb.paths},
                      {"pieces", tb.pieces},
                      {"ignore50", tb.ignore50},
                      {"adjudicate", tb.win_loss && tb.draw ? "BOTH"
                                     : tb.win_loss          ? "WIN_LOSS"
                                                            : "DRAW"}};
}

void read_tb(const FlagRow&, SettingsReader& r) {
    const Json& tb = r.settings.at("tb");
    const std::string where = r.where + ": tb";
    if (!tb.is_object()) throw UsageError(r.where + ": 'tb' must be an object");
    check_keys(tb, {"paths", "pieces", "ignore50", "adjudicate"}, where);
    give(r, "tb", {get<std::string>(tb, "paths", "", where)});
    if (get<int>(tb, "pieces", 0, where) > 0)
        give(r, "tbpieces", {std::to_string(get<int>(tb, "pieces", 0, r.where))});
    if (get<bool>(tb, "ignore50", false, where)) give(r, "tbignore50", {});
    give(r, "tbadjudicate", {get<std::string>(tb, "adjudicate", "BOTH", where)});
}

void write_sprt(const MatchConfig& c, const FlagRow&, Json& settings) {
    const SprtSettings& s = c.sprt;
    if (s.enabled)
        settings["sprt"] = {
            {"elo0", s.elo0}, {"elo1", s.elo1}, {"alpha", s.alpha}, {"beta", s.beta}, {"model", s.model}};
}

void write_dialect(const MatchConfig& c, const FlagRow&, Json& settings) {
    if (c.dialect != Dialect::Gambit) settings["dialect"] = to_string(c.dialect);
}

void write_report_penta(const MatchConfig& c, const FlagRow&, Json& settings) {
    if (!c.report_penta) settings["report_penta"] = false;
}

void read_report_penta(const FlagRow&, SettingsReader& r) {
    if (!get<bool>(r.settings, "report_penta", true, r.where)) give(r, "report", {"penta=false"});
}

void write_output(const MatchConfig& c, const FlagRow&, Json& settings) {
    if (c.output != OutputFormat::Gambit) settings["output"] = to_string(c.output);
}

void read_output(const FlagRow&, SettingsReader& r) {
    give(r, "output", {"format=" + get<std::string>(r.settings, "output", "", r.where)});
}

void write_pgnout(const MatchConfig& c, const FlagRow&, Json& settings) {
    const PgnSettings& p = c.pgn;
    if (p.file.empty()) return;
    Json& pgn = settings["pgnout"];
    pgn = {{"file", p.file},         {"min", p.min},           {"fi", p.finished_only},  {"append", p.append},
           {"notation", p.notation}, {"nodes", p.nodes},       {"seldepth", p.seldepth}, {"nps", p.nps},
           {"hashfull", p.hashfull}, {"timeleft", p.timeleft}, {"latency", p.latency}};
    if (!p.match_line.empty()) pgn["match_line"] = p.match_line;
    if (p.pv) pgn["pv"] = true;  // absent when off: older states keep their id
    if (p.tbhits) pgn["tbhits"] = true;
}

// An object of -pgnout's keys, or (cutechess's -pgnout F) the file alone.
void read_pgnout(const FlagRow&, SettingsReader& r) {
    give(r, "pgnout",
         r.settings.at("pgnout").is_object()
             ? object_tokens(r, "pgnout")
             : std::vector{get<std::string>(r.settings, "pgnout", "", r.where)});
}

void write_crc32(const MatchConfig& c, const FlagRow&, Json& settings) {
    if (c.crc32_pgn) settings["crc32"] = true;
}

void read_crc32(const FlagRow&, SettingsReader& r) {
    if (get<bool>(r.settings, "crc32", false, r.where)) give(r, "crc32", {"pgn=true"});
}

void write_log(const MatchConfig& c, const FlagRow&, Json& settings) {
    const LogSettings& l = c.log;
    if (!l.file.empty())
        settings["log"] = {{"file", l.file},
                           {"level", l.level},
                           {"engine", l.engine},
                           {"append", l.append},
                           {"realtime", l.realtime}};
    if (!l.file.empty() && l.compress) settings["log"]["compress"] = true;  // absent when off: ids stay
}

// ---- The table, in the order of --help ----
// A row's usage strings are its --help lines as printed, so the formatter leaves the table alone.
// clang-format off

constexpr std::string_view Engines = "Engines", Tournament = "Tournament", Games = "Games",
                           Output = "Statistics and output";

constexpr auto Flags = std::to_array<FlagRow>({
    {.name = "engine", .peers = peers::both, .parse = parse_engine, .tune = true,
     .saved = {{"engines"}, write_engines, read_engines},
     .section = Engines,
     .usage = "  -engine KEY=VALUE ...   one engine: cmd=PATH (required), name=N, dir=D, arg=X (repeatable),\n"
              "                          args=\"X Y\", option.NAME=VALUE, env.NAME=VALUE, tc=, st=, nodes=, depth= (plies=),\n"
              "                          timemargin=MS, startup=MS (uciok timeout), ready=MS (readyok timeout),\n"
              "                          proto=uci|xboard, restart=on|off|auto (a fresh process every game), whitepov,\n"
              "                          ponder (UCI: Ponder=true, thinks on the opponent's time on the move it expects)"},
    {.name = "each", .peers = peers::both, .parse = parse_each, .tune = true,  // saved in "engines"
     .section = Engines,
     .usage = "  -each KEY=VALUE ...     the same keys, for every engine\n"
              "                          tc=40/60+0.6 | tc=10+0.1 | tc=0:30 | tc=inf,  st=0.1 (seconds per move),\n"
              "                          nodes=N, depth=N (combine with tc=inf)\n"
              "                          nodestime=N: the clock is charged N reported nodes per ms, not wall time, so\n"
              "                          timed games replay under any load (pair with the engine's option, e.g.\n"
              "                          option.NodesTime=N for gambit, option.nodestime=N for Stockfish)"},
    {.name = "engines", .peers = peers::cutechess, .parse = parse_list_engines, .on_resume = OnResume::NotASetting,
     .section = Engines,
     .usage = "  -engines                the names in cutechess-cli's engines.json (./ or ~/.config/cutechess), then exit;\n"
              "                          -engine conf=NAME takes one's command, protocol, folder and options"},

    {.name = "tournament", .peers = peers::both, .parse = parse_tournament,
     .saved = {{"tournament"}, write_tournament, read_text},
     .section = Tournament,
     .usage = "  -tournament match|gauntlet|round-robin|knockout|pyramid   (default match)"},
    {.name = "rounds", .peers = peers::both, .parse = integer<&MatchConfig::rounds, 1>,
     .saved = {{"rounds"}, always<&MatchConfig::rounds>, read_number},
     .section = Tournament,
     .usage = "  -rounds N  -games N  -repeat [N]        -repeat: each opening N times (default 2) with colours reversed"},
    {.name = "games", .peers = peers::both, .parse = integer<&MatchConfig::games, 1>,
     .saved = {{"games"}, always<&MatchConfig::games>, read_number}},
    {.name = "repeat", .peers = peers::both, .parse = parse_repeat,
     .saved = {{"repeat", "repeat_count"}, write_repeat, read_repeat}},
    {.name = "noswap", .peers = peers::both, .parse = switch_on<&MatchConfig::noswap>,
     .saved = {{"noswap"}, unless_default<&MatchConfig::noswap>, read_switch},
     .section = Tournament,
     .usage = "  -noswap  -reverse  -seeds N             keep colours in a pair; reverse every game; knockout seeds"},
    {.name = "reverse", .peers = peers::both, .parse = switch_on<&MatchConfig::reverse>,
     .saved = {{"reverse"}, unless_default<&MatchConfig::reverse>, read_switch}},
    {.name = "seeds", .peers = peers::both, .parse = integer<&MatchConfig::seeds, 0>,
     .saved = {{"seeds"}, unless_default<&MatchConfig::seeds>, read_number}},
    {.name = "concurrency", .peers = peers::both, .parse = parse_concurrency, .tune = true,
     .saved = {{"concurrency"}, always<&MatchConfig::concurrency>, read_number, true},
     .on_resume = OnResume::TakesNew,
     .section = Tournament,
     .usage = "  -concurrency N  -use-affinity [CPUS]    games at once; pin each game slot's engines to its own CPUs"},
    {.name = "force-concurrency", .peers = peers::fastchess, .parse = parse_no_op, .tune = true,
     .section = Tournament,
     .usage = "  -force-concurrency                      accepted (fastchess): concurrency is never capped here"},
    {.name = "use-affinity", .peers = peers::fastchess, .parse = parse_use_affinity, .tune = true,
     .saved = {{"use_affinity"}, write_use_affinity, read_use_affinity, true}},
    {.name = "quick", .peers = peers::fastchess, .parse = parse_quick,  // saved as the settings it sets
     .section = Tournament,
     .usage = "  -quick cmd=A cmd=B book=FILE   fastchess's quick match: 10+0.1, random openings, 25000 rounds, -recover"},
    {.name = "wait", .peers = peers::both, .parse = integer<&MatchConfig::wait_ms, 0>, .tune = true,
     .saved = {{"wait"}, unless_default<&MatchConfig::wait_ms>, read_number, true},
     .section = Tournament,
     .usage = "  -wait MS                                pause between two games of a slot"},
    {.name = "openings", .peers = peers::both, .parse = parse_openings, .tune = true,
     .saved = {{"openings"}, write_openings, read_key_values},
     .section = Tournament,
     .usage = "  -openings file=F [format=epd|pgn] [order=sequential|random] [plies=N] [start=N]\n"
              "            [policy=round|default|encounter]"},
    {.name = "seed", .alias = "srand", .alias_peers = peers::both, .parse = parse_seed, .tune = true,
     .saved = {{"seed"}, write_seed, read_number},
     .section = Tournament,
     .usage = "  -seed N | -srand N                      seed of order=random (default: random, recorded in the state)"},
    {.name = "shard", .parse = parse_shard,
     .saved = {{"shard"}, write_shard, read_text, true},
     .section = Tournament,
     .usage = "  -shard K/N                              play only the K-th of N shares of the schedule (pairs kept whole)"},
    {.name = "variant", .peers = peers::both, .parse = parse_variant, .tune = true,
     .saved = {{"variant"}, unless_default<&MatchConfig::variant>, read_text},
     .section = Tournament,
     .usage = "  -variant standard|fischerandom          fischerandom: Chess960/DFRC openings (X-FEN or Shredder-FEN),\n"
              "                                          engines get UCI_Chess960=true, castling is king-takes-rook"},
    {.name = "bookmode", .peers = peers::cutechess, .parse = parse_bookmode,
     .saved = {{"book_on_disk"}, unless_default<&MatchConfig::book_on_disk>, read_book_on_disk},
     .section = Tournament,
     .usage = "  -bookmode ram|disk                      engines' book= files read whole at start-up (ram) or searched\n"
              "                                          in the file at every move (disk), as cutechess-cli does"},

    {.name = "timemargin", .parse = integer<&MatchConfig::timemargin_ms, 0>, .tune = true,
     .saved = {{"timemargin"}, always<&MatchConfig::timemargin_ms>, read_number},
     .section = Games,
     .usage = "  -timemargin MS     tolerated overrun of the clock      -movetimeout MS   move deadline without clock (60000)"},
    {.name = "movetimeout", .parse = integer<&MatchConfig::move_timeout_ms, 1>, .tune = true,
     .saved = {{"movetimeout"}, always<&MatchConfig::move_timeout_ms>, read_number}},
    {.name = "draw", .peers = peers::both, .parse = parse_draw, .tune = true,
     .saved = {{"draw"}, write_draw, read_key_values},
     .section = Games,
     .usage = "  -draw movenumber=N movecount=N score=CP                -resign movecount=N score=CP [twosided=true]"},
    {.name = "resign", .peers = peers::both, .parse = parse_resign, .tune = true,
     .saved = {{"resign"}, write_resign, read_key_values}},
    {.name = "maxmoves", .peers = peers::both, .parse = integer<&MatchConfig::maxmoves, 0>, .tune = true,
     .saved = {{"maxmoves"}, unless_default<&MatchConfig::maxmoves>, read_number},
     .section = Games,
     .usage = "  -maxmoves N        adjudicate a draw after N full moves"},
    {.name = "adjudication", .parse = parse_adjudication, .tune = true,
     .saved = {{"adjudication"}, write_adjudication, read_text},
     .section = Games,
     .usage = "  -adjudication fastchess|cutechess   which tool's rules count -draw/-resign/-maxmoves/-tb (default fastchess)"},
    {.name = "tb", .peers = peers::both, .parse = parse_tb,
     .saved = {{"tb"}, write_tb, read_tb},  // with -tbpieces, -tbignore50 and -tbadjudicate
     .section = Games,
     .usage = "  -tb PATHS          Syzygy adjudication (Fathom): folders separated by ':'; one without tables is an error"},
    {.name = "tbpieces", .peers = peers::both, .parse = parse_tbpieces,
     .section = Games,
     .usage = "  -tbpieces N        only positions with at most N pieces     -tbignore50   cursed wins/blessed losses decide"},
    {.name = "tbignore50", .peers = peers::both, .parse = parse_tbignore50},
    {.name = "tbadjudicate", .peers = peers::fastchess, .parse = parse_tbadjudicate,
     .section = Games,
     .usage = "  -tbadjudicate BOTH|WIN_LOSS|DRAW   which tablebase verdicts end a game (default BOTH)"},
    {.name = "recover", .peers = peers::both, .parse = switch_on<&MatchConfig::recover>, .tune = true,
     .saved = {{"recover"}, always<&MatchConfig::recover>, read_switch, true},
     .section = Games,
     .usage = "  -recover           restart an engine that crashed or stalled and go on (otherwise the run stops)"},

    {.name = "sprt", .peers = peers::both, .parse = parse_sprt,
     .saved = {{"sprt"}, write_sprt, read_key_values},
     .section = Output,
     .usage = "  -sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic|bayesian]   stop at a bound"},
    {.name = "report", .peers = peers::fastchess, .parse = parse_report,
     .saved = {{"report_penta"}, write_report_penta, read_report_penta},
     .section = Output,
     .usage = "  -report penta=true|false   Elo and SPRT from game pairs (default) or single games"},
    {.name = "bench", .parse = integer<&MatchConfig::bench, 1>,
     .saved = {{"bench"}, unless_default<&MatchConfig::bench>, read_number},
     .section = Output,
     .usage = "  -bench N           the tested build's bench node count: \"bench\" in -results, \"Bench: N\" in the commit block"},
    {.name = "ratinginterval", .peers = peers::both, .parse = integer<&MatchConfig::rating_interval, 0>,
     .saved = {{"ratinginterval"}, always<&MatchConfig::rating_interval>, read_number, true},
     .on_resume = OnResume::TakesNew,
     .section = Output,
     .usage = "  -ratinginterval N  -scoreinterval N  -outcomeinterval N   rating, score and terminations every N games"},
    {.name = "scoreinterval", .peers = peers::fastchess, .parse = integer<&MatchConfig::score_interval, 1>,
     .saved = {{"scoreinterval"}, unless_default<&MatchConfig::score_interval>, read_number, true}},
    {.name = "outcomeinterval", .peers = peers::cutechess, .parse = integer<&MatchConfig::outcome_interval, 0>,
     .saved = {{"outcomeinterval"}, unless_default<&MatchConfig::outcome_interval>, read_number, true}},
    {.name = "output", .peers = peers::fastchess, .parse = parse_output,
     .saved = {{"output"}, write_output, read_output, true},
     .section = Output,
     .usage = "  -output format=cutechess|fastchess  console lines as those tools print them (-resultformat default too);\n"
              "                     fastchess's is the default when -testEnv, -crc32 or -check-mate-pvs is given"},
    {.name = "resultformat", .peers = peers::cutechess, .parse = parse_resultformat},  // saved in "output"
    {.name = "pgnout", .peers = peers::both, .parse = parse_pgnout, .tune = true,
     .saved = {{"pgnout"}, write_pgnout, read_pgnout, true},
     .section = Output,
     .usage = "  -pgnout file=F [min=] [append=] [notation=san|lan|uci] [nodes=] [seldepth=] [nps=] [hashfull=]\n"
              "          [tbhits=] [timeleft=] [latency=] [pv=] [match_line=REGEX]   or cutechess's  -pgnout F [min] [fi]"},
    {.name = "crc32", .peers = peers::fastchess, .parse = parse_crc32,
     .saved = {{"crc32"}, write_crc32, read_crc32},
     .section = Output,
     .usage = "  -crc32 pgn=true    after every game: \"File F has CRC32: 0x...\" (zlib's CRC-32 of the PGN as written)"},
    {.name = "check-mate-pvs", .peers = peers::fastchess, .parse = switch_on<&MatchConfig::check_mate_pvs>,
     .saved = {{"check_mate_pvs"}, unless_default<&MatchConfig::check_mate_pvs>, read_switch},
     .section = Output,
     .usage = "  -check-mate-pvs    also check mate scores' PVs (length, ending in mate); every PV of a UCI engine is\n"
              "                     checked anyway (legal, not past the end of the game, bestmove = its first move) and\n"
              "                     each finding printed as fastchess words it (\"Warning; Illegal PV move - ...\") and\n"
              "                     counted per engine in the results file (\"warnings\")"},
    {.name = "testEnv", .peers = peers::fastchess, .parse = switch_on<&MatchConfig::test_env>,
     .saved = {{"test_env"}, unless_default<&MatchConfig::test_env>, read_switch},
     .section = Output,
     .usage = "  -testEnv           fastchess's worker switch: a warning and its Info/Position/Moves lines on one line"},
    {.name = "epdout", .peers = peers::both, .parse = parse_epdout,
     .saved = {{"epdout"}, unless_default<&MatchConfig::epdout>, read_path, true},
     .section = Output,
     .usage = "  -epdout F          the final position of every game     -results file=F.json   -event NAME  -site NAME"},
    {.name = "results", .parse = file<&MatchConfig::results>,
     .saved = {{"results"}, unless_default<&MatchConfig::results>, read_path, true},
     .on_resume = OnResume::TakesNew},  // rewritten from the state's games at each checkpoint: it may move
    {.name = "event", .peers = peers::both, .parse = text<&MatchConfig::event>, .tune = true,
     .saved = {{"event"}, always<&MatchConfig::event>, read_text}},
    {.name = "site", .peers = peers::both, .parse = text<&MatchConfig::site>, .tune = true,
     .saved = {{"site"}, unless_default<&MatchConfig::site>, read_text}},
    {.name = "log", .peers = peers::fastchess, .parse = parse_log, .tune = true,
     .saved = {{"log"}, write_log, read_key_values, true},
     .on_resume = OnResume::TakesNew,
     .section = Output,
     .usage = "  -log file=F [level=trace|debug|info|warn|err|fatal] [engine=on] [append=true] [realtime=true]\n"
              "                     [compress=true]   gzip: F + the start time (UTC) + .gz, a new file each run"},
    {.name = "debug", .peers = peers::cutechess, .parse = parse_debug, .tune = true,
     .saved = {{"debug"}, unless_default<&MatchConfig::debug>, read_switch, true},
     .on_resume = OnResume::TakesNew,
     .section = Output,
     .usage = "  -debug             every engine line on stderr"},
    {.name = "show-latency", .peers = peers::fastchess, .parse = switch_on<&MatchConfig::show_latency>,
     .saved = {{"show_latency"}, unless_default<&MatchConfig::show_latency>, read_switch, true},
     .section = Output,
     .usage = "  -show-latency      fastchess: every move's latency (wall time minus the engine's reported time) in -log"},
    {.name = "htmlreport", .parse = file<&MatchConfig::report>, .tune = true,
     .saved = {{"report"}, unless_default<&MatchConfig::report>, read_path},
     .section = Output,
     .usage = "  -htmlreport file=F self-contained HTML report (Markdown if F ends in .md) from -results and -pgnout"},
    {.name = "serve", .parse = parse_serve,
     .on_resume = OnResume::NotASetting,
     .section = Output,
     .usage = "  -serve ADDR:PORT [linger=S]    a live page of the run at http://ADDR:PORT/ (PORT alone: 127.0.0.1; port 0:\n"
              "                                 any free one, printed): verdict, Elo and LLR plots, pace and ETA, time use,\n"
              "                                 latest games, the HTML report at the end; read-only, from -results (needs it)\n"
              "                                 and -pgnout; linger=S keeps it up S seconds after the run (Ctrl-C ends it)"},
    {.name = "strength-history", .parse = parse_history,
     .on_resume = OnResume::NotASetting,
     .section = Output,
     .usage = "  -strength-history dir=D [commit=SHA] [label=TEXT]   at the end, the results (without the games) as the next\n"
              "                                 run of a strength history: D/NNNN-COMMIT.json with \"commit\" and \"label\"\n"
              "                                 (commit: $GITHUB_SHA by default); gambit-elo history D draws it"},
    {.name = "state", .parse = file<&MatchConfig::state>, .tune = true,
     .saved = {{"state"}, unless_default<&MatchConfig::state>, read_path, true},
     .on_resume = OnResume::NotASetting,
     .section = Output,
     .usage = "  -state file=F.json [-resume]   checkpoint after every game; -resume continues a killed run\n"
              "                                 (or starts the run if F does not exist yet) with the settings F saved: only\n"
              "                                 -concurrency, -log, -ratinginterval, -debug and -results may change\n"
              "                                 (any other flag given is named in a warning and ignored)"},
    {.name = "resume", .parse = switch_on<&MatchConfig::resume>, .tune = true,
     .on_resume = OnResume::NotASetting},
    {.name = "autosaveinterval", .peers = peers::fastchess, .parse = parse_autosaveinterval,
     .saved = {{"autosaveinterval"}, unless_default<&MatchConfig::autosave_interval>, read_number, true},
     .section = Output,
     .usage = "  -autosaveinterval N            fastchess: config.json every N games (default 20) and at the end (0: at the\n"
              "                                 end only); in gambit-match's own line N > 0 checkpoints every game there"},
    {.name = "config", .peers = peers::fastchess, .parse = parse_config, .read_first = true,
     .on_resume = OnResume::NotASetting,
     .section = Output,
     .usage = "  -config file=F.json [outname=F2] [discard=true]   settings as JSON (flags given too override it), or a\n"
              "                                 checkpoint: the run continues from it, as fastchess's -config does"},
    {.name = "startup-ms", .peers = peers::fastchess, .parse = parse_startup_ms, .tune = true,  // saved in "engines"
     .section = Output,
     .usage = "  -startup-ms MS  -ucinewgame-ms MS  -ping-ms MS    every engine's start-up and readyok timeouts"},
    {.name = "ucinewgame-ms", .alias = "ping-ms", .peers = peers::fastchess, .alias_peers = peers::fastchess, .parse = parse_ready_ms, .tune = true},
    {.name = "dump-config", .parse = parse_dump_config,
     .on_resume = OnResume::NotASetting,
     .section = Output,
     .usage = "  -dump-config [file=F]          write the settings as JSON (stdout by default) and exit"},
    {.name = "ci", .parse = switch_on<&MatchConfig::ci>,
     .saved = {{"ci"}, always<&MatchConfig::ci>, read_switch, true},
     .section = Output,
     .usage = "  -ci                            exit code carries the SPRT verdict (see below); without -sprt it runs\n"
              "                                 the non-regression test elo0=-3 elo1=1 (normalized); the planned games\n"
              "                                 (-rounds, -games) are the budget after which it reports inconclusive (6)"},
    {.name = "stopfile", .parse = file<&MatchConfig::stopfile>,
     .saved = {{"stopfile"}, unless_default<&MatchConfig::stopfile>, read_path, true},
     .section = Output,
     .usage = "  -stopfile F                    start no new game once F exists (shard coordinators); exit 0"},
    {.name = "dialect", .parse = parse_dialect_flag,
     .saved = {{"dialect"}, write_dialect, read_text},
     .section = Output,
     .usage = "  -dialect gambit|cutechess|fastchess   read the line as that tool's (default: the tool whose flags it\n"
              "                                 uses; ambiguous or mixed lines are gambit-match's own)"},
    {.name = "help", .alias = "h", .peers = peers::both, .alias_peers = peers::both, .parse = parse_help, .tune = true,
     .on_resume = OnResume::NotASetting,
     .section = Output,
     .usage = "  -help  -version"},
    {.name = "version", .alias = "v", .peers = peers::both, .alias_peers = peers::fastchess, .parse = parse_version, .tune = true,
     .on_resume = OnResume::NotASetting},

    {.name = "strict", .peers = peers::fastchess, .parse = switch_on<&MatchConfig::strict>,
     .saved = {{"strict"}, unless_default<&MatchConfig::strict>, read_switch},
     .section = Output,
     .usage = "  -strict                        fastchess: the first warning (Warning; lines, illegal move, time loss,\n"
              "                                 crash or stall) stops the run after the games in flight; exit 1"},

    // Flags of cutechess-cli and fastchess that cannot apply here, each with the reason it is refused.
});
// clang-format on

// The keys as gambit-match has always written them (config_json.cpp before this table).
constexpr auto SettingsKeyOrder = std::to_array<std::string_view>({
    "engines",      "tournament",     "rounds",        "games",
    "repeat",       "concurrency",    "openings",      "repeat_count",
    "noswap",       "reverse",        "seeds",         "wait",
    "use_affinity", "timemargin",     "movetimeout",   "draw",
    "resign",       "adjudication",   "maxmoves",      "tb",
    "sprt",         "pgnout",         "epdout",        "results",
    "state",        "ratinginterval", "scoreinterval", "outcomeinterval",
    "output",       "report_penta",   "debug",         "recover",
    "seed",         "shard",          "log",           "ci",
    "stopfile",     "report",         "event",         "site",
    "variant",      "test_env",       "crc32",         "check_mate_pvs",
    "bench",        "dialect",        "show_latency",  "autosaveinterval",
    "strict",       "book_on_disk",
});

}  // namespace

std::span<const FlagRow> flag_table() {
    return Flags;
}

const FlagRow* find_flag(std::string_view name) {
    for (const FlagRow& row : Flags)
        if (row.names(name)) return &row;
    return nullptr;
}

std::span<const std::string_view> settings_key_order() {
    return SettingsKeyOrder;
}

}  // namespace gambit::match
