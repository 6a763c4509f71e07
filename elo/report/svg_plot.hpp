// A small inline-SVG line chart: a few series, an optional shaded band and horizontal reference lines.
// Output is self-contained (no scripts, no external fonts) and every label is HTML-escaped.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gambit::report {

struct PlotSeries {
    std::string id;  // goes into data-series="...", so tests and readers can find it
    std::string label, color;
    std::vector<std::pair<double, double>> points;  // (x, y), x increasing
};

struct PlotBand {  // shaded area between lo and hi at each x
    std::string id, label, color;
    std::vector<double> x, lo, hi;
};

struct PlotLine {  // horizontal reference line
    double y;
    std::string label, color;
};

struct PlotSpec {
    std::string title, x_label, y_label;
    std::vector<PlotSeries> series;
    std::optional<PlotBand> band;
    std::vector<PlotLine> lines;
    std::optional<std::pair<double, double>> y_range;  // forced [min, max]; otherwise fitted to the data
    int width = 600, height = 280;
};

std::string render_svg(const PlotSpec& spec);

// "Nice" tick values covering [lo, hi], about `count` of them.
std::vector<double> nice_ticks(double lo, double hi, int count);

}  // namespace gambit::report
