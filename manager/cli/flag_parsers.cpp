#include "manager/cli/flag_parsers.hpp"

#include <ctime>
#include <fstream>
#include <regex>
#include <stdexcept>
#include <thread>
#include <tuple>

#include "elo/live/http_server.hpp"
#include "manager/cli/config_json.hpp"
#include "manager/tournament/fastchess_resume.hpp"
#include "manager/tournament/run_state.hpp"

namespace gambit::match {

void expect_count(const GivenFlag& flag, std::size_t count) {
    if (flag.values.size() != count)
        throw UsageError("-" + flag.name + ": expected " + std::to_string(count) + " value" + (count == 1 ? "" : "s") +
                         ", got " + std::to_string(flag.values.size()));
}

const std::string& one_value(const GivenFlag& flag) {
    expect_count(flag, 1);
    return flag.values[0];
}

std::string file_value(const GivenFlag& flag) {
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

std::string joined_value(const GivenFlag& flag) {
    std::string text;
    for (const auto& word : flag.values) text += (text.empty() ? "" : " ") + word;
    if (text.empty()) throw UsageError("-" + flag.name + ": expected a value");
    return text;
}

namespace {

// -tbignore50 and -debug: a switch that also accepts an explicit true (fastchess writes -debug true).
void switch_or_true(const GivenFlag& flag) {
    if (!flag.values.empty() && !(flag.values.size() == 1 && to_bool(flag.values[0], "-" + flag.name)))
        throw UsageError("-" + flag.name + ": takes no value");
}

}  // namespace

void parse_engine(FlagParse& p, const GivenFlag& flag) {
    for (const auto& token : flag.values) p.used(engine_token_peers(token));
    p.engines.push_back(flag.values);
}

void parse_each(FlagParse& p, const GivenFlag& flag) {
    for (const auto& token : flag.values) p.used(engine_token_peers(token));
    p.each.insert(p.each.end(), flag.values.begin(), flag.values.end());
}

void parse_tournament(FlagParse& p, const GivenFlag& flag) {
    const std::string& kind = one_value(flag);
    // fastchess spells it roundrobin and has no knockout or pyramid; cutechess-cli spells it round-robin.
    p.used(kind == "gauntlet" ? peers::both : kind == "roundrobin" ? peers::fastchess
           : kind == "match" ? peers::none : peers::cutechess);
    p.config.tournament = to_choice<TournamentKind>(kind == "roundrobin" ? "round-robin" : kind,  // cutechess's spelling
                                                    {{"match", TournamentKind::Match},
                                                     {"gauntlet", TournamentKind::Gauntlet},
                                                     {"round-robin", TournamentKind::RoundRobin},
                                                     {"knockout", TournamentKind::Knockout},
                                                     {"pyramid", TournamentKind::Pyramid}},
                                                    "-tournament");
}

// cutechess: -repeat [N], each opening N times (default 2); fastchess: -repeat = -games 2.
void parse_repeat(FlagParse& p, const GivenFlag& flag) {
    auto& c = p.config;
    c.repeat = true;
    c.repeat_count = flag.values.empty() ? 2 : to_int<int>(one_value(flag), "-repeat", 1, 1000);
    if (c.repeat_count % 2 != 0 && c.repeat_count != 1)
        throw UsageError("-repeat: N must be even (games on one opening form pairs with colours reversed)");
    if (c.repeat_count == 1) c.repeat = false;
}

void parse_no_op(FlagParse&, const GivenFlag& flag) { expect_count(flag, 0); }

void parse_use_affinity(FlagParse& p, const GivenFlag& flag) {
    p.config.use_affinity = true;
    p.config.affinity_cpus = flag.values.empty() ? std::vector<int>{} : cpu_list(one_value(flag));
}

void parse_openings(FlagParse& p, const GivenFlag& flag) {
    OpeningSettings& o = p.config.openings;
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "file") o.file = value;
        else if (key == "format") o.format = one_of(value, {"epd", "pgn", "auto"}, "-openings format");
        else if (key == "order") o.order = one_of(value, {"sequential", "random"}, "-openings order");
        else if (key == "plies") o.plies = to_int<int>(value, "-openings plies", -1);
        else if (key == "start") o.start = to_int<int>(value, "-openings start", 1);
        else if (key == "policy") {
            o.policy = one_of(value, {"round", "default", "encounter"}, "-openings policy");
            p.policy_named = true;
            p.used(o.policy == "round" ? peers::both : peers::cutechess);  // fastchess takes round alone
        }
        else throw UsageError("-openings: unknown key '" + key + "'");
    }
    if (o.file.empty()) throw UsageError("-openings: expected file=PATH");
}

void parse_seed(FlagParse& p, const GivenFlag& flag) {
    p.config.seed = to_int<std::uint64_t>(one_value(flag), "-" + flag.name, 0);
}

void parse_shard(FlagParse& p, const GivenFlag& flag) {
    const std::string& text = one_value(flag);
    auto slash = text.find('/');
    if (slash == std::string::npos) throw UsageError("-shard: expected K/N, got '" + text + "'");
    p.config.shard_count = to_int<int>(text.substr(slash + 1), "-shard N", 1);
    p.config.shard_index = to_int<int>(text.substr(0, slash), "-shard K", 1, p.config.shard_count);
}

void parse_variant(FlagParse& p, const GivenFlag& flag) {
    p.config.variant = one_of(one_value(flag), {"standard", "fischerandom"}, "-variant");
}

void parse_bookmode(FlagParse& p, const GivenFlag& flag) {
    p.config.book_on_disk = one_of(one_value(flag), {"ram", "disk"}, "-bookmode") == "disk";
}

void parse_draw(FlagParse& p, const GivenFlag& flag) {
    DrawAdjudication& d = p.config.draw;
    d.enabled = true;
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "movenumber") d.movenumber = to_int<int>(value, "-draw movenumber", 0);
        else if (key == "movecount") d.movecount = to_int<int>(value, "-draw movecount", 1);
        else if (key == "score") d.score = to_int<int>(value, "-draw score", 0);
        else throw UsageError("-draw: unknown key '" + key + "'");
    }
}

void parse_resign(FlagParse& p, const GivenFlag& flag) {
    ResignAdjudication& r = p.config.resign;
    r.enabled = true;
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "movecount") r.movecount = to_int<int>(value, "-resign movecount", 1);
        else if (key == "score") r.score = to_int<int>(value, "-resign score", 0);
        else if (key == "twosided") r.twosided = to_bool(value, "-resign twosided");
        else throw UsageError("-resign: unknown key '" + key + "'");
    }
}

void parse_adjudication(FlagParse& p, const GivenFlag& flag) {
    p.adjudication_named = true;
    p.config.adjudication_rules = to_choice<AdjudicationRules>(
        one_value(flag), {{"fastchess", AdjudicationRules::Fastchess}, {"cutechess", AdjudicationRules::Cutechess}},
        "-adjudication");
}

void parse_tb(FlagParse& p, const GivenFlag& flag) {
    p.config.tb.paths = one_value(flag);
    if (p.config.tb.paths.find_first_not_of(":;") == std::string::npos)
        throw UsageError("-tb: expected one or more folders of Syzygy tables, separated by ':'");
}

void parse_tbpieces(FlagParse& p, const GivenFlag& flag) {
    p.config.tb.pieces = to_int<int>(one_value(flag), "-tbpieces", 3, 7);
}

void parse_tbignore50(FlagParse& p, const GivenFlag& flag) {
    switch_or_true(flag);
    p.config.tb.ignore50 = true;
}

void parse_tbadjudicate(FlagParse& p, const GivenFlag& flag) {
    using WinLossDraw = std::pair<bool, bool>;
    std::tie(p.config.tb.win_loss, p.config.tb.draw) = to_choice<WinLossDraw>(
        one_value(flag), {{"BOTH", {true, true}}, {"WIN_LOSS", {true, false}}, {"DRAW", {false, true}}},
        "-tbadjudicate");
}

void parse_sprt(FlagParse& p, const GivenFlag& flag) {
    SprtSettings& s = p.config.sprt;
    s.enabled = true;
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "elo0") s.elo0 = to_double(value, "-sprt elo0");
        else if (key == "elo1") s.elo1 = to_double(value, "-sprt elo1");
        else if (key == "alpha") s.alpha = to_double(value, "-sprt alpha");
        else if (key == "beta") s.beta = to_double(value, "-sprt beta");
        else if (key == "model") {
            // cutechess: cutechess-cli's own test, which a cutechess line's saved settings name.
            s.model = one_of(value, {"normalized", "logistic", "bayesian", "cutechess"}, "-sprt model");
            p.sprt_model_named = true;
            p.used(peers::fastchess);  // cutechess-cli has no model: its bounds are BayesElo
        }
        else throw UsageError("-sprt: unknown key '" + key + "'");
    }
    if (!(s.elo0 < s.elo1)) throw UsageError("-sprt: elo0 must be smaller than elo1");
    if (!(s.alpha > 0 && s.alpha < 1 && s.beta > 0 && s.beta < 1))
        throw UsageError("-sprt: alpha and beta must lie strictly between 0 and 1");
}

// -report penta=true|false (fastchess). The HTML report of earlier versions is -htmlreport file=F.
void parse_report(FlagParse& p, const GivenFlag& flag) {
    p.report_named = true;
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "penta") p.config.report_penta = to_bool(value, "-report penta");
        else if (key == "file")
            throw UsageError("-report file=: the HTML report is -htmlreport file=F (-report takes penta=, as in fastchess)");
        else throw UsageError("-report: unknown key '" + key + "'");
    }
}

void parse_output(FlagParse& p, const GivenFlag& flag) {
    p.console_named = true;
    for (const auto& token : flag.values)
        if (token == "format=gambit") p.used(peers::none);
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key != "format") throw UsageError("-output: unknown key '" + key + "'");
        p.config.output = to_choice<OutputFormat>(value,
                                                  {{"cutechess", OutputFormat::Cutechess},
                                                   {"fastchess", OutputFormat::Fastchess},
                                                   {"gambit", OutputFormat::Gambit}},
                                                  "-output format");
    }
}

// -resultformat NAME|FIELD,FIELD,...: cutechess-cli's rank table columns (manager/output/cutechess_results.hpp);
// as there, fields it does not know are skipped, so only an empty list is refused.
void parse_resultformat(FlagParse& p, const GivenFlag& flag) {
    p.console_named = true;
    const std::string& format = one_value(flag);
    if (format.find_first_not_of(", ") == std::string::npos) throw UsageError("-resultformat: expected a format name or a field list");
    p.config.result_format = format;
    p.config.output = OutputFormat::Cutechess;
}

// -pgnout: cutechess's "FILE [min] [fi]" or fastchess's "file=F key=value ...".
void parse_pgnout(FlagParse& p, const GivenFlag& flag) {
    PgnSettings& pgn = p.config.pgn;
    pgn = PgnSettings{};
    if (flag.values.empty()) {
        // fastchess's bare -pgnout: a file named after the start time.
        p.used(peers::fastchess);
        const std::time_t now = std::time(nullptr);
        char stamp[32];
        std::strftime(stamp, sizeof stamp, "%Y%m%d_%H%M%S", std::localtime(&now));
        pgn.file = std::string("fastchess_") + stamp + ".pgn";
        return;
    }
    for (const auto& token : flag.values) {
        // cutechess-cli's words are bare, fastchess's key=value.
        p.used(token.find('=') == std::string::npos ? peers::cutechess : peers::fastchess);
        if (token.find('=') == std::string::npos) {
            if (token == "min") pgn.min = true;
            else if (token == "fi") pgn.finished_only = true;
            else if (pgn.file.empty()) pgn.file = token;
            else throw UsageError("-pgnout: unexpected '" + token + "' (expected FILE [min] [fi] or file=F key=value)");
            continue;
        }
        auto [key, value] = key_value(token, flag.name);
        const std::string what = "-pgnout " + key;
        if (key == "file") pgn.file = value;
        else if (key == "min") pgn.min = to_bool(value, what);
        else if (key == "fi") pgn.finished_only = to_bool(value, what);
        else if (key == "append") pgn.append = to_bool(value, what);
        else if (key == "nodes") pgn.nodes = to_bool(value, what);
        else if (key == "seldepth") pgn.seldepth = to_bool(value, what);
        else if (key == "nps") pgn.nps = to_bool(value, what);
        else if (key == "hashfull") pgn.hashfull = to_bool(value, what);
        else if (key == "timeleft") pgn.timeleft = to_bool(value, what);
        else if (key == "latency") pgn.latency = to_bool(value, what);
        else if (key == "match_line") {
            try {
                std::regex check(value);
            } catch (const std::regex_error&) {
                throw UsageError("-pgnout match_line: not a valid regular expression: '" + value + "'");
            }
            pgn.match_line = value;
        } else if (key == "notation") pgn.notation = one_of(value, {"san", "lan", "uci"}, what);
        else if (key == "pv") pgn.pv = to_bool(value, what);
        else if (key == "tbhits") pgn.tbhits = to_bool(value, what);
        else throw UsageError("-pgnout: unknown key '" + key + "'");
    }
    if (pgn.file.empty()) throw UsageError("-pgnout: expected a file (FILE or file=PATH)");
}

// -crc32 pgn=true|false (fastchess): the PGN's CRC-32 printed after every game.
void parse_crc32(FlagParse& p, const GivenFlag& flag) {
    if (flag.values.empty()) throw UsageError("-crc32: expected pgn=true|false");
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "pgn") p.config.crc32_pgn = to_bool(value, "-crc32 pgn");
        else throw UsageError("-crc32: unknown key '" + key + "' (pgn=true|false)");
    }
}

void parse_log(FlagParse& p, const GivenFlag& flag) {
    LogSettings& l = p.config.log;
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "file") l.file = value;
        else if (key == "level") {
            // fastchess spells error "err" and has "fatal" (spdlog's "critical").
            one_of(value, {"trace", "debug", "info", "warn", "err", "error", "fatal", "off"}, "-log level");
            l.level = value == "err" ? "error" : value;
        } else if (key == "engine") l.engine = to_bool(value, "-log engine");
        else if (key == "append") l.append = to_bool(value, "-log append");
        else if (key == "realtime") l.realtime = to_bool(value, "-log realtime");
        else if (key == "compress") l.compress = to_bool(value, "-log compress");
        else throw UsageError("-log: unknown key '" + key + "'");
    }
}

// cutechess -debug: every engine line on the console; fastchess -debug: the same, in its log.
void parse_debug(FlagParse& p, const GivenFlag& flag) {
    // cutechess-cli's -debug all also shows the engines' lines: so does every -debug here.
    if (!(flag.values.size() == 1 && flag.values[0] == "all")) switch_or_true(flag);
    p.config.debug = true;
}

// -strength-history dir=D [commit=SHA] [label=TEXT]
void parse_history(FlagParse& p, const GivenFlag& flag) {
    HistoryTarget& h = p.command_line.history;
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "dir") h.dir = value;
        else if (key == "commit") h.commit = value;
        else if (key == "label") h.label = value;
        else throw UsageError("-strength-history: unknown key '" + key + "' (dir=, commit=, label=)");
    }
    if (h.dir.empty()) throw UsageError("-strength-history: expected dir=FOLDER [commit=SHA] [label=TEXT]");
}

void parse_serve(FlagParse& p, const GivenFlag& flag) {
    if (flag.values.empty() || flag.values.size() > 2) throw UsageError("-serve: expected ADDR:PORT [linger=SECONDS]");
    try {
        live::parse_listen(flag.values[0]);
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("-serve: ") + e.what());
    }
    p.command_line.serve = flag.values[0];
    if (flag.values.size() == 2) {
        auto [key, value] = key_value(flag.values[1], flag.name);
        if (key != "linger") throw UsageError("-serve: unknown key '" + key + "' (linger=SECONDS)");
        p.command_line.serve_linger_s = to_int<int>(value, "-serve linger", 0, 24 * 3600);
    }
}

// fastchess writes config.json every N games and when the run ends (0: only then). gambit-match's own
// checkpoint (a line of its own with -autosaveinterval N > 0) covers every game, as -state does.
void parse_autosaveinterval(FlagParse& p, const GivenFlag& flag) {
    p.autosave_interval = to_int<int>(one_value(flag), "-autosaveinterval", 0);
}

// -config file=F [outname=F2] [discard=true] [stats=true]. F holds settings as JSON, or is the checkpoint of
// a run (-state, or fastchess's autosaved config.json): then, as in fastchess, the run continues from it
// (outname= names the checkpoint written from now on; discard=true starts the run afresh with its settings).
void parse_config(FlagParse& p, const GivenFlag& flag) {
    MatchConfig& c = p.config;
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
    auto copy_to_outname = [&] {
        // The new checkpoint starts as a copy of the old one.
        std::ifstream in(file, std::ios::binary);
        std::ofstream out(outname, std::ios::binary);
        out << in.rdbuf();
        if (!out) throw UsageError("-config outname: cannot write " + outname);
    };
    if (is_fastchess_config(file)) {
        // fastchess's own config.json: its settings are a fastchess line, its results the games played.
        std::ifstream in(file);
        c = parse_command_line(fastchess_config_flags(nlohmann::json::parse(in))).config;
        c.state = outname.empty() ? file : outname;
        c.resume = !discard;
        if (!outname.empty() && !discard) copy_to_outname();
    } else if (is_state_file(file)) {
        c = config_from_json(load_state(file).config, file);
        c.state = outname.empty() ? file : outname;
        c.resume = !discard;
        if (!outname.empty() && !discard) copy_to_outname();
    } else {
        c = load_config_file(file);
        if (!outname.empty()) c.state = outname;
    }
    // The file's settings were read in their own dialect, with its defaults; the run keeps it.
    p.dialect_named = c.dialect;
    p.settings_loaded = true;
}

// -epdout: cutechess-cli's bare FILE or fastchess's file=F [append=true|false].
void parse_epdout(FlagParse& p, const GivenFlag& flag) {
    std::string file;
    for (const auto& token : flag.values) {
        p.used(token.find('=') == std::string::npos ? peers::cutechess : peers::fastchess);
        if (token.find('=') == std::string::npos) {
            file = token;
            continue;
        }
        auto [key, value] = key_value(token, flag.name);
        if (key == "file") file = value;
        else if (key == "append") {
            if (!to_bool(value, "-epdout append"))
                throw UsageError("-epdout append=false: the EPD file is always appended to (fastchess's default)");
        } else throw UsageError("-epdout: unknown key '" + key + "'");
    }
    if (file.empty()) throw UsageError("-epdout: expected FILE or file=PATH");
    p.config.epdout = file;
}

// -concurrency N; as in fastchess, 0 or -N: the machine's hardware threads less N (at least 1).
void parse_concurrency(FlagParse& p, const GivenFlag& flag) {
    const int n = to_int<int>(one_value(flag), "-concurrency", -1024, 1024);
    if (n <= 0) p.used(peers::fastchess);
    const int cores = static_cast<int>(std::thread::hardware_concurrency());
    p.config.concurrency = n > 0 ? n : std::max(1, cores + n);
}

// fastchess's -quick cmd=A cmd=B book=FILE: A against B at 10+0.1 on the book in random order, 25000 rounds of
// two games, as many at once as the machine's hardware threads less two, -recover, a draw after move 30 at
// 8 moves within 8 cp, cutechess's console lines.
void parse_quick(FlagParse& p, const GivenFlag& flag) {
    std::vector<std::string> commands;
    std::string book;
    for (const auto& token : flag.values) {
        auto [key, value] = key_value(token, flag.name);
        if (key == "cmd") commands.push_back(value);
        else if (key == "book") book = value;
        else throw UsageError("-quick: unknown key '" + key + "' (cmd=A cmd=B book=FILE)");
    }
    if (commands.size() != 2) throw UsageError("-quick: expected exactly two cmd= entries");
    if (book.empty()) throw UsageError("-quick: expected a book=FILE entry");
    const bool pgn = book.ends_with(".pgn");
    if (!pgn && !book.ends_with(".epd")) throw UsageError("-quick: the book's name must end in .pgn or .epd");
    for (std::size_t i = 0; i < 2; ++i) {
        const std::string name = commands[0] == commands[1] ? commands[i] + std::to_string(i + 1) : commands[i];
        p.engines.push_back({"cmd=" + commands[i], "name=" + name, "tc=10+0.1"});
    }
    MatchConfig& c = p.config;
    c.openings.file = book;
    c.openings.format = pgn ? "pgn" : "epd";
    c.openings.order = "random";
    c.games = 2;
    c.rounds = 25000;
    c.concurrency = std::max(1, static_cast<int>(std::thread::hardware_concurrency()) - 2);
    c.recover = true;
    c.draw = DrawAdjudication{.enabled = true, .movenumber = 30, .movecount = 8, .score = 8};
    c.output = OutputFormat::Cutechess;
    p.console_named = true;
    p.command_line.given.insert("rounds");
    p.command_line.given.insert("games");
}

void parse_dialect_flag(FlagParse& p, const GivenFlag& flag) {
    p.dialect_named = parse_dialect(one_value(flag), "-dialect");
}

void parse_startup_ms(FlagParse& p, const GivenFlag& flag) {
    p.startup_ms = to_int<std::int64_t>(one_value(flag), "-" + flag.name, 1);
}

void parse_ready_ms(FlagParse& p, const GivenFlag& flag) {
    p.ready_ms = to_int<std::int64_t>(one_value(flag), "-" + flag.name, 1);
}

void parse_dump_config(FlagParse& p, const GivenFlag& flag) {
    p.command_line.dump_config = flag.values.empty() ? "-" : file_value(flag);
}

void parse_help(FlagParse& p, const GivenFlag&) { p.command_line.help = true; }

void parse_version(FlagParse& p, const GivenFlag&) { p.command_line.version = true; }

void parse_list_engines(FlagParse& p, const GivenFlag&) { p.command_line.list_engines = true; }

}  // namespace gambit::match
