#include "manager/cli.hpp"

#include "live/http_server.hpp"

#include <charconv>
#include <cstdint>
#include <functional>
#include <limits>
#include <fstream>
#include <map>
#include <regex>

#include "live/http_server.hpp"
#include "manager/config_json.hpp"
#include "manager/run_state.hpp"
#include "manager/utf8.hpp"

namespace gambit::match {
namespace {

// One flag with the words that follow it up to the next flag.
struct Flag {
    std::string name;  // without the leading dash(es)
    std::vector<std::string> values;
};

bool is_flag(const std::string& arg) {
    if (arg.size() < 2 || arg[0] != '-') return false;
    return !(arg[1] >= '0' && arg[1] <= '9') && arg[1] != '.';  // "-5" is a value, not a flag
}

std::vector<Flag> split_flags(const std::vector<std::string>& args) {
    std::vector<Flag> flags;
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

template <typename Int>
Int to_int(const std::string& text, const std::string& what, Int min, Int max = std::numeric_limits<Int>::max()) {
    Int value{};
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || value < min || value > max)
        throw UsageError(what + ": expected an integer >= " + std::to_string(min) + ", got '" + text + "'");
    return value;
}

double to_double(const std::string& text, const std::string& what) {
    double value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size())
        throw UsageError(what + ": expected a number, got '" + text + "'");
    return value;
}

bool to_bool(const std::string& text, const std::string& what) {
    if (text == "on" || text == "true" || text == "1" || text == "yes") return true;
    if (text == "off" || text == "false" || text == "0" || text == "no") return false;
    throw UsageError(what + ": expected on or off, got '" + text + "'");
}

std::pair<std::string, std::string> key_value(const std::string& token, const std::string& flag) {
    auto eq = token.find('=');
    if (eq == std::string::npos || eq == 0) throw UsageError("-" + flag + ": expected key=value, got '" + token + "'");
    return {token.substr(0, eq), token.substr(eq + 1)};
}

// "a b 'c d'" -> {a, b, c d}: engine arguments given as one string, never handed to a shell.
std::vector<std::string> split_words(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    char quote = 0;
    bool in_word = false;
    for (char c : text) {
        if (quote) {
            if (c == quote) quote = 0; else word += c;
        } else if (c == '"' || c == '\'') {
            quote = c;
            in_word = true;
        } else if (c == ' ' || c == '\t') {
            if (in_word) words.push_back(word);
            word.clear();
            in_word = false;
        } else {
            word += c;
            in_word = true;
        }
    }
    if (quote) throw UsageError("args: unterminated quote in '" + text + "'");
    if (in_word) words.push_back(word);
    return words;
}

void expect_count(const Flag& flag, std::size_t count) {
    if (flag.values.size() != count)
        throw UsageError("-" + flag.name + ": expected " + std::to_string(count) + " value" + (count == 1 ? "" : "s") +
                         ", got " + std::to_string(flag.values.size()));
}

// For -pgnout/-results/-state/-config/-dump-config: "file=F" or a bare "F"; extra keys are rejected.
std::string file_value(const Flag& flag) {
    std::string file;
    for (const auto& value : flag.values) {
        if (value.find('=') == std::string::npos) {
            file = value;
            continue;
        }
        auto [key, v] = key_value(value, flag.name);
        if (key == "file") file = v;
        else throw UsageError("-" + flag.name + ": unknown key '" + key + "'");
    }
    if (file.empty()) throw UsageError("-" + flag.name + ": expected file=PATH");
    return file;
}

void apply_openings(OpeningSettings& o, const Flag& flag) {
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "file") o.file = value;
        else if (key == "format") {
            if (value != "epd" && value != "pgn" && value != "auto")
                throw UsageError("-openings: format must be epd, pgn or auto, got '" + value + "'");
            o.format = value;
        } else if (key == "order") {
            if (value != "sequential" && value != "random")
                throw UsageError("-openings: order must be sequential or random, got '" + value + "'");
            o.order = value;
        } else if (key == "plies") o.plies = to_int<int>(value, "-openings plies", -1);
        else if (key == "start") o.start = to_int<int>(value, "-openings start", 1);
        else if (key == "policy") {
            if (value != "round" && value != "default" && value != "encounter")
                throw UsageError("-openings: policy must be round, default or encounter, got '" + value + "'");
            o.policy = value;
        } else throw UsageError("-openings: unknown key '" + key + "'");
    }
    if (o.file.empty()) throw UsageError("-openings: expected file=PATH");
}

void apply_draw(DrawAdjudication& d, const Flag& flag) {
    d.enabled = true;
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "movenumber") d.movenumber = to_int<int>(value, "-draw movenumber", 0);
        else if (key == "movecount") d.movecount = to_int<int>(value, "-draw movecount", 1);
        else if (key == "score") d.score = to_int<int>(value, "-draw score", 0);
        else throw UsageError("-draw: unknown key '" + key + "'");
    }
}

void apply_resign(ResignAdjudication& r, const Flag& flag) {
    r.enabled = true;
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "movecount") r.movecount = to_int<int>(value, "-resign movecount", 1);
        else if (key == "score") r.score = to_int<int>(value, "-resign score", 0);
        else if (key == "twosided") r.twosided = to_bool(value, "-resign twosided");
        else throw UsageError("-resign: unknown key '" + key + "'");
    }
}

void apply_sprt(SprtSettings& s, const Flag& flag) {
    s.enabled = true;
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "elo0") s.elo0 = to_double(value, "-sprt elo0");
        else if (key == "elo1") s.elo1 = to_double(value, "-sprt elo1");
        else if (key == "alpha") s.alpha = to_double(value, "-sprt alpha");
        else if (key == "beta") s.beta = to_double(value, "-sprt beta");
        else if (key == "model") {
            if (value != "normalized" && value != "logistic" && value != "bayesian")
                throw UsageError("-sprt: model must be normalized, logistic or bayesian, got '" + value + "'");
            s.model = value;
        } else throw UsageError("-sprt: unknown key '" + key + "'");
    }
    if (!(s.elo0 < s.elo1)) throw UsageError("-sprt: elo0 must be smaller than elo1");
    if (!(s.alpha > 0 && s.alpha < 1 && s.beta > 0 && s.beta < 1))
        throw UsageError("-sprt: alpha and beta must lie strictly between 0 and 1");
}

void apply_log(LogSettings& l, const Flag& flag) {
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "file") l.file = value;
        else if (key == "level") {
            // fastchess spells error "err" and has "fatal" (spdlog's "critical").
            const std::string level = value == "err" ? "error" : value;
            static const char* levels[] = {"trace", "debug", "info", "warn", "error", "fatal", "off"};
            bool known = false;
            for (const char* name : levels) known = known || level == name;
            if (!known)
                throw UsageError("-log: level must be trace, debug, info, warn, err, fatal or off, got '" + value + "'");
            l.level = level;
        } else if (key == "engine") l.engine = to_bool(value, "-log engine");
        else if (key == "append") l.append = to_bool(value, "-log append");
        else if (key == "realtime") l.realtime = to_bool(value, "-log realtime");
        else if (key == "compress") throw UsageError("-log compress: compressed logs are not supported");
        else throw UsageError("-log: unknown key '" + key + "'");
    }
}

// -pgnout: cutechess's "FILE [min] [fi]" or fastchess's "file=F key=value ...".
void apply_pgnout(PgnSettings& p, const Flag& flag) {
    p = PgnSettings{};
    for (const auto& token : flag.values) {
        if (token.find('=') == std::string::npos) {
            if (token == "min") p.min = true;
            else if (token == "fi") p.finished_only = true;
            else if (p.file.empty()) p.file = token;
            else throw UsageError("-pgnout: unexpected '" + token + "' (expected FILE [min] [fi] or file=F key=value)");
            continue;
        }
        auto [key, value] = key_value(token, flag.name);
        const std::string what = "-pgnout " + key;
        if (key == "file") p.file = value;
        else if (key == "min") p.min = to_bool(value, what);
        else if (key == "fi") p.finished_only = to_bool(value, what);
        else if (key == "append") p.append = to_bool(value, what);
        else if (key == "nodes") p.nodes = to_bool(value, what);
        else if (key == "seldepth") p.seldepth = to_bool(value, what);
        else if (key == "nps") p.nps = to_bool(value, what);
        else if (key == "hashfull") p.hashfull = to_bool(value, what);
        else if (key == "timeleft") p.timeleft = to_bool(value, what);
        else if (key == "latency") p.latency = to_bool(value, what);
        else if (key == "match_line") {
            try {
                std::regex check(value);
            } catch (const std::regex_error&) {
                throw UsageError("-pgnout match_line: not a valid regular expression: '" + value + "'");
            }
            p.match_line = value;
        } else if (key == "notation") {
            if (value != "san" && value != "lan" && value != "uci")
                throw UsageError("-pgnout notation: expected san, lan or uci, got '" + value + "'");
            p.notation = value;
        } else if (key == "pv") throw UsageError("-pgnout pv: principal variations are not written to the PGN");
        else if (key == "tbhits") throw UsageError("-pgnout tbhits: engines' tablebase hits are not recorded");
        else throw UsageError("-pgnout: unknown key '" + key + "'");
    }
    if (p.file.empty()) throw UsageError("-pgnout: expected a file (FILE or file=PATH)");
}

// -report penta=true|false (fastchess). The HTML report of earlier versions is -htmlreport file=F.
void apply_report(MatchConfig& c, const Flag& flag) {
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "penta") c.report_penta = to_bool(value, "-report penta");
        else if (key == "file")
            throw UsageError("-report file=: the HTML report is -htmlreport file=F (-report takes penta=, as in fastchess)");
        else throw UsageError("-report: unknown key '" + key + "'");
    }
}

OutputFormat output_format(const std::string& value, const std::string& what) {
    if (value == "cutechess") return OutputFormat::Cutechess;
    if (value == "fastchess") return OutputFormat::Fastchess;
    if (value == "gambit") return OutputFormat::Gambit;
    throw UsageError(what + ": expected cutechess, fastchess or gambit, got '" + value + "'");
}

// "0-3,6" -> {0, 1, 2, 3, 6}
std::vector<int> cpu_list(const std::string& text) {
    std::vector<int> cpus;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string part = text.substr(start, comma - start);
        const std::size_t dash = part.find('-');
        const int first = to_int<int>(part.substr(0, dash), "-use-affinity", 0, 4095);
        const int last = dash == std::string::npos ? first : to_int<int>(part.substr(dash + 1), "-use-affinity", first, 4095);
        for (int cpu = first; cpu <= last; ++cpu) cpus.push_back(cpu);
        start = comma + 1;
    }
    return cpus;
}

// Flags of cutechess-cli and fastchess that cannot apply here, each with the reason it is refused.
const char* refused_flag(const std::string& flag) {
    static const std::map<std::string, const char*> refused = {
        {"tb", "no tablebase probing yet: tablebase adjudication is not available"},
        {"tbpieces", "no tablebase probing yet: tablebase adjudication is not available"},
        {"tbignore50", "no tablebase probing yet: tablebase adjudication is not available"},
        {"tbadjudicate", "no tablebase probing yet: tablebase adjudication is not available"},
        {"bookmode", "Polyglot engine books are not supported: use -openings"},
        {"engines", "there is no engines.json: give every engine with -engine cmd=..."},
        {"quick", "not supported: write the match out with -engine, -each, -openings and -rounds"},
        {"check-mate-pvs", "principal variations are not checked"},
        {"show-latency", "latency is written to the PGN with -pgnout latency=true"},
        {"strict", "not supported"},
        {"crc32", "PGN checksums are not supported"},
        {"testEnv", "fastchess's internal test switch"},
    };
    auto it = refused.find(flag);
    return it == refused.end() ? nullptr : it->second;
}

// The words of a flag as one value ("-event Gambit test" = "Gambit test").
std::string joined_value(const Flag& flag) {
    std::string text;
    for (const auto& word : flag.values) text += (text.empty() ? "" : " ") + word;
    if (text.empty()) throw UsageError("-" + flag.name + ": expected a value");
    return text;
}

// -config file=F [outname=F2] [discard=true] [stats=true]. F holds settings as JSON, or is the checkpoint of
// a run (-state, or fastchess's autosaved config.json): then, as in fastchess, the run continues from it
// (outname= names the checkpoint written from now on; discard=true starts the run afresh with its settings).
void apply_config(MatchConfig& c, const Flag& flag) {
    std::string file, outname;
    bool discard = false;
    for (const auto& token : flag.values) {
        if (token.find('=') == std::string::npos) {
            file = token;
            continue;
        }
        auto [key, value] = key_value(token, flag.name);
        if (key == "file") file = value;
        else if (key == "outname") outname = value;
        else if (key == "discard") discard = to_bool(value, "-config discard");
        else if (key == "stats") {
            if (!to_bool(value, "-config stats"))
                throw UsageError("-config stats=false: a continued run always keeps the results it has");
        } else throw UsageError("-config: unknown key '" + key + "'");
    }
    if (file.empty()) throw UsageError("-config: expected file=PATH");
    if (is_state_file(file)) {
        c = config_from_json(load_state(file).config, file);
        c.state = outname.empty() ? file : outname;
        c.resume = !discard;
        if (!outname.empty() && !discard) {
            // The new checkpoint starts as a copy of the old one.
            std::ifstream in(file, std::ios::binary);
            std::ofstream out(outname, std::ios::binary);
            out << in.rdbuf();
            if (!out) throw UsageError("-config outname: cannot write " + outname);
        }
    } else {
        c = load_config_file(file);
        if (!outname.empty()) c.state = outname;
    }
}

void apply_shard(MatchConfig& c, const Flag& flag) {
    expect_count(flag, 1);
    const std::string& text = flag.values[0];
    auto slash = text.find('/');
    if (slash == std::string::npos) throw UsageError("-shard: expected K/N, got '" + text + "'");
    c.shard_count = to_int<int>(text.substr(slash + 1), "-shard N", 1);
    c.shard_index = to_int<int>(text.substr(0, slash), "-shard K", 1, c.shard_count);
}

void apply_tokens(EngineSpec& spec, const std::vector<std::string>& tokens, const std::string& where) {
    try {
        for (const auto& token : tokens) apply_engine_token(spec, token);
    } catch (const UsageError& e) {
        throw UsageError(where + e.what());
    }
}

}  // namespace

// Engine keys of cutechess-cli that cannot apply here, each with the reason it is refused.
const char* refused_engine_key(const std::string& key) {
    static const std::map<std::string, const char*> refused = {
        {"ponder", "pondering is not supported: engines think only on their own clock"},
        {"trust", "result claims are never trusted: gambit-match validates every move and ending itself"},
        {"conf", "there is no engines.json: give the engine with cmd= and its keys"},
        {"book", "Polyglot engine books are not supported: use -openings"},
        {"bookdepth", "Polyglot engine books are not supported: use -openings"},
        {"stderr", "the engine's stderr is kept for the manager's error messages"},
        {"initstr", "initialisation strings are not supported: use option.NAME=VALUE"},
    };
    auto it = refused.find(key);
    return it == refused.end() ? nullptr : it->second;
}

void apply_engine_token(EngineSpec& spec, const std::string& token) {
    // Bare words of cutechess-cli (whitepov, ponder, trust).
    if (token == "whitepov") {
        spec.white_pov = true;
        return;
    }
    if (const char* why = refused_engine_key(token.substr(0, token.find('=')))) throw UsageError(token.substr(0, token.find('=')) + ": " + why);
    auto [key, value] = key_value(token, "engine");
    auto& p = spec.process;
    try {
        if (key == "name") p.name = value;
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
        else if (key == "depth" || key == "plies") spec.tc.depth = to_int<int>(value, key, 1, 1000);
        else if (key == "timemargin") spec.timemargin_ms = to_int<std::int64_t>(value, "timemargin", 0);
        else if (key == "startup") p.startup_timeout = std::chrono::milliseconds(to_int<std::int64_t>(value, "startup", 1));
        else if (key == "ready") p.ready_timeout = std::chrono::milliseconds(to_int<std::int64_t>(value, "ready", 1));
        else if (key == "proto") {
            if (value == "uci") spec.protocol = Protocol::Uci;
            else if (value == "xboard") spec.protocol = Protocol::Xboard;
            else throw UsageError("proto: expected uci or xboard, got '" + value + "'");
        } else if (key == "restart") {
            // auto (cutechess's default) = off: the process is reused unless an xboard engine asks otherwise.
            spec.restart = value == "auto" ? false : to_bool(value, "restart");
        } else throw UsageError("unknown engine key '" + key + "'");
    } catch (const std::invalid_argument& e) {
        throw UsageError(key + ": " + e.what());
    }
}

CommandLine parse_command_line(const std::vector<std::string>& args) {
    for (const auto& arg : args)
        if (!is_utf8(arg)) throw UsageError("'" + arg + "' is not valid UTF-8 (the results and state files are UTF-8 JSON)");
    CommandLine result;
    MatchConfig& c = result.config;
    std::vector<Flag> flags = split_flags(args);

    for (const auto& flag : flags)
        if (flag.name == "config") apply_config(c, flag);

    std::vector<std::vector<std::string>> engine_tokens;
    std::vector<std::string> each_tokens;
    bool games_given = false;
    bool autosave = false;
    std::optional<std::int64_t> startup_ms, ready_ms;  // -startup-ms, -ucinewgame-ms / -ping-ms: every engine
    for (const auto& flag : flags) {
        const std::string& f = flag.name;
        result.given.insert(f);
        auto one = [&]() -> const std::string& { expect_count(flag, 1); return flag.values[0]; };
        {
            if (f == "help" || f == "h") result.help = true;
            else if (f == "version") result.version = true;
            else if (f == "config") {}
            else if (f == "engine") engine_tokens.push_back(flag.values);
            else if (f == "each") each_tokens.insert(each_tokens.end(), flag.values.begin(), flag.values.end());
            else if (f == "tournament") {
                const std::string& kind = one();
                if (kind == "match") c.tournament = TournamentKind::Match;
                else if (kind == "gauntlet") c.tournament = TournamentKind::Gauntlet;
                else if (kind == "round-robin" || kind == "roundrobin") c.tournament = TournamentKind::RoundRobin;
                else if (kind == "knockout") c.tournament = TournamentKind::Knockout;
                else if (kind == "pyramid") c.tournament = TournamentKind::Pyramid;
                else throw UsageError("-tournament: expected match, gauntlet, round-robin, knockout or pyramid, got '" + kind + "'");
            } else if (f == "rounds") c.rounds = to_int<int>(one(), "-rounds", 1);
            else if (f == "games") c.games = to_int<int>(one(), "-games", 1), games_given = true;
            else if (f == "repeat") {
                // cutechess: -repeat [N], each opening N times (default 2); fastchess: -repeat = -games 2.
                c.repeat = true;
                c.repeat_count = flag.values.empty() ? 2 : to_int<int>(one(), "-repeat", 1, 1000);
                if (c.repeat_count % 2 != 0 && c.repeat_count != 1)
                    throw UsageError("-repeat: N must be even (games on one opening form pairs with colours reversed)");
                if (c.repeat_count == 1) c.repeat = false;
            } else if (f == "noswap") { expect_count(flag, 0); c.noswap = true; }
            else if (f == "reverse") { expect_count(flag, 0); c.reverse = true; }
            else if (f == "seeds") c.seeds = to_int<int>(one(), "-seeds", 0);
            else if (f == "wait") c.wait_ms = to_int<std::int64_t>(one(), "-wait", 0);
            else if (f == "concurrency") c.concurrency = to_int<int>(one(), "-concurrency", 1, 1024);
            else if (f == "force-concurrency") expect_count(flag, 0);  // concurrency is never capped here
            else if (f == "use-affinity") {
                c.use_affinity = true;
                c.affinity_cpus = flag.values.empty() ? std::vector<int>{} : cpu_list(one());
            } else if (f == "openings") apply_openings(c.openings, flag);
            else if (f == "timemargin") c.timemargin_ms = to_int<std::int64_t>(one(), "-timemargin", 0);
            else if (f == "movetimeout") c.move_timeout_ms = to_int<std::int64_t>(one(), "-movetimeout", 1);
            else if (f == "draw") apply_draw(c.draw, flag);
            else if (f == "resign") apply_resign(c.resign, flag);
            else if (f == "adjudication") {
                const std::string& rules = one();
                if (rules == "fastchess") c.adjudication_rules = AdjudicationRules::Fastchess;
                else if (rules == "cutechess") c.adjudication_rules = AdjudicationRules::Cutechess;
                else throw UsageError("-adjudication: expected fastchess or cutechess, got '" + rules + "'");
            } else if (f == "maxmoves") c.maxmoves = to_int<int>(one(), "-maxmoves", 0);
            else if (f == "sprt") apply_sprt(c.sprt, flag);
            else if (f == "pgnout") apply_pgnout(c.pgn, flag);
            else if (f == "epdout") c.epdout = file_value(flag);
            else if (f == "results") c.results = file_value(flag);
            else if (f == "state") c.state = file_value(flag);
            else if (f == "resume") { expect_count(flag, 0); c.resume = true; }
            else if (f == "autosaveinterval") {
                // fastchess checkpoints into config.json every N games (0 = never); here after every game.
                if (to_int<int>(one(), "-autosaveinterval", 0) > 0 && c.state.empty() && !result.given.count("state"))
                    autosave = true;
            } else if (f == "ratinginterval") c.rating_interval = to_int<int>(one(), "-ratinginterval", 0);
            else if (f == "scoreinterval") c.score_interval = to_int<int>(one(), "-scoreinterval", 1);
            else if (f == "outcomeinterval") c.outcome_interval = to_int<int>(one(), "-outcomeinterval", 0);
            else if (f == "output") {
                for (const auto& token : flag.values) {
                    auto [key, value] = key_value(token, f);
                    if (key != "format") throw UsageError("-output: unknown key '" + key + "'");
                    c.output = output_format(value, "-output format");
                }
            } else if (f == "resultformat") {
                const std::string& format = one();
                if (format != "default")
                    throw UsageError("-resultformat: only the default result list (rank, name, Elo, error, games, "
                                     "score, draws) is available, got '" + format + "'");
                c.output = OutputFormat::Cutechess;
            } else if (f == "recover") { expect_count(flag, 0); c.recover = true; }
            else if (f == "seed" || f == "srand") c.seed = to_int<std::uint64_t>(one(), "-" + f, 0);
            else if (f == "shard") apply_shard(c, flag);
            else if (f == "log") apply_log(c.log, flag);
            else if (f == "debug") {
                // cutechess -debug: every engine line on the console; fastchess -debug: the same, in its log.
                if (!flag.values.empty() && !(flag.values.size() == 1 && to_bool(one(), "-debug")))
                    throw UsageError("-debug: takes no value");
                c.debug = true;
            } else if (f == "stopfile") c.stopfile = file_value(flag);
            else if (f == "report") apply_report(c, flag);
            else if (f == "htmlreport") c.report = file_value(flag);
            else if (f == "ci") { expect_count(flag, 0); c.ci = true; }
            else if (f == "event") c.event = joined_value(flag);
            else if (f == "site") c.site = joined_value(flag);
            else if (f == "startup-ms") startup_ms = to_int<std::int64_t>(one(), "-startup-ms", 1);
            else if (f == "ucinewgame-ms" || f == "ping-ms") ready_ms = to_int<std::int64_t>(one(), "-" + f, 1);
            else if (f == "variant") {
                c.variant = one();
                if (c.variant != "standard" && c.variant != "fischerandom")
                    throw UsageError("-variant: expected standard or fischerandom, got '" + c.variant + "'");
            } else if (f == "serve") {
                if (flag.values.empty() || flag.values.size() > 2)
                    throw UsageError("-serve: expected ADDR:PORT [linger=SECONDS]");
                try {
                    live::parse_listen(flag.values[0]);
                } catch (const std::invalid_argument& e) {
                    throw UsageError(std::string("-serve: ") + e.what());
                }
                result.serve = flag.values[0];
                if (flag.values.size() == 2) {
                    auto [key, value] = key_value(flag.values[1], flag.name);
                    if (key != "linger") throw UsageError("-serve: unknown key '" + key + "' (linger=SECONDS)");
                    result.serve_linger_s = to_int<int>(value, "-serve linger", 0, 24 * 3600);
                }
            } else if (f == "dump-config") result.dump_config = flag.values.empty() ? "-" : file_value(flag);
            else if (const char* why = refused_flag(f)) throw UsageError("-" + f + ": " + why);
            else throw UsageError("unknown flag '-" + f + "' (see --help)");
        }
    }
    (void)games_given;
    if (result.serve && c.results.empty())
        throw UsageError("-serve needs -results file=F.json (the live page shows what the manager writes there)");

    if (!engine_tokens.empty()) {
        c.engines.clear();
        for (const auto& tokens : engine_tokens) {
            EngineSpec spec;
            apply_tokens(spec, each_tokens, "-each: ");
            apply_tokens(spec, tokens, "-engine " + std::to_string(c.engines.size() + 1) + ": ");
            c.engines.push_back(std::move(spec));
        }
    } else {
        for (auto& spec : c.engines) apply_tokens(spec, each_tokens, "-each: ");
    }
    for (auto& spec : c.engines) {
        if (startup_ms) spec.process.startup_timeout = std::chrono::milliseconds(*startup_ms);
        if (ready_ms) spec.process.ready_timeout = std::chrono::milliseconds(*ready_ms);
    }
    if (autosave && c.state.empty()) c.state = "config.json";
    if (c.ci && !c.sprt.enabled) {
        // The CI preset is a non-regression test: the change may cost at most a little strength.
        c.sprt = SprtSettings{.enabled = true, .elo0 = -3, .elo1 = 1, .alpha = 0.05, .beta = 0.05, .model = "normalized"};
    }
    return result;
}

void validate(const MatchConfig& c) {
    if (c.resume && c.state.empty()) throw UsageError("-resume needs -state file=F");
    if (c.engines.size() < 2) throw UsageError("at least two engines are needed (-engine cmd=... twice)");
    if (c.tournament == TournamentKind::Match && c.engines.size() != 2)
        throw UsageError("-tournament match takes exactly two engines; use gauntlet or round-robin for more");
    for (std::size_t i = 0; i < c.engines.size(); ++i) {
        const auto& e = c.engines[i];
        std::string which = "engine " + std::to_string(i + 1);
        if (e.process.cmd.empty()) throw UsageError(which + ": missing cmd=");
        if (!e.tc.limited()) throw UsageError(which + ": no time control (tc=, st=, nodes= or depth=)");
        for (std::size_t j = 0; j < i; ++j)
            if (!e.process.name.empty() && e.process.name == c.engines[j].process.name)
                throw UsageError(which + ": name '" + e.process.name + "' is used twice");
    }
    for (std::size_t i = 0; i < c.engines.size(); ++i) {
        const auto& e = c.engines[i];
        if (e.protocol != Protocol::Xboard) continue;
        const std::string which = "engine " + std::to_string(i + 1) + " (proto=xboard)";
        if (e.tc.nodes > 0) throw UsageError(which + ": nodes= has no xboard command (use tc=, st= or depth=)");
        if (e.tc.movetime_ms % 1000 != 0) throw UsageError(which + ": st= must be whole seconds (xboard's st command)");
        if (!e.tc.has_clock() && e.tc.movetime_ms == 0)
            throw UsageError(which + ": needs tc= or st= (xboard engines without a clock may think forever)");
        if (c.chess960()) throw UsageError(which + ": -variant fischerandom is played with UCI engines only");
    }
    if (c.tournament == TournamentKind::Knockout && (c.resume || c.shard_count > 1))
        throw UsageError("-tournament knockout: -resume and -shard are not supported (later stages depend on results)");
    if (c.sprt.enabled && c.engines.size() != 2) throw UsageError("-sprt needs exactly two engines");
    if (c.chess960() && c.openings.file.empty())
        throw UsageError("-variant fischerandom needs -openings file=F with its start positions (e.g. openings/chess960.epd)");
    if (!c.report.empty() && c.results.empty())
        throw UsageError("-htmlreport needs -results file=F.json (the report is rendered from it)");
}

std::string usage_text() {
    return R"(gambit-match: plays games between UCI and xboard engines and reports the Elo difference.
cutechess-cli and fastchess command lines work as they are (manager/README.md: the compatibility table).

Usage: gambit-match -engine cmd=A [name=..] -engine cmd=B -each tc=10+0.1 [flags]

Engines
  -engine KEY=VALUE ...   one engine: cmd=PATH (required), name=N, dir=D, arg=X (repeatable),
                          args="X Y", option.NAME=VALUE, env.NAME=VALUE, tc=, st=, nodes=, depth= (plies=),
                          timemargin=MS, startup=MS (uciok timeout), ready=MS (readyok timeout),
                          proto=uci|xboard, restart=on|off|auto (a fresh process every game), whitepov
  -each KEY=VALUE ...     the same keys, for every engine
                          tc=40/60+0.6 | tc=10+0.1 | tc=0:30 | tc=inf,  st=0.1 (seconds per move),
                          nodes=N, depth=N (combine with tc=inf)
Tournament
  -tournament match|gauntlet|round-robin|knockout|pyramid   (default match)
  -rounds N  -games N  -repeat [N]        -repeat: each opening N times (default 2) with colours reversed
  -noswap  -reverse  -seeds N             keep colours in a pair; reverse every game; knockout seeds
  -concurrency N  -use-affinity [CPUS]    games at once; pin each game slot's engines to its own CPUs
  -wait MS                                pause between two games of a slot
  -openings file=F [format=epd|pgn] [order=sequential|random] [plies=N] [start=N]
            [policy=round|default|encounter]
  -seed N | -srand N                      seed of order=random (default: random, recorded in the state)
  -shard K/N                              play only the K-th of N shares of the schedule (pairs kept whole)
  -variant standard|fischerandom          fischerandom: Chess960/DFRC openings (X-FEN or Shredder-FEN),
                                          engines get UCI_Chess960=true, castling is king-takes-rook
Games
  -timemargin MS     tolerated overrun of the clock      -movetimeout MS   move deadline without clock (60000)
  -draw movenumber=N movecount=N score=CP                -resign movecount=N score=CP [twosided=true]
  -maxmoves N        adjudicate a draw after N full moves
  -adjudication fastchess|cutechess   which tool's rules count -draw/-resign/-maxmoves (default fastchess)
  -recover           restart an engine that crashed or stalled and go on (otherwise the run stops)
Statistics and output
  -sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic|bayesian]   stop at a bound
  -report penta=true|false   Elo and SPRT from game pairs (default) or single games
  -ratinginterval N  -scoreinterval N  -outcomeinterval N   rating, score and terminations every N games
  -output format=cutechess|fastchess  console lines as those tools print them (-resultformat default too)
  -pgnout file=F [min=] [append=] [notation=san|lan|uci] [nodes=] [seldepth=] [nps=] [hashfull=]
          [timeleft=] [latency=] [match_line=REGEX]   or cutechess's  -pgnout F [min] [fi]
  -epdout F          the final position of every game     -results file=F.json   -event NAME  -site NAME
  -log file=F [level=trace|debug|info|warn|err|fatal] [engine=on] [append=true] [realtime=true]
  -debug             every engine line on stderr
  -htmlreport file=F self-contained HTML report (Markdown if F ends in .md) from -results and -pgnout
  -serve ADDR:PORT [linger=S]    a live page of the run at http://ADDR:PORT/ (PORT alone: 127.0.0.1; port 0:
                                 any free one, printed): verdict, Elo and LLR plots, pace and ETA, time use,
                                 latest games, the HTML report at the end; read-only, from -results (needs it)
                                 and -pgnout; linger=S keeps it up S seconds after the run (Ctrl-C ends it)
  -state file=F.json [-resume]   checkpoint after every game; -resume continues a killed run
                                 (or starts the run if F does not exist yet)
  -autosaveinterval N            fastchess: checkpoint into config.json (unless -state names a file)
  -config file=F.json [outname=F2] [discard=true]   settings as JSON (flags given too override it), or a
                                 checkpoint: the run continues from it, as fastchess's -config does
  -startup-ms MS  -ucinewgame-ms MS  -ping-ms MS    every engine's start-up and readyok timeouts
  -dump-config [file=F]          write the settings as JSON (stdout by default) and exit
  -ci                            exit code carries the SPRT verdict (see below); without -sprt it runs
                                 the non-regression test elo0=-3 elo1=1 (normalized); the planned games
                                 (-rounds, -games) are the budget after which it reports inconclusive (6)
  -stopfile F                    start no new game once F exists (shard coordinators); exit 0
  -help  -version

  Refused, with the reason: -tb -tbpieces -tbignore50 -tbadjudicate (no tablebase probing yet), -bookmode and
  book= (no Polyglot books), ponder, trust, conf=, stderr=, initstr=, -quick, -variant other than standard.
  With -shard K/N (N > 1), -sprt is recorded in the results but does not stop the shard by itself.

Exit codes
  0  done (all games played, or an SPRT bound crossed)
  1  unexpected error (e.g. an output file cannot be written)
  2  usage error: bad flag, config, opening book or state file
  3  engine failure: an engine did not start, or crashed/stalled without -recover
  4  interrupted by SIGINT/SIGTERM (state saved; continue with -resume)
  5  -ci: SPRT accepted H0           6  -ci: no SPRT bound crossed
)";
}

}  // namespace gambit::match
