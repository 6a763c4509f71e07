#include "plot/svg_plot.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>

#include "plot/clip.hpp"

namespace gambit::plot {
namespace {

constexpr double kLeft = 58, kRight = 16, kTop = 30, kBottom = 42;  // kTop: below the title, above the legend

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

// One legend entry: its glyph (drawn at x, baseline y) and its label.
struct LegendEntry {
    std::string label;
    std::function<std::string(double x, double y)> glyph;
};

// Legend width of a label: DejaVu Sans at 11.5 px averages under 7 px a character.
double label_width(const std::string& label) {
    return 7.0 * static_cast<double>(label.size());
}

// The points of a series in pixels (unclamped: clipping, not clamping, keeps them in the frame).
std::string points_text(const std::vector<Point>& points) {
    std::string pts;
    for (const auto& [x, y] : points) pts += num(x) + "," + num(y) + " ";
    if (!pts.empty()) pts.pop_back();
    return pts;
}

// The chart drawn in the box (0, 0)-(width, height) of the current coordinate system. The legend sits in a
// strip between the title and the frame, never on the data; lines and bands are clipped to the frame.
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
    if (spec.x_range) {
        xr.lo = spec.x_range->first;
        xr.hi = spec.x_range->second;
    }
    xr.widen();
    yr.widen();
    const double pad = (yr.hi - yr.lo) * 0.05;
    if (!(spec.y_from_zero && yr.lo == 0)) yr.lo -= pad;
    yr.hi += pad;

    // Legend entries, laid out in rows across the width of the frame.
    // The generic interval entry is for series drawn as a line with intervals; interval-only series have their own.
    bool any_intervals = false;
    for (const PlotSeries& s : spec.series)
        for (const PlotInterval& i : s.intervals)
            any_intervals = any_intervals || (!s.points.empty() && std::isfinite(i.x) && std::isfinite(i.mid));
    auto dot_and_bar = [](const std::string& c) {
        return [c](double x, double y) {
            return "<line x1=\"" + num(x + 7) + "\" x2=\"" + num(x + 7) + "\" y1=\"" + num(y - 10) + "\" y2=\"" +
                   num(y + 2) + "\" stroke=\"" + c + "\"/><circle cx=\"" + num(x + 7) + "\" cy=\"" + num(y - 4) +
                   "\" r=\"3\" fill=\"" + c + "\"/>";
        };
    };
    std::vector<LegendEntry> entries;
    for (const PlotSeries& s : spec.series) {
        if (s.points.empty() && !s.intervals.empty()) {
            entries.push_back({s.label, dot_and_bar(xml_escape(s.color))});
            continue;
        }
        entries.push_back({s.label, [c = xml_escape(s.color)](double x, double y) {
                               return "<line x1=\"" + num(x) + "\" x2=\"" + num(x + 14) + "\" y1=\"" + num(y - 4) +
                                      "\" y2=\"" + num(y - 4) + "\" stroke=\"" + c + "\" stroke-width=\"2\"/>";
                           }});
    }
    if (spec.band)
        entries.push_back({spec.band->label, [c = xml_escape(spec.band->color)](double x, double y) {
                               return "<rect x=\"" + num(x) + "\" y=\"" + num(y - 8) + "\" width=\"14\" height=\"8\" fill=\"" +
                                      c + "\" fill-opacity=\"0.35\"/>";
                           }});
    if (any_intervals) entries.push_back({spec.interval_label, dot_and_bar("#000")});
    const double w = spec.width, h = spec.height, pw = w - kLeft - kRight;
    constexpr double kRow = 15;
    std::vector<std::vector<std::size_t>> rows;  // entry indices per legend row
    double row_width = 0;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const double width = 18 + label_width(entries[i].label) + 14;
        if (rows.empty() || row_width + width > pw) {
            rows.emplace_back();
            row_width = 0;
        }
        rows.back().push_back(i);
        row_width += width;
    }
    const double top = kTop + kRow * static_cast<double>(rows.size());
    const double ph = std::max(40.0, h - top - kBottom);
    auto px = [&](double x) { return kLeft + (x - xr.lo) / (xr.hi - xr.lo) * pw; };
    // Far-off values are pulled in to a few frame heights away: still outside, clipped, but finite numbers.
    auto py = [&](double y) {
        const double span = yr.hi - yr.lo;
        return top + (yr.hi - std::clamp(y, yr.lo - 4 * span, yr.hi + 4 * span)) / span * ph;
    };
    const Box frame{kLeft, top, kLeft + pw, top + ph};

    std::string out;
    out += "<text x=\"" + num(kLeft) + "\" y=\"18\" class=\"plot-title\" font-size=\"13\" font-weight=\"bold\">" +
           xml_escape(spec.title) + "</text>\n";
    for (std::size_t r = 0; r < rows.size(); ++r) {
        double width = 0;
        for (std::size_t i : rows[r]) width += 18 + label_width(entries[i].label) + 14;
        double lx = spec.legend_right ? kLeft + pw - width + 14 : kLeft;
        const double ly = kTop + kRow * static_cast<double>(r) + 6;
        out += "<g class=\"legend-row\">";
        for (std::size_t i : rows[r]) {
            out += entries[i].glyph(lx, ly) + "<text x=\"" + num(lx + 18) + "\" y=\"" + num(ly) +
                   "\" class=\"legend\" font-size=\"11.5\">" + xml_escape(entries[i].label) + "</text>";
            lx += 18 + label_width(entries[i].label) + 14;
        }
        out += "</g>\n";
    }
    out += "<rect class=\"frame\" x=\"" + num(kLeft) + "\" y=\"" + num(top) + "\" width=\"" + num(pw) + "\" height=\"" +
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
        out += "<line x1=\"" + num(px(t)) + "\" x2=\"" + num(px(t)) + "\" y1=\"" + num(top + ph) +
               "\" y2=\"" + num(top + ph + 4) + "\" stroke=\"#999\"/>";
        out += "<text x=\"" + num(px(t)) + "\" y=\"" + num(top + ph + 16) +
               "\" text-anchor=\"middle\" class=\"tick\" font-size=\"11\">" + fixed(t, x_decimals) + "</text>\n";
    }
    out += "<text x=\"" + num(kLeft + pw / 2) + "\" y=\"" + num(h - 6) +
           "\" text-anchor=\"middle\" class=\"axis\" font-size=\"12\">" + xml_escape(spec.x_label) + "</text>\n";
    out += "<text transform=\"translate(14 " + num(top + ph / 2) +
           ") rotate(-90)\" text-anchor=\"middle\" class=\"axis\" font-size=\"12\">" + xml_escape(spec.y_label) +
           "</text>\n";

    if (spec.band && !spec.band->x.empty()) {
        const PlotBand& b = *spec.band;
        std::vector<Point> polygon;
        for (std::size_t i = 0; i < b.x.size(); ++i)
            if (std::isfinite(b.x[i]) && std::isfinite(b.hi[i])) polygon.emplace_back(px(b.x[i]), py(b.hi[i]));
        for (std::size_t i = b.x.size(); i-- > 0;)
            if (std::isfinite(b.x[i]) && std::isfinite(b.lo[i])) polygon.emplace_back(px(b.x[i]), py(b.lo[i]));
        out += "<polygon class=\"band\" data-series=\"" + xml_escape(b.id) + "\" points=\"" +
               points_text(clip_polygon(polygon, frame)) + "\" fill=\"" + xml_escape(b.color) +
               "\" fill-opacity=\"0.25\" stroke=\"none\"/>\n";
    }
    for (const PlotLine& l : spec.lines) {
        if (!(l.y >= yr.lo && l.y <= yr.hi)) continue;  // off the scale: neither line nor label
        const double y = py(l.y);
        out += "<line class=\"ref\" x1=\"" + num(kLeft) + "\" x2=\"" + num(kLeft + pw) + "\" y1=\"" + num(y) +
               "\" y2=\"" + num(y) + "\" stroke=\"" + xml_escape(l.color) + "\" stroke-dasharray=\"6 4\"/>";
        // The label above its line, or below it when the line runs along the top of the frame.
        const double label_y = y - 15 < top ? y + 13 : y - 4;
        out += "<text x=\"" + num(l.label_left ? kLeft + 4 : kLeft + pw - 4) + "\" y=\"" + num(label_y) +
               "\" text-anchor=\"" + (l.label_left ? "start" : "end") + "\" class=\"tick\" font-size=\"11\" fill=\"" + xml_escape(l.color) + "\">" +
               xml_escape(l.label) + "</text>\n";
    }
    for (const PlotSeries& s : spec.series) {
        std::vector<Point> line;
        for (auto [x, y] : s.points)
            if (std::isfinite(x) && std::isfinite(y)) line.emplace_back(px(x), py(y));
        auto pieces = clip_polyline(line, frame);
        if (pieces.empty() && !s.points.empty()) pieces.emplace_back();  // the series is still named in the chart
        for (std::size_t i = 0; i < pieces.size(); ++i)
            out += "<polyline class=\"series\"" + data_attributes(s) + (i ? " data-part=\"" + std::to_string(i + 1) + "\"" : "") +
                   " points=\"" + points_text(pieces[i]) + "\" fill=\"none\" stroke=\"" + xml_escape(s.color) +
                   "\" stroke-width=\"1.8\"/>\n";
        if (line.size() == 1 && pieces.size() == 1 && pieces[0].size() == 1)  // a lone point is invisible as a line
            out += "<circle cx=\"" + num(line[0].first) + "\" cy=\"" + num(line[0].second) + "\" r=\"3\" fill=\"" +
                   xml_escape(s.color) + "\"/>\n";
        for (const PlotInterval& i : s.intervals) {
            if (!std::isfinite(i.x) || !std::isfinite(i.mid)) continue;
            for (const auto& bar : clip_polyline({{px(i.x), py(i.lo)}, {px(i.x), py(i.hi)}}, frame))
                out += "<line x1=\"" + num(bar.front().first) + "\" x2=\"" + num(bar.back().first) + "\" y1=\"" +
                       num(bar.front().second) + "\" y2=\"" + num(bar.back().second) + "\" stroke=\"" +
                       xml_escape(s.color) + "\"/>";
            if (i.mid >= yr.lo && i.mid <= yr.hi)
                out += "<circle class=\"interval\"" + data_attributes(s) + " cx=\"" + num(px(i.x)) + "\" cy=\"" + num(py(i.mid)) +
                       "\" r=\"3\" fill=\"" + xml_escape(s.color) + "\"/>\n";
        }
    }
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
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" style=\"max-width:100%;height:auto\" viewBox=\"0 0 " + w + " " + h + "\" width=\"" +
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
