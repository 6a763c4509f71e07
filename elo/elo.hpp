#pragma once
// gambit::elo — the statistics of engine matches: counts in, numbers out. The formulas follow the
// Stockfish testing framework (fishtest) so that the numbers agree with it; see each header.
#include "elo/counts.hpp"    // Trinomial, Pentanomial, regularised distributions
#include "elo/estimate.hpp"  // Elo, confidence intervals, LOS, draw ratio, nElo
#include "elo/logistic.hpp"  // the Elo scale
#include "elo/sprt.hpp"      // GSPRT log-likelihood ratio, bounds, verdict
