#include "model/joint_distribution.hpp"

namespace gambit::model {

double JointDistribution::total() const {
    double sum = 0.0;
    for (double cell : cells_) sum += cell;
    return sum;
}

std::vector<double> JointDistribution::actual_marginal() const {
    std::vector<double> marginal(size_, 0.0);
    for (std::size_t x = 0; x < size_; ++x)
        for (std::size_t y = 0; y < size_; ++y) marginal[y] += at(x, y);
    return marginal;
}

std::vector<double> JointDistribution::estimate_marginal() const {
    std::vector<double> marginal(size_, 0.0);
    for (std::size_t x = 0; x < size_; ++x)
        for (std::size_t y = 0; y < size_; ++y) marginal[x] += at(x, y);
    return marginal;
}

double JointDistribution::mean_absolute_error() const {
    double sum = 0.0;
    for (std::size_t x = 0; x < size_; ++x)
        for (std::size_t y = 0; y < size_; ++y) {
            const double distance = x > y ? static_cast<double>(x - y) : static_cast<double>(y - x);
            sum += distance * at(x, y);
        }
    return sum;
}

}  // namespace gambit::model
