#include "plot/clip.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "plot/svg_plot.hpp"

namespace gambit::plot {
namespace {

const Box kBox{0, 0, 10, 10};

bool in_box(const Point& p) {
    return p.first >= -1e-9 && p.first <= 10 + 1e-9 && p.second >= -1e-9 && p.second <= 10 + 1e-9;
}

TEST(Clip, ALineInsideIsKeptWhole) {
    const auto pieces = clip_polyline({{1, 1}, {5, 5}, {9, 2}}, kBox);
    ASSERT_EQ(pieces.size(), 1u);
    EXPECT_EQ(pieces[0].size(), 3u);
}

TEST(Clip, ALineThatLeavesAndComesBackIsTwoPiecesEndingAtTheEdge) {
    const auto pieces = clip_polyline({{1, 5}, {3, 15}, {5, 15}, {7, 5}}, kBox);
    ASSERT_EQ(pieces.size(), 2u);
    EXPECT_DOUBLE_EQ(pieces[0].back().second, 10);   // leaves through the edge
    EXPECT_DOUBLE_EQ(pieces[1].front().second, 10);  // and comes back through it
    for (const auto& piece : pieces)
        for (const Point& p : piece) EXPECT_TRUE(in_box(p)) << p.first << "," << p.second;
}

TEST(Clip, ALineEntirelyOutsideIsGone) {
    EXPECT_TRUE(clip_polyline({{-5, 20}, {20, 20}}, kBox).empty());
}

TEST(Clip, APolygonIsCutToTheBox) {
    const auto cut = clip_polygon({{-5, -5}, {15, -5}, {15, 15}, {-5, 15}}, kBox);
    ASSERT_EQ(cut.size(), 4u);
    for (const Point& p : cut) EXPECT_TRUE(in_box(p));
    EXPECT_TRUE(clip_polygon({{20, 20}, {30, 20}, {30, 30}}, kBox).empty());
}

// A chart whose forced range cuts off the data: every drawn point lies in the frame, and the legend is above it.
TEST(Clip, ChartsDrawNothingOutsideTheirFrame) {
    PlotSpec spec{.title = "t", .x_label = "x", .y_label = "y"};
    spec.series.push_back({"s", "series", "#000", {{0, 100}, {1, 0}, {2, -100}, {3, 1}}});
    spec.band = PlotBand{"b", "band", "#00f", {0, 1, 2, 3}, {-300, -1, -200, 0}, {300, 1, 200, 2}};
    spec.y_range = std::make_pair(-5.0, 5.0);
    const std::string svg = render_svg(spec);
    const auto frame_at = svg.find("<rect class=\"frame\"");
    ASSERT_NE(frame_at, std::string::npos);
    auto attr = [&](std::size_t from, const std::string& name) {
        const auto at = svg.find(" " + name + "=\"", from) + name.size() + 3;
        return std::stod(svg.substr(at, svg.find('"', at) - at));
    };
    const double x0 = attr(frame_at, "x"), y0 = attr(frame_at, "y");
    const double x1 = x0 + attr(frame_at, "width"), y1 = y0 + attr(frame_at, "height");
    for (const std::string head : {"<polyline class=\"series\"", "<polygon class=\"band\""}) {
        for (auto at = svg.find(head); at != std::string::npos; at = svg.find(head, at + 1)) {
            const auto from = svg.find("points=\"", at) + 8;
            std::string pts = svg.substr(from, svg.find('"', from) - from);
            for (char& c : pts) c = c == ',' ? ' ' : c;
            std::istringstream in(pts);
            double x, y;
            while (in >> x >> y) {
                EXPECT_GE(x, x0 - 0.1);
                EXPECT_LE(x, x1 + 0.1);
                EXPECT_GE(y, y0 - 0.1) << head;
                EXPECT_LE(y, y1 + 0.1) << head;
            }
        }
    }
    // The legend's labels sit above the frame, off the data.
    const auto legend = svg.find("class=\"legend\"");
    ASSERT_NE(legend, std::string::npos);
    const auto y_at = svg.rfind(" y=\"", legend) + 4;
    EXPECT_LT(std::stod(svg.substr(y_at)), y0);
}

}  // namespace
}  // namespace gambit::plot
