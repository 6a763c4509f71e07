#include "elo/stats/cutechess_sprt.hpp"

#include <cmath>

namespace gambit::elo {
namespace {

struct Probabilities {
    double win, loss, draw;
};

// The win and loss probabilities of a BayesElo difference at a draw Elo.
Probabilities from_bayeselo(double bayes_elo, double draw_elo) {
    const double win = 1 / (1 + std::pow(10.0, (draw_elo - bayes_elo) / 400));
    const double loss = 1 / (1 + std::pow(10.0, (draw_elo + bayes_elo) / 400));
    return {win, loss, 1 - win - loss};
}

}  // namespace

SprtResult cutechess_sprt(const Trinomial& t, const SprtParams& params) {
    SprtResult r;
    r.lower = lower_bound(params);
    r.upper = upper_bound(params);
    const double wins = t.wins + 0.5, losses = t.losses + 0.5, draws = t.draws + 0.5;
    const double n = wins + losses + draws;
    const double pw = wins / n, pl = losses / n;
    const double draw_elo = 200 * std::log10((1 - pl) / pl * (1 - pw) / pw);
    const double x = std::pow(10.0, -draw_elo / 400);
    const double scale = 4 * x / ((1 + x) * (1 + x));
    const Probabilities p0 = from_bayeselo(params.elo0 / scale, draw_elo);
    const Probabilities p1 = from_bayeselo(params.elo1 / scale, draw_elo);
    r.llr = wins * std::log(p1.win / p0.win) + losses * std::log(p1.loss / p0.loss) + draws * std::log(p1.draw / p0.draw);
    r.verdict = r.llr >= r.upper ? Verdict::AcceptH1 : r.llr <= r.lower ? Verdict::AcceptH0 : Verdict::Continue;
    return r;
}

}  // namespace gambit::elo
