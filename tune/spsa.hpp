// SPSA as fishtest runs it (server/fishtest/spsa_handler.py, spsa_workflow.py at official-stockfish/fishtest
// b8eecff), one iteration = one game pair between theta + c_k*delta and theta - c_k*delta:
//
//   N  = planned iterations (fishtest: num_iter = num_games // 2)
//   A  = int(A_ratio * N)                  (build_spsa_state: "A": int(A_ratio * num_games / 2); A_ratio 0.1)
//   alpha = 0.602, gamma = 0.101           (_CLASSIC_SPSA_FORM_DEFAULTS)
//   c   = c_end * N^gamma                  (parse_spsa_params: param["c"])
//   a_end = r_end * c_end^2,  a = a_end * (A + N)^alpha
//   iteration k (0-based; fishtest's iter_local = iter + 1 = k + 1):
//     c_k = c / (k + 1)^gamma,  R_k = a / (A + k + 1)^alpha / c_k^2    (_generate_data)
//     the two sides play clip(theta +- c_k * flip)                     (_param_clip, w_params / b_params)
//     theta = clip(theta + R_k * c_k * result * flip)                  (__update_spsa_data)
//   with result = wins - losses of the theta + c_k*flip side over the pair, flip = +-1 per parameter, and
//   clip = clamp to [min, max]. So a_k = a / (A + k + 1)^alpha and the step is a_k / c_k * result * flip.
//   Integer (spin) options get fishtest's stochastic rounding, floor(value + U[0,1)) (worker/games.py).
//
// The random draws of iteration k come from a generator seeded by (seed, k), not from one stream that
// runs through the iterations: a resumed run, or iterations finishing in another order, draw exactly what
// an uninterrupted run draws.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tune/spsa_params.hpp"

namespace gambit::tune {

struct SpsaSchedule {
    int iterations = 0;  // N, planned game pairs
    double A = 0;        // int(A_ratio * N)
    double alpha = 0.602, gamma = 0.101;
};

// fishtest's defaults: A_ratio 0.1, alpha 0.602, gamma 0.101; A is truncated to an integer as fishtest does.
SpsaSchedule make_spsa_schedule(int iterations, double a_ratio = 0.1, double alpha = 0.602, double gamma = 0.101);

struct Gains {
    double c = 0;  // c_k: perturbation
    double a = 0;  // a_k: step numerator
    double R() const { return a / (c * c); }  // fishtest's "R"
};

// The gains of iteration k (0-based) for one parameter.
Gains spsa_gains(const SpsaParam& param, const SpsaSchedule& schedule, int k);

// The random draws of iteration k: one flip (+1 or -1) per parameter, and for each side the uniform
// numbers of stochastic rounding.
struct IterationDraws {
    std::vector<int> flip;
    std::vector<double> round_plus, round_minus;  // in [0, 1)
};
IterationDraws draw_iteration(std::uint64_t seed, int k, std::size_t params);

// What one iteration plays: the clipped values of both sides (before rounding).
struct Perturbation {
    std::vector<double> plus, minus;
};
Perturbation perturb(const std::vector<SpsaParam>& params, const SpsaSchedule& schedule, int k,
                     const std::vector<double>& theta, const IterationDraws& draws);

// theta after iteration k's result (wins - losses of the plus side, -2..2 for a pair), clipped.
std::vector<double> spsa_update(const std::vector<SpsaParam>& params, const SpsaSchedule& schedule, int k,
                                const std::vector<double>& theta, const IterationDraws& draws, int result);

// The text sent as the option's value: an integer option is rounded stochastically with `u` (fishtest's
// floor(value + u)) and kept within [ceil(min), floor(max)]; any other option gets the value itself.
std::string option_value(double value, bool integer, double u, const SpsaParam& param);

}  // namespace gambit::tune
