// The one SVG chart module: line charts with a few series, an optional shaded band, horizontal reference
// lines and intervals drawn as dots with bars; the legend sits above the frame and everything drawn is clipped
// to the frame (plot/clip.hpp). A chart is an inline <svg> element (for HTML pages, scaling down to the width
// of a phone) or one panel of a standalone SVG figure. Output is self-contained (no scripts, no external
// fonts) and every label and attribute is escaped.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gambit::plot {

// An estimate at x drawn as a dot with its interval [lo, hi] as a vertical bar.
struct PlotInterval {
    double x, mid, lo, hi;
};

// A series with intervals and no points is drawn (and shown in the legend) as dots with bars only.
struct PlotSeries {
    std::string id;  // goes into data-series="...", so tests and readers can find it
    std::string label, color;
    std::vector<std::pair<double, double>> points;  // (x, y), x increasing
    std::vector<PlotInterval> intervals = {};
    std::vector<std::pair<std::string, std::string>> data = {};  // extra data-NAME="value" attributes
};

struct PlotBand {  // shaded area between lo and hi at each x
    std::string id, label, color;
    std::vector<double> x, lo, hi;
};

struct PlotLine {  // horizontal reference line
    double y;
    std::string label, color;
    bool label_left = false;  // the label at the left end (where the data is not), else the right
};

struct PlotSpec {
    std::string title = {}, x_label = {}, y_label = {};
    std::vector<PlotSeries> series = {};
    std::optional<PlotBand> band = {};
    std::vector<PlotLine> lines = {};
    std::optional<std::pair<double, double>> y_range = {};  // forced [min, max]; otherwise fitted to the data
    std::optional<std::pair<double, double>> x_range = {};  // forced [min, max]; otherwise 0 (or less) to the last x
    bool y_from_zero = false;                          // fitted range starts at 0 (quantities that are >= 0)
    bool legend_right = false;                         // legend strip (above the frame) right-aligned
    std::string interval_label = "95% interval";       // legend entry when a series has intervals
    int width = 600, height = 280;
};

// One chart as an inline <svg> element.
std::string render_svg(const PlotSpec& spec);

// A standalone SVG document (with the XML declaration): a title above the panels, side by side.
std::string render_figure(const std::string& title, const std::vector<PlotSpec>& panels);

// "Nice" tick values covering [lo, hi], about `count` of them.
std::vector<double> nice_ticks(double lo, double hi, int count);

// Text safe inside an XML or HTML element or attribute (& < > " ').
std::string xml_escape(std::string_view text);

}  // namespace gambit::plot
