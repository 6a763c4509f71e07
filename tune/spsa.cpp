#include "tune/spsa.hpp"

#include <algorithm>
#include <cmath>
#include <random>

namespace gambit::tune {
namespace {

double clip(const SpsaParam& p, double value) { return std::min(std::max(value, p.min), p.max); }

std::uint64_t splitmix64(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

}  // namespace

SpsaSchedule make_spsa_schedule(int iterations, double a_ratio, double alpha, double gamma) {
    SpsaSchedule s;
    s.iterations = iterations;
    s.A = std::trunc(a_ratio * iterations);
    s.alpha = alpha;
    s.gamma = gamma;
    return s;
}

Gains spsa_gains(const SpsaParam& p, const SpsaSchedule& s, int k) {
    const double n = s.iterations, iter_local = k + 1.0;
    const double c = p.c_end * std::pow(n, s.gamma);
    const double a_end = p.r_end * p.c_end * p.c_end;
    const double a = a_end * std::pow(s.A + n, s.alpha);
    return {c / std::pow(iter_local, s.gamma), a / std::pow(s.A + iter_local, s.alpha)};
}

IterationDraws draw_iteration(std::uint64_t seed, int k, std::size_t params) {
    std::mt19937_64 rng(splitmix64(seed ^ splitmix64(static_cast<std::uint64_t>(k))));
    // Plain bit arithmetic rather than library distributions, whose algorithms differ between libraries.
    auto uniform = [&] { return static_cast<double>(rng() >> 11) * 0x1.0p-53; };
    IterationDraws d;
    for (std::size_t i = 0; i < params; ++i) d.flip.push_back((rng() >> 63) ? 1 : -1);
    for (std::size_t i = 0; i < params; ++i) d.round_plus.push_back(uniform());
    for (std::size_t i = 0; i < params; ++i) d.round_minus.push_back(uniform());
    return d;
}

Perturbation perturb(const std::vector<SpsaParam>& params, const SpsaSchedule& s, int k, const std::vector<double>& theta,
                     const IterationDraws& d) {
    Perturbation p;
    for (std::size_t i = 0; i < params.size(); ++i) {
        const double c = spsa_gains(params[i], s, k).c;
        p.plus.push_back(clip(params[i], theta[i] + c * d.flip[i]));
        p.minus.push_back(clip(params[i], theta[i] - c * d.flip[i]));
    }
    return p;
}

std::vector<double> spsa_update(const std::vector<SpsaParam>& params, const SpsaSchedule& s, int k,
                                const std::vector<double>& theta, const IterationDraws& d, int result) {
    std::vector<double> next(theta.size());
    for (std::size_t i = 0; i < params.size(); ++i) {
        const Gains g = spsa_gains(params[i], s, k);
        next[i] = clip(params[i], theta[i] + g.R() * g.c * result * d.flip[i]);
    }
    return next;
}

std::string option_value(double value, bool integer, double u, const SpsaParam& p) {
    if (!integer) return number_text(value);
    const double rounded = std::clamp(std::floor(value + u), std::ceil(p.min), std::floor(p.max));
    return std::to_string(static_cast<long long>(rounded));
}

}  // namespace gambit::tune
