#include "model/model_command.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <iomanip>
#include <iostream>

#include "model/model_options.hpp"
#include "model/recurrences.hpp"
#include "model/simulation.hpp"
#include "plot/svg_plot.hpp"

namespace gambit::model {
namespace {

std::string format(const char* pattern, double value) {
    std::array<char, 48> text{};
    std::snprintf(text.data(), text.size(), pattern, value);
    return text.data();
}

std::string tree_title(TreeKind kind, int m) {
    return kind == TreeKind::ngame ? "N-game-like trees"
                                   : "P-game-like trees (m = " + std::to_string(m) + ")";
}

// One tree class and p: D by the recurrences, and by simulation when asked.
struct Series {
    TreeKind kind;
    double p;
    std::vector<double> exact;                // exact[h - 1]
    std::vector<SimulationResult> simulated;  // simulated[h - 1], or empty
};

std::vector<Series> compute(const ModelOptions& options) {
    std::vector<Series> all;
    for (TreeKind kind : options.kinds)
        for (double p : options.ps) {
            Series series{kind, p, error_by_height(kind, p, options.height, options.m), {}};
            const int simulated_heights = options.simulate > 0 ? options.height : 0;
            for (int height = 1; height <= simulated_heights; ++height) {
                SimulationSettings settings;
                settings.kind = kind;
                settings.p = p;
                settings.height = height;
                settings.m = options.m;
                settings.trials = options.simulate;
                settings.seed = options.seed;
                series.simulated.push_back(simulate_error(settings));
            }
            all.push_back(std::move(series));
        }
    return all;
}

void print_csv(const std::vector<Series>& all, bool simulated, std::ostream& out) {
    out << "tree,p,h,D" << (simulated ? ",sim_trees,sim_D,sim_low,sim_high" : "") << "\n";
    for (const Series& series : all)
        for (std::size_t h = 1; h <= series.exact.size(); ++h) {
            out << tree_kind_name(series.kind) << "," << format("%.10g", series.p) << "," << h << ","
                << format("%.8f", series.exact[h - 1]);
            if (simulated) {
                const SimulationResult& sim = series.simulated[h - 1];
                out << "," << sim.trials << "," << format("%.8f", sim.mean) << ","
                    << format("%.8f", sim.lower()) << "," << format("%.8f", sim.upper());
            }
            out << "\n";
        }
}

// A table per tree class: one row per height, one column per p.
void print_table(const ModelOptions& options, const std::vector<Series>& all, std::ostream& out) {
    for (TreeKind kind : options.kinds) {
        out << tree_title(kind, options.m) << ": D = E|x - y| as a fraction of the value range (exact)\n";
        out << "     H";
        for (double p : options.ps) out << format("  p=%-6g", p);
        out << "\n";
        for (int h = 1; h <= options.height; ++h) {
            out << std::setw(6) << h;
            for (const Series& series : all)
                if (series.kind == kind) out << format("  %.6f", series.exact[h - 1]);
            out << "\n";
        }
        out << "\n";
    }
}

void print_simulation(const ModelOptions& options, const std::vector<Series>& all, std::ostream& out) {
    int inside = 0;
    int total = 0;
    out << "Simulation: " << options.simulate << " random trees per line, seed " << options.seed
        << ", 95% intervals\n";
    out << "tree    p        H  exact     simulated  interval\n";
    for (const Series& series : all)
        for (std::size_t h = 1; h <= series.simulated.size(); ++h) {
            const SimulationResult& sim = series.simulated[h - 1];
            const double exact = series.exact[h - 1];
            const bool agrees = sim.contains(exact);
            inside += agrees ? 1 : 0;
            ++total;
            out << tree_kind_name(series.kind) << "   " << format("%-7g", series.p) << std::setw(3) << h
                << format("  %.6f", exact) << format("  %.6f", sim.mean) << format("   [%.6f, ", sim.lower())
                << format("%.6f]", sim.upper()) << (agrees ? "" : "  outside") << "\n";
        }
    out << inside << " of " << total << " exact values lie inside the simulated 95% intervals\n";
}

// The paper's figure: both classes side by side, whatever classes the table shows; one curve per p (the same
// colour for the same p in both panels), simulated estimates as dots with their 95% intervals.
void write_plot(const ModelOptions& options, const std::vector<Series>& all, std::ostream& file) {
    static constexpr std::array<const char*, 8> colours = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd",
                                                           "#ff7f0e", "#8c564b", "#e377c2", "#17becf"};
    std::vector<plot::PlotSpec> panels;
    for (TreeKind kind : {TreeKind::ngame, TreeKind::pgame}) {
        plot::PlotSpec panel;
        panel.title = tree_title(kind, options.m);
        panel.x_label = "Max-height H";
        panel.y_label = "D = E|x - y| (fraction of value range)";
        panel.y_from_zero = true;
        panel.legend_right = true;
        panel.interval_label = "simulated, 95% interval";
        panel.width = 480;
        panel.height = 340;
        const std::string tree(tree_kind_name(kind));
        for (std::size_t index = 0; index < options.ps.size(); ++index) {
            const double p = options.ps[index];
            const std::string p_text = format("%g", p);
            plot::PlotSeries curve{tree + "-" + p_text, "p = " + p_text, colours[index % colours.size()], {}, {},
                                   {{"tree", tree}, {"p", p_text}}};
            std::vector<double> errors;
            for (const Series& series : all)
                if (series.kind == kind && series.p == p) {
                    errors = series.exact;
                    for (std::size_t h = 1; h <= series.simulated.size(); ++h) {
                        const SimulationResult& sim = series.simulated[h - 1];
                        curve.intervals.push_back({static_cast<double>(h), sim.mean, std::max(sim.lower(), 0.0),
                                                   sim.upper()});
                    }
                }
            if (errors.empty()) errors = error_by_height(kind, p, options.height, options.m);
            for (std::size_t h = 1; h <= errors.size(); ++h)
                curve.points.emplace_back(static_cast<double>(h), errors[h - 1]);
            panel.series.push_back(std::move(curve));
        }
        panels.push_back(std::move(panel));
    }
    file << plot::render_figure("Smith & Nau forward-pruning model: error of the pruning search", panels);
}

}  // namespace

int run_model_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    ModelOptions options;
    try {
        options = parse_model_options(args);
    } catch (const UsageError& error) {
        err << "gambit model: " << error.what() << "\n";
        return 2;
    }
    if (options.help) {
        out << model_help();
        return 0;
    }

    // Open the plot first, so that a bad path fails before anything is printed.
    std::ofstream svg_file;
    if (!options.svg_path.empty()) {
        svg_file.open(options.svg_path);
        if (!svg_file) {
            err << "gambit model: cannot write SVG file '" << options.svg_path << "'\n";
            return 2;
        }
    }

    const std::vector<Series> all = compute(options);
    if (options.csv) {
        print_csv(all, options.simulate > 0, out);
    } else {
        print_table(options, all, out);
        if (options.simulate > 0) print_simulation(options, all, out);
    }
    if (svg_file.is_open()) {
        write_plot(options, all, svg_file);
        svg_file.close();
        if (!svg_file) {
            err << "gambit model: could not finish writing SVG file '" << options.svg_path << "'\n";
            return 2;
        }
    }
    return 0;
}

int model_main(std::span<const std::string_view> args) {
    return run_model_command(std::vector<std::string>(args.begin(), args.end()), std::cout, std::cerr);
}

}  // namespace gambit::model
