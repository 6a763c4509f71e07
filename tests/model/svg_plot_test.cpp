#include "engine/tools/model/svg_plot.hpp"

#include <gtest/gtest.h>

#include <string>

namespace gambit::model {
namespace {

std::size_t count(const std::string& text, const std::string& needle) {
    std::size_t found = 0;
    for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++found;
    return found;
}

std::vector<PlotPanel> two_panels() {
    const std::vector<ErrorCurve> curves{{0.6, {0.3, 0.25, 0.2}}, {0.9, {0.1, 0.08, 0.05}}};
    return {PlotPanel{"N-game <left>", "ngame", curves}, PlotPanel{"P-game & right", "pgame", curves}};
}

TEST(SvgPlot, EscapesMarkupCharacters) {
    EXPECT_EQ(xml_escape("a<b & c>\"d'"), "a&lt;b &amp; c&gt;&quot;d&apos;");
    EXPECT_EQ(xml_escape("plain"), "plain");
}

TEST(SvgPlot, DocumentHasOnePolylinePerCurveAndPanel) {
    const std::string svg = render_svg("Smith & Nau", two_panels());
    EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
    EXPECT_EQ(count(svg, "<svg "), 1u);
    EXPECT_EQ(svg.substr(svg.size() - 7), "</svg>\n");
    EXPECT_EQ(count(svg, "<polyline"), 4u);
    EXPECT_EQ(count(svg, "data-tree=\"ngame\" data-p=\"0.6\""), 1u);
    EXPECT_EQ(count(svg, "data-tree=\"pgame\" data-p=\"0.9\""), 1u);
    // Titles escaped; the only ampersands start entities.
    EXPECT_NE(svg.find("Smith &amp; Nau"), std::string::npos);
    EXPECT_NE(svg.find("N-game &lt;left&gt;"), std::string::npos);
    EXPECT_EQ(count(svg, "&"), count(svg, "&amp;") + count(svg, "&lt;") + count(svg, "&gt;"));
}

TEST(SvgPlot, ElementsAreBalancedWithAxesTicksAndLegend) {
    const std::string svg = render_svg("title", two_panels());
    EXPECT_EQ(count(svg, "<g "), count(svg, "</g>"));
    EXPECT_EQ(count(svg, "<text"), count(svg, "</text>"));
    EXPECT_EQ(count(svg, "<"), count(svg, ">"));
    EXPECT_NE(svg.find(">Max-height H</text>"), std::string::npos);
    EXPECT_NE(svg.find(">p = 0.6</text>"), std::string::npos);
    EXPECT_NE(svg.find(">p = 0.9</text>"), std::string::npos);
    EXPECT_NE(svg.find(">0.3</text>"), std::string::npos);  // a tick label on the D axis
}

TEST(SvgPlot, SimulatedPointsAreDotsBesideTheCurve) {
    std::vector<PlotPanel> panels = two_panels();
    panels[0].curves[0].simulated = {{1, 0.29, 0.28, 0.30}, {2, 0.26, 0.25, 0.27}};
    const std::string svg = render_svg("title", panels);
    EXPECT_EQ(count(svg, "<polyline"), 4u);
    EXPECT_EQ(count(svg, "<circle class=\"simulated\""), 2u);
    EXPECT_NE(svg.find(">95% interval</text>"), std::string::npos);
    EXPECT_EQ(render_svg("title", two_panels()).find("95% interval"), std::string::npos);
}

TEST(SvgPlot, AllZeroCurvesStillGetAReadableAxis) {
    const std::vector<PlotPanel> panels{PlotPanel{"flat", "ngame", {{1.0, {0.0, 0.0}}}}};
    const std::string svg = render_svg("flat", panels);
    EXPECT_EQ(svg.find("nan"), std::string::npos);
    EXPECT_EQ(svg.find("inf"), std::string::npos);
    EXPECT_EQ(count(svg, "<polyline"), 1u);
}

}  // namespace
}  // namespace gambit::model
