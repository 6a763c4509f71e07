#include "engine/tools/sibling_correlation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "args/arguments.hpp"
#include "chess/movegen.hpp"
#include "chess/pgn/text.hpp"
#include "engine/search/engine.hpp"
#include "engine/search/pruning/stage.hpp"
#include "engine/tools/probcut_calibrate.hpp"
#include "engine/tools/probcut_sample.hpp"
#include "engine/tools/sampling_words.hpp"

namespace gambit::tools {

double intraclass_correlation(const std::vector<std::vector<double>>& groups) {
    double n = 0, sum = 0, sum_sq_sizes = 0;
    int g = 0;
    for (const auto& group : groups) {
        if (group.size() < 2) continue;
        ++g;
        n += double(group.size());
        sum_sq_sizes += double(group.size()) * double(group.size());
        for (double v : group) sum += v;
    }
    if (g < 2 || n <= g) return 0.0;
    const double grand = sum / n;
    double between = 0, within = 0;
    for (const auto& group : groups) {
        if (group.size() < 2) continue;
        double mean = 0;
        for (double v : group) mean += v;
        mean /= double(group.size());
        between += double(group.size()) * (mean - grand) * (mean - grand);
        for (double v : group) within += (v - mean) * (v - mean);
    }
    const double msb = between / (g - 1), msw = within / (n - g);
    const double n0 = (n - sum_sq_sizes / n) / (g - 1);
    const double denominator = msb + (n0 - 1) * msw;
    return denominator > 0 ? (msb - msw) / denominator : 0.0;
}

namespace {

constexpr const char* Usage =
    "usage: gambit sibling-correlation FILE [--depth D] [--probcut-errors [--nodes N] [--samples K] [--seed S]] "
    "[--set NAME=VALUE ...] [--json]";
constexpr int DecidedValue = 1000;  // children beyond +-10 pawns (won, lost, mates) say nothing of closeness

int fail(const std::string& message) {
    std::cerr << "sibling-correlation: " << message << '\n';
    return 2;
}

// Every child's value at depth - 1 from the mover's side, by a MultiPV search over all moves; children whose
// value is decided are left out.
std::vector<double> child_values(search::Engine& engine, const chess::Position& pos, int depth) {
    search::Limits limits;
    limits.depth = depth;
    limits.multi_pv = int(chess::legal_moves(pos).size());
    engine.new_game();
    const search::SearchResult result = engine.search(pos, limits);
    std::vector<double> values;
    if (result.lines.empty()) {
        if (std::abs(result.score) < DecidedValue) values.push_back(result.score);  // a single legal move
        return values;
    }
    for (const auto& line : result.lines)
        if (std::abs(line.score) < DecidedValue) values.push_back(line.score);
    return values;
}

double spread(const std::vector<double>& values) {
    if (values.size() < 2) return 0.0;
    double mean = 0, sq = 0;
    for (double v : values) mean += v;
    mean /= double(values.size());
    for (double v : values) sq += (v - mean) * (v - mean);
    return std::sqrt(sq / double(values.size() - 1));
}

double median(std::vector<double> values) {
    if (values.empty()) return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t m = values.size() / 2;
    return values.size() % 2 ? values[m] : 0.5 * (values[m - 1] + values[m]);
}

// By material phase (24 at the start): opening 20-24, middlegame 9-19, endgame 0-8 (the search's endgame).
const char* phase_name(int phase) {
    return phase >= 20 ? "opening" : phase > search::EndgamePhase ? "middlegame" : "endgame";
}

int correlation_by_phase(search::Engine& engine, const std::vector<chess::Position>& positions, int depth,
                         bool json) {
    std::map<std::string, std::vector<std::vector<double>>> groups;
    for (const chess::Position& pos : positions) {
        if (chess::legal_moves(pos).size() < 2) continue;
        groups[phase_name(search::material_phase(pos))].push_back(child_values(engine, pos, depth));
        groups["all"].push_back(groups[phase_name(search::material_phase(pos))].back());
    }
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    if (!json) std::cout << "phase        nodes  children   ICC(1)  median spread within  spread between\n";
    for (const char* phase : {"opening", "middlegame", "endgame", "all"}) {
        const auto& g = groups[phase];
        std::vector<double> within, means;
        std::size_t children = 0;
        for (const auto& values : g) {
            if (values.size() < 2) continue;
            children += values.size();
            within.push_back(spread(values));
            double mean = 0;
            for (double v : values) mean += v;
            means.push_back(mean / double(values.size()));
        }
        const double icc = intraclass_correlation(g);
        rows.push_back({{"phase", phase}, {"nodes", within.size()}, {"children", children}, {"icc", icc},
                        {"median_spread_within", median(within)}, {"spread_between", spread(means)}});
        if (!json) {
            char line[160];
            std::snprintf(line, sizeof line, "%-11s %6zu %9zu %8.3f %21.1f %16.1f\n", phase, within.size(), children,
                          icc, median(within), spread(means));
            std::cout << line;
        }
    }
    if (json) {
        std::cout << nlohmann::ordered_json{{"depth", depth}, {"positions", positions.size()},
                                            {"params", search::params_dump(engine.params())}, {"phases", rows}}
                         .dump(1)
                  << '\n';
    }
    return 0;
}

int errors_by_spread(search::Engine& engine, const std::vector<chess::Position>& positions, std::uint64_t nodes,
                     int per_cell, unsigned seed, bool json) {
    if (engine.params().probcut != search::ProbCutMode::Single && engine.params().probcut != search::ProbCutMode::Multi)
        return fail("--probcut-errors needs ProbCut on (set e.g. Preset=mpc-jb)");
    const ProbCutCells cells = sample_probcut_cuts(engine, positions, nodes, per_cell, seed);
    search::Engine deep;
    deep.params() = engine.params();
    deep.params().probcut = search::ProbCutMode::Off;
    struct Checked {
        double spread;
        bool contradicted;
    };
    std::vector<Checked> checked;
    for (const auto& [key, cell] : cells) {
        for (const search::ProbCutDecision& cut : cell.sample) {
            const std::optional<bool> wrong = cut_contradicted(deep, cut);
            if (!wrong) continue;
            const auto pos = chess::Position::from_fen(cut.fen);
            checked.push_back({spread(child_values(deep, *pos, cut.shallow)), *wrong});
        }
    }
    std::sort(checked.begin(), checked.end(), [](const Checked& a, const Checked& b) { return a.spread < b.spread; });
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    if (!json) std::cout << "children's spread      cuts  contradicted   rate   95% interval\n";
    const char* names[] = {"closest third", "middle third", "widest third"};
    for (int third = 0; third < 3; ++third) {
        const std::size_t from = checked.size() * third / 3, to = checked.size() * (third + 1) / 3;
        int wrong = 0;
        for (std::size_t i = from; i < to; ++i) wrong += checked[i].contradicted;
        const int n = int(to - from);
        const auto [lo, hi] = wilson_interval(wrong, n);
        const double low = n ? checked[from].spread : 0, high = n ? checked[to - 1].spread : 0;
        rows.push_back({{"third", names[third]}, {"spread_from", low}, {"spread_to", high}, {"cuts", n},
                        {"contradicted", wrong}, {"rate", n ? double(wrong) / n : 0.0}, {"lo", lo}, {"hi", hi}});
        if (!json) {
            char line[160];
            std::snprintf(line, sizeof line, "%-13s %4.0f-%-5.0f %5d %13d %6.3f  %5.3f-%5.3f\n", names[third], low, high,
                          n, wrong, n ? double(wrong) / n : 0.0, lo, hi);
            std::cout << line;
        }
    }
    if (json) {
        std::cout << nlohmann::ordered_json{{"nodes", nodes}, {"samples_per_cell", per_cell}, {"seed", seed},
                                            {"positions", positions.size()},
                                            {"params", search::params_dump(engine.params())}, {"thirds", rows}}
                         .dump(1)
                  << '\n';
    }
    return 0;
}

}  // namespace

int sibling_correlation_main(std::span<const std::string_view> args) {
    std::uint64_t depth_word = 6, nodes = 200000, samples = 50, seed_word = 1;
    std::string file;
    search::Engine engine;
    args::Parsed parsed;
    try {
        parsed = args::parse(args, {.valued = {"depth", "nodes", "samples", "seed", "set"}, .flags = {"json", "probcut-errors"}});
    } catch (const args::Error& e) {
        return fail("unknown argument '" + e.problem.word + "'\n" + Usage);
    }
    const bool json = parsed.has("json"), probcut_errors = parsed.has("probcut-errors");
    if (const auto problem = read_sampling_words(
            parsed, {{"depth", depth_word}, {"nodes", nodes}, {"samples", samples}, {"seed", seed_word}}, engine.params(),
            file, Usage))
        return fail(*problem);
    const int depth = int(std::min<std::uint64_t>(depth_word, 64)), per_cell = int(samples);
    const auto seed = unsigned(seed_word);
    std::string problem;
    const auto positions = read_fen_lines(file, problem);
    if (!positions) return fail(problem);
    return probcut_errors ? errors_by_spread(engine, *positions, nodes, per_cell, seed, json)
                          : correlation_by_phase(engine, *positions, depth, json);
}

}  // namespace gambit::tools
