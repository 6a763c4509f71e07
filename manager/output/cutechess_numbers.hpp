// cutechess-cli's numbers, computed as cutechess-cli computes them (its elo.cpp and sprt.cpp, read in
// tests/compat/FORMATS.md §2.2): the error margin with its own erfInv (so z = 1.9571619316560245, not 1.96),
// LOS from wins and losses alone, and the SPRT on BayesElo with a Jeffreys prior, which every ranking block
// prints, even without -sprt (bounds -inf and inf then). And Qt's number text: `nan` never signed.
#pragma once

#include <string>

#include "elo/stats/counts.hpp"
#include "manager/match_config.hpp"

namespace gambit::match {

struct CutechessElo {
    double diff = 0, error = 0;
    double los = 0;          // percent
    double draw_ratio = 0;   // 0..1
    double point_ratio = 0;  // 0..1
};

CutechessElo cutechess_elo(const elo::Trinomial& t);

struct CutechessSprt {
    double llr = 0, lower = 0, upper = 0;
    int verdict = 0;  // 1: H1 accepted, -1: H0 accepted, 0: continue
};

// `t` from the first engine's side; without -sprt cutechess's null test (all zero parameters).
CutechessSprt cutechess_sprt(const elo::Trinomial& t, const SprtSettings& sprt);

// QString::arg(x, width, 'f', decimals) and arg(x, 0, 'g', 3): printf's text, but NaN is `nan` and -0 is 0.
std::string qt_fixed(double x, int decimals, int width = 0);
std::string qt_general3(double x);

}  // namespace gambit::match
