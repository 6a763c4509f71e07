#include "elo/stats/brownian.hpp"

#include <cmath>
#include <numbers>

#include "elo/stats/logistic.hpp"

namespace gambit::elo {

namespace {

constexpr double kPi = std::numbers::pi;

// 2/A * e^(-gamma y) times a primitive of e^(gamma y) sin(n pi y / A).
double sine_primitive(int n, double gamma, double A, double y) {
    const double w = kPi * n;
    return (2 * A * gamma * std::sin(w * y / A) - 2 * w * std::cos(w * y / A)) /
           (A * A * gamma * gamma + w * w);
}

// e^(2 gamma c) Phi(z), through the asymptotic expansion of Phi when the exponential would overflow.
double tilted_tail(double gamma, double c, double z) {
    if (gamma * c >= 5)
        return -std::exp(-z * z / 2 + 2 * gamma * c) / std::sqrt(2 * kPi) * (1 / z - 1 / (z * z * z));
    return std::exp(2 * gamma * c) * normal_cdf(z);
}

}  // namespace

double Brownian::outcome_cdf(double T, double y) const {
    const double sigma2 = sigma * sigma;
    const double gamma = mu / sigma2;
    const double A = b - a;
    if (sigma2 * T / (A * A) < 1e-2 || std::fabs(gamma * A) > 15) return outcome_cdf_siegmund(T, y);
    return outcome_cdf_series(T, y);
}

double Brownian::outcome_cdf_series(double T, double y) const {
    // Shift so the barriers are 0 and A and the start is x.
    const double sigma2 = sigma * sigma;
    const double A = b - a;
    const double x = -a;
    y -= a;
    const double gamma = mu / sigma2;
    const auto eigenvalue = [&](int n) {
        const double k = n * kPi / A;
        return k * k * sigma2 / 2 + (mu * mu / sigma2) / 2;
    };
    const double lambda1 = eigenvalue(1);
    const double scale = std::exp(-lambda1 * T - x * gamma + y * gamma);
    double sum = 0;
    for (int n = 1;; ++n) {
        const double decay = std::exp(-(eigenvalue(n) - lambda1) * T);
        const double primitive = sine_primitive(n, gamma, A, y);
        sum += decay * primitive * std::sin(n * kPi * x / A);
        if (std::fabs(scale * decay * primitive) <= 1e-9 || n > 100000) break;
    }
    // Probability of leaving through the lower barrier eventually (gambler's ruin).
    double ruin;
    if (gamma * A > 30)
        ruin = std::exp(-2 * gamma * x);
    else if (std::fabs(gamma * A) < 1e-8)
        ruin = (A - x) / A;
    else
        ruin = (1 - std::exp(2 * gamma * (A - x))) / (1 - std::exp(2 * gamma * A));
    return ruin + scale * sum;
}

double Brownian::outcome_cdf_siegmund(double T, double y) const {
    const double sigma2 = sigma * sigma;
    const double spread = std::sqrt(T * sigma2);
    const double drift = mu * T;
    const double gamma = mu / sigma2;
    const double z = (y - drift) / spread;
    const double za = (-y + drift + 2 * a) / spread;
    const double zb = (y - drift - 2 * b) / spread;
    return normal_cdf(z) + tilted_tail(gamma, a, za) - tilted_tail(gamma, b, zb);
}

}  // namespace gambit::elo
