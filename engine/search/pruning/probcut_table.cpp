// The built-in ProbCut table. Placeholder values (a = 1, b = 0, σ = 60) until `gambit fit-probcut`
// regenerates this file from the project's own positions (command in docs/experiments.md).
#include "engine/search/pruning/probcut_model.hpp"

namespace gambit::search {

const ProbCutTable& builtin_probcut_table() {
    // clang-format off
    static const ProbCutTable table{{
        {2, 6,  {{{1.0, 0.0, 60.0, 0.0, 0}, {1.0, 0.0, 60.0, 0.0, 0}}}},
        {3, 5,  {{{1.0, 0.0, 60.0, 0.0, 0}, {1.0, 0.0, 60.0, 0.0, 0}}}},
        {3, 7,  {{{1.0, 0.0, 60.0, 0.0, 0}, {1.0, 0.0, 60.0, 0.0, 0}}}},
        {4, 8,  {{{1.0, 0.0, 60.0, 0.0, 0}, {1.0, 0.0, 60.0, 0.0, 0}}}},
        {3, 9,  {{{1.0, 0.0, 60.0, 0.0, 0}, {1.0, 0.0, 60.0, 0.0, 0}}}},
        {4, 10, {{{1.0, 0.0, 60.0, 0.0, 0}, {1.0, 0.0, 60.0, 0.0, 0}}}},
    }};
    // clang-format on
    return table;
}

}  // namespace gambit::search
