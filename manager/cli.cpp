#include "manager/cli.hpp"

#include <cstdint>
#include <functional>
#include <fstream>
#include <map>
#include <regex>

#include "live/http_server.hpp"
#include "manager/cli_values.hpp"
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
        } else if (key == "pv") p.pv = to_bool(value, what);
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

// Flags of cutechess-cli and fastchess that cannot apply here, each with the reason it is refused.
const char* refused_flag(const std::string& flag) {
    static const std::map<std::string, const char*> refused = {
        {"bookmode", "Polyglot engine books are not supported: use -openings"},
        {"engines", "there is no engines.json: give every engine with -engine cmd=..."},
        {"quick", "not supported: write the match out with -engine, -each, -openings and -rounds"},
        {"show-latency", "latency is written to the PGN with -pgnout latency=true"},
        {"strict", "not supported"},
    };
    auto it = refused.find(flag);
    return it == refused.end() ? nullptr : it->second;
}

// -crc32 pgn=true|false (fastchess): the PGN's CRC-32 printed after every game.
void apply_crc32(MatchConfig& c, const Flag& flag) {
    if (flag.values.empty()) throw UsageError("-crc32: expected pgn=true|false");
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "pgn") c.crc32_pgn = to_bool(value, "-crc32 pgn");
        else throw UsageError("-crc32: unknown key '" + key + "' (pgn=true|false)");
    }
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
            else if (f == "tb") {
                c.tb.paths = one();
                if (c.tb.paths.find_first_not_of(":;") == std::string::npos)
                    throw UsageError("-tb: expected one or more folders of Syzygy tables, separated by ':'");
            } else if (f == "tbpieces") c.tb.pieces = to_int<int>(one(), "-tbpieces", 3, 7);
            else if (f == "tbignore50") {
                if (!flag.values.empty() && !(flag.values.size() == 1 && to_bool(one(), "-tbignore50")))
                    throw UsageError("-tbignore50: takes no value");
                c.tb.ignore50 = true;
            } else if (f == "tbadjudicate") {
                const std::string& type = one();
                if (type == "BOTH") c.tb.win_loss = c.tb.draw = true;
                else if (type == "WIN_LOSS") c.tb.win_loss = true, c.tb.draw = false;
                else if (type == "DRAW") c.tb.win_loss = false, c.tb.draw = true;
                else throw UsageError("-tbadjudicate: expected BOTH, WIN_LOSS or DRAW, got '" + type + "'");
            }
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
            } else if (f == "testEnv") { expect_count(flag, 0); c.test_env = true; }
            else if (f == "crc32") apply_crc32(c, flag);
            else if (f == "check-mate-pvs") { expect_count(flag, 0); c.check_mate_pvs = true; }
            else if (f == "dump-config") result.dump_config = flag.values.empty() ? "-" : file_value(flag);
            else if (const char* why = refused_flag(f)) throw UsageError("-" + f + ": " + why);
            else throw UsageError("unknown flag '-" + f + "' (see --help)");
        }
    }
    (void)games_given;
    // Flags only fastchess has and only scripts written for it pass (fishtest's and OpenBench's workers):
    // their console is fastchess's unless -output (or -resultformat) says otherwise.
    if (!result.given.count("output") && !result.given.count("resultformat") &&
        (result.given.count("testEnv") || result.given.count("crc32") || result.given.count("check-mate-pvs")))
        c.output = OutputFormat::Fastchess;
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

}  // namespace gambit::match
