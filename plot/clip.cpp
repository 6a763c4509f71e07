#include "plot/clip.hpp"

#include <algorithm>
#include <functional>

namespace gambit::plot {
namespace {

// The part [t0, t1] of segment a-b inside the box, or false when none is.
bool clip_segment(const Point& a, const Point& b, const Box& box, double& t0, double& t1) {
    const double dx = b.first - a.first, dy = b.second - a.second;
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.first - box.x0, box.x1 - a.first, a.second - box.y0, box.y1 - a.second};
    t0 = 0, t1 = 1;
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return false;  // parallel to this edge and outside it
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
    }
    return t0 <= t1;
}

Point at(const Point& a, const Point& b, double t) {
    return {a.first + t * (b.first - a.first), a.second + t * (b.second - a.second)};
}

bool inside(const Point& p, const Box& box) {
    return p.first >= box.x0 && p.first <= box.x1 && p.second >= box.y0 && p.second <= box.y1;
}

}  // namespace

std::vector<std::vector<Point>> clip_polyline(const std::vector<Point>& line, const Box& box) {
    std::vector<std::vector<Point>> pieces;
    if (line.size() == 1) {
        if (inside(line[0], box)) pieces.push_back(line);
        return pieces;
    }
    bool open = false;  // the last piece ends at the current point
    for (std::size_t i = 1; i < line.size(); ++i) {
        double t0 = 0, t1 = 1;
        if (!clip_segment(line[i - 1], line[i], box, t0, t1)) {
            open = false;
            continue;
        }
        if (!open || t0 > 0) pieces.push_back({at(line[i - 1], line[i], t0)});
        pieces.back().push_back(at(line[i - 1], line[i], t1));
        open = t1 >= 1;
    }
    return pieces;
}

std::vector<Point> clip_polygon(const std::vector<Point>& polygon, const Box& box) {
    // One edge at a time: keep what lies on the inner side, adding the crossing points.
    using Side = std::function<bool(const Point&)>;
    using Cross = std::function<Point(const Point&, const Point&)>;
    auto cross_x = [](double x) {
        return [x](const Point& a, const Point& b) {
            return Point{x, a.second + (x - a.first) / (b.first - a.first) * (b.second - a.second)};
        };
    };
    auto cross_y = [](double y) {
        return [y](const Point& a, const Point& b) {
            return Point{a.first + (y - a.second) / (b.second - a.second) * (b.first - a.first), y};
        };
    };
    const std::pair<Side, Cross> edges[4] = {
        {[&](const Point& p) { return p.first >= box.x0; }, cross_x(box.x0)},
        {[&](const Point& p) { return p.first <= box.x1; }, cross_x(box.x1)},
        {[&](const Point& p) { return p.second >= box.y0; }, cross_y(box.y0)},
        {[&](const Point& p) { return p.second <= box.y1; }, cross_y(box.y1)},
    };
    std::vector<Point> out = polygon;
    for (const auto& [in, cross] : edges) {
        if (out.empty()) break;
        std::vector<Point> kept;
        for (std::size_t i = 0; i < out.size(); ++i) {
            const Point& cur = out[i];
            const Point& prev = out[(i + out.size() - 1) % out.size()];
            if (in(cur)) {
                if (!in(prev)) kept.push_back(cross(prev, cur));
                kept.push_back(cur);
            } else if (in(prev)) {
                kept.push_back(cross(prev, cur));
            }
        }
        out = std::move(kept);
    }
    return out;
}

}  // namespace gambit::plot
