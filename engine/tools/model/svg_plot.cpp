#include "engine/tools/model/svg_plot.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace gambit::model {
namespace {

// Layout in SVG user units.
constexpr double kPanelWidth = 440.0;
constexpr double kPanelHeight = 340.0;
constexpr double kTitleHeight = 36.0;
constexpr double kLegendWidth = 140.0;
constexpr double kMarginLeft = 70.0;
constexpr double kMarginRight = 20.0;
constexpr double kMarginTop = 40.0;
constexpr double kMarginBottom = 56.0;
constexpr double kTickLength = 5.0;

constexpr std::array<const char*, 8> kColours = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd",
                                                 "#ff7f0e", "#8c564b", "#e377c2", "#17becf"};

const char* colour(std::size_t index) {
    return kColours[index % kColours.size()];
}

std::string coordinate(double value) {
    std::array<char, 32> text{};
    std::snprintf(text.data(), text.size(), "%.2f", value);
    return text.data();
}

// Shortest readable form of a tick value or p: 0.05, 10, 0.7.
std::string short_number(double value) {
    std::array<char, 32> text{};
    std::snprintf(text.data(), text.size(), "%g", value);
    return text.data();
}

// An axis from 0 to `max` with ticks every `step`, where the step is 1, 2 or 5 times a power of ten
// and gives about `intervals` intervals.
struct Axis {
    double max = 1.0;
    double step = 1.0;
};

Axis nice_axis(double data_max, int intervals, double min_step) {
    if (!(data_max > 0.0)) data_max = 0.1;  // all curves at zero (p = 1): still draw a readable axis
    const double raw = data_max / intervals;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double normalised = raw / magnitude;
    const double factor = normalised <= 1.0 ? 1.0 : normalised <= 2.0 ? 2.0 : normalised <= 5.0 ? 5.0 : 10.0;
    Axis axis;
    axis.step = std::max(factor * magnitude, min_step);
    axis.max = std::ceil(data_max / axis.step - 1e-9) * axis.step;
    return axis;
}

void write_text(std::ostringstream& svg, double x, double y, const char* anchor, std::string_view text,
                const char* extra = "") {
    svg << "<text x=\"" << coordinate(x) << "\" y=\"" << coordinate(y) << "\" text-anchor=\"" << anchor
        << "\"" << extra << ">" << xml_escape(text) << "</text>\n";
}

void write_line(std::ostringstream& svg, double x1, double y1, double x2, double y2, const char* stroke,
                double width = 1.0) {
    svg << "<line x1=\"" << coordinate(x1) << "\" y1=\"" << coordinate(y1) << "\" x2=\"" << coordinate(x2)
        << "\" y2=\"" << coordinate(y2) << "\" stroke=\"" << stroke << "\" stroke-width=\""
        << coordinate(width) << "\"/>\n";
}

void write_panel(std::ostringstream& svg, const PlotPanel& panel, double left, double top) {
    const double plot_left = left + kMarginLeft;
    const double plot_top = top + kMarginTop;
    const double plot_width = kPanelWidth - kMarginLeft - kMarginRight;
    const double plot_height = kPanelHeight - kMarginTop - kMarginBottom;
    const double plot_bottom = plot_top + plot_height;

    std::size_t max_height = 1;
    double max_error = 0.0;
    for (const ErrorCurve& curve : panel.curves) {
        max_height = std::max(max_height, curve.errors.size());
        for (double error : curve.errors) max_error = std::max(max_error, error);
        for (const SimulatedPoint& point : curve.simulated) max_error = std::max(max_error, point.upper);
    }
    const Axis x_axis = nice_axis(static_cast<double>(max_height), 8, 1.0);
    const Axis y_axis = nice_axis(max_error, 5, 0.0);
    const auto to_x = [&](double height) { return plot_left + height / x_axis.max * plot_width; };
    const auto to_y = [&](double error) { return plot_bottom - error / y_axis.max * plot_height; };

    svg << "<g class=\"panel\" data-tree=\"" << xml_escape(panel.tree_name) << "\">\n";
    write_text(svg, plot_left + plot_width / 2, top + kMarginTop / 2, "middle", panel.title,
               " font-size=\"15\"");

    // Grid lines and ticks, then the axes on top of them.
    for (int index = 0; index * x_axis.step <= x_axis.max + x_axis.step / 2; ++index) {
        const double tick = index * x_axis.step;
        write_line(svg, to_x(tick), plot_top, to_x(tick), plot_bottom, "#e6e6e6");
        write_line(svg, to_x(tick), plot_bottom, to_x(tick), plot_bottom + kTickLength, "#000000");
        write_text(svg, to_x(tick), plot_bottom + kTickLength + 13, "middle", short_number(tick));
    }
    for (int index = 0; index * y_axis.step <= y_axis.max + y_axis.step / 2; ++index) {
        const double tick = index * y_axis.step;
        write_line(svg, plot_left, to_y(tick), plot_left + plot_width, to_y(tick), "#e6e6e6");
        write_line(svg, plot_left - kTickLength, to_y(tick), plot_left, to_y(tick), "#000000");
        write_text(svg, plot_left - kTickLength - 3, to_y(tick) + 4, "end", short_number(tick));
    }
    write_line(svg, plot_left, plot_bottom, plot_left + plot_width, plot_bottom, "#000000");
    write_line(svg, plot_left, plot_top, plot_left, plot_bottom, "#000000");
    write_text(svg, plot_left + plot_width / 2, plot_bottom + 42, "middle", "Max-height H");
    const double label_x = left + 18;
    const double label_y = plot_top + plot_height / 2;
    svg << "<text x=\"" << coordinate(label_x) << "\" y=\"" << coordinate(label_y)
        << "\" text-anchor=\"middle\" transform=\"rotate(-90 " << coordinate(label_x) << " "
        << coordinate(label_y) << ")\">" << xml_escape("D = E|x - y| (fraction of value range)")
        << "</text>\n";

    for (std::size_t index = 0; index < panel.curves.size(); ++index) {
        const ErrorCurve& curve = panel.curves[index];
        svg << "<polyline class=\"curve\" data-tree=\"" << xml_escape(panel.tree_name) << "\" data-p=\""
            << short_number(curve.p) << "\" fill=\"none\" stroke=\"" << colour(index)
            << "\" stroke-width=\"2\" points=\"";
        for (std::size_t h = 1; h <= curve.errors.size(); ++h)
            svg << (h > 1 ? " " : "") << coordinate(to_x(static_cast<double>(h))) << ","
                << coordinate(to_y(curve.errors[h - 1]));
        svg << "\"/>\n";
        for (const SimulatedPoint& point : curve.simulated) {
            const double x = to_x(point.height);
            write_line(svg, x, to_y(std::max(point.lower, 0.0)), x, to_y(point.upper), colour(index));
            svg << "<circle class=\"simulated\" cx=\"" << coordinate(x) << "\" cy=\""
                << coordinate(to_y(point.mean)) << "\" r=\"3\" fill=\"" << colour(index) << "\"/>\n";
        }
    }
    svg << "</g>\n";
}

bool has_simulation(const std::vector<PlotPanel>& panels) {
    for (const PlotPanel& panel : panels)
        for (const ErrorCurve& curve : panel.curves)
            if (!curve.simulated.empty()) return true;
    return false;
}

// The legend names p for each colour; the curves share colours across panels, index by index.
void write_legend(std::ostringstream& svg, const std::vector<PlotPanel>& panels, double left, double top) {
    if (panels.empty()) return;
    svg << "<g class=\"legend\">\n";
    write_text(svg, left + 10, top, "start", "search picks the", " font-size=\"12\"");
    write_text(svg, left + 10, top + 15, "start", "right child with", " font-size=\"12\"");
    double y = top + 40;
    for (std::size_t index = 0; index < panels.front().curves.size(); ++index) {
        write_line(svg, left + 10, y - 4, left + 40, y - 4, colour(index), 2.0);
        write_text(svg, left + 46, y, "start", "p = " + short_number(panels.front().curves[index].p));
        y += 20;
    }
    if (has_simulation(panels)) {
        svg << "<circle cx=\"" << coordinate(left + 25) << "\" cy=\"" << coordinate(y + 6)
            << "\" r=\"3\" fill=\"#000000\"/>\n";
        write_line(svg, left + 25, y, left + 25, y + 12, "#000000");
        write_text(svg, left + 46, y + 10, "start", "simulated,", " font-size=\"12\"");
        write_text(svg, left + 46, y + 25, "start", "95% interval", " font-size=\"12\"");
    }
    svg << "</g>\n";
}

}  // namespace

std::string xml_escape(std::string_view text) {
    std::string escaped;
    escaped.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&':
                escaped += "&amp;";
                break;
            case '<':
                escaped += "&lt;";
                break;
            case '>':
                escaped += "&gt;";
                break;
            case '"':
                escaped += "&quot;";
                break;
            case '\'':
                escaped += "&apos;";
                break;
            default:
                escaped += c;
        }
    }
    return escaped;
}

std::string render_svg(const std::string& title, const std::vector<PlotPanel>& panels) {
    const double width =
        kPanelWidth * static_cast<double>(std::max<std::size_t>(panels.size(), 1)) + kLegendWidth;
    const double height = kTitleHeight + kPanelHeight;
    std::ostringstream svg;
    svg << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << coordinate(width) << "\" height=\""
        << coordinate(height) << "\" viewBox=\"0 0 " << coordinate(width) << " " << coordinate(height)
        << "\" font-family=\"sans-serif\" font-size=\"12\">\n"
        << "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
    write_text(svg, width / 2, 24, "middle", title, " font-size=\"17\"");
    for (std::size_t index = 0; index < panels.size(); ++index)
        write_panel(svg, panels[index], kPanelWidth * static_cast<double>(index), kTitleHeight);
    write_legend(svg, panels, kPanelWidth * static_cast<double>(panels.size()),
                 kTitleHeight + kMarginTop + 10);
    svg << "</svg>\n";
    return svg.str();
}

}  // namespace gambit::model
