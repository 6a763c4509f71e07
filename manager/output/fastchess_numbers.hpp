// fastchess's numbers, computed as fastchess computes them (its elo_wdl.cpp, elo_pentanomial.cpp and
// stats.hpp, read in tests/compat/FORMATS.md §1.2), in the same operation order, so that the NaN and
// infinity cases come out as fastchess prints them (`-nan` from 0/0, `nan` from log10 of a negative).
#pragma once

#include "manager/output/scoreboard.hpp"

namespace gambit::match {

// One side's counts, as fastchess's Stats: W/L/D (with pentanomial reporting those of complete pairs only)
// and the pairs by kind.
struct FastchessCounts {
    int wins = 0, losses = 0, draws = 0;
    int ll = 0, ld = 0, wl = 0, dd = 0, wd = 0, ww = 0;

    int games() const { return wins + losses + draws; }
    int pairs() const { return ww + wd + wl + dd + ld + ll; }
    double points() const { return wins + 0.5 * draws; }
    FastchessCounts& operator+=(const FastchessCounts& o);
};

// An encounter's counts from its first engine's side, or (`from_b`) from its second's.
FastchessCounts fastchess_counts(const EncounterStats& stats, bool from_b = false);

struct FastchessElo {
    double diff = 0, error = 0, nelo = 0, nelo_error = 0;
    double los = 0;  // percent
};

FastchessElo fastchess_elo(const FastchessCounts& c, bool pentanomial);

double fastchess_draw_ratio(const FastchessCounts& c, bool pentanomial);  // percent
double fastchess_pairs_ratio(const FastchessCounts& c);
double fastchess_points_ratio(const FastchessCounts& c);                // percent
double fastchess_wl_dd_ratio(const FastchessCounts& c);

}  // namespace gambit::match
