#pragma once
// cutechess-cli's SPRT (projects/lib/src/sprt.cpp), for lines read in its dialect: half a game added to each
// of W, D and L (a Jeffreys prior), the draw Elo and scale estimated from those counts, the bounds divided by
// the scale into BayesElo, and the trinomial log-likelihood ratio of the two BayesElo models. It stops at a
// bound reached or passed (>=, <=), where the GSPRT stops only past it.
#include "elo/stats/counts.hpp"
#include "elo/stats/sprt.hpp"

namespace gambit::elo {

SprtResult cutechess_sprt(const Trinomial& t, const SprtParams& params);

}  // namespace gambit::elo
