// ProbCut — M. Buro, "ProbCut: an effective selective extension of the alpha-beta algorithm" (ICCA Journal
// 18(2), 1995); Multi-ProbCut and chess — A. X. Jiang & M. Buro, "First experimental results of ProbCut
// applied to chess" (Advances in Computer Games 10, 2003).
#pragma once

#include <optional>
#include <string>

#include "engine/search/pruning/probcut_model.hpp"
#include "engine/search/pruning/stage.hpp"

namespace gambit::search {

class Searcher;
struct Node;
struct SearchParams;

// The shallow-search bound that predicts v_deep >= beta with the chosen confidence:
// round((t * sigma + beta - b) / a); the mirror bound for v_deep <= alpha: round((-t * sigma + alpha - b) / a).
int probcut_beta_bound(const ProbCutFit& fit, double t, int beta);
int probcut_alpha_bound(const ProbCutFit& fit, double t, int alpha);

// The depth pair checked at `depth`: `single` only (4, 8) at depth 8; `multi` the pair whose deep depth is
// `depth` ((3,5) (2,6) (3,7) (4,8) (3,9) (4,10) in the built-in table). nullptr when none.
const ProbCutPair* probcut_pair(const SearchParams& params, int depth);

// Jiang & Buro's pairs: (2,6) (3,7) (4,8) (3,9) (4,10).
bool is_jiang_buro_pair(int shallow, int deep);

// The table in use: the one loaded from ProbCutParams, else the baseline's built-in one.
const ProbCutTable& probcut_table(const SearchParams& params);

// A cut ProbCut made, for research (Limits::on_probcut): where, at which bound, from which pair.
struct ProbCutDecision {
    std::string fen;          // the node's position
    int depth = 0;            // the node's remaining depth (the pair's deep depth)
    int shallow = 0;          // the pair's shallow depth
    int bound = 0;            // beta for a fail-high cut, alpha for a fail-low one
    bool fail_high = true;
    Stage stage = Stage::Middlegame;
    double t = 0.0;           // the threshold used
};

// Contract: non-PV node, not in check, not inside another ProbCut shallow search; placed before the
// null move. Searches this node to the pair's shallow depth with a null window at the beta bound (then at
// the alpha bound); returns beta (fail-high guess) or alpha (fail-low guess) when the shallow value
// crosses it, nullopt otherwise. Thresholds t = ProbCutThresholdMid/End / 100 by game stage. A bound outside
// the fitted range of shallow values (ProbCutFit::covers) is not tested.
std::optional<int> probcut(Searcher& searcher, const Node& node);

}  // namespace gambit::search
