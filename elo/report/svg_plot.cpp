#include "elo/report/svg_plot.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "elo/report/text_util.hpp"

namespace gambit::report {
namespace {

constexpr double kLeft = 58, kRight = 16, kTop = 30, kBottom = 42;

struct Range {
    double lo = std::numeric_limits<double>::infinity(), hi = -std::numeric_limits<double>::infinity();
    void add(double v) {
        if (!std::isfinite(v)) return;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    bool empty() const { return lo > hi; }
    void widen() {  // never a zero-height axis
        if (empty()) {
            lo = 0;
            hi = 1;
        }
        if (hi - lo < 1e-9) {
            lo -= 1;
            hi += 1;
        }
    }
};

std::string num(double v) {
    return fixed(v, 1);
}

}  // namespace

std::vector<double> nice_ticks(double lo, double hi, int count) {
    std::vector<double> ticks;
    if (!(hi > lo) || count < 1) return ticks;
    double raw = (hi - lo) / count, magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * magnitude >= raw) {
            step = m * magnitude;
            break;
        }
    for (double t = std::ceil(lo / step) * step; t <= hi + step * 1e-9; t += step)
        ticks.push_back(std::fabs(t) < step * 1e-9 ? 0 : t);
    return ticks;
}

std::string render_svg(const PlotSpec& spec) {
    Range xr, yr;
    for (const PlotSeries& s : spec.series)
        for (auto [x, y] : s.points) {
            xr.add(x);
            yr.add(y);
        }
    if (spec.band) {
        for (double x : spec.band->x) xr.add(x);
        for (double v : spec.band->lo) yr.add(v);
        for (double v : spec.band->hi) yr.add(v);
    }
    for (const PlotLine& l : spec.lines) yr.add(l.y);
    if (spec.y_range) {
        yr.lo = spec.y_range->first;
        yr.hi = spec.y_range->second;
    }
    if (!xr.empty() && xr.lo > 0) xr.lo = 0;
    xr.widen();
    yr.widen();
    const double pad = (yr.hi - yr.lo) * 0.05;
    yr.lo -= pad;
    yr.hi += pad;

    const double w = spec.width, h = spec.height, pw = w - kLeft - kRight, ph = h - kTop - kBottom;
    auto px = [&](double x) { return kLeft + (x - xr.lo) / (xr.hi - xr.lo) * pw; };
    auto py = [&](double y) { return kTop + (yr.hi - std::clamp(y, yr.lo, yr.hi)) / (yr.hi - yr.lo) * ph; };

    std::string out;
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" viewBox=\"0 0 " + num(w) + " " + num(h) +
           "\" width=\"" + num(w) + "\" height=\"" + num(h) + "\" role=\"img\" aria-label=\"" +
           html_escape(spec.title) + "\">\n";
    out += "<text x=\"" + num(kLeft) + "\" y=\"18\" class=\"plot-title\">" + html_escape(spec.title) +
           "</text>\n";
    out += "<rect x=\"" + num(kLeft) + "\" y=\"" + num(kTop) + "\" width=\"" + num(pw) + "\" height=\"" +
           num(ph) + "\" fill=\"#fff\" stroke=\"#999\"/>\n";

    // Enough decimals to tell neighbouring ticks apart (0.15, 0.20, ... rather than 0.2, 0.2).
    auto decimals = [](const std::vector<double>& ticks) {
        if (ticks.size() < 2) return 0;
        const double step = ticks[1] - ticks[0];
        return std::clamp(static_cast<int>(std::ceil(-std::log10(step) - 1e-9)), 0, 6);
    };
    const std::vector<double> y_ticks = nice_ticks(yr.lo, yr.hi, 5), x_ticks = nice_ticks(xr.lo, xr.hi, 6);
    const int y_decimals = decimals(y_ticks), x_decimals = decimals(x_ticks);
    for (double t : y_ticks) {
        out += "<line x1=\"" + num(kLeft) + "\" x2=\"" + num(kLeft + pw) + "\" y1=\"" + num(py(t)) +
               "\" y2=\"" + num(py(t)) + "\" stroke=\"#e4e4e4\"/>";
        out += "<text x=\"" + num(kLeft - 6) + "\" y=\"" + num(py(t) + 4) +
               "\" text-anchor=\"end\" class=\"tick\">" + fixed(t, y_decimals) + "</text>\n";
    }
    for (double t : x_ticks) {
        out += "<line x1=\"" + num(px(t)) + "\" x2=\"" + num(px(t)) + "\" y1=\"" + num(kTop + ph) +
               "\" y2=\"" + num(kTop + ph + 4) + "\" stroke=\"#999\"/>";
        out += "<text x=\"" + num(px(t)) + "\" y=\"" + num(kTop + ph + 16) +
               "\" text-anchor=\"middle\" class=\"tick\">" + fixed(t, x_decimals) + "</text>\n";
    }
    out += "<text x=\"" + num(kLeft + pw / 2) + "\" y=\"" + num(h - 6) +
           "\" text-anchor=\"middle\" class=\"axis\">" + html_escape(spec.x_label) + "</text>\n";
    out += "<text transform=\"translate(14 " + num(kTop + ph / 2) +
           ") rotate(-90)\" text-anchor=\"middle\" class=\"axis\">" + html_escape(spec.y_label) + "</text>\n";

    if (spec.band && !spec.band->x.empty()) {
        const PlotBand& b = *spec.band;
        std::string pts;
        for (std::size_t i = 0; i < b.x.size(); ++i) pts += num(px(b.x[i])) + "," + num(py(b.hi[i])) + " ";
        for (std::size_t i = b.x.size(); i-- > 0;) pts += num(px(b.x[i])) + "," + num(py(b.lo[i])) + " ";
        out += "<polygon class=\"band\" data-series=\"" + html_escape(b.id) + "\" points=\"" + pts +
               "\" fill=\"" + html_escape(b.color) + "\" fill-opacity=\"0.25\" stroke=\"none\"/>\n";
    }
    for (const PlotLine& l : spec.lines) {
        out += "<line class=\"ref\" x1=\"" + num(kLeft) + "\" x2=\"" + num(kLeft + pw) + "\" y1=\"" +
               num(py(l.y)) + "\" y2=\"" + num(py(l.y)) + "\" stroke=\"" + html_escape(l.color) +
               "\" stroke-dasharray=\"6 4\"/>";
        out += "<text x=\"" + num(kLeft + pw - 4) + "\" y=\"" + num(py(l.y) - 4) +
               "\" text-anchor=\"end\" class=\"tick\" fill=\"" + html_escape(l.color) + "\">" +
               html_escape(l.label) + "</text>\n";
    }
    for (const PlotSeries& s : spec.series) {
        std::string pts;
        for (auto [x, y] : s.points)
            if (std::isfinite(x) && std::isfinite(y)) pts += num(px(x)) + "," + num(py(y)) + " ";
        out += "<polyline class=\"series\" data-series=\"" + html_escape(s.id) + "\" points=\"" + pts +
               "\" fill=\"none\" stroke=\"" + html_escape(s.color) + "\" stroke-width=\"1.8\"/>\n";
        if (s.points.size() == 1)  // a lone point is invisible as a line
            out += "<circle cx=\"" + num(px(s.points[0].first)) + "\" cy=\"" + num(py(s.points[0].second)) +
                   "\" r=\"3\" fill=\"" + html_escape(s.color) + "\"/>\n";
    }
    // Legend, top left on a translucent box, one entry per series and band.
    double lx = kLeft + 8, ly = kTop + 14;
    std::size_t longest = 0;
    for (const PlotSeries& s : spec.series) longest = std::max(longest, s.label.size());
    if (spec.band) longest = std::max(longest, spec.band->label.size());
    const std::size_t entries = spec.series.size() + (spec.band ? 1 : 0);
    out += "<rect x=\"" + num(lx - 4) + "\" y=\"" + num(ly - 12) + "\" width=\"" +
           num(26 + 6.5 * static_cast<double>(longest)) + "\" height=\"" +
           num(14 * static_cast<double>(entries) + 4) +
           "\" fill=\"#fff\" fill-opacity=\"0.85\" stroke=\"#ddd\"/>\n";
    auto legend = [&](const std::string& color, const std::string& label, bool box) {
        out += box ? "<rect x=\"" + num(lx) + "\" y=\"" + num(ly - 8) +
                         "\" width=\"14\" height=\"8\" fill=\"" + html_escape(color) +
                         "\" fill-opacity=\"0.35\"/>"
                   : "<line x1=\"" + num(lx) + "\" x2=\"" + num(lx + 14) + "\" y1=\"" + num(ly - 4) +
                         "\" y2=\"" + num(ly - 4) + "\" stroke=\"" + html_escape(color) +
                         "\" stroke-width=\"2\"/>";
        out += "<text x=\"" + num(lx + 18) + "\" y=\"" + num(ly) + "\" class=\"legend\">" +
               html_escape(label) + "</text>\n";
        ly += 14;
    };
    for (const PlotSeries& s : spec.series) legend(s.color, s.label, false);
    if (spec.band) legend(spec.band->color, spec.band->label, true);
    out += "</svg>\n";
    return out;
}

}  // namespace gambit::report
