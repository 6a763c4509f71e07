#include "elo/stats/sprt.hpp"

#include <cctype>
#include <cmath>
#include <string>

#include "elo/stats/bayeselo.hpp"
#include "elo/stats/cutechess_sprt.hpp"
#include "elo/stats/gsprt.hpp"
#include "elo/stats/logistic.hpp"

namespace gambit::elo {

double lower_bound(const SprtParams& params) {
    return std::log(params.beta / (1 - params.alpha));
}

double upper_bound(const SprtParams& params) {
    return std::log((1 - params.beta) / params.alpha);
}

Verdict verdict(double llr, const SprtParams& params) {
    if (llr < lower_bound(params)) return Verdict::AcceptH0;
    if (llr > upper_bound(params)) return Verdict::AcceptH1;
    return Verdict::Continue;
}

SprtParams resolve_bayeselo(const SprtParams& params, const Trinomial& t) {
    if (params.model != Model::BayesElo) return params;
    const double drawelo = draw_elo(t);
    SprtParams resolved = params;
    resolved.elo0 = bayeselo_to_elo(params.elo0, drawelo);
    resolved.elo1 = bayeselo_to_elo(params.elo1, drawelo);
    resolved.model = Model::Logistic;
    return resolved;
}

double sprt_llr(const Distribution& d, double games_per_sample, const SprtParams& resolved) {
    if (resolved.model == Model::Normalized) {
        // nElo bounds are per-game t-values; a pair of games has sqrt(2) times the t-value.
        const double scale = std::sqrt(games_per_sample) / kNeloPerT;
        return llr_t_value(d, resolved.elo0 * scale, resolved.elo1 * scale);
    }
    return llr_logistic(d, score_from_elo(resolved.elo0), score_from_elo(resolved.elo1));
}

namespace {

SprtResult run(const Distribution& d, double games_per_sample, const SprtParams& params,
               const SprtParams& resolved) {
    SprtResult r;
    r.llr = sprt_llr(d, games_per_sample, resolved);
    r.lower = lower_bound(params);
    r.upper = upper_bound(params);
    r.verdict = verdict(r.llr, params);
    return r;
}

}  // namespace

SprtResult sprt(const Trinomial& t, const SprtParams& params) {
    if (params.model == Model::Cutechess) return cutechess_sprt(t, params);
    return run(distribution(t), 1, params, resolve_bayeselo(params, t));
}

SprtResult sprt(const Pentanomial& p, const SprtParams& params) {
    if (params.model == Model::Cutechess) return cutechess_sprt(implied_trinomial(p), params);
    return run(distribution(p), 2, params, resolve_bayeselo(params, implied_trinomial(p)));
}

std::string_view to_string(Verdict v) {
    switch (v) {
        case Verdict::AcceptH0:
            return "H0";
        case Verdict::AcceptH1:
            return "H1";
        case Verdict::Continue:
            break;
    }
    return "continue";
}

std::string_view to_string(Model m) {
    switch (m) {
        case Model::Logistic:
            return "logistic";
        case Model::BayesElo:
            return "bayeselo";
        case Model::Cutechess:
            return "cutechess";
        case Model::Normalized:
            break;
    }
    return "normalized";
}

bool parse_model(std::string_view text, Model& out) {
    std::string lower(text);  // fishtest and its calculator spell them BayesElo, Logistic, Normalized
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "logistic")
        out = Model::Logistic;
    else if (lower == "normalized")
        out = Model::Normalized;
    else if (lower == "bayeselo")
        out = Model::BayesElo;
    else if (lower == "cutechess")
        out = Model::Cutechess;
    else
        return false;
    return true;
}

}  // namespace gambit::elo
