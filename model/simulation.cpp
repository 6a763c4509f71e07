#include "model/simulation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <random>
#include <vector>

namespace gambit::model {
namespace {

// Maps the engine's 64-bit outputs to draws ourselves: the std distributions differ between standard
// libraries, and a seed must give the same numbers everywhere.
class RandomSource {
  public:
    explicit RandomSource(std::uint64_t seed) : engine_(seed) {}

    bool coin() { return (engine_() >> 63) != 0; }

    bool with_probability(double p) {
        const double unit = static_cast<double>(engine_() >> 11) * 0x1.0p-53;  // uniform on [0, 1)
        return unit < p;
    }

    // Uniform on {0, ..., m}, by rejection so that every value is exactly equally likely.
    int uniform_up_to(int m) {
        const auto count = static_cast<std::uint64_t>(m) + 1;
        const std::uint64_t limit =
            std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % count;
        std::uint64_t draw = engine_();
        while (draw >= limit) draw = engine_();
        return static_cast<int>(draw % count);
    }

  private:
    std::mt19937_64 engine_;
};

enum class NodeType : std::uint8_t { max, min, rva, leaf };

struct Node {
    NodeType type = NodeType::leaf;
    int value = 0;                  // minimax value in grid steps
    std::uint32_t first_child = 0;  // children are contiguous: two below Max and Min nodes, one below RVA
};

// One random tree, stored flat. The buffer is reused from trial to trial.
class RandomTree {
  public:
    void build(TreeKind kind, int height, int m, RandomSource& random) {
        kind_ = kind;
        m_ = m;
        nodes_.clear();
        nodes_.emplace_back();
        build_max(0, height, 0, random);
    }

    int root_value() const { return nodes_[0].value; }

    // The stochastic pruning search: one path from the root to a leaf, whose value is the estimate.
    int search(double p, RandomSource& random) const {
        std::uint32_t index = 0;
        for (;;) {
            const Node& node = nodes_[index];
            if (node.type == NodeType::leaf) return node.value;
            if (node.type == NodeType::rva) {
                index = node.first_child;
                continue;
            }
            const std::uint32_t left = node.first_child;
            const std::uint32_t right = left + 1;
            const int left_value = nodes_[left].value;
            const int right_value = nodes_[right].value;
            if (left_value == right_value) {
                index = random.coin() ? left : right;
                continue;
            }
            const bool left_is_better =
                node.type == NodeType::max ? left_value > right_value : left_value < right_value;
            const std::uint32_t better = left_is_better ? left : right;
            const std::uint32_t worse = left_is_better ? right : left;
            index = random.with_probability(p) ? better : worse;
        }
    }

  private:
    // Children are appended before they are built, so indices stay valid while the vector grows.
    std::uint32_t append_children(std::size_t count) {
        const auto first = static_cast<std::uint32_t>(nodes_.size());
        nodes_.resize(nodes_.size() + count);
        return first;
    }

    // `offset` is the sum of the N-game additions on the path from the root.
    int build_max(std::uint32_t index, int height, int offset, RandomSource& random) {
        if (height == 0) {
            const int value = kind_ == TreeKind::ngame ? offset : random.uniform_up_to(m_);
            nodes_[index] = Node{NodeType::leaf, value, 0};
            return value;
        }
        const std::uint32_t first = append_children(2);
        const int left = build_min(first, height, offset, random);
        const int right = build_min(first + 1, height, offset, random);
        nodes_[index] = Node{NodeType::max, std::max(left, right), first};
        return nodes_[index].value;
    }

    int build_min(std::uint32_t index, int height, int offset, RandomSource& random) {
        const std::uint32_t first = append_children(2);
        int left = 0;
        int right = 0;
        if (kind_ == TreeKind::ngame) {
            left = build_rva(first, height, offset, random);
            right = build_rva(first + 1, height, offset, random);
        } else {
            left = build_max(first, height - 1, offset, random);
            right = build_max(first + 1, height - 1, offset, random);
        }
        nodes_[index] = Node{NodeType::min, std::min(left, right), first};
        return nodes_[index].value;
    }

    int build_rva(std::uint32_t index, int height, int offset, RandomSource& random) {
        const int addition = random.coin() ? 1 : 0;
        const std::uint32_t child = append_children(1);
        const int value = build_max(child, height - 1, offset + addition, random);
        nodes_[index] = Node{NodeType::rva, value, child};
        return value;
    }

    TreeKind kind_ = TreeKind::ngame;
    int m_ = 1;
    std::vector<Node> nodes_;
};

}  // namespace

SimulationResult simulate_error(const SimulationSettings& settings) {
    RandomSource random(settings.seed);
    RandomTree tree;
    const double range = settings.kind == TreeKind::ngame ? settings.height : settings.m;

    // Welford's running mean and variance of the per-tree error.
    double mean = 0.0;
    double squared_deviations = 0.0;
    for (std::size_t trial = 1; trial <= settings.trials; ++trial) {
        tree.build(settings.kind, settings.height, settings.m, random);
        const int estimate = tree.search(settings.p, random);
        const double error = std::abs(estimate - tree.root_value()) / range;
        const double delta = error - mean;
        mean += delta / static_cast<double>(trial);
        squared_deviations += delta * (error - mean);
    }

    SimulationResult result;
    result.trials = settings.trials;
    result.mean = mean;
    result.half_width = std::numeric_limits<double>::infinity();
    if (settings.trials >= 2) {
        const double n = static_cast<double>(settings.trials);
        result.half_width = 1.96 * std::sqrt(squared_deviations / (n - 1.0) / n);
    }
    return result;
}

}  // namespace gambit::model
