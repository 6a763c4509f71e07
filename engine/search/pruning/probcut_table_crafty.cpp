// The built-in ProbCut table of the crafty baseline, written by `gambit fit-probcut` (do not edit by hand):
//   gambit fit-probcut --from-samples /tmp/tmpixdzzk7x/in-00.csv --from-samples /tmp/tmpixdzzk7x/in-01.csv --from-samples /tmp/tmpixdzzk7x/in-02.csv --from-samples /tmp/tmpixdzzk7x/in-03.csv --from-samples /tmp/tmpixdzzk7x/in-04.csv --from-samples /tmp/tmpixdzzk7x/in-05.csv --from-samples /tmp/tmpixdzzk7x/in-06.csv --from-samples /tmp/tmpixdzzk7x/in-07.csv --from-samples /tmp/tmpixdzzk7x/in-08.csv --from-samples /tmp/tmpixdzzk7x/in-09.csv --pairs 3:5,2:6,3:7,4:8,3:9,4:10 --set Baseline=crafty --set Preset=nm --set ProbCutCraftyEndgame=true --out docs/experiments/probcut/crafty.json --cpp engine/search/pruning/probcut_table_crafty.cpp --samples-out docs/experiments/probcut/crafty-samples.csv
// Per depth pair {shallow, deep, {{middlegame}, {endgame}}}, each {a, b, sigma, r, samples, lo, hi}
// (lo..hi: the shallow values the fit saw).
#include "engine/search/pruning/probcut_model.hpp"

namespace gambit::search {

const ProbCutTable& builtin_probcut_table_crafty() {
    // clang-format off
    static const ProbCutTable table{{
        {3, 5, {{{0.9088, -4.41, 38.74, 0.9422, 1261, -293, 300}, {0.9814, -4.92, 34.64, 0.9763, 602, -298, 297}}}},
        {2, 6, {{{0.8567, -5.70, 52.49, 0.8929, 1257, -294, 298}, {0.9455, -4.18, 51.04, 0.9457, 592, -300, 292}}}},
        {3, 7, {{{0.8675, -7.92, 49.07, 0.9038, 1250, -294, 300}, {0.9587, -5.69, 47.77, 0.9536, 590, -298, 297}}}},
        {4, 8, {{{0.9063, -5.68, 46.32, 0.9160, 1249, -295, 295}, {0.9628, -0.76, 45.10, 0.9577, 586, -297, 297}}}},
        {3, 9, {{{0.8145, -9.83, 61.01, 0.8446, 1233, -293, 300}, {0.9477, -4.92, 54.39, 0.9388, 579, -298, 297}}}},
        {4, 10, {{{0.8628, -6.96, 59.10, 0.8610, 1236, -295, 296}, {0.9531, -0.87, 49.34, 0.9478, 567, -295, 297}}}},
    }};
    // clang-format on
    return table;
}

}  // namespace gambit::search
