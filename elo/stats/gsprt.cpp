#include "elo/stats/gsprt.hpp"

#include <algorithm>
#include <cmath>

#include "elo/stats/root.hpp"

namespace gambit::elo {

namespace {

// Offset from the poles of the secular equation, where 1 + x*phi_i would reach 0 (as fishtest).
constexpr double kPoleOffset = 1e-9;

// The root x of sum_i p_i phi_i / (1 + x phi_i) = 0 between the poles -1/max(phi) and -1/min(phi).
// It exists when phi takes both signs; the function decreases strictly between the poles.
double secular_root(const Distribution& d, const std::array<double, 5>& phi) {
    const double lo_phi = *std::min_element(phi.begin(), phi.begin() + d.k);
    const double hi_phi = *std::max_element(phi.begin(), phi.begin() + d.k);
    if (lo_phi >= 0 || hi_phi <= 0) return 0;  // no mass can move: the constraint is unreachable
    const auto f = [&](double x) {
        double sum = 0;
        for (std::size_t i = 0; i < d.k; ++i) sum += d.p[i] * phi[i] / (1 + x * phi[i]);
        return sum;
    };
    const double lo = -1 / hi_phi, hi = -1 / lo_phi;
    // fishtest's bracket stops 1e-9 short of the poles; for extreme samples (hundreds of thousands of
    // games with an empty bucket) the root lies closer, so the offset shrinks until it brackets.
    for (double offset : {kPoleOffset, 1e-12, 1e-15}) {
        const double lo_end = std::max(lo + offset, std::nextafter(lo, hi));
        const double hi_end = std::min(hi - offset, std::nextafter(hi, lo));
        if (auto root = find_root(f, lo_end, hi_end)) return *root;
    }
    // Still no sign change: the root is within rounding of a pole; stay just inside it.
    return f(lo + (hi - lo) / 2) > 0 ? std::nextafter(hi, lo) : std::nextafter(lo, hi);
}

Distribution reweighted(const Distribution& observed, const std::array<double, 5>& phi, double x) {
    Distribution d = observed;
    for (std::size_t i = 0; i < d.k; ++i) d.p[i] = observed.p[i] / (1 + x * phi[i]);
    return d;
}

double log_likelihood_ratio(const Distribution& observed, const Distribution& h0, const Distribution& h1) {
    double sum = 0;
    for (std::size_t i = 0; i < observed.k; ++i)
        sum += observed.p[i] * (std::log(h1.p[i]) - std::log(h0.p[i]));
    return observed.n * sum;
}

}  // namespace

Distribution mle_with_mean(const Distribution& observed, double mean) {
    std::array<double, 5> phi{};
    for (std::size_t i = 0; i < observed.k; ++i) phi[i] = observed.a[i] - mean;
    return reweighted(observed, phi, secular_root(observed, phi));
}

Distribution mle_with_t_value(const Distribution& observed, double t) {
    constexpr int kMaxRounds = 10;
    constexpr double kConverged = 1e-9;
    Distribution current = observed;
    for (std::size_t i = 0; i < current.k; ++i) current.p[i] = 1.0 / static_cast<double>(current.k);
    for (int round = 0; round < kMaxRounds; ++round) {
        const Moments m = moments(current);
        const double sigma = std::sqrt(m.variance);
        std::array<double, 5> phi{};
        for (std::size_t i = 0; i < observed.k; ++i) {
            const double z = (m.mean - observed.a[i]) / sigma;
            phi[i] = observed.a[i] - 0.5 - t * sigma * (1 + z * z) / 2;
        }
        const Distribution next = reweighted(observed, phi, secular_root(observed, phi));
        double change = 0;
        for (std::size_t i = 0; i < observed.k; ++i)
            change = std::max(change, std::fabs(next.p[i] - current.p[i]));
        current = next;
        if (change < kConverged) break;
    }
    return current;
}

double llr_logistic(const Distribution& observed, double score0, double score1) {
    return log_likelihood_ratio(observed, mle_with_mean(observed, score0), mle_with_mean(observed, score1));
}

double llr_t_value(const Distribution& observed, double t0, double t1) {
    return log_likelihood_ratio(observed, mle_with_t_value(observed, t0), mle_with_t_value(observed, t1));
}

double llr_alt2_per_sample(const Distribution& observed, double score0, double score1) {
    const Moments m = moments(observed);
    return (score1 - score0) * (2 * m.mean - score0 - score1) / m.variance / 2;
}

}  // namespace gambit::elo
