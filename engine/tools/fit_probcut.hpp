// `gambit fit-probcut [FILE ...] [--pairs S:D,...] [--max-abs CP] [--children] [--out FILE.json] [--cpp FILE]
// [--samples-out FILE.csv] [--set NAME=VALUE ...]`: collects (shallow, deep) search value pairs and fits the ProbCut model
// v_deep = a * v_shallow + b + e per depth pair and game stage by least squares, as Jiang & Buro did for
// chess (mate scores dropped, |v| <= 300 kept by default). Positions: the FEN/EPD lines of FILEs, or the
// bench positions; --children adds every position one legal move away. Values of all depths come from one
// iterative-deepening search per position (ProbCut itself off). Writes the JSON that ProbCutParams loads
// and, with --cpp, the source of the baseline's built-in table (engine/search/pruning/probcut_table_<baseline>.cpp);
// --samples-out writes every (v_shallow, v_deep) point as CSV (the scatter plots of docs/experiments.md);
// --from-samples fits such files instead of searching (e.g. the parts of a position file searched in parallel).
#pragma once

#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace gambit::tools {

struct LinearFit {
    double a = 0, b = 0, sigma = 0, r = 0;
    int samples = 0;
};

// Least-squares line y = a x + b through (x, y) points, the residual standard deviation (n - 2 degrees of
// freedom) and Pearson's r. Fewer than 3 points, or no spread in x: a = 1, b = 0, sigma = 0.
LinearFit fit_line(const std::vector<std::pair<double, double>>& points);

int fit_probcut_main(std::span<const std::string_view> args);

}  // namespace gambit::tools
