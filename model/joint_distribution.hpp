#pragma once
// The joint distribution of (estimate x, actual minimax value y) at one node of a random game tree,
// over a value grid {0, 1, ..., size-1} in grid steps.
#include <cstddef>
#include <vector>

namespace gambit::model {

class JointDistribution {
  public:
    explicit JointDistribution(std::size_t size) : size_(size), cells_(size * size, 0.0) {}

    std::size_t size() const { return size_; }
    double& at(std::size_t estimate, std::size_t actual) { return cells_[estimate * size_ + actual]; }
    double at(std::size_t estimate, std::size_t actual) const { return cells_[estimate * size_ + actual]; }

    // Total probability mass (1 for a proper distribution).
    double total() const;
    // P(actual = y) for every y.
    std::vector<double> actual_marginal() const;
    // P(estimate = x) for every x.
    std::vector<double> estimate_marginal() const;
    // E|x - y| in grid steps.
    double mean_absolute_error() const;

  private:
    std::size_t size_;
    std::vector<double> cells_;
};

}  // namespace gambit::model
