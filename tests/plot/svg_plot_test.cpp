#include "plot/svg_plot.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace gambit::plot {
namespace {

std::size_t count(const std::string& text, const std::string& needle) {
    std::size_t found = 0;
    for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++found;
    return found;
}

PlotSpec two_curves(std::string title) {
    PlotSpec spec{.title = std::move(title), .x_label = "height <H>", .y_label = "D"};
    spec.series.push_back({"a", "p = 0.6", "#1f77b4", {{1, 0.3}, {2, 0.25}, {3, 0.2}}, {}, {{"tree", "ngame"}}});
    spec.series.push_back({"b", "p = 0.9", "#d62728", {{1, 0.1}, {2, 0.08}, {3, 0.05}}});
    return spec;
}

TEST(SvgPlot, EscapesMarkupCharacters) {
    EXPECT_EQ(xml_escape("a<b & c>\"d'"), "a&lt;b &amp; c&gt;&quot;d&#39;");
    EXPECT_EQ(xml_escape("plain"), "plain");
}

TEST(SvgPlot, InlineChartHasOnePolylinePerSeriesAndEscapedLabels) {
    const std::string svg = render_svg(two_curves("<script>alert(1)</script>"));
    EXPECT_EQ(svg.rfind("<svg ", 0), 0u);
    EXPECT_EQ(count(svg, "<polyline"), 2u);
    EXPECT_EQ(count(svg, "data-series=\"a\" data-tree=\"ngame\""), 1u);
    EXPECT_EQ(svg.find("<script"), std::string::npos);
    EXPECT_NE(svg.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
    EXPECT_NE(svg.find(">height &lt;H&gt;</text>"), std::string::npos);
    EXPECT_NE(svg.find(">p = 0.9</text>"), std::string::npos);
    EXPECT_EQ(count(svg, "<text"), count(svg, "</text>"));
    EXPECT_EQ(count(svg, "<"), count(svg, ">"));
}

TEST(SvgPlot, FigureIsOneDocumentWithAPanelPerChart) {
    PlotSpec right = two_curves("P-game & right");
    right.y_from_zero = true;
    const std::string svg = render_figure("Smith & Nau", {two_curves("N-game"), right});
    EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
    EXPECT_EQ(count(svg, "<svg "), 1u);
    EXPECT_EQ(svg.substr(svg.size() - 7), "</svg>\n");
    EXPECT_EQ(count(svg, "<g class=\"panel\""), 2u);
    EXPECT_EQ(count(svg, "<g "), count(svg, "</g>"));
    EXPECT_EQ(count(svg, "<polyline"), 4u);
    EXPECT_NE(svg.find("Smith &amp; Nau"), std::string::npos);
    EXPECT_NE(svg.find("P-game &amp; right"), std::string::npos);
    EXPECT_NE(svg.find(">0.3</text>"), std::string::npos);  // a tick label on the D axis
    // The only ampersands start entities.
    EXPECT_EQ(count(svg, "&"), count(svg, "&amp;") + count(svg, "&lt;") + count(svg, "&gt;"));
}

TEST(SvgPlot, IntervalsAreDotsWithBarsAndALegendEntry) {
    PlotSpec spec = two_curves("t");
    spec.interval_label = "simulated, 95% interval";
    spec.series[0].intervals = {{1, 0.29, 0.28, 0.30}, {2, 0.26, 0.25, 0.27}};
    const std::string svg = render_svg(spec);
    EXPECT_EQ(count(svg, "<circle class=\"interval\""), 2u);
    EXPECT_NE(svg.find(">simulated, 95% interval</text>"), std::string::npos);
    EXPECT_EQ(render_svg(two_curves("t")).find("95% interval"), std::string::npos);
}

TEST(SvgPlot, FlatOrEmptyDataStillGetsAReadableAxis) {
    PlotSpec flat;
    flat.series.push_back({"z", "zero", "#000", {{1, 0.0}, {2, 0.0}}});
    flat.y_from_zero = true;
    PlotSpec empty;
    for (const std::string& svg : {render_svg(flat), render_svg(empty)}) {
        EXPECT_EQ(svg.find("nan"), std::string::npos);
        EXPECT_EQ(svg.find("inf"), std::string::npos);
        EXPECT_NE(svg.find("class=\"tick\""), std::string::npos);
    }
}

TEST(SvgPlot, NiceTicksAreRoundNumbersCoveringTheRange) {
    const auto near = [](const std::vector<double>& got, const std::vector<double>& want) {
        if (got.size() != want.size()) return false;
        for (std::size_t i = 0; i < got.size(); ++i)
            if (std::abs(got[i] - want[i]) > 1e-9) return false;
        return true;
    };
    EXPECT_TRUE(near(nice_ticks(0, 1, 5), {0, 0.2, 0.4, 0.6, 0.8, 1.0}));
    EXPECT_TRUE(near(nice_ticks(-3, 7, 5), {-2, 0, 2, 4, 6}));
    EXPECT_TRUE(nice_ticks(1, 1, 5).empty());
}

}  // namespace
}  // namespace gambit::plot
