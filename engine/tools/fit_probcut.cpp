#include "engine/tools/fit_probcut.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "args/arguments.hpp"
#include "chess/movegen.hpp"
#include "chess/pgn/text.hpp"
#include "engine/search/engine.hpp"
#include "engine/search/pruning/baselines.hpp"
#include "engine/search/pruning/probcut.hpp"
#include "engine/search/pruning/stage.hpp"
#include "engine/tools/bench.hpp"
#include "engine/tools/param_settings.hpp"
#include "engine/tools/probcut_sample.hpp"

namespace gambit::tools {

LinearFit fit_line(const std::vector<std::pair<double, double>>& points) {
    LinearFit fit;
    fit.samples = int(points.size());
    fit.a = 1.0;
    const double n = double(points.size());
    if (points.size() < 3) return fit;
    double sx = 0, sy = 0;
    for (const auto& [x, y] : points) sx += x, sy += y;
    const double mx = sx / n, my = sy / n;
    double sxx = 0, syy = 0, sxy = 0;
    for (const auto& [x, y] : points) {
        sxx += (x - mx) * (x - mx);
        syy += (y - my) * (y - my);
        sxy += (x - mx) * (y - my);
    }
    if (sxx <= 0) return fit;
    fit.a = sxy / sxx;
    fit.b = my - fit.a * mx;
    double residual = 0;
    for (const auto& [x, y] : points) residual += (y - fit.a * x - fit.b) * (y - fit.a * x - fit.b);
    fit.sigma = std::sqrt(residual / (n - 2));
    fit.r = syy > 0 ? sxy / std::sqrt(sxx * syy) : 0.0;
    return fit;
}

namespace {

constexpr const char* Usage =
    "usage: gambit fit-probcut [FILE ...] [--pairs S:D,...] [--max-abs CP] [--children] [--out FILE.json] "
    "[--cpp FILE] [--samples-out FILE.csv] [--from-samples FILE.csv ...] [--set NAME=VALUE ...]";

int fail(const std::string& message) {
    std::cerr << "fit-probcut: " << message << '\n';
    return 2;
}

// "3:5,4:8" -> {(3,5), (4,8)}.
std::optional<std::vector<std::pair<int, int>>> parse_pairs(std::string_view text) {
    std::vector<std::pair<int, int>> pairs;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
        const std::size_t colon = item.find(':');
        if (colon == std::string_view::npos) return std::nullopt;
        const auto s = text::parse_number<int>(item.substr(0, colon)), d = text::parse_number<int>(item.substr(colon + 1));
        if (!s || !d || *s < 1 || *d <= *s || *d > 30) return std::nullopt;
        pairs.emplace_back(*s, *d);
    }
    if (pairs.empty()) return std::nullopt;
    return pairs;
}

std::string cpp_source(const search::ProbCutTable& table, const std::string& command, std::string_view baseline) {
    std::string out =
        "// The built-in ProbCut table of the " + std::string(baseline) +
        " baseline, written by `gambit fit-probcut` (do not edit by hand):\n//   " + command +
        "\n// Per depth pair {shallow, deep, {{middlegame}, {endgame}}}, each {a, b, sigma, r, samples, lo, hi}\n"
        "// (lo..hi: the shallow values the fit saw).\n"
        "#include \"engine/search/pruning/probcut_model.hpp\"\n\nnamespace gambit::search {\n\n"
        "const ProbCutTable& builtin_probcut_table_" + std::string(baseline) +
        "() {\n    // clang-format off\n    static const ProbCutTable table{{\n";
    char buffer[256];
    for (const search::ProbCutPair& p : table.pairs) {
        const search::ProbCutFit& m = p.stage[0];
        const search::ProbCutFit& e = p.stage[1];
        std::snprintf(buffer, sizeof buffer,
                      "        {%d, %d, {{{%.4f, %.2f, %.2f, %.4f, %d, %d, %d}, {%.4f, %.2f, %.2f, %.4f, %d, %d, %d}}}},\n",
                      p.shallow, p.deep, m.a, m.b, m.sigma, m.r, m.samples, m.lo, m.hi, e.a, e.b, e.sigma, e.r,
                      e.samples, e.lo, e.hi);
        out += buffer;
    }
    out += "    }};\n    // clang-format on\n    return table;\n}\n\n}  // namespace gambit::search\n";
    return out;
}

}  // namespace

int fit_probcut_main(std::span<const std::string_view> args) {
    std::vector<std::pair<int, int>> pairs = {{3, 5}, {2, 6}, {3, 7}, {4, 8}, {3, 9}, {4, 10}};
    int max_abs = 300;
    bool children = false;
    std::string out_file, cpp_file, samples_file, command = "gambit fit-probcut";
    std::vector<std::string> files, sample_files;
    search::Engine engine;
    for (const std::string_view a : args) command += ' ' + std::string(a);
    const auto unknown = [](std::string_view word) { return fail("unknown argument '" + std::string(word) + "'\n" + Usage); };
    args::Parsed parsed;
    try {
        parsed = args::parse(args, {.valued = {"pairs", "max-abs", "out", "cpp", "samples-out", "from-samples", "set"},
                                    .flags = {"children"}});
    } catch (const args::Error& e) {
        return unknown(e.problem.word);
    }
    children = parsed.has("children");
    for (const std::string& word : parsed.all("pairs")) {
        const auto parsed_pairs = parse_pairs(word);
        if (!parsed_pairs) return fail("--pairs needs S:D,... with 1 <= S < D <= 30");
        pairs = *parsed_pairs;
    }
    for (const std::string& word : parsed.all("max-abs")) {
        const auto v = text::parse_number<int>(word);
        if (!v || *v < 1) return fail("--max-abs needs a positive number of centipawns");
        max_abs = *v;
    }
    out_file = parsed.last("out").value_or("");
    cpp_file = parsed.last("cpp").value_or("");
    samples_file = parsed.last("samples-out").value_or("");
    sample_files = parsed.all("from-samples");
    if (const auto problem = apply_settings(engine.params(), parsed.all("set"))) return fail(*problem);
    for (const std::string& word : parsed.positional()) {
        if (word.empty() || word[0] == '-') return unknown(word);
        files.push_back(word);
    }
    engine.params().probcut = search::ProbCutMode::Off;  // the model must not depend on itself

    std::vector<chess::Position> roots;
    if (files.empty() && sample_files.empty()) {
        for (std::string_view fen : bench_positions()) roots.push_back(*chess::Position::from_fen(fen));
    }
    for (const std::string& file : files) {
        std::string problem;
        const auto read = read_fen_lines(file, problem);
        if (!read) return fail(problem);
        roots.insert(roots.end(), read->begin(), read->end());
    }
    std::vector<chess::Position> positions = roots;
    if (children)
        for (const chess::Position& root : roots)
            for (chess::Move m : chess::legal_moves(root)) {
                chess::Position child = root;
                chess::Undo undo;
                child.make_move(m, undo);
                positions.push_back(child);
            }

    int max_depth = 0;
    for (const auto& [s, d] : pairs) max_depth = std::max(max_depth, d);
    // samples[pair][stage] = (v_shallow, v_deep)
    std::vector<std::array<std::vector<std::pair<double, double>>, 2>> samples(pairs.size());
    // Points written by --samples-out of earlier runs (e.g. one run per part of a position file).
    for (const std::string& file : sample_files) {
        std::ifstream in(file);
        if (!in) return fail("cannot open '" + file + "'");
        std::string line;
        std::getline(in, line);  // header
        for (int number = 2; std::getline(in, line); ++number) {
            int s = 0, d = 0;
            char stage_name[16] = {};
            double v = 0, w = 0;
            if (std::sscanf(line.c_str(), "%d,%d,%15[a-z],%lf,%lf", &s, &d, stage_name, &v, &w) != 5)
                return fail(file + ":" + std::to_string(number) + ": expected shallow,deep,stage,v_shallow,v_deep");
            const std::size_t stage = std::string_view(stage_name) == "endgame" ? 1 : 0;
            for (std::size_t k = 0; k < pairs.size(); ++k)
                if (pairs[k] == std::pair{s, d}) samples[k][stage].emplace_back(v, w);
        }
    }
    search::Limits limits;
    limits.depth = max_depth;
    std::size_t done = 0;
    for (const chess::Position& pos : positions) {
        if (chess::legal_moves(pos).empty()) continue;
        std::map<int, int> value_at;  // depth -> value of that iteration
        engine.new_game();
        engine.search(pos, limits, [&](const search::IterationInfo& info) {
            if (info.bound == search::ScoreBound::Exact) value_at[info.depth] = info.score;  // not a failed window
        });
        const std::size_t stage = std::size_t(search::probcut_stage(pos, engine.params().probcut_crafty_endgame));
        for (std::size_t k = 0; k < pairs.size(); ++k) {
            const auto s = value_at.find(pairs[k].first), d = value_at.find(pairs[k].second);
            if (s == value_at.end() || d == value_at.end()) continue;
            if (search::is_mate_score(s->second) || search::is_mate_score(d->second)) continue;
            if (std::abs(s->second) > max_abs || std::abs(d->second) > max_abs) continue;
            samples[k][stage].emplace_back(s->second, d->second);
        }
        if (++done % 100 == 0) std::cerr << "fit-probcut: " << done << '/' << positions.size() << " positions\n";
    }

    search::ProbCutTable table;
    std::cout << "pair    stage       samples       a        b    sigma      r\n";
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        search::ProbCutPair pair;
        pair.shallow = pairs[k].first;
        pair.deep = pairs[k].second;
        for (std::size_t stage = 0; stage < 2; ++stage) {
            const LinearFit f = fit_line(samples[k][stage]);
            int lo = 0, hi = 0;  // no samples: an empty range, so the pair never cuts
            if (!samples[k][stage].empty()) {
                const auto [min, max] = std::minmax_element(samples[k][stage].begin(), samples[k][stage].end());
                lo = int(min->first), hi = int(max->first);
            }
            pair.stage[stage] = {f.a, f.b, f.sigma, f.r, f.samples, lo, hi};
            char line[160];
            std::snprintf(line, sizeof line, "(%d,%d)  %-10s %8d %7.3f %8.2f %8.2f %6.3f\n", pair.shallow, pair.deep,
                          stage == 0 ? "middlegame" : "endgame", f.samples, f.a, f.b, f.sigma, f.r);
            std::cout << line;
        }
        table.pairs.push_back(pair);
    }
    const std::string settings = "{\"tool\": \"gambit fit-probcut\", \"command\": " +
                                 nlohmann::json(command).dump() + ", \"positions\": " +
                                 std::to_string(positions.size()) + ", \"max_abs\": " + std::to_string(max_abs) + "}";
    if (!out_file.empty()) {
        std::ofstream out(out_file);
        if (!(out << search::probcut_table_json(table, settings) << '\n')) return fail("cannot write '" + out_file + "'");
    }
    if (!samples_file.empty()) {  // every (v_shallow, v_deep) point, for the scatter plots
        std::ofstream out(samples_file);
        out << "shallow,deep,stage,v_shallow,v_deep\n";
        for (std::size_t k = 0; k < pairs.size(); ++k)
            for (std::size_t stage = 0; stage < 2; ++stage)
                for (const auto& [v, w] : samples[k][stage])
                    out << pairs[k].first << ',' << pairs[k].second << ',' << (stage == 0 ? "middlegame" : "endgame")
                        << ',' << v << ',' << w << '\n';
        if (!out) return fail("cannot write '" + samples_file + "'");
    }
    if (!cpp_file.empty()) {
        std::ofstream out(cpp_file);
        const std::string_view baseline = search::BaselineNames[std::size_t(engine.params().baseline)];
        if (!(out << cpp_source(table, command, baseline))) return fail("cannot write '" + cpp_file + "'");
    }
    return 0;
}

}  // namespace gambit::tools
