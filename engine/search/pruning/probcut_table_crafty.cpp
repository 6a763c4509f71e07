// The built-in ProbCut table of the crafty baseline, written by `gambit fit-probcut` (do not edit by hand):
//   gambit fit-probcut --from-samples /tmp/tmp7hgnkrqd/in-00.csv --from-samples /tmp/tmp7hgnkrqd/in-01.csv --from-samples /tmp/tmp7hgnkrqd/in-02.csv --from-samples /tmp/tmp7hgnkrqd/in-03.csv --from-samples /tmp/tmp7hgnkrqd/in-04.csv --from-samples /tmp/tmp7hgnkrqd/in-05.csv --from-samples /tmp/tmp7hgnkrqd/in-06.csv --from-samples /tmp/tmp7hgnkrqd/in-07.csv --from-samples /tmp/tmp7hgnkrqd/in-08.csv --from-samples /tmp/tmp7hgnkrqd/in-09.csv --pairs 3:5,2:6,3:7,4:8,3:9,4:10 --set Baseline=crafty --set Preset=nm --out docs/experiments/probcut/crafty.json --cpp engine/search/pruning/probcut_table_crafty.cpp --samples-out docs/experiments/probcut/crafty-samples.csv
// Per depth pair {shallow, deep, {{middlegame}, {endgame}}}, each {a, b, sigma, r, samples, lo, hi}
// (lo..hi: the shallow values the fit saw).
#include "engine/search/pruning/probcut_model.hpp"

namespace gambit::search {

const ProbCutTable& builtin_probcut_table_crafty() {
    // clang-format off
    static const ProbCutTable table{{
        {3, 5, {{{0.9211, -4.78, 38.59, 0.9471, 1435, -296, 300}, {0.9826, -4.20, 33.93, 0.9783, 428, -298, 293}}}},
        {2, 6, {{{0.8660, -5.25, 53.30, 0.8961, 1425, -294, 298}, {0.9537, -5.19, 47.72, 0.9556, 424, -300, 292}}}},
        {3, 7, {{{0.8728, -7.68, 49.71, 0.9066, 1415, -294, 300}, {0.9759, -5.42, 44.69, 0.9628, 425, -298, 293}}}},
        {4, 8, {{{0.9080, -4.92, 47.06, 0.9178, 1414, -295, 297}, {0.9758, -1.29, 41.86, 0.9664, 421, -297, 288}}}},
        {3, 9, {{{0.8276, -9.24, 60.86, 0.8554, 1397, -293, 300}, {0.9641, -5.04, 52.44, 0.9475, 415, -298, 293}}}},
        {4, 10, {{{0.8674, -6.44, 58.28, 0.8706, 1395, -295, 297}, {0.9709, -0.37, 48.24, 0.9545, 408, -295, 288}}}},
    }};
    // clang-format on
    return table;
}

}  // namespace gambit::search
