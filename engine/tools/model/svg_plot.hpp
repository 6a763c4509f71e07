#pragma once
// An SVG line plot of D against the tree height, one panel per tree class side by side (the figure of
// Smith & Nau's paper), with axes, ticks, labels and a legend for p.
#include <string>
#include <string_view>
#include <vector>

namespace gambit::model {

// A Monte-Carlo estimate drawn as a dot with its 95% interval as a bar.
struct SimulatedPoint {
    int height = 1;
    double mean = 0.0;
    double lower = 0.0;
    double upper = 0.0;
};

struct ErrorCurve {
    double p = 0.0;
    std::vector<double> errors;  // errors[h - 1] is D at height h
    std::vector<SimulatedPoint> simulated = {};
};

struct PlotPanel {
    std::string title;
    std::string tree_name;  // tags the panel's curves (data-tree attribute)
    std::vector<ErrorCurve> curves;
};

// A complete SVG document; every panel holds one polyline per curve.
std::string render_svg(const std::string& title, const std::vector<PlotPanel>& panels);

// Text safe to put inside an XML element or attribute.
std::string xml_escape(std::string_view text);

}  // namespace gambit::model
