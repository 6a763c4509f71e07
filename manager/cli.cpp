#include "manager/cli.hpp"

#include <charconv>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>

#include "manager/config_json.hpp"

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
        else if (!(flag.name == "pgnout" && (key == "min" || key == "fi"))) // cutechess extras, harmless
            throw UsageError("-" + flag.name + ": unknown key '" + key + "'");
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
            // fastchess's policy=round is what we always do; anything else is not supported.
            if (value != "round") throw UsageError("-openings: policy must be round, got '" + value + "'");
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
            if (value != "normalized" && value != "logistic")
                throw UsageError("-sprt: model must be normalized or logistic, got '" + value + "'");
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
            static const char* levels[] = {"trace", "debug", "info", "warn", "error", "off"};
            bool known = false;
            for (const char* level : levels) known = known || value == level;
            if (!known) throw UsageError("-log: level must be trace, debug, info, warn, error or off, got '" + value + "'");
            l.level = value;
        } else if (key == "engine") l.engine = to_bool(value, "-log engine");
        else throw UsageError("-log: unknown key '" + key + "'");
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

void apply_engine_token(EngineSpec& spec, const std::string& token) {
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
        else if (key == "depth") spec.tc.depth = to_int<int>(value, "depth", 1, 1000);
        else if (key == "timemargin") spec.timemargin_ms = to_int<std::int64_t>(value, "timemargin", 0);
        else if (key == "startup") p.startup_timeout = std::chrono::milliseconds(to_int<std::int64_t>(value, "startup", 1));
        else if (key == "ready") p.ready_timeout = std::chrono::milliseconds(to_int<std::int64_t>(value, "ready", 1));
        else if (key == "proto") {
            if (value != "uci") throw UsageError("proto: only uci is supported, got '" + value + "'");
        } else throw UsageError("unknown engine key '" + key + "'");
    } catch (const std::invalid_argument& e) {
        throw UsageError(key + ": " + e.what());
    }
}

CommandLine parse_command_line(const std::vector<std::string>& args) {
    CommandLine result;
    MatchConfig& c = result.config;
    std::vector<Flag> flags = split_flags(args);

    for (const auto& flag : flags)
        if (flag.name == "config") c = load_config_file(file_value(flag));

    std::vector<std::vector<std::string>> engine_tokens;
    std::vector<std::string> each_tokens;
    bool games_given = false;
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
                else throw UsageError("-tournament: expected match, gauntlet or round-robin, got '" + kind + "'");
            } else if (f == "rounds") c.rounds = to_int<int>(one(), "-rounds", 1);
            else if (f == "games") c.games = to_int<int>(one(), "-games", 1), games_given = true;
            else if (f == "repeat") {
                if (!flag.values.empty() && one() != "2") throw UsageError("-repeat: only 2 (each opening twice) is supported");
                c.repeat = true;
            } else if (f == "concurrency") c.concurrency = to_int<int>(one(), "-concurrency", 1, 1024);
            else if (f == "openings") apply_openings(c.openings, flag);
            else if (f == "timemargin") c.timemargin_ms = to_int<std::int64_t>(one(), "-timemargin", 0);
            else if (f == "movetimeout") c.move_timeout_ms = to_int<std::int64_t>(one(), "-movetimeout", 1);
            else if (f == "draw") apply_draw(c.draw, flag);
            else if (f == "resign") apply_resign(c.resign, flag);
            else if (f == "maxmoves") c.maxmoves = to_int<int>(one(), "-maxmoves", 1);
            else if (f == "sprt") apply_sprt(c.sprt, flag);
            else if (f == "pgnout") c.pgnout = file_value(flag);
            else if (f == "results") c.results = file_value(flag);
            else if (f == "state") c.state = file_value(flag);
            else if (f == "resume") { expect_count(flag, 0); c.resume = true; }
            else if (f == "ratinginterval") c.rating_interval = to_int<int>(one(), "-ratinginterval", 0);
            else if (f == "recover") { expect_count(flag, 0); c.recover = true; }
            else if (f == "seed") c.seed = to_int<std::uint64_t>(one(), "-seed", 0);
            else if (f == "shard") apply_shard(c, flag);
            else if (f == "log") apply_log(c.log, flag);
            else if (f == "stopfile") c.stopfile = file_value(flag);
            else if (f == "report") c.report = file_value(flag);
            else if (f == "ci") { expect_count(flag, 0); c.ci = true; }
            else if (f == "event") c.event = one();
            else if (f == "variant") {
                c.variant = one();
                if (c.variant != "standard" && c.variant != "fischerandom")
                    throw UsageError("-variant: expected standard or fischerandom, got '" + c.variant + "'");
            }
            else if (f == "dump-config") result.dump_config = flag.values.empty() ? "-" : file_value(flag);
            else throw UsageError("unknown flag '-" + f + "' (see --help)");
        }
    }
    (void)games_given;

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
    if (c.sprt.enabled && c.engines.size() != 2) throw UsageError("-sprt needs exactly two engines");
    if (c.chess960() && c.openings.file.empty())
        throw UsageError("-variant fischerandom needs -openings file=F with its start positions (e.g. openings/chess960.epd)");
    if (!c.report.empty() && c.results.empty())
        throw UsageError("-report needs -results file=F.json (the report is rendered from it)");
}

std::string usage_text() {
    return R"(gambit-match: plays games between UCI engines and reports the Elo difference.

Usage: gambit-match -engine cmd=A [name=..] -engine cmd=B -each tc=10+0.1 [flags]

Engines
  -engine KEY=VALUE ...   one engine: cmd=PATH (required), name=N, dir=D, arg=X (repeatable),
                          args="X Y", option.NAME=VALUE, env.NAME=VALUE, tc=, st=, nodes=, depth=,
                          timemargin=MS, startup=MS (uciok timeout), ready=MS (readyok timeout), proto=uci
  -each KEY=VALUE ...     the same keys, for every engine
                          tc=40/60+0.6 | tc=10+0.1 | tc=0:30 | tc=inf,  st=0.1 (seconds per move),
                          nodes=N, depth=N (combine with tc=inf)
Tournament
  -tournament match|gauntlet|round-robin   (default match; gauntlet = first engine against each other)
  -rounds N  -games N  -repeat            -repeat plays each opening twice with colours reversed (a pair)
  -concurrency N                          games at once; each game slot reuses its engine processes
  -openings file=F [format=epd|pgn] [order=sequential|random] [plies=N] [start=N]
  -seed N                                 seed of order=random (default: random, recorded in the state)
  -shard K/N                              play only the K-th of N shares of the schedule (pairs kept whole)
  -variant standard|fischerandom          fischerandom: Chess960/DFRC openings (X-FEN or Shredder-FEN),
                                          engines get UCI_Chess960=true, castling is king-takes-rook
Games
  -timemargin MS     tolerated overrun of the clock      -movetimeout MS   move deadline without clock (60000)
  -draw movenumber=N movecount=N score=CP                -resign movecount=N score=CP [twosided=on]
  -maxmoves N        adjudicate a draw after N full moves
  -recover           restart an engine that crashed or stalled and go on (otherwise the run stops)
Statistics and output
  -sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic]   stop at a bound
  -ratinginterval N  print the rating every N games (default 10)
  -pgnout file=F     -results file=F.json     -log file=F [level=info] [engine=on]   -event NAME
  -report file=F     self-contained HTML report (Markdown if F ends in .md) from -results and -pgnout
  -state file=F.json [-resume]   checkpoint after every game; -resume continues a killed run
                                 (or starts the run if F does not exist yet)
  -config file=F.json            settings as JSON (flags given too override it)
  -dump-config [file=F]          write the settings as JSON (stdout by default) and exit
  -ci                            exit code carries the SPRT verdict (see below); without -sprt it runs
                                 the non-regression test elo0=-3 elo1=1 (normalized); the planned games
                                 (-rounds, -games) are the budget after which it reports inconclusive (6)
  -stopfile F                    start no new game once F exists (shard coordinators); exit 0
  -help  -version

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
