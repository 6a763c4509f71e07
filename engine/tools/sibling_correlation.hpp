// `gambit sibling-correlation FILE [--depth D] [--set NAME=VALUE ...] [--json]`
// `gambit sibling-correlation FILE --probcut-errors [--nodes N] [--samples K] [--seed S] [--set ...] [--json]`
//
// Smith & Nau's model says forward pruning errs less where sibling values are correlated. This measures that
// correlation in chess. The first form searches every position of FILE with MultiPV over all its moves to
// depth D, which gives each child's value at depth D - 1, and prints by game phase (material phase, 24 at the start: opening 20-24, middlegame 9-19, endgame
// 0-8) the intraclass correlation
// of sibling values (ICC(1): the share of the children's value variance that their parent explains) and the
// spreads within and between nodes. The second form takes the cuts ProbCut makes at N nodes a move (as
// probcut-calibrate samples them), checks each against a deep search with ProbCut off, and splits the cut nodes
// into thirds by their children's spread at the shallow depth: the contradiction rate in each third shows
// whether the errors lie where siblings disagree.
#pragma once

#include <span>
#include <string_view>
#include <vector>

namespace gambit::tools {

// ICC(1) of groups of values (one group per parent node; groups of fewer than two values are ignored):
// (MSB - MSW) / (MSB + (n0 - 1) MSW), with n0 the size-weighted mean group size. 0 when undefined.
double intraclass_correlation(const std::vector<std::vector<double>>& groups);

int sibling_correlation_main(std::span<const std::string_view> args);

}  // namespace gambit::tools
