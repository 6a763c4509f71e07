// Geometry clipped to a chart's frame, so no line or band is ever drawn outside it: a value off the scale
// leaves the frame at its edge instead of running along it (which would look like data).
#pragma once

#include <utility>
#include <vector>

namespace gambit::plot {

using Point = std::pair<double, double>;

struct Box {  // x0 <= x1, y0 <= y1
    double x0, y0, x1, y1;
};

// The visible pieces of a polyline inside `box`, in order (Liang-Barsky on each segment): a piece ends where
// the line leaves the box and a new one starts where it comes back.
std::vector<std::vector<Point>> clip_polyline(const std::vector<Point>& line, const Box& box);

// A polygon cut to `box` (Sutherland-Hodgman against the four edges); empty when nothing of it is inside.
std::vector<Point> clip_polygon(const std::vector<Point>& polygon, const Box& box);

}  // namespace gambit::plot
