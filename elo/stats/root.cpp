#include "elo/stats/root.hpp"

#include <cmath>
#include <utility>

namespace gambit::elo {

// Brent (1973), "Algorithms for Minimization without Derivatives", ch. 4. Invariant: the root lies
// between b (the best estimate) and c, and |f(b)| <= |f(c)|; a is the previous b.
std::optional<double> find_root(const std::function<double(double)>& f, double lo, double hi,
                                const RootOptions& options) {
    double a = lo, b = hi;
    double fa = f(a), fb = f(b);
    if (fa == 0) return a;
    if (fb == 0) return b;
    if ((fa > 0) == (fb > 0)) return std::nullopt;

    double c = a, fc = fa;
    double step = b - a, previous_step = step;
    for (int iteration = 0; iteration < options.max_iterations; ++iteration) {
        if ((fb > 0) == (fc > 0)) {  // keep the root bracketed between b and c
            c = a;
            fc = fa;
            step = previous_step = b - a;
        }
        if (std::fabs(fc) < std::fabs(fb)) {  // b must be the better end
            a = b, b = c, c = a;
            fa = fb, fb = fc, fc = fa;
        }
        const double tolerance = 0.5 * (options.xtol + options.rtol * std::fabs(b));
        const double half = 0.5 * (c - b);
        if (fb == 0 || std::fabs(half) <= tolerance) return b;

        if (std::fabs(previous_step) >= tolerance && std::fabs(fa) > std::fabs(fb)) {
            // Try interpolation: secant with two points, inverse quadratic with three.
            double p, q;
            const double s = fb / fa;
            if (a == c) {
                p = 2 * half * s;
                q = 1 - s;
            } else {
                const double r = fb / fc, t = fa / fc;
                p = s * (2 * half * t * (t - r) - (b - a) * (r - 1));
                q = (t - 1) * (r - 1) * (s - 1);
            }
            if (p > 0) q = -q;
            p = std::fabs(p);
            // Accept the step only if it stays well inside the bracket and shrinks fast enough.
            if (2 * p < std::fmin(3 * half * q - std::fabs(tolerance * q), std::fabs(previous_step * q))) {
                previous_step = step;
                step = p / q;
            } else {
                step = previous_step = half;
            }
        } else {
            step = previous_step = half;
        }
        a = b;
        fa = fb;
        b += std::fabs(step) > tolerance ? step : (half > 0 ? tolerance : -tolerance);
        fb = f(b);
    }
    return b;
}

}  // namespace gambit::elo
