#include "engine/tools/train_net.hpp"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "args/arguments.hpp"
#include "chess/pgn/text.hpp"
#include "engine/eval/evaluate.hpp"
#include "engine/eval/eval_params.hpp"
#include "engine/tools/net_trainer.hpp"
#include "engine/tools/texel_data.hpp"

namespace gambit::tools {
namespace {

constexpr const char* Usage =
    "train-net FILE.pgn|FILE.epd ... --out NET [--epochs N] [--batch N] [--lr X] [--final-lr X] [--seed S] "
    "[--validation F] [--score-weight W] [--fraction F] [--skip-plies N] [--max-positions N] [--start NET] [--residual] [--buckets N]";

struct Options {
    std::vector<std::string> files;
    texel::SampleOptions sample;
    NetTrainOptions train;
    std::string out;
    std::string start;
    bool residual = false;
    int buckets = 1;  // output layers by piece count; more than --start has: copies of its layer
};

std::optional<Options> parse(std::span<const std::string_view> args, std::string& problem) {
    Options o;
    using text::parse_number;
    args::Parsed parsed;
    try {
        parsed = args::parse(args, {.flags = {"residual"}, .unknown_takes_value = true});  // the rest take values
    } catch (const args::Error& e) {
        problem = e.problem.word + " needs a value";
        return std::nullopt;
    }
    const std::set<std::string, std::less<>> known = {"residual", "epochs", "batch", "lr", "final-lr", "seed",
                                                      "validation", "score-weight", "fraction", "skip-plies",
                                                      "max-positions", "out", "start", "buckets"};
    if (const auto outside = parsed.names_outside(known); !outside.empty()) {
        problem = "unknown option --" + outside.front();
        return std::nullopt;
    }
    o.files = parsed.positional();
    o.residual = parsed.has("residual");
    // Every value given is checked; the last one counts.
    bool ok = true;
    const auto number = [&](const char* name, auto& field, auto low, auto high) {
        for (const std::string& v : parsed.all(name)) {
            if (!ok) return;
            const auto value = parse_number<std::remove_reference_t<decltype(field)>>(v);
            ok = value && *value >= low && *value <= high;
            if (ok) field = *value;
            else problem = "invalid value '" + v + "' for --" + name;
        }
    };
    number("epochs", o.train.epochs, 1, 1000);
    number("batch", o.train.batch, 1, 1 << 22);
    number("lr", o.train.learning_rate, 1e-9, 1.0);
    number("final-lr", o.train.final_learning_rate, 1e-9, 1.0);
    number("seed", o.train.seed, std::uint64_t(0), UINT64_MAX);
    number("validation", o.sample.validation, 0.0, 0.99);
    number("score-weight", o.sample.score_weight, 0.0, 1.0);
    number("fraction", o.sample.fraction, 1e-9, 1.0);
    number("skip-plies", o.sample.skip_plies, 0, 10000);
    number("max-positions", o.sample.max_positions, std::size_t(0), SIZE_MAX);
    number("buckets", o.buckets, 1, eval::Network::MaxBuckets);
    if (!ok) return std::nullopt;
    o.out = parsed.last("out").value_or(o.out);
    o.start = parsed.last("start").value_or(o.start);
    if (o.files.empty()) problem = "no input files";
    else if (o.out.empty()) problem = "--out is required";
    if (!problem.empty()) return std::nullopt;
    o.sample.seed = o.train.seed;
    return o;
}

}  // namespace

int train_net_main(std::span<const std::string_view> args) {
    const auto began = std::chrono::steady_clock::now();
    const auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count(); };
    const auto fail = [](const std::string& what) {
        std::fprintf(stderr, "train-net: %s\nusage: gambit %s\n", what.c_str(), Usage);
        return 2;
    };
    std::string problem;
    auto options = parse(args, problem);
    if (!options) return fail(problem);

    std::shared_ptr<const eval::Network> start;
    if (!options->start.empty()) {
        start = eval::load_network(options->start, &problem);
        if (!start) return fail(problem);
        options->residual = start->residual;  // the data must be labelled for the network it continues
    }
    NetDataset training, validation;
    // A residual network learns what the evaluation weights get wrong: their score is its base.
    eval::Evaluator weights;
    options->sample.keep = [&](const chess::Position& pos, double label, bool held_out) {
        (held_out ? validation : training).add(pos, label, options->residual ? weights.evaluate(pos) : 0);
    };
    texel::TuningSet unused_set, unused_validation;
    texel::SampleCounts counts;
    for (const std::string& file : options->files) {
        std::ifstream in(file);
        if (!in) return fail("cannot read '" + file + "'");
        std::stringstream text;
        text << in.rdbuf();
        if (texel::looks_like_pgn(text.str()))
            texel::sample_pgn(text.str(), file, options->sample, eval::default_params(), unused_set, unused_validation, counts);
        else
            texel::sample_labelled(text.str(), options->sample, eval::default_params(), unused_set, unused_validation, counts);
    }
    std::printf("data: %zu files, %d games, %ld labelled lines; %ld positions: %ld in check, %ld not quiet, %ld without "
                "a score; %zu training, %zu validation positions (%.1f s)\n",
                options->files.size(), counts.games, counts.lines, counts.positions, counts.in_check, counts.not_quiet,
                counts.no_score, training.size(), validation.size(), seconds());
    if (training.size() == 0) return fail("no positions to train on");

    std::optional<NetTrainer> trainer;
    if (start) trainer.emplace(*start, options->buckets);
    else trainer.emplace(options->train.seed, options->residual, options->buckets);
    const auto validation_text = [&] {
        char text[48] = "";
        if (validation.size()) std::snprintf(text, sizeof text, ", validation %.6f", trainer->loss(validation));
        return std::string(text);
    };
    std::printf("start: loss %.6f%s\n", trainer->loss(training), validation_text().c_str());
    const NetTrainOptions& t = options->train;
    for (int epoch = 1; epoch <= t.epochs; ++epoch) {
        // Geometric decay from the first rate to the final one.
        const double progress = t.epochs > 1 ? double(epoch - 1) / (t.epochs - 1) : 0;
        const double rate = t.learning_rate * std::pow(t.final_learning_rate / t.learning_rate, progress);
        const double loss = trainer->epoch(training, rate, t.seed * 1000003 + std::uint64_t(epoch), t.batch);
        if (!eval::save_network(trainer->network(), options->out, &problem)) return fail(problem);
        std::printf("epoch %d lr %.6f loss %.6f%s (%.1f s), wrote %s\n", epoch, rate, loss, validation_text().c_str(),
                    seconds(), options->out.c_str());
        std::fflush(stdout);
    }
    return 0;
}

}  // namespace gambit::tools
