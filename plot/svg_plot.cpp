#include "plot/svg_plot.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace gambit::plot {
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

// Fixed-point text; never "-0.0" and never "nan" (callers only pass finite values, this is a last guard).
std::string fixed(double v, int decimals) {
    if (!std::isfinite(v)) v = 0;
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, v);
    std::string s = text;
    if (s.front() == '-' && s.find_first_not_of("-0.") == std::string::npos) s.erase(0, 1);
    return s;
}

std::string num(double v) {
    return fixed(v, 1);
}

// Enough decimals to tell neighbouring ticks apart (0.15, 0.20, ... rather than 0.2, 0.2).
int tick_decimals(const std::vector<double>& ticks) {
    if (ticks.size() < 2) return 0;
    const double step = ticks[1] - ticks[0];
    return std::clamp(static_cast<int>(std::ceil(-std::log10(step) - 1e-9)), 0, 6);
}

std::string data_attributes(const PlotSeries& s) {
    std::string out = " data-series=\"" + xml_escape(s.id) + "\"";
    for (const auto& [name, value] : s.data) out += " data-" + xml_escape(name) + "=\"" + xml_escape(value) + "\"";
    return out;
}

// The chart drawn in the box (0, 0)-(width, height) of the current coordinate system.
std::string chart_body(const PlotSpec& spec) {
    Range xr, yr;
    for (const PlotSeries& s : spec.series) {
        for (auto [x, y] : s.points) {
            xr.add(x);
            yr.add(y);
        }
        for (const PlotInterval& i : s.intervals) {
            xr.add(i.x);
            yr.add(i.lo);
            yr.add(i.hi);
        }
    }
    if (spec.band) {
        for (double x : spec.band->x) xr.add(x);
        for (double v : spec.band->lo) yr.add(v);
        for (double v : spec.band->hi) yr.add(v);
    }
    for (const PlotLine& l : spec.lines) yr.add(l.y);
    if (spec.y_from_zero && !yr.empty()) yr.lo = std::min(yr.lo, 0.0);
    if (spec.y_range) {
        yr.lo = spec.y_range->first;
        yr.hi = spec.y_range->second;
    }
    if (!xr.empty() && xr.lo > 0) xr.lo = 0;
    xr.widen();
    yr.widen();
    const double pad = (yr.hi - yr.lo) * 0.05;
    if (!(spec.y_from_zero && yr.lo == 0)) yr.lo -= pad;
    yr.hi += pad;

    const double w = spec.width, h = spec.height, pw = w - kLeft - kRight, ph = h - kTop - kBottom;
    auto px = [&](double x) { return kLeft + (x - xr.lo) / (xr.hi - xr.lo) * pw; };
    auto py = [&](double y) { return kTop + (yr.hi - std::clamp(y, yr.lo, yr.hi)) / (yr.hi - yr.lo) * ph; };

    std::string out;
    out += "<text x=\"" + num(kLeft) + "\" y=\"18\" class=\"plot-title\" font-size=\"13\" font-weight=\"bold\">" +
           xml_escape(spec.title) + "</text>\n";
    out += "<rect x=\"" + num(kLeft) + "\" y=\"" + num(kTop) + "\" width=\"" + num(pw) + "\" height=\"" +
           num(ph) + "\" fill=\"#fff\" stroke=\"#999\"/>\n";

    const std::vector<double> y_ticks = nice_ticks(yr.lo, yr.hi, 5), x_ticks = nice_ticks(xr.lo, xr.hi, 6);
    const int y_decimals = tick_decimals(y_ticks), x_decimals = tick_decimals(x_ticks);
    for (double t : y_ticks) {
        out += "<line x1=\"" + num(kLeft) + "\" x2=\"" + num(kLeft + pw) + "\" y1=\"" + num(py(t)) +
               "\" y2=\"" + num(py(t)) + "\" stroke=\"#e4e4e4\"/>";
        out += "<text x=\"" + num(kLeft - 6) + "\" y=\"" + num(py(t) + 4) +
               "\" text-anchor=\"end\" class=\"tick\" font-size=\"11\">" + fixed(t, y_decimals) + "</text>\n";
    }
    for (double t : x_ticks) {
        out += "<line x1=\"" + num(px(t)) + "\" x2=\"" + num(px(t)) + "\" y1=\"" + num(kTop + ph) +
               "\" y2=\"" + num(kTop + ph + 4) + "\" stroke=\"#999\"/>";
        out += "<text x=\"" + num(px(t)) + "\" y=\"" + num(kTop + ph + 16) +
               "\" text-anchor=\"middle\" class=\"tick\" font-size=\"11\">" + fixed(t, x_decimals) + "</text>\n";
    }
    out += "<text x=\"" + num(kLeft + pw / 2) + "\" y=\"" + num(h - 6) +
           "\" text-anchor=\"middle\" class=\"axis\" font-size=\"12\">" + xml_escape(spec.x_label) + "</text>\n";
    out += "<text transform=\"translate(14 " + num(kTop + ph / 2) +
           ") rotate(-90)\" text-anchor=\"middle\" class=\"axis\" font-size=\"12\">" + xml_escape(spec.y_label) +
           "</text>\n";

    if (spec.band && !spec.band->x.empty()) {
        const PlotBand& b = *spec.band;
        std::string pts;
        for (std::size_t i = 0; i < b.x.size(); ++i) pts += num(px(b.x[i])) + "," + num(py(b.hi[i])) + " ";
        for (std::size_t i = b.x.size(); i-- > 0;) pts += num(px(b.x[i])) + "," + num(py(b.lo[i])) + " ";
        out += "<polygon class=\"band\" data-series=\"" + xml_escape(b.id) + "\" points=\"" + pts +
               "\" fill=\"" + xml_escape(b.color) + "\" fill-opacity=\"0.25\" stroke=\"none\"/>\n";
    }
    for (const PlotLine& l : spec.lines) {
        out += "<line class=\"ref\" x1=\"" + num(kLeft) + "\" x2=\"" + num(kLeft + pw) + "\" y1=\"" +
               num(py(l.y)) + "\" y2=\"" + num(py(l.y)) + "\" stroke=\"" + xml_escape(l.color) +
               "\" stroke-dasharray=\"6 4\"/>";
        out += "<text x=\"" + num(kLeft + pw - 4) + "\" y=\"" + num(py(l.y) - 4) +
               "\" text-anchor=\"end\" class=\"tick\" font-size=\"11\" fill=\"" + xml_escape(l.color) + "\">" +
               xml_escape(l.label) + "</text>\n";
    }
    bool any_intervals = false;
    for (const PlotSeries& s : spec.series) {
        std::string pts;
        for (auto [x, y] : s.points)
            if (std::isfinite(x) && std::isfinite(y)) pts += num(px(x)) + "," + num(py(y)) + " ";
        out += "<polyline class=\"series\"" + data_attributes(s) + " points=\"" + pts + "\" fill=\"none\" stroke=\"" +
               xml_escape(s.color) + "\" stroke-width=\"1.8\"/>\n";
        if (s.points.size() == 1)  // a lone point is invisible as a line
            out += "<circle cx=\"" + num(px(s.points[0].first)) + "\" cy=\"" + num(py(s.points[0].second)) +
                   "\" r=\"3\" fill=\"" + xml_escape(s.color) + "\"/>\n";
        for (const PlotInterval& i : s.intervals) {
            if (!std::isfinite(i.x) || !std::isfinite(i.mid)) continue;
            any_intervals = true;
            out += "<line x1=\"" + num(px(i.x)) + "\" x2=\"" + num(px(i.x)) + "\" y1=\"" + num(py(i.lo)) +
                   "\" y2=\"" + num(py(i.hi)) + "\" stroke=\"" + xml_escape(s.color) + "\"/>";
            out += "<circle class=\"interval\" cx=\"" + num(px(i.x)) + "\" cy=\"" + num(py(i.mid)) +
                   "\" r=\"3\" fill=\"" + xml_escape(s.color) + "\"/>\n";
        }
    }

    // Legend on a translucent box, one entry per series, the band and the intervals.
    std::size_t longest = any_intervals ? spec.interval_label.size() : 0;
    for (const PlotSeries& s : spec.series) longest = std::max(longest, s.label.size());
    if (spec.band) longest = std::max(longest, spec.band->label.size());
    const std::size_t entries = spec.series.size() + (spec.band ? 1 : 0) + (any_intervals ? 1 : 0);
    const double box_width = 26 + 6.5 * static_cast<double>(longest);
    double lx = spec.legend_right ? kLeft + pw - box_width - 4 : kLeft + 8, ly = kTop + 14;
    out += "<rect x=\"" + num(lx - 4) + "\" y=\"" + num(ly - 12) + "\" width=\"" + num(box_width) +
           "\" height=\"" + num(14 * static_cast<double>(entries) + 4) +
           "\" fill=\"#fff\" fill-opacity=\"0.85\" stroke=\"#ddd\"/>\n";
    auto legend = [&](const std::string& glyph, const std::string& label) {
        out += glyph + "<text x=\"" + num(lx + 18) + "\" y=\"" + num(ly) + "\" class=\"legend\" font-size=\"11.5\">" +
               xml_escape(label) + "</text>\n";
        ly += 14;
    };
    for (const PlotSeries& s : spec.series)
        legend("<line x1=\"" + num(lx) + "\" x2=\"" + num(lx + 14) + "\" y1=\"" + num(ly - 4) + "\" y2=\"" +
                   num(ly - 4) + "\" stroke=\"" + xml_escape(s.color) + "\" stroke-width=\"2\"/>",
               s.label);
    if (spec.band)
        legend("<rect x=\"" + num(lx) + "\" y=\"" + num(ly - 8) + "\" width=\"14\" height=\"8\" fill=\"" +
                   xml_escape(spec.band->color) + "\" fill-opacity=\"0.35\"/>",
               spec.band->label);
    if (any_intervals)
        legend("<line x1=\"" + num(lx + 7) + "\" x2=\"" + num(lx + 7) + "\" y1=\"" + num(ly - 10) + "\" y2=\"" +
                   num(ly + 2) + "\" stroke=\"#000\"/><circle cx=\"" + num(lx + 7) + "\" cy=\"" + num(ly - 4) +
                   "\" r=\"3\" fill=\"#000\"/>",
               spec.interval_label);
    return out;
}

}  // namespace

std::string xml_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

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
    const std::string w = num(spec.width), h = num(spec.height);
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" viewBox=\"0 0 " + w + " " + h + "\" width=\"" +
           w + "\" height=\"" + h + "\" role=\"img\" aria-label=\"" + xml_escape(spec.title) + "\">\n" +
           chart_body(spec) + "</svg>\n";
}

std::string render_figure(const std::string& title, const std::vector<PlotSpec>& panels) {
    constexpr double kTitleHeight = 36;
    double width = 0, height = 0;
    for (const PlotSpec& p : panels) {
        width += p.width;
        height = std::max(height, static_cast<double>(p.height));
    }
    width = std::max(width, 400.0);
    height += kTitleHeight;
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                      num(width) + "\" height=\"" + num(height) + "\" viewBox=\"0 0 " + num(width) + " " +
                      num(height) + "\" font-family=\"sans-serif\" font-size=\"12\">\n" +
                      "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
    out += "<text x=\"" + num(width / 2) + "\" y=\"24\" text-anchor=\"middle\" font-size=\"17\">" + xml_escape(title) +
           "</text>\n";
    double left = 0;
    for (const PlotSpec& p : panels) {
        out += "<g class=\"panel\" transform=\"translate(" + num(left) + " " + num(kTitleHeight) + ")\">\n" +
               chart_body(p) + "</g>\n";
        left += p.width;
    }
    return out + "</svg>\n";
}

}  // namespace gambit::plot
