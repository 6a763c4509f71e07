// gambit-openings: makes and checks the opening suites the project ships.
//   generate  random (weighted or uniform) opening positions, quiet, unique, optionally near-equal by engine
//   convert   EPD <-> PGN
//   check     legality, duplicates, balance histogram
//   sample    N seeded-random openings of a book
//   frc       Chess960 and DFRC start positions, optionally near-equal by engine
//   label     positions labelled with a stronger engine's evaluation, for `gambit tune-eval`
#include <fstream>
#include <algorithm>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "args/arguments.hpp"
#include "args/setting.hpp"
#include "openings/book.hpp"
#include "openings/check.hpp"
#include "openings/convert.hpp"
#include "openings/epd.hpp"
#include "openings/frc.hpp"
#include "openings/generate.hpp"
#include "openings/label.hpp"
#include "client/command_words.hpp"
#include "openings/uci_scorer.hpp"

using namespace gambit::openings;

namespace {

constexpr const char* usage = R"(usage: gambit-openings COMMAND ...

  generate [--count N] [--plies MIN-MAX] [--seed S] [--uniform] [--quiet-margin CP]
           [--engine "CMD ARGS"] [--depth D] [--window CP] [--option NAME=VALUE ...]
           [--max-attempts N] [--out FILE]
      Plays random legal moves from the start position (weighted towards sensible opening moves unless
      --uniform) for MIN..MAX plies (default 6-10); keeps positions not in check, without a capture that
      wins more than CP (default 50), unique by Zobrist key and, with --engine, scored by a `go depth D`
      search (default 8) within +-CP (default 40) for the side to move. Deterministic for a seed. Writes
      EPD (id, ce, acd, c0 = the moves) to FILE or stdout; statistics go to stderr.
  convert IN OUT [--from epd|pgn] [--to epd|pgn] [--plies N]
      EPD <-> PGN (formats from the file names unless given; OUT "-" = stdout). PGN -> EPD keeps the
      position after N plies (default: all moves).
  frc [--dfrc] [--count N] [--seed S] [--engine "CMD ARGS"] [--depth D] [--window CP] [--option NAME=VALUE ...]
      [--out FILE]
      Chess960 start positions, all 960 in the standard numbering (id chess960-N; 518 is the standard
      array), or with --dfrc N (default 1000) random pairs of different back ranks for White and Black (id
      dfrc-W-B), in Shredder-FEN. With --engine (told UCI_Chess960) only positions a `go depth D` search
      scores within +-CP (default 40) are kept, as generate does.
  check FILE [--format epd|pgn] [--plies N] [--chess960] [--engine "CMD ARGS" --depth D] [--option NAME=VALUE ...] [--bin CP]
      Reports every illegal position or move and every duplicate as FILE:LINE: what; prints a histogram
      of scores (White's view) from `ce` opcodes, or from the engine when given. Exit 1 if anything is wrong.
  sample FILE N [--seed S] [--format epd|pgn] [--out FILE]
      N distinct openings chosen by a seeded shuffle, in file order.
  label IN OUT [--engine "CMD ARGS"] [--depth D] [--jobs N] [--scale S] [--limit N] [--every K]
      Labels the positions of IN (one FEN or EPD line each, e.g. `pgn-extract -Wepd games.pgn`) for
      `gambit tune-eval`: each is searched to depth D (default 8) by the engine (default
      /usr/games/stockfish; Threads=1, Hash=16) and its score, White's view, becomes the win probability
      1 / (1 + 10^(-cp / S)) with S = 400 (mates 1 or 0). OUT gets `FEN [p]` lines. --every K keeps one
      position in K, --limit N stops after N, --jobs N runs N engines. Positions the engine gives no score
      or move for are skipped and counted. Exit 1 if an engine fails on the way.

Exit codes: 0 ok, 1 the book has errors (or an engine failed while labelling), 2 usage or input error.
)";

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The shared vocabulary (args/arguments.hpp): every --NAME takes one value except the switches listed; a
// command refuses the names it does not know once all words are read.
struct Args {
    std::vector<std::string> positional;

    Args(int argc, char** argv, int first, const std::vector<std::string>& switches)
        : parsed_(read(std::vector<std::string>(argv + first, argv + argc), switches)),
          switches_(switches.begin(), switches.end()) {
        positional = parsed_.positional();
    }
    std::optional<std::string> get(const std::string& name) const {
        if (!parsed_.has(name)) return std::nullopt;
        return switches_.count(name) ? std::optional<std::string>("1") : parsed_.first(name);
    }
    long number(const std::string& name, long fallback) const {
        auto text = get(name);
        if (!text) return fallback;
        try {
            std::size_t used = 0;
            long value = std::stol(*text, &used);
            if (used == text->size()) return value;
        } catch (const std::exception&) {
        }
        throw UsageError("option --" + name + " needs a number, got '" + *text + "'");
    }
    std::vector<std::pair<std::string, std::string>> options() const {
        std::vector<std::pair<std::string, std::string>> result;
        for (const std::string& word : parsed_.all("option")) {
            const auto setting = gambit::args::split_setting(word);
            if (!setting) throw UsageError(gambit::args::setting_expected("--option", word));
            result.emplace_back(setting->name, setting->value);
        }
        return result;
    }
    // The first unknown name in alphabetical order, as this command always reported it.
    void allow(const std::vector<std::string>& known) const {
        auto outside = parsed_.names_outside({known.begin(), known.end()});
        if (!outside.empty()) throw UsageError("unknown option --" + *std::min_element(outside.begin(), outside.end()));
    }

  private:
    static gambit::args::Parsed read(const std::vector<std::string>& words, const std::vector<std::string>& switches) {
        gambit::args::Grammar grammar;
        grammar.flags.insert(switches.begin(), switches.end());
        grammar.unknown_takes_value = true;
        try {
            return gambit::args::parse(words, grammar);
        } catch (const gambit::args::Error& e) {  // only a value missing at the end: unknown names take one
            throw UsageError("option --" + e.problem.name + " needs a value");
        }
    }
    gambit::args::Parsed parsed_;
    std::set<std::string, std::less<>> switches_;
};

std::ifstream open_input(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw BookError(path, 0, "cannot open file");
    return in;
}

// Writes to a file (all at once at the end, so a failed run leaves no half file) or stdout.
void emit(const std::optional<std::string>& path, const std::string& text) {
    if (!path || *path == "-") {
        std::cout << text << std::flush;
        return;
    }
    std::ofstream out(*path, std::ios::binary);
    if (!out || !(out << text)) throw std::runtime_error(*path + ": cannot write file");
}

Format format_of(const Args& args, const std::string& flag, const std::string& path) {
    auto text = args.get(flag);
    return resolve_format(path, text ? parse_format(*text) : Format::Auto);
}

std::unique_ptr<UciScorer> make_scorer(const Args& args, bool chess960 = false) {
    auto command = args.get("engine");
    if (!command) return nullptr;
    auto options = args.options();
    if (chess960) options.emplace_back("UCI_Chess960", "true");
    return std::make_unique<UciScorer>(*command, static_cast<int>(args.number("depth", 8)), options);
}

// The engine's scores in centipawns (an empty scorer without an engine).
Scorer centipawns_of(UciScorer* engine) {
    if (!engine) return {};
    return [engine](const std::string& fen) -> std::optional<int> {
        auto score = engine->score(fen);
        if (!score) return std::nullopt;
        return score->cp;
    };
}

int run_frc(const Args& args) {
    args.allow({"dfrc", "count", "seed", "engine", "depth", "window", "option", "out"});
    FrcConfig config;
    config.dfrc = bool(args.get("dfrc"));
    config.count = static_cast<int>(args.number("count", config.dfrc ? 1000 : 960));
    config.seed = static_cast<std::uint64_t>(args.number("seed", 1));
    config.window = static_cast<int>(args.number("window", 40));
    if (config.count <= 0 || (!config.dfrc && config.count > 960)) throw UsageError("--count must be 1..960 (any positive with --dfrc)");

    auto engine = make_scorer(args, true);
    const Scorer scorer = centipawns_of(engine.get());
    GenerateStats stats;
    auto positions = generate_frc(config, scorer, stats);

    std::string text;
    for (const FrcPosition& p : positions) {
        EpdRecord record;
        record.fen = p.fen;
        record.set_op("id", config.dfrc ? "dfrc-" + std::to_string(p.white_index) + "-" + std::to_string(p.black_index)
                                        : "chess960-" + std::to_string(p.white_index));
        if (p.score) {
            record.set_op("ce", std::to_string(*p.score));
            record.set_op("acd", std::to_string(args.number("depth", 8)));
        }
        text += format_epd(record) + '\n';
    }
    emit(args.get("out"), text);
    std::cerr << "kept " << positions.size() << " of " << stats.attempts << " " << (config.dfrc ? "DFRC" : "Chess960")
              << " starts: rejected " << stats.duplicate << " duplicate, " << stats.unscored << " unscored, "
              << stats.unbalanced << " outside +-" << config.window << " cp\n";
    return static_cast<int>(positions.size()) == config.count ? 0 : 1;
}

int run_generate(const Args& args) {
    args.allow({"count", "plies", "seed", "uniform", "quiet-margin", "engine", "depth", "window", "option",
                "max-attempts", "out"});
    GenerateConfig config;
    config.count = static_cast<int>(args.number("count", 1000));
    config.seed = static_cast<std::uint64_t>(args.number("seed", 1));
    config.weighted = !args.get("uniform");
    config.window = static_cast<int>(args.number("window", 40));
    config.quiet_margin = static_cast<int>(args.number("quiet-margin", 50));
    config.max_attempts = args.number("max-attempts", 0);
    if (auto plies = args.get("plies")) {
        auto dash = plies->find('-');
        try {
            config.min_plies = std::stoi(plies->substr(0, dash));
            config.max_plies = dash == std::string::npos ? config.min_plies : std::stoi(plies->substr(dash + 1));
        } catch (const std::exception&) {
            throw UsageError("--plies needs MIN-MAX or N, got '" + *plies + "'");
        }
        if (config.min_plies < 0 || config.max_plies < config.min_plies)
            throw UsageError("--plies needs 0 <= MIN <= MAX, got '" + *plies + "'");
    }
    if (config.count <= 0) throw UsageError("--count must be positive");

    auto engine = make_scorer(args);
    const Scorer scorer = centipawns_of(engine.get());
    GenerateStats stats;
    auto progress = [](const GenerateStats& s) {
        if (s.kept % 100 == 0) std::cerr << "kept " << s.kept << " of " << s.attempts << " tried\n";
    };
    auto positions = generate_positions(config, scorer, stats, progress);

    std::string text;
    const int depth = static_cast<int>(args.number("depth", 8));
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const GeneratedPosition& p = positions[i];
        EpdRecord record;
        record.fen = p.fen;
        record.set_op("id", "gen" + std::to_string(config.seed) + "-" + std::to_string(i + 1));
        if (p.score) {
            record.set_op("ce", std::to_string(*p.score));
            record.set_op("acd", std::to_string(depth));
        }
        std::string moves;
        for (std::size_t ply = 0; ply < p.san.size(); ++ply) {
            if (ply % 2 == 0) moves += std::to_string(ply / 2 + 1) + ". ";
            moves += p.san[ply] + (ply + 1 < p.san.size() ? " " : "");
        }
        record.set_op("c0", moves);
        text += format_epd(record) + '\n';
    }
    emit(args.get("out"), text);
    std::cerr << "generated " << positions.size() << " positions from " << stats.attempts << " random games (seed "
              << config.seed << "): rejected " << stats.game_over << " finished, " << stats.in_check << " in check, "
              << stats.tactical << " tactical, " << stats.duplicate << " duplicate, " << stats.unscored
              << " unscored, " << stats.unbalanced << " outside +-" << config.window << " cp\n";
    return static_cast<int>(positions.size()) == config.count ? 0 : 1;
}

int run_convert(const Args& args) {
    args.allow({"from", "to", "plies"});
    if (args.positional.size() != 2) throw UsageError("convert needs IN and OUT");
    const std::string& in_path = args.positional[0];
    const std::string& out_path = args.positional[1];
    Format from = format_of(args, "from", in_path);
    Format to = out_path == "-" && !args.get("to") ? (from == Format::Pgn ? Format::Epd : Format::Pgn)
                                                   : format_of(args, "to", out_path);
    auto in = open_input(in_path);
    std::ostringstream out;
    std::size_t count = convert_book(in, in_path, from, out, to, static_cast<int>(args.number("plies", -1)));
    emit(out_path, out.str());
    std::cerr << "converted " << count << " openings\n";
    return 0;
}

void print_histogram(const std::vector<int>& scores, int width) {
    Histogram h = make_histogram(scores, width);
    if (h.total == 0) return;
    long most = *std::max_element(h.counts.begin(), h.counts.end());
    auto share_within = [&scores](int limit) {
        long inside = std::count_if(scores.begin(), scores.end(), [limit](int s) { return std::abs(s) <= limit; });
        return 100.0 * static_cast<double>(inside) / static_cast<double>(scores.size());
    };
    std::cout << "balance (centipawns, White's view): " << h.total << " scores, mean " << std::fixed
              << std::setprecision(1) << h.mean << ", stddev " << h.stddev << "; within +-25: " << share_within(25)
              << "%, +-50: " << share_within(50) << "%, +-100: " << share_within(100) << "%\n";
    for (std::size_t i = 0; i < h.counts.size(); ++i) {
        int lo = h.lowest + static_cast<int>(i) * h.width;
        std::cout << "  [" << std::setw(5) << lo << ", " << std::setw(5) << lo + h.width << ") " << std::setw(6)
                  << h.counts[i] << ' ' << std::string(static_cast<std::size_t>(50 * h.counts[i] / most), '#')
                  << '\n';
    }
}

int run_check(const Args& args) {
    args.allow({"format", "plies", "chess960", "engine", "depth", "option", "bin"});
    const bool chess960 = bool(args.get("chess960"));
    if (args.positional.size() != 1) throw UsageError("check needs one FILE");
    const std::string& path = args.positional[0];
    auto in = open_input(path);
    CheckReport report =
        check_book(in, path, format_of(args, "format", path), static_cast<int>(args.number("plies", -1)), chess960);
    for (const auto& error : report.errors) std::cout << error << '\n';
    for (const auto& duplicate : report.duplicates) std::cout << duplicate << '\n';

    std::vector<int> scores;
    if (auto engine = make_scorer(args, chess960)) {
        for (const auto& checked : report.openings) {
            auto pos = final_position(checked.opening);
            auto score = engine->score(pos.fen(chess960 ? gambit::chess::CastlingNotation::Shredder
                                                        : gambit::chess::CastlingNotation::XFen));
            if (score) scores.push_back(pos.side_to_move() == gambit::chess::White ? score->cp : -score->cp);
        }
    } else {
        for (const auto& checked : report.openings)
            if (checked.white_score) scores.push_back(*checked.white_score);
    }
    std::cout << path << ": " << report.openings.size() << " good openings, " << report.errors.size() << " errors, "
              << report.duplicates.size() << " duplicates\n";
    print_histogram(scores, static_cast<int>(args.number("bin", 10)));
    return report.ok() ? 0 : 1;
}

int run_sample(const Args& args) {
    args.allow({"seed", "format", "out"});
    if (args.positional.size() != 2) throw UsageError("sample needs FILE and N");
    const std::string& path = args.positional[0];
    long n = 0;
    try {
        n = std::stol(args.positional[1]);
    } catch (const std::exception&) {
        n = -1;
    }
    if (n < 0) throw UsageError("sample needs a count N >= 0, got '" + args.positional[1] + "'");
    auto in = open_input(path);
    std::ostringstream out;
    std::size_t count = sample_book(in, path, format_of(args, "format", path), out, static_cast<std::size_t>(n),
                                    static_cast<std::uint64_t>(args.number("seed", 1)));
    emit(args.get("out"), out.str());
    std::cerr << "sampled " << count << " openings\n";
    return 0;
}

int run_label(const Args& args) {
    args.allow({"engine", "depth", "jobs", "scale", "limit", "every"});
    if (args.positional.size() != 2) throw UsageError("label needs IN and OUT");
    LabelSettings settings;
    const std::string command = args.get("engine").value_or("/usr/games/stockfish");
    try {
        settings.engine = gambit::match::command_words(command);
    } catch (const std::invalid_argument& e) {
        throw UsageError("--engine: " + std::string(e.what()));
    }
    settings.depth = static_cast<int>(args.number("depth", 8));
    settings.jobs = static_cast<int>(args.number("jobs", 1));
    const long every = args.number("every", 1), limit = args.number("limit", 0);
    if (auto scale = args.get("scale")) {
        std::size_t used = 0;
        try {
            settings.scale = std::stod(*scale, &used);
        } catch (const std::exception&) {
        }
        if (used == 0 || used != scale->size()) throw UsageError("option --scale needs a number, got '" + *scale + "'");
    }
    if (settings.depth < 1 || settings.jobs < 1 || every < 1 || !(settings.scale > 0))
        throw UsageError("--depth, --jobs, --every and --scale must be positive");
    if (std::string why = probe_engine(settings); !why.empty()) throw std::runtime_error(why);
    auto in = open_input(args.positional[0]);
    const PositionList positions = read_positions(in, every, limit);
    std::vector<Label> labels;
    try {
        labels = label_positions(positions.fens, settings);
    } catch (const std::runtime_error& e) {
        std::cerr << "gambit-openings: " << e.what() << "\n";
        return 1;
    }
    std::string text;
    int kept = 0;
    for (const Label& label : labels)
        if (label.white_win) text += label_line(label.fen, *label.white_win) + '\n', ++kept;
    emit(args.positional[1], text);
    std::cout << "gambit-openings label: " << kept << " positions labelled at depth " << settings.depth << " ("
              << positions.unreadable + static_cast<int>(labels.size()) - kept << " skipped) -> " << args.positional[1]
              << "\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h") {
        std::cout << usage;
        return argc < 2 ? 2 : 0;
    }
    const std::string command = argv[1];
    try {
        if (command == "generate") return run_generate(Args(argc, argv, 2, {"uniform"}));
        if (command == "convert") return run_convert(Args(argc, argv, 2, {}));
        if (command == "check") return run_check(Args(argc, argv, 2, {"chess960"}));
        if (command == "frc") return run_frc(Args(argc, argv, 2, {"dfrc"}));
        if (command == "sample") return run_sample(Args(argc, argv, 2, {}));
        if (command == "label") return run_label(Args(argc, argv, 2, {}));
        throw UsageError("unknown command '" + command + "' (generate, convert, check, sample, frc, label; --help)");
    } catch (const UsageError& e) {
        std::cerr << "gambit-openings: " << e.what() << "\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "gambit-openings: " << e.what() << "\n";
        return 2;
    }
}
