// The built-in ProbCut table of the classic baseline, written by `gambit fit-probcut` (do not edit by hand):
//   gambit fit-probcut --from-samples /tmp/tmp.7qO4mLImU1/in-00.csv --from-samples /tmp/tmp.7qO4mLImU1/in-01.csv --from-samples /tmp/tmp.7qO4mLImU1/in-02.csv --from-samples /tmp/tmp.7qO4mLImU1/in-03.csv --from-samples /tmp/tmp.7qO4mLImU1/in-04.csv --from-samples /tmp/tmp.7qO4mLImU1/in-05.csv --from-samples /tmp/tmp.7qO4mLImU1/in-06.csv --from-samples /tmp/tmp.7qO4mLImU1/in-07.csv --from-samples /tmp/tmp.7qO4mLImU1/in-08.csv --from-samples /tmp/tmp.7qO4mLImU1/in-09.csv --pairs 3:5,2:6,3:7,4:8,3:9,4:10 --set Baseline=classic --set Preset=nm --out docs/experiments/probcut/classic.json --cpp engine/search/pruning/probcut_table_classic.cpp --samples-out docs/experiments/probcut/classic-samples.csv
// Per depth pair {shallow, deep, {{middlegame}, {endgame}}}, each {a, b, sigma, r, samples, lo, hi}
// (lo..hi: the shallow values the fit saw).
#include "engine/search/pruning/probcut_model.hpp"

namespace gambit::search {

const ProbCutTable& builtin_probcut_table_classic() {
    // clang-format off
    static const ProbCutTable table{{
        {3, 5, {{{0.9215, -4.98, 39.13, 0.9463, 1424, -300, 296}, {0.9841, -4.05, 34.05, 0.9781, 420, -292, 297}}}},
        {2, 6, {{{0.8595, -6.21, 56.34, 0.8836, 1405, -297, 293}, {0.9590, -4.32, 48.16, 0.9544, 413, -293, 294}}}},
        {3, 7, {{{0.8727, -9.71, 54.93, 0.8899, 1404, -291, 296}, {0.9752, -6.33, 46.04, 0.9594, 409, -294, 297}}}},
        {4, 8, {{{0.9003, -5.67, 53.53, 0.8953, 1400, -289, 296}, {0.9757, 0.63, 42.26, 0.9660, 410, -299, 294}}}},
        {3, 9, {{{0.8137, -11.51, 63.66, 0.8425, 1381, -291, 296}, {0.9630, -6.38, 54.11, 0.9432, 402, -294, 297}}}},
        {4, 10, {{{0.8519, -6.43, 64.23, 0.8445, 1379, -294, 296}, {0.9568, -0.51, 50.74, 0.9495, 399, -299, 294}}}},
    }};
    // clang-format on
    return table;
}

}  // namespace gambit::search
