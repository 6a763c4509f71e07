// ProbCut tried at depth 8 with the built-in fit, its range widened to every score the tests search: with the
// fit's own range, a bound far from equal (a queen up) would lie outside it and ProbCut would not try.
#pragma once

#include <memory>

#include "engine/search/pruning/probcut.hpp"
#include "tests/pruning/harness.hpp"

namespace gambit::search::testing {

inline SearchParams single_probcut_wide_params() {
    SearchParams params = plain_params();
    params.probcut = ProbCutMode::Single;
    ProbCutTable wide = builtin_probcut_table();
    for (ProbCutPair& pair : wide.pairs)
        for (ProbCutFit& fit : pair.stage) fit.lo = -5000, fit.hi = 5000;
    params.probcut_table = std::make_shared<const ProbCutTable>(wide);
    return params;
}

}  // namespace gambit::search::testing
