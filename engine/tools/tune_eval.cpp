#include "engine/tools/tune_eval.hpp"

#include <charconv>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "args/arguments.hpp"
#include "engine/eval/params_io.hpp"
#include "engine/tools/texel.hpp"
#include "engine/tools/texel_data.hpp"

namespace gambit::tools {
namespace {

using namespace texel;

constexpr const char* Usage =
    "tune-eval FILE.pgn|FILE.epd ... [--epochs N] [--lr CP] [--skip-plies N] [--fraction F] [--seed S] [--max-positions N] "
    "[--validation F] [--score-weight W] [--l2 LAMBDA] [--fields NAME,...] [--eval-file START.json] [--checkpoint FILE] [--checkpoint-every N] [--report-every N] "
    "[--out FILE.json] [--cpp FILE.cpp]";

struct Options {
    std::vector<std::string> files;
    SampleOptions sample;
    int epochs = 1000;
    double learning_rate = 1.0;
    double l2 = 0;
    std::vector<std::string> fields;
    std::string eval_file;
    std::string checkpoint;
    int checkpoint_every = 50;
    int report_every = 1;
    std::string out;
    std::string cpp;
};

template <typename T>
bool parse_number(std::string_view text, T& value) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size();
}

std::optional<Options> parse(std::span<const std::string_view> args, std::string& problem) {
    Options o;
    args::Parsed parsed;
    try {
        parsed = args::parse(args, {.unknown_takes_value = true});  // every option takes a value
    } catch (const args::Error& e) {
        return problem = e.problem.word + " needs a value", std::nullopt;
    }
    const std::set<std::string, std::less<>> known = {
        "epochs", "l2", "lr", "skip-plies", "fraction", "seed", "validation", "score-weight", "max-positions",
        "checkpoint-every", "report-every", "eval-file", "checkpoint", "out", "cpp", "fields"};
    if (const auto outside = parsed.names_outside(known); !outside.empty())
        return problem = "unknown option '--" + outside.front() + "'", std::nullopt;
    o.files = parsed.positional();
    // Each value of each option, checked in the order of this list; the last one given counts.
    const auto check = [&](const char* name, auto accept) {
        for (const std::string& v : parsed.all(name))
            if (!accept(v)) return problem = "bad value '" + v + "' for --" + name, false;
        return true;
    };
    const bool ok =
        check("epochs", [&](const std::string& v) { return parse_number(v, o.epochs) && o.epochs >= 0; }) &&
        check("l2", [&](const std::string& v) { return parse_number(v, o.l2) && o.l2 >= 0; }) &&
        check("lr", [&](const std::string& v) { return parse_number(v, o.learning_rate) && o.learning_rate > 0; }) &&
        check("skip-plies", [&](const std::string& v) { return parse_number(v, o.sample.skip_plies) && o.sample.skip_plies >= 0; }) &&
        check("fraction", [&](const std::string& v) {
            return parse_number(v, o.sample.fraction) && o.sample.fraction > 0 && o.sample.fraction <= 1;
        }) &&
        check("seed", [&](const std::string& v) { return parse_number(v, o.sample.seed); }) &&
        check("validation", [&](const std::string& v) {
            return parse_number(v, o.sample.validation) && o.sample.validation >= 0 && o.sample.validation < 1;
        }) &&
        check("score-weight", [&](const std::string& v) {
            return parse_number(v, o.sample.score_weight) && o.sample.score_weight >= 0 && o.sample.score_weight <= 1;
        }) &&
        check("max-positions", [&](const std::string& v) { return parse_number(v, o.sample.max_positions); }) &&
        check("checkpoint-every", [&](const std::string& v) { return parse_number(v, o.checkpoint_every) && o.checkpoint_every > 0; }) &&
        check("report-every", [&](const std::string& v) { return parse_number(v, o.report_every) && o.report_every > 0; });
    if (!ok) return std::nullopt;
    o.eval_file = parsed.last("eval-file").value_or(o.eval_file);
    o.checkpoint = parsed.last("checkpoint").value_or(o.checkpoint);
    o.out = parsed.last("out").value_or(o.out);
    o.cpp = parsed.last("cpp").value_or(o.cpp);
    for (const std::string& v : parsed.all("fields")) {
        std::stringstream list{v};
        for (std::string name; std::getline(list, name, ',');) o.fields.push_back(name);
    }
    if (o.files.empty()) return problem = "no PGN or labelled-position file given", std::nullopt;
    return o;
}

int fail(const std::string& message) {
    std::cerr << "tune-eval: " << message << '\n';
    return 2;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int tune_eval_main(std::span<const std::string_view> args) {
    std::string problem;
    const auto options = parse(args, problem);
    if (!options) return fail(problem + "; usage: " + Usage);
    const auto start = std::chrono::steady_clock::now();

    eval::EvalParams params = eval::default_params();
    if (!options->eval_file.empty()) {
        const auto loaded = eval::load_params_file(options->eval_file, params, &problem);
        if (!loaded) return fail(problem);
        params = *loaded;
    }
    const auto mask = tunable_mask(options->fields);
    if (!mask) return fail("--fields names an unknown field");

    TuningSet set;
    TuningSet held_out;
    SampleCounts counts;
    for (const std::string& file : options->files) {
        std::ifstream in(file);
        if (!in) return fail("cannot read '" + file + "'");
        std::stringstream text;
        text << in.rdbuf();
        if (looks_like_pgn(text.str())) sample_pgn(text.str(), file, options->sample, params, set, held_out, counts);
        else sample_labelled(text.str(), options->sample, params, set, held_out, counts);
    }
    // Games and labelled positions are counted apart: a labelled file has no plies to skip.
    if (counts.games > 0 || counts.lines == 0)
        std::printf("games: %d (%d repeats skipped, %d without result, %d cut off, %d with a bad move), sampled after ply %d\n",
                    counts.games, counts.repeats, counts.unfinished, counts.incomplete, counts.bad_moves,
                    options->sample.skip_plies);
    if (counts.lines > 0)
        std::printf("labelled positions: %ld lines read, %ld without a readable position or label\n", counts.lines,
                    counts.bad_lines);
    std::printf("data: %zu files; %ld positions: %ld in check, %ld not quiet, %ld kept (fraction %g, seed %llu) in %.1f s\n",
                options->files.size(), counts.positions, counts.in_check, counts.not_quiet, counts.kept,
                options->sample.fraction, static_cast<unsigned long long>(options->sample.seed), seconds_since(start));
    if (options->sample.score_weight > 0)
        std::printf("labels: %g x search score + %g x game result; %ld quiet positions without a score not kept\n",
                    options->sample.score_weight, 1 - options->sample.score_weight, counts.no_score);
    if (set.size() == 0) return fail("no positions to tune on");

    const Objective objective(set);
    const std::optional<Objective> validation = held_out.size() ? std::optional<Objective>(held_out) : std::nullopt;
    const auto validation_text = [&](const Eigen::VectorXd& weights, double k) {
        char text[64] = "";
        if (validation) std::snprintf(text, sizeof text, ", validation %.6f", validation->loss(weights, k));
        return std::string(text);
    };
    const Eigen::VectorXd initial = to_vector(params);
    AdamState state;
    if (!options->checkpoint.empty() && std::filesystem::exists(options->checkpoint)) {
        const auto loaded = load_checkpoint(options->checkpoint, set.size(), &problem);
        if (!loaded) return fail(problem);
        state = *loaded;
        std::printf("resuming from %s at epoch %d, K = %.6f\n", options->checkpoint.c_str(), state.epoch, state.k);
    } else {
        state = start_adam(initial, fit_k(objective, initial));
        std::printf("K = %.6f (fitted to the starting weights)\n", state.k);
    }
    const double loss_before = objective.loss(initial, state.k);
    std::printf("positions %zu (validation %zu), tuned weights %d of %zu, loss with the starting weights %.6f%s\n",
                set.size(), held_out.size(), int(mask->sum()), eval::SlotCount, loss_before,
                validation_text(initial, state.k).c_str());
    std::fflush(stdout);

    AdamOptions adam;
    adam.epochs = options->epochs;
    adam.learning_rate = options->learning_rate;
    adam.mask = *mask;
    adam.l2 = options->l2;
    adam.anchor = initial;
    adam.checkpoint = options->checkpoint;
    adam.checkpoint_every = options->checkpoint_every;
    const auto report = [&](int epoch, double loss) {
        if (epoch % options->report_every == 0 || epoch == options->epochs) {
            // The validation loss is for the weights after this epoch's step (the training loss, before it).
            std::printf("epoch %d loss %.6f%s (%.1f s)\n", epoch, loss, validation_text(state.weights, state.k).c_str(),
                        seconds_since(start));
            std::fflush(stdout);
        }
    };
    if (!run_adam(objective, state, adam, report, &problem)) return fail(problem);

    const eval::EvalParams tuned = to_params(state.weights);
    std::printf("loss before %.6f, after %.6f (rounded weights %.6f)%s, K %.6f, %zu positions, %d epochs, %.1f s\n",
                loss_before, objective.loss(state.weights, state.k), objective.loss(to_vector(tuned), state.k),
                validation_text(to_vector(tuned), state.k).c_str(), state.k, set.size(), state.epoch, seconds_since(start));
    if (!options->out.empty()) {
        std::ofstream out(options->out);
        out << eval::params_to_json(tuned);
        if (!out) return fail("cannot write '" + options->out + "'");
        std::printf("wrote %s\n", options->out.c_str());
    }
    if (!options->cpp.empty()) {
        std::ofstream out(options->cpp);
        std::ostringstream comment;
        comment << "Evaluation weights from `gambit tune-eval` (" << set.size() << " positions, K " << state.k << ", "
                << state.epoch << " epochs); replaces engine/eval/default_params.cpp to become the defaults.";
        eval::write_params_cpp(out, tuned, comment.str());
        if (!out) return fail("cannot write '" + options->cpp + "'");
        std::printf("wrote %s\n", options->cpp.c_str());
    }
    return 0;
}

}  // namespace gambit::tools
