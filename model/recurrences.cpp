#include "model/recurrences.hpp"

#include <algorithm>
#include <numeric>

namespace gambit::model {

JointDistribution ngame_leaf() {
    JointDistribution leaf(1);
    leaf.at(0, 0) = 1.0;
    return leaf;
}

JointDistribution pgame_leaf(int m) {
    const auto size = static_cast<std::size_t>(m) + 1;
    JointDistribution leaf(size);
    for (std::size_t v = 0; v < size; ++v) leaf.at(v, v) = 1.0 / static_cast<double>(size);
    return leaf;
}

// parent[x][y] = 2p * child[x][y] * P(other's actual worse than y)                 (right choice)
//              + 2(1-p) * sum over j worse than y of child[x][j] * P(other's actual = y)  (wrong choice)
//              + child[x][y] * P(other's actual = y)                               (a tie: either child)
// "Worse" means greater at a Min node and smaller at a Max node. Walking each row in worse-first order
// lets a running sum carry the "worse than y" terms, so a node costs O(size^2), row by row in memory.
// The other child's probabilities come from the normalised marginal: the formula is quadratic in the
// child, so the raw marginal would square the mass at every node and rounding errors in it would grow
// fourfold per height (to order 1 by H = 30). Normalised, the mass is carried over linearly.
JointDistribution choice_node(const JointDistribution& child, double p, Side side) {
    const std::size_t size = child.size();
    std::vector<double> actual = child.actual_marginal();
    const double mass = std::accumulate(actual.begin(), actual.end(), 0.0);
    for (double& probability : actual) probability /= mass;

    std::vector<std::size_t> worse_first(size);
    std::iota(worse_first.begin(), worse_first.end(), std::size_t{0});
    if (side == Side::min) std::reverse(worse_first.begin(), worse_first.end());

    std::vector<double> worse_than(size);  // P(other's actual is worse than y)
    double worse_mass = 0.0;
    for (std::size_t y : worse_first) {
        worse_than[y] = worse_mass;
        worse_mass += actual[y];
    }

    JointDistribution parent(size);
    for (std::size_t x = 0; x < size; ++x) {
        double worse_in_row = 0.0;  // sum over j worse than y of child[x][j]
        for (std::size_t y : worse_first) {
            const double here = child.at(x, y);
            parent.at(x, y) = 2.0 * p * here * worse_than[y] + 2.0 * (1.0 - p) * worse_in_row * actual[y] +
                              here * actual[y];
            worse_in_row += here;
        }
    }
    return parent;
}

// f[x][y] = 1/2 e[x][y] + 1/2 e[x-1][y-1]: the addition moves estimate and actual value together.
JointDistribution rva_node(const JointDistribution& child) {
    JointDistribution node(child.size() + 1);
    for (std::size_t x = 0; x < child.size(); ++x)
        for (std::size_t y = 0; y < child.size(); ++y) {
            node.at(x, y) += 0.5 * child.at(x, y);
            node.at(x + 1, y + 1) += 0.5 * child.at(x, y);
        }
    return node;
}

JointDistribution ngame_max_above(const JointDistribution& max_below, double p) {
    return choice_node(choice_node(rva_node(max_below), p, Side::min), p, Side::max);
}

JointDistribution pgame_max_above(const JointDistribution& max_below, double p) {
    return choice_node(choice_node(max_below, p, Side::min), p, Side::max);
}

namespace {

// Calls visit(height, root) for every Max-height 1..max_height. N-game values are counted in grid steps
// from the leaves up, so the tree of height h is the tree of height h-1 with one more level on top.
template <typename Visit>
void for_each_height(TreeKind kind, double p, int max_height, int m, Visit visit) {
    JointDistribution node = kind == TreeKind::ngame ? ngame_leaf() : pgame_leaf(m);
    for (int height = 1; height <= max_height; ++height) {
        node = kind == TreeKind::ngame ? ngame_max_above(node, p) : pgame_max_above(node, p);
        visit(height, node);
    }
}

}  // namespace

JointDistribution root_distribution(TreeKind kind, double p, int height, int m) {
    JointDistribution root = kind == TreeKind::ngame ? ngame_leaf() : pgame_leaf(m);
    for_each_height(kind, p, height, m, [&](int, const JointDistribution& node) { root = node; });
    return root;
}

std::vector<double> error_by_height(TreeKind kind, double p, int max_height, int m) {
    std::vector<double> errors;
    for_each_height(kind, p, max_height, m, [&](int height, const JointDistribution& root) {
        const int range_in_steps = kind == TreeKind::ngame ? height : m;
        errors.push_back(root.mean_absolute_error() / static_cast<double>(range_in_steps));
    });
    return errors;
}

}  // namespace gambit::model
