#include "elo/stats/rating_list.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include <Eigen/Dense>

#include "elo/stats/logistic.hpp"

namespace gambit::elo {

namespace {

constexpr double kEloPerNatural = 400 / 2.302585092994046;  // ratings are fitted as natural log-odds
constexpr double kVirtualDraws = 1e-3;  // per encounter, so a perfect score gives a finite rating

// Rating lists have at most a few hundred players: dense matrices, Cholesky (LLT) solves.
using Matrix = Eigen::MatrixXd;
using Vector = Eigen::VectorXd;

double log_f(double x) {
    return x > 0 ? -std::log1p(std::exp(-x)) : x - std::log1p(std::exp(x));
}
double f(double x) {
    return 1 / (1 + std::exp(-x));
}

// The fit, with player 0 held at 0 (the other players' coordinates are the unknowns 1..n-1).
class Fit {
  public:
    explicit Fit(const ResultTable& table) : table_(table), n_(table.players().size()) {}

    double log_likelihood(const std::vector<double>& x) const {
        double sum = 0;
        for (const Encounter& e : table_.encounters()) {
            const double games = total(e.wdl) + kVirtualDraws;
            const double points = e.wdl.wins + 0.5 * e.wdl.draws + kVirtualDraws / 2;
            const double d = x[e.a] - x[e.b];
            sum += points * log_f(d) + (games - points) * log_f(-d);
        }
        return sum;
    }

    // Gradient of the log-likelihood and Fisher information, over the free coordinates.
    void derivatives(const std::vector<double>& x, Vector& gradient, Matrix& information) const {
        gradient = Vector::Zero(free());
        information = Matrix::Zero(free(), free());
        for (const Encounter& e : table_.encounters()) {
            const double games = total(e.wdl) + kVirtualDraws;
            const double points = e.wdl.wins + 0.5 * e.wdl.draws + kVirtualDraws / 2;
            const double p = f(x[e.a] - x[e.b]);
            add_pair(e.a, e.b, points - games * p, games * p * (1 - p), gradient, information);
        }
    }

    // The observed variance of the scores around the fitted expectations (the sandwich's middle).
    Matrix observed_variance(const std::vector<double>& x) const {
        Matrix j = Matrix::Zero(free(), free());
        Vector unused = Vector::Zero(free());
        for (const Encounter& e : table_.encounters()) {
            const double p = f(x[e.a] - x[e.b]);
            const double v =
                e.wdl.wins * (1 - p) * (1 - p) + e.wdl.draws * (0.5 - p) * (0.5 - p) + e.wdl.losses * p * p;
            add_pair(e.a, e.b, 0, v, unused, j);
        }
        return j;
    }

    std::vector<double> maximise() const {
        std::vector<double> x(n_, 0.0);
        Vector gradient;
        Matrix information;
        double current = log_likelihood(x);
        for (int iteration = 0; iteration < 200; ++iteration) {
            derivatives(x, gradient, information);
            const Vector step = information.llt().solve(gradient);
            // Newton's step on a concave function; halve it until the likelihood does not drop.
            double scale = 1, largest = 0;
            std::vector<double> next = x;
            for (int halving = 0; halving < 60; ++halving, scale /= 2) {
                for (std::size_t i = 1; i < n_; ++i) next[i] = x[i] + scale * step[Eigen::Index(i - 1)];
                if (log_likelihood(next) >= current - 1e-12 * std::fabs(current)) break;
            }
            largest = scale * step.cwiseAbs().maxCoeff();
            x = next;
            current = log_likelihood(x);
            if (largest < 1e-10) break;
        }
        return x;
    }

  private:
    Eigen::Index free() const { return static_cast<Eigen::Index>(n_ - 1); }

    // Adds a pair's contribution to the gradient (g) and to a matrix (h) over the free coordinates.
    void add_pair(int a, int b, double g, double h, Vector& gradient, Matrix& m) const {
        const bool free_a = a > 0, free_b = b > 0;
        const auto ia = static_cast<Eigen::Index>(a - 1), ib = static_cast<Eigen::Index>(b - 1);
        if (free_a) gradient[ia] += g, m(ia, ia) += h;
        if (free_b) gradient[ib] -= g, m(ib, ib) += h;
        if (free_a && free_b) m(ia, ib) -= h, m(ib, ia) -= h;
    }

    const ResultTable& table_;
    std::size_t n_;
};

// Covariance of all ratings with player 0 as the reference: H^-1 J H^-1, embedded with a zero row 0.
Matrix covariance(const Fit& fit, const std::vector<double>& x) {
    const auto n = static_cast<Eigen::Index>(x.size());
    Vector gradient;
    Matrix h;
    fit.derivatives(x, gradient, h);
    const Matrix inverse = h.llt().solve(Matrix::Identity(n - 1, n - 1));
    Matrix cov = Matrix::Zero(n, n);
    cov.bottomRightCorner(n - 1, n - 1) = inverse * fit.observed_variance(x) * inverse;
    return cov;
}

// Two players not linked by any chain of games, if there are such.
std::optional<std::pair<int, int>> disconnected(const ResultTable& table) {
    std::vector<int> parent(table.players().size());
    std::iota(parent.begin(), parent.end(), 0);
    const auto root = [&](int i) {
        while (parent[i] != i) i = parent[i] = parent[parent[i]];
        return i;
    };
    for (const Encounter& e : table.encounters())
        if (total(e.wdl) > 0) parent[root(e.a)] = root(e.b);
    for (int i = 1; i < static_cast<int>(parent.size()); ++i)
        if (root(i) != root(0)) return std::pair{0, i};
    return std::nullopt;
}

}  // namespace

RatingList rate(const ResultTable& table, const RatingOptions& options) {
    const auto& names = table.players();
    const std::size_t n = names.size();
    if (n < 2 || table.games() == 0) throw RatingError("no games between two players to rate");
    if (auto pair = disconnected(table))
        throw RatingError("players '" + names[pair->first] + "' and '" + names[pair->second] +
                          "' are not connected by any chain of games; rate each pool separately");
    std::optional<std::size_t> anchor;
    if (options.anchor) {
        const auto it = std::find(names.begin(), names.end(), *options.anchor);
        if (it == names.end()) throw RatingError("anchor '" + *options.anchor + "' played no game");
        anchor = static_cast<std::size_t>(it - names.begin());
    }

    const Fit fit(table);
    const std::vector<double> x = fit.maximise();
    const Matrix cov = covariance(fit, x);
    const auto covariance_of = [&](std::size_t i, std::size_t k) { return cov(Eigen::Index(i), Eigen::Index(k)); };

    // Shift to the anchor (or the mean) and take each rating's variance relative to that reference.
    const double mean = std::accumulate(x.begin(), x.end(), 0.0) / static_cast<double>(n);
    std::vector<double> column_mean(n, 0.0);
    double total_mean = 0;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t k = 0; k < n; ++k) column_mean[i] += covariance_of(i, k) / static_cast<double>(n);
        total_mean += column_mean[i] / static_cast<double>(n);
    }

    RatingList list;
    if (anchor) list.anchor = names[*anchor];
    for (std::size_t i = 0; i < n; ++i) {
        Rating r;
        r.name = names[i];
        double variance;
        if (anchor) {
            const std::size_t k = *anchor;
            r.elo = (x[i] - x[k]) * kEloPerNatural + options.anchor_elo;
            variance = covariance_of(i, i) + covariance_of(k, k) - 2 * covariance_of(i, k);
        } else {
            r.elo = (x[i] - mean) * kEloPerNatural;
            variance = covariance_of(i, i) - 2 * column_mean[i] + total_mean;  // (P C P)_ii with P = I - 11'/n
        }
        r.error = kZ975 * std::sqrt(std::max(variance, 0.0)) * kEloPerNatural;
        list.ratings.push_back(r);
    }
    for (const Encounter& e : table.encounters()) {
        Rating& a = list.ratings[e.a];
        Rating& b = list.ratings[e.b];
        const double games = total(e.wdl);
        a.games += games, b.games += games;
        a.draws += e.wdl.draws, b.draws += e.wdl.draws;
        a.points += e.wdl.wins + 0.5 * e.wdl.draws;
        b.points += e.wdl.losses + 0.5 * e.wdl.draws;
    }
    std::stable_sort(list.ratings.begin(), list.ratings.end(),
                     [](const Rating& l, const Rating& r) { return l.elo > r.elo; });
    return list;
}

}  // namespace gambit::elo
