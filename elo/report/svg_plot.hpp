// The report's charts come from the shared plotting module (plot/svg_plot.hpp); these names keep report
// code and its users (the SPSA plots) working unchanged.
#pragma once

#include "plot/svg_plot.hpp"

namespace gambit::report {

using plot::nice_ticks;
using plot::PlotBand;
using plot::PlotInterval;
using plot::PlotLine;
using plot::PlotSeries;
using plot::PlotSpec;
using plot::render_figure;
using plot::render_svg;

}  // namespace gambit::report
