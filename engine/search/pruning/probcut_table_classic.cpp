// The built-in ProbCut table of the classic baseline. Until refit on the classic search, the modern fit:
//   gambit fit-probcut --children --out /tmp/pruning/probcut-fit.json --cpp /tmp/pruning/probcut_table.cpp
// Per depth pair {shallow, deep, {{middlegame}, {endgame}}}, each {a, b, sigma, r, samples, lo, hi}
// (lo..hi: the shallow values the fit saw; that fit kept |v| <= 300).
#include "engine/search/pruning/probcut_model.hpp"

namespace gambit::search {

const ProbCutTable& builtin_probcut_table_classic() {
    // clang-format off
    static const ProbCutTable table{{
        {3, 5, {{{0.9562, 4.07, 33.39, 0.9380, 556, -300, 300}, {0.9790, 5.47, 31.71, 0.9611, 68, -300, 300}}}},
        {2, 6, {{{0.8932, 15.02, 49.86, 0.8575, 546, -300, 300}, {0.9453, 18.97, 65.88, 0.8055, 66, -300, 300}}}},
        {3, 7, {{{0.8958, 11.75, 45.32, 0.8734, 532, -300, 300}, {0.9287, 13.49, 49.28, 0.8959, 65, -300, 300}}}},
        {4, 8, {{{0.8545, 17.45, 44.40, 0.8749, 529, -300, 300}, {0.8249, 0.74, 44.32, 0.9127, 64, -300, 300}}}},
        {3, 9, {{{0.8433, 15.67, 48.30, 0.8429, 518, -300, 300}, {0.7655, 8.42, 57.11, 0.8206, 63, -300, 300}}}},
        {4, 10, {{{0.8175, 21.38, 46.97, 0.8445, 515, -300, 300}, {0.7618, 5.41, 56.71, 0.8464, 64, -300, 300}}}},
    }};
    // clang-format on
    return table;
}

}  // namespace gambit::search
