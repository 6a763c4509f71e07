#pragma once
// gambit::elo — the statistics of engine matches: counts in, numbers out. The formulas follow the
// Stockfish testing framework (fishtest) so that the numbers agree with it; see each header.
#include "elo/stats/counts.hpp"            // Trinomial, Pentanomial, regularised distributions
#include "elo/stats/estimate.hpp"          // Elo, confidence intervals, LOS, draw ratio, nElo
#include "elo/stats/logistic.hpp"          // the Elo scale
#include "elo/stats/overshoot.hpp"         // fishtest's dynamic overshoot correction of the bounds (optional)
#include "elo/stats/pgn_results.hpp"       // results streamed out of PGN files
#include "elo/stats/planner.hpp"           // SPRT calculator: pass probability and expected games
#include "elo/stats/rating_list.hpp"       // multi-player maximum-likelihood ratings
#include "elo/stats/remaining_games.hpp"   // expected games left in a running SPRT
#include "elo/stats/results_file.hpp"      // gambit-match results.json, merging shards
#include "elo/stats/sprt.hpp"              // GSPRT log-likelihood ratio, bounds, verdict
#include "elo/stats/stopped_estimate.hpp"  // Elo estimate that accounts for the SPRT stopping rule
