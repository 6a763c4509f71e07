#pragma once
// Exact recurrences of Smith & Nau, "An analysis of forward pruning" (AAAI 1994): the joint distribution of
// the pruning search's estimate and the true minimax value, propagated from the leaves to the root.
//
// The search looks at one child per Max/Min node: if the children's minimax values differ it follows the
// better one (higher at Max, lower at Min) with probability p, otherwise either with probability 1/2.
// Children of a node are independent and identically distributed, so one child distribution suffices.
#include <vector>

#include "model/joint_distribution.hpp"
#include "model/tree_kind.hpp"

namespace gambit::model {

enum class Side { max, min };

// Leaf of an N-game-like tree: value 0 (the random additions sit on the path above it).
JointDistribution ngame_leaf();
// Leaf of a P-game-like tree: value uniform on {0, ..., m} grid steps, estimate = value.
JointDistribution pgame_leaf(int m);

// A Max or Min node whose two children are distributed as `child`.
JointDistribution choice_node(const JointDistribution& child, double p, Side side);
// An RVA node: adds 0 or one grid step (probability 1/2 each) to its only child; the grid grows by one.
JointDistribution rva_node(const JointDistribution& child);

// The Max node one Max-height above `max_below`: N-game Max -> 2 Min -> 2 RVA each -> Max below.
JointDistribution ngame_max_above(const JointDistribution& max_below, double p);
// The Max node one Max-height above `max_below`: P-game Max -> 2 Min -> 2 Max below each.
JointDistribution pgame_max_above(const JointDistribution& max_below, double p);

// Root distribution of a tree of Max-height `height` (m is used by P-game trees only).
JointDistribution root_distribution(TreeKind kind, double p, int height, int m);

// D = E|x - y| as a fraction of the value range, for every height 1..max_height (element h-1 is height h).
// The range is 1 with grid step 1/h for N-game trees and 1/m for P-game trees.
std::vector<double> error_by_height(TreeKind kind, double p, int max_height, int m);

}  // namespace gambit::model
