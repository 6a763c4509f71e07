#pragma once
// The sequential probability ratio test on Elo: GSPRT log-likelihood ratio against Wald's bounds.
#include <string_view>

#include "elo/stats/counts.hpp"

namespace gambit::elo {

// Units of elo0/elo1: logistic Elo, normalized Elo, or (legacy) BayesElo; Cutechess: cutechess-cli's own test
// (cutechess_sprt.hpp), from single games.
enum class Model { Logistic, Normalized, BayesElo, Cutechess };

struct SprtParams {
    double elo0 = 0, elo1 = 2, alpha = 0.05, beta = 0.05;
    Model model = Model::Normalized;
};

enum class Verdict { Continue, AcceptH0, AcceptH1 };

struct SprtResult {
    double llr = 0, lower = 0, upper = 0;  // LLR and Wald's bounds ln(b/(1-a)), ln((1-b)/a)
    Verdict verdict = Verdict::Continue;
};

SprtResult sprt(const Trinomial& t, const SprtParams& params);
// BayesElo bounds are converted with the draw rate of the implied trinomial (pair middle = 2 draws).
SprtResult sprt(const Pentanomial& p, const SprtParams& params);

std::string_view to_string(Verdict v);  // "continue", "H0", "H1"
std::string_view to_string(Model m);    // "logistic", "normalized", "bayeselo"
bool parse_model(std::string_view text, Model& out);

// Wald's bounds and the strict stopping rule.
double lower_bound(const SprtParams& params);
double upper_bound(const SprtParams& params);
Verdict verdict(double llr, const SprtParams& params);

// BayesElo bounds restated in logistic Elo for the draw rate of `t`; other models unchanged.
SprtParams resolve_bayeselo(const SprtParams& params, const Trinomial& t);

// The LLR over a distribution of samples worth `games_per_sample` games (logistic or normalized).
double sprt_llr(const Distribution& d, double games_per_sample, const SprtParams& resolved);

}  // namespace gambit::elo
