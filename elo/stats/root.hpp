#pragma once
// Brent's bracketed root finder: inverse quadratic interpolation and secant steps, falling back to
// bisection, so it converges on any continuous function whose sign differs at the bracket ends.
#include <functional>
#include <optional>

namespace gambit::elo {

struct RootOptions {
    double xtol = 1e-12;    // absolute tolerance on the root
    double rtol = 4.5e-16;  // relative tolerance on the root
    int max_iterations = 200;
};

// The root of f in [lo, hi], or nothing when f(lo) and f(hi) have the same sign.
std::optional<double> find_root(const std::function<double(double)>& f, double lo, double hi,
                                const RootOptions& options = {});

}  // namespace gambit::elo
