// The built-in ProbCut table of the modern baseline, written by `gambit fit-probcut` (do not edit by hand):
//   gambit fit-probcut docs/experiments/probcut/fit.epd --pairs 3:5,2:6,3:7,4:8,3:9,4:10 --set Baseline=modern --set Preset=nm --out docs/experiments/probcut/modern.json --cpp engine/search/pruning/probcut_table_modern.cpp --samples-out docs/experiments/probcut/modern-samples.csv
// Per depth pair {shallow, deep, {{middlegame}, {endgame}}}, each {a, b, sigma, r, samples, lo, hi}
// (lo..hi: the shallow values the fit saw).
#include "engine/search/pruning/probcut_model.hpp"

namespace gambit::search {

const ProbCutTable& builtin_probcut_table_modern() {
    // clang-format off
    static const ProbCutTable table{{
        {3, 5, {{{0.9408, -3.95, 39.15, 0.9492, 1433, -300, 296}, {0.9853, -2.58, 36.75, 0.9749, 421, -300, 296}}}},
        {2, 6, {{{0.8682, -4.78, 53.50, 0.8960, 1407, -297, 298}, {0.9634, -2.67, 51.36, 0.9495, 414, -293, 294}}}},
        {3, 7, {{{0.8765, -7.09, 52.86, 0.8999, 1416, -300, 296}, {0.9748, -3.66, 48.87, 0.9553, 415, -300, 296}}}},
        {4, 8, {{{0.8880, -3.32, 53.83, 0.8955, 1415, -300, 296}, {0.9796, 0.99, 45.80, 0.9610, 411, -298, 294}}}},
        {3, 9, {{{0.8120, -10.37, 64.46, 0.8399, 1393, -300, 296}, {0.9475, -3.06, 57.24, 0.9367, 407, -300, 296}}}},
        {4, 10, {{{0.8265, -5.35, 65.36, 0.8356, 1388, -300, 296}, {0.9342, 0.88, 52.34, 0.9443, 398, -299, 288}}}},
    }};
    // clang-format on
    return table;
}

}  // namespace gambit::search
