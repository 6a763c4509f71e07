#include "elo/stats/counts.hpp"

#include <cmath>

namespace gambit::elo {

namespace {

template <std::size_t K>
Distribution from_counts(const std::array<double, K>& counts) {
    Distribution d;
    d.k = K;
    for (std::size_t i = 0; i < K; ++i) {
        d.a[i] = static_cast<double>(i) / static_cast<double>(K - 1);
        d.p[i] = counts[i] == 0 ? kRegularisation : counts[i];
        d.n += d.p[i];
    }
    for (std::size_t i = 0; i < K; ++i) d.p[i] /= d.n;
    return d;
}

}  // namespace

Distribution distribution(const Trinomial& t) {
    return from_counts(std::array<double, 3>{t.losses, t.draws, t.wins});
}

Distribution distribution(const Pentanomial& p) {
    return from_counts(p.pairs);
}

Moments moments(const Distribution& d) {
    Moments m;
    for (std::size_t i = 0; i < d.k; ++i) m.mean += d.p[i] * d.a[i];
    double m3 = 0, m4 = 0;
    for (std::size_t i = 0; i < d.k; ++i) {
        const double x = d.a[i] - m.mean;
        m.variance += d.p[i] * x * x;
        m3 += d.p[i] * x * x * x;
        m4 += d.p[i] * x * x * x * x;
    }
    m.skewness = m3 / std::pow(m.variance, 1.5);
    m.excess_kurtosis = m4 / (m.variance * m.variance) - 3;
    return m;
}

double total(const Trinomial& t) {
    return t.wins + t.draws + t.losses;
}

double total(const Pentanomial& p) {
    double n = 0;
    for (double c : p.pairs) n += c;
    return n;
}

Trinomial implied_trinomial(const Pentanomial& p) {
    const auto& n = p.pairs;
    return {.wins = 2 * n[4] + n[3], .draws = n[1] + 2 * n[2] + n[3], .losses = 2 * n[0] + n[1]};
}

}  // namespace gambit::elo
