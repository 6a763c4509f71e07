#include "engine/tools/probcut_calibrate.hpp"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "args/arguments.hpp"
#include "chess/movegen.hpp"
#include "chess/pgn/text.hpp"
#include "engine/search/engine.hpp"
#include "engine/search/pruning/probcut.hpp"
#include "engine/tools/probcut_sample.hpp"
#include "engine/tools/sampling_words.hpp"

namespace gambit::tools {

std::pair<double, double> wilson_interval(int k, int n, double z) {
    if (n <= 0) return {0.0, 1.0};
    const double p = double(k) / n, z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

namespace {

constexpr const char* Usage =
    "usage: gambit probcut-calibrate FILE [--nodes N] [--samples K] [--seed S] [--set NAME=VALUE ...] [--json]";

int fail(const std::string& message) {
    std::cerr << "probcut-calibrate: " << message << '\n';
    return 2;
}

}  // namespace

int probcut_calibrate_main(std::span<const std::string_view> args) {
    std::uint64_t nodes = 200000, samples = 50, seed_word = 1;
    std::string file;
    search::Engine engine;
    args::Parsed parsed;
    try {
        parsed = args::parse(args, {.valued = {"nodes", "samples", "seed", "set"}, .flags = {"json"}});
    } catch (const args::Error& e) {
        return fail("unknown argument '" + e.problem.word + "'\n" + Usage);
    }
    const bool json = parsed.has("json");
    if (const auto problem = read_sampling_words(parsed, {{"nodes", nodes}, {"samples", samples}, {"seed", seed_word}},
                                                 engine.params(), file, Usage))
        return fail(*problem);
    const int per_cell = int(samples);
    const auto seed = unsigned(seed_word);
    if (engine.params().probcut != search::ProbCutMode::Single &&
        engine.params().probcut != search::ProbCutMode::Multi)
        return fail("ProbCut is not on (set e.g. Preset=mpc-jb)");

    std::string problem;
    const auto positions = read_fen_lines(file, problem);
    if (!positions) return fail(problem);

    // 1. The cuts ProbCut makes at the match budget.
    ProbCutCells cells = sample_probcut_cuts(engine, *positions, nodes, per_cell, seed);

    // 2. Each sampled cut searched to the pair's deep depth without ProbCut.
    search::Engine deep;
    deep.params() = engine.params();
    deep.params().probcut = search::ProbCutMode::Off;
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    if (!json) std::cout << "pair    stage         t   cuts  sampled  contradicted   rate   95% interval    Phi(-t)\n";
    for (auto& [key, cell] : cells) {
        const auto [shallow, depth, stage] = key;
        int contradicted = 0, checked = 0;
        double t = 0;
        for (const search::ProbCutDecision& d : cell.sample) {
            const std::optional<bool> wrong = cut_contradicted(deep, d);
            if (!wrong) continue;
            ++checked;
            contradicted += *wrong;
            t = d.t;
        }
        const auto [lo, hi] = wilson_interval(contradicted, checked);
        const double promised = 0.5 * std::erfc(t / std::sqrt(2.0));
        const double rate = checked ? double(contradicted) / checked : 0.0;
        const char* stage_name = stage == int(search::Stage::Middlegame) ? "middlegame" : "endgame";
        rows.push_back({{"shallow", shallow}, {"deep", depth}, {"stage", stage_name}, {"t", t},
                        {"cuts", cell.seen}, {"sampled", checked}, {"contradicted", contradicted},
                        {"rate", rate}, {"lo", lo}, {"hi", hi}, {"promised", promised}});
        if (!json) {
            char line[200];
            std::snprintf(line, sizeof line, "(%d,%d)  %-10s %4.2f %7llu %8d %13d %6.3f  %5.3f-%5.3f %9.3f\n", shallow,
                          depth, stage_name, t, (unsigned long long)cell.seen, checked, contradicted, rate, lo, hi,
                          promised);
            std::cout << line;
        }
    }
    if (json) {
        const nlohmann::ordered_json out = {{"file", file},      {"positions", positions->size()},
                                            {"nodes", nodes},    {"samples_per_cell", per_cell},
                                            {"seed", seed},      {"params", search::params_dump(engine.params())},
                                            {"cells", rows}};
        std::cout << out.dump(1) << '\n';
    }
    return 0;
}

}  // namespace gambit::tools
