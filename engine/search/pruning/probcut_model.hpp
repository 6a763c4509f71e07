// The ProbCut model — M. Buro, "ProbCut: an effective selective extension of the alpha-beta algorithm" (ICCA
// Journal 18(2), 1995); per game stage for chess as in A. X. Jiang & M. Buro, "First experimental results of
// ProbCut applied to chess" (Advances in Computer Games 10, 2003): v_deep = a * v_shallow + b + e, e ~ N(0, σ²).
// A table holds one fit per (shallow, deep) depth pair and stage; `gambit fit-probcut` writes it as JSON.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/search/pruning/stage.hpp"

namespace gambit::search {

struct ProbCutFit {
    double a = 1.0;      // slope
    double b = 0.0;      // offset (centipawns)
    double sigma = 60.0; // standard deviation of the residual (centipawns)
    double r = 0.0;      // correlation of the shallow and deep values
    int samples = 0;
    // The range of shallow values the fit saw. Outside it the line is an extrapolation (with a < 1 it
    // would cut on shallow values below beta), so ProbCut tests no bound that falls outside.
    int lo = -300, hi = 300;
    bool covers(int shallow_value) const { return lo <= shallow_value && shallow_value <= hi; }
};

struct ProbCutPair {
    int shallow = 0, deep = 0;
    std::array<ProbCutFit, 2> stage{};  // indexed by Stage
};

struct ProbCutTable {
    std::vector<ProbCutPair> pairs;
    const ProbCutPair* find(int shallow, int deep) const;
    const ProbCutPair* find_deep(int deep) const;  // the first pair checked at `deep`
};

// The tables built into the engine, one per baseline (produced by `gambit fit-probcut` on that baseline's
// search, see docs/experiments.md): `baseline` as SearchParams::baseline; crafty has its own (Jiang & Buro's
// claims are played on it), the other period baselines read classic's.
const ProbCutTable& builtin_probcut_table(int baseline = 0);
const ProbCutTable& builtin_probcut_table_modern();   // probcut_table_modern.cpp
const ProbCutTable& builtin_probcut_table_classic();  // probcut_table_classic.cpp
const ProbCutTable& builtin_probcut_table_crafty();   // probcut_table_crafty.cpp

// Reads a table written by `gambit fit-probcut`; nullptr with a one-line `error` naming the file and
// what is wrong.
std::shared_ptr<const ProbCutTable> load_probcut_table(const std::string& path, std::string* error);

// JSON text of a table (the format load_probcut_table reads), with `extra` keys merged at the top.
std::string probcut_table_json(const ProbCutTable& table, const std::string& extra_json = "{}");

}  // namespace gambit::search
