// `gambit probcut-calibrate FILE [--nodes N] [--samples K] [--seed S] [--set NAME=VALUE ...] [--json]`: is the
// ProbCut model calibrated where it acts? Searches every position of FILE (FEN/EPD lines) with the given
// settings (e.g. --set Baseline=classic --set Preset=mpc-jb) at N nodes, keeps up to K of the cuts ProbCut made
// per depth pair and game stage (reservoir sampling, seed S), then searches each cut node to the pair's deep
// depth with ProbCut off. A cut is contradicted when that deep value lies on the other side of the bound it
// predicted (below beta for a fail-high cut, above alpha for a fail-low one). Buro's model promises a
// contradiction rate of at most Phi(-t); the table prints both, with a 95% Wilson interval for the observed rate.
#pragma once

#include <span>
#include <string_view>

namespace gambit::tools {

// Wilson score interval of k successes in n trials at z (1.96: 95%); {0, 1} when n = 0.
std::pair<double, double> wilson_interval(int k, int n, double z = 1.959963984540054);

int probcut_calibrate_main(std::span<const std::string_view> args);

}  // namespace gambit::tools
