// ProbCut — M. Buro, "ProbCut: an effective selective extension of the alpha-beta algorithm" (ICCA Journal
// 18(2), 1995); Multi-ProbCut and chess — A. X. Jiang & M. Buro, "First experimental results of ProbCut
// applied to chess" (Advances in Computer Games 10, 2003).
#pragma once

#include <optional>

#include "engine/search/pruning/probcut_model.hpp"

namespace gambit::search {

class Searcher;
struct Node;
struct SearchParams;

// Captures: capture ProbCut (capture_probcut.hpp), not Buro's.
enum class ProbCutMode : int { Off = 0, Single = 1, Multi = 2, Captures = 3 };

// The shallow-search bound that predicts v_deep >= beta with the chosen confidence:
// round((t * sigma + beta - b) / a); the mirror bound for v_deep <= alpha: round((-t * sigma + alpha - b) / a).
int probcut_beta_bound(const ProbCutFit& fit, double t, int beta);
int probcut_alpha_bound(const ProbCutFit& fit, double t, int alpha);

// The depth pair checked at `depth`: `single` only (4, 8) at depth 8; `multi` the pair whose deep depth is
// `depth` ((3,5) (2,6) (3,7) (4,8) (3,9) (4,10) in the built-in table). nullptr when none.
const ProbCutPair* probcut_pair(const SearchParams& params, int depth);

// The table in use: the one loaded from ProbCutParams, else the built-in one.
const ProbCutTable& probcut_table(const SearchParams& params);

// Contract: non-PV node, not in check, not inside another ProbCut shallow search; placed before the
// null move. Searches this node to the pair's shallow depth with a null window at the beta bound (then at
// the alpha bound); returns beta (fail-high guess) or alpha (fail-low guess) when the shallow value
// crosses it, nullopt otherwise. Thresholds t = ProbCutThresholdMid/End / 100 by game stage.
std::optional<int> probcut(Searcher& searcher, const Node& node);

}  // namespace gambit::search
