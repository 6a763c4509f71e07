#pragma once
// The legacy BayesElo ("drawelo") model: P_W = f(b - d), P_L = f(-b - d). Only used to turn
// BayesElo SPRT bounds of old scripts into logistic Elo, with the draw Elo d estimated from the data.
#include "elo/stats/counts.hpp"

namespace gambit::elo {

// The draw Elo d fitted to regularised W/D/L counts.
double draw_elo(const Trinomial& t);

// The logistic Elo of a BayesElo difference at draw Elo d.
double bayeselo_to_elo(double bayeselo, double drawelo);

}  // namespace gambit::elo
