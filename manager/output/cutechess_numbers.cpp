#include "manager/output/cutechess_numbers.hpp"

#include <cmath>
#include <cstdio>

namespace gambit::match {
namespace {

double cutechess_elo_of(double p) { return -400.0 * std::log10(1.0 / p - 1.0); }

// cutechess's approximation of the inverse error function (Winitzki's), with its own pi.
double erf_inv(double x) {
    const double pi = 3.1415926535897;
    const double a = 8.0 * (pi - 3.0) / (3.0 * pi * (4.0 - pi));
    const double y = std::log(1.0 - x * x);
    const double z = 2.0 / (pi * a) + y / 2.0;
    const double r = std::sqrt(std::sqrt(z * z - y / a) - z);
    return x < 0.0 ? -r : r;
}

double phi_inv(double p) { return std::sqrt(2.0) * erf_inv(2.0 * p - 1.0); }

struct Probabilities {
    double win, loss, draw;
};

Probabilities from_bayes(double bayes_elo, double draw_elo) {
    Probabilities p;
    p.win = 1.0 / (1.0 + std::pow(10.0, (draw_elo - bayes_elo) / 400.0));
    p.loss = 1.0 / (1.0 + std::pow(10.0, (draw_elo + bayes_elo) / 400.0));
    p.draw = 1.0 - p.win - p.loss;
    return p;
}

}  // namespace

CutechessElo cutechess_elo(const elo::Trinomial& t) {
    const double n = t.wins + t.losses + t.draws;
    const double w = t.wins / n, l = t.losses / n, d = t.draws / n;
    const double mu = w + d / 2.0;
    const double deviation = w * std::pow(1.0 - mu, 2.0) + l * std::pow(0.0 - mu, 2.0) + d * std::pow(0.5 - mu, 2.0);
    const double stdev = std::sqrt(deviation) / std::sqrt(n);
    CutechessElo e;
    e.diff = cutechess_elo_of(mu);
    e.error = (cutechess_elo_of(mu + phi_inv(0.975) * stdev) - cutechess_elo_of(mu + phi_inv(0.025) * stdev)) / 2.0;
    e.los = 100 * (0.5 + 0.5 * std::erf((t.wins - t.losses) / std::sqrt(2.0 * (t.wins + t.losses))));
    e.draw_ratio = t.draws / n;
    e.point_ratio = (t.wins * 2 + t.draws) / ((t.wins + t.losses + t.draws) * 2);
    return e;
}

CutechessSprt cutechess_sprt(const elo::Trinomial& t, const SprtSettings& settings) {
    // Without -sprt cutechess counts no games into its test and all its parameters are zero.
    const double elo0 = settings.enabled ? settings.elo0 : 0, elo1 = settings.enabled ? settings.elo1 : 0;
    const double alpha = settings.enabled ? settings.alpha : 0, beta = settings.enabled ? settings.beta : 0;
    // Half a game more of each kind: the Jeffreys prior cutechess regularises with.
    const double wins = (settings.enabled ? t.wins : 0) + 0.5, losses = (settings.enabled ? t.losses : 0) + 0.5;
    const double draws = (settings.enabled ? t.draws : 0) + 0.5;
    const double count = wins + losses + draws;
    const double p_win = wins / count, p_loss = losses / count;
    const double draw_elo = 200.0 * std::log10((1.0 - p_loss) / p_loss * (1.0 - p_win) / p_win);
    const double x = std::pow(10.0, -draw_elo / 400.0);
    const double scale = 4.0 * x / ((1.0 + x) * (1.0 + x));
    const Probabilities p0 = from_bayes(elo0 / scale, draw_elo), p1 = from_bayes(elo1 / scale, draw_elo);
    CutechessSprt s;
    s.llr = wins * std::log(p1.win / p0.win) + losses * std::log(p1.loss / p0.loss) + draws * std::log(p1.draw / p0.draw);
    s.lower = std::log(beta / (1.0 - alpha));
    s.upper = std::log((1.0 - beta) / alpha);
    s.verdict = s.llr >= s.upper ? 1 : s.llr <= s.lower ? -1 : 0;
    return s;
}

// Qt rounds an exact tie away from zero (56.25 -> "56.3"), where printf rounds it to even ("56.2"): round
// the exact decimal expansion of x (glibc prints it in full) by hand.
std::string qt_fixed(double x, int decimals, int width) {
    std::string text;
    if (std::isnan(x)) text = "nan";
    else if (std::isinf(x)) text = x < 0 ? "-inf" : "inf";
    else {
        char buf[512];
        std::snprintf(buf, sizeof buf, "%.60f", std::fabs(x));
        std::string digits = buf;
        const std::size_t point = digits.find('.');
        const std::size_t keep = point + (decimals > 0 ? 1 + static_cast<std::size_t>(decimals) : 0);
        const bool up = digits[point + 1 + static_cast<std::size_t>(decimals)] >= '5';
        digits.resize(keep);
        if (up) {
            std::size_t i = digits.size();
            while (i-- > 0) {
                if (digits[i] == '.') continue;
                if (digits[i] != '9') { ++digits[i]; break; }
                digits[i] = '0';
                if (i == 0) digits.insert(digits.begin(), '1');
            }
        }
        if (!digits.empty() && digits.back() == '.') digits.pop_back();
        text = (x < 0 ? "-" : "") + digits;  // -0 is not below 0: Qt prints it as 0
    }
    if (static_cast<int>(text.size()) < width) text.insert(0, static_cast<std::size_t>(width) - text.size(), ' ');
    return text;
}

std::string qt_general3(double x) {
    if (std::isnan(x)) return "nan";
    if (x == 0) x = 0;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3g", x);
    return buf;
}

}  // namespace gambit::match
