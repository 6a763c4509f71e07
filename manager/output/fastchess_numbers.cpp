#include "manager/output/fastchess_numbers.hpp"

#include <cmath>

namespace gambit::match {
namespace {

constexpr double kZ95 = 1.959963984540054;

double fastchess_elo_of(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }

// One estimate from the outcome shares and their scores; `pair_scale` is 2 for pairs (nElo per pair).
FastchessElo fastchess_estimate(const double* share, const double* value, int n, double count, double pair_scale) {
    double score = 0;
    for (int i = 0; i < n; ++i) score += value[i] * share[i];
    double variance = 0;
    for (int i = 0; i < n; ++i) variance += share[i] * std::pow(value[i] - score, 2);
    const double per_unit = variance / count;
    const double upper = score + kZ95 * std::sqrt(per_unit), lower = score - kZ95 * std::sqrt(per_unit);
    auto nelo = [&](double s) { return (s - 0.5) / std::sqrt(pair_scale * variance) * (800 / std::log(10)); };
    FastchessElo e;
    e.diff = fastchess_elo_of(score);
    e.error = (fastchess_elo_of(upper) - fastchess_elo_of(lower)) / 2.0;
    e.nelo = nelo(score);
    e.nelo_error = (nelo(upper) - nelo(lower)) / 2.0;
    e.los = (1 - std::erf(-(score - 0.5) / std::sqrt(2.0 * per_unit))) / 2.0 * 100.0;
    return e;
}

}  // namespace

FastchessCounts& FastchessCounts::operator+=(const FastchessCounts& o) {
    wins += o.wins, losses += o.losses, draws += o.draws;
    ll += o.ll, ld += o.ld, wl += o.wl, dd += o.dd, wd += o.wd, ww += o.ww;
    return *this;
}

FastchessCounts fastchess_counts(const EncounterStats& s, bool from_b) {
    const elo::Trinomial& t = s.pentanomial ? s.paired_wdl : s.wdl;
    const auto& p = s.penta.pairs;
    FastchessCounts c;
    c.wins = static_cast<int>(t.wins), c.losses = static_cast<int>(t.losses), c.draws = static_cast<int>(t.draws);
    c.ll = static_cast<int>(p[0]), c.ld = static_cast<int>(p[1]), c.wd = static_cast<int>(p[3]), c.ww = static_cast<int>(p[4]);
    c.wl = s.penta_wl, c.dd = s.penta_dd;
    if (from_b) {
        std::swap(c.wins, c.losses);
        std::swap(c.ll, c.ww);
        std::swap(c.ld, c.wd);
    }
    return c;
}

FastchessElo fastchess_elo(const FastchessCounts& c, bool pentanomial) {
    if (pentanomial) {
        const double n = c.pairs();
        const double share[] = {c.ww / n, c.wd / n, (c.wl / n + c.dd / n), c.ld / n, c.ll / n};
        const double value[] = {1, 0.75, 0.5, 0.25, 0};
        return fastchess_estimate(share, value, 5, n, 2);
    }
    const double n = c.games();
    const double share[] = {c.wins / n, c.draws / n, c.losses / n};
    const double value[] = {1, 0.5, 0};
    return fastchess_estimate(share, value, 3, n, 1);
}

double fastchess_draw_ratio(const FastchessCounts& c, bool pentanomial) {
    if (pentanomial) return ((c.wl + c.dd) / static_cast<double>(c.pairs())) * 100.0;
    return 100.0 * c.draws / static_cast<double>(c.games());
}

double fastchess_pairs_ratio(const FastchessCounts& c) {
    return static_cast<double>(c.ww + c.wd) / (c.ld + c.ll);
}

double fastchess_points_ratio(const FastchessCounts& c) { return c.points() / c.games() * 100; }

double fastchess_wl_dd_ratio(const FastchessCounts& c) { return static_cast<double>(c.wl) / c.dd; }

}  // namespace gambit::match
