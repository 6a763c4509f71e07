#include "elo/rating_list.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "elo/logistic.hpp"

namespace gambit::elo {

namespace {

constexpr double kEloPerNatural = 400 / 2.302585092994046;  // ratings are fitted as natural log-odds
constexpr double kVirtualDraws = 1e-3;  // per encounter, so a perfect score gives a finite rating

// A dense symmetric matrix, row-major; rating lists have at most a few hundred players.
struct Matrix {
    std::size_t n;
    std::vector<double> v;
    explicit Matrix(std::size_t size) : n(size), v(size * size, 0.0) {}
    double& operator()(std::size_t i, std::size_t j) { return v[i * n + j]; }
    double operator()(std::size_t i, std::size_t j) const { return v[i * n + j]; }
};

// Cholesky factor L (lower) of a positive definite matrix, in place.
void cholesky(Matrix& m) {
    for (std::size_t j = 0; j < m.n; ++j) {
        double d = m(j, j);
        for (std::size_t k = 0; k < j; ++k) d -= m(j, k) * m(j, k);
        m(j, j) = std::sqrt(std::max(d, 1e-300));
        for (std::size_t i = j + 1; i < m.n; ++i) {
            double s = m(i, j);
            for (std::size_t k = 0; k < j; ++k) s -= m(i, k) * m(j, k);
            m(i, j) = s / m(j, j);
        }
    }
}

// Solves L L^T x = b.
std::vector<double> cholesky_solve(const Matrix& l, std::vector<double> b) {
    for (std::size_t i = 0; i < l.n; ++i) {
        for (std::size_t k = 0; k < i; ++k) b[i] -= l(i, k) * b[k];
        b[i] /= l(i, i);
    }
    for (std::size_t i = l.n; i-- > 0;) {
        for (std::size_t k = i + 1; k < l.n; ++k) b[i] -= l(k, i) * b[k];
        b[i] /= l(i, i);
    }
    return b;
}

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
    void derivatives(const std::vector<double>& x, std::vector<double>& gradient, Matrix& information) const {
        gradient.assign(n_ - 1, 0.0);
        information = Matrix(n_ - 1);
        for (const Encounter& e : table_.encounters()) {
            const double games = total(e.wdl) + kVirtualDraws;
            const double points = e.wdl.wins + 0.5 * e.wdl.draws + kVirtualDraws / 2;
            const double p = f(x[e.a] - x[e.b]);
            add_pair(e.a, e.b, points - games * p, games * p * (1 - p), gradient, information);
        }
    }

    // The observed variance of the scores around the fitted expectations (the sandwich's middle).
    Matrix observed_variance(const std::vector<double>& x) const {
        Matrix j(n_ - 1);
        std::vector<double> unused(n_ - 1);
        for (const Encounter& e : table_.encounters()) {
            const double p = f(x[e.a] - x[e.b]);
            const double v =
                e.wdl.wins * (1 - p) * (1 - p) + e.wdl.draws * (0.5 - p) * (0.5 - p) + e.wdl.losses * p * p;
            add_pair(e.a, e.b, 0, v, unused, j);
        }
        return j;
    }

    std::vector<double> maximise() const {
        std::vector<double> x(n_, 0.0), gradient;
        Matrix information(n_ - 1);
        double current = log_likelihood(x);
        for (int iteration = 0; iteration < 200; ++iteration) {
            derivatives(x, gradient, information);
            cholesky(information);
            const std::vector<double> step = cholesky_solve(information, gradient);
            // Newton's step on a concave function; halve it until the likelihood does not drop.
            double scale = 1, largest = 0;
            std::vector<double> next = x;
            for (int halving = 0; halving < 60; ++halving, scale /= 2) {
                for (std::size_t i = 1; i < n_; ++i) next[i] = x[i] + scale * step[i - 1];
                if (log_likelihood(next) >= current - 1e-12 * std::fabs(current)) break;
            }
            for (double s : step) largest = std::max(largest, std::fabs(scale * s));
            x = next;
            current = log_likelihood(x);
            if (largest < 1e-10) break;
        }
        return x;
    }

  private:
    // Adds a pair's contribution to the gradient (g) and to a matrix (h) over the free coordinates.
    void add_pair(int a, int b, double g, double h, std::vector<double>& gradient, Matrix& m) const {
        const bool free_a = a > 0, free_b = b > 0;
        const auto ia = static_cast<std::size_t>(a - 1), ib = static_cast<std::size_t>(b - 1);
        if (free_a) gradient[ia] += g, m(ia, ia) += h;
        if (free_b) gradient[ib] -= g, m(ib, ib) += h;
        if (free_a && free_b) m(ia, ib) -= h, m(ib, ia) -= h;
    }

    const ResultTable& table_;
    std::size_t n_;
};

// Covariance of all ratings with player 0 as the reference: H^-1 J H^-1, embedded with a zero row 0.
Matrix covariance(const Fit& fit, const std::vector<double>& x) {
    const std::size_t n = x.size();
    std::vector<double> gradient;
    Matrix h(n - 1);
    fit.derivatives(x, gradient, h);
    cholesky(h);
    const Matrix j = fit.observed_variance(x);
    // inverse = H^-1 column by column, then H^-1 J H^-1.
    Matrix inverse(n - 1);
    for (std::size_t c = 0; c + 1 < n; ++c) {
        std::vector<double> e(n - 1, 0.0);
        e[c] = 1;
        const auto col = cholesky_solve(h, e);
        for (std::size_t r = 0; r + 1 < n; ++r) inverse(r, c) = col[r];
    }
    Matrix ij(n - 1), cov(n);
    for (std::size_t r = 0; r + 1 < n; ++r)
        for (std::size_t k = 0; k + 1 < n; ++k) {
            if (j(r, k) == 0) continue;
            for (std::size_t c = 0; c + 1 < n; ++c) ij(c, k) += inverse(c, r) * j(r, k);
        }
    for (std::size_t r = 0; r + 1 < n; ++r)
        for (std::size_t c = 0; c + 1 < n; ++c) {
            double s = 0;
            for (std::size_t k = 0; k + 1 < n; ++k) s += ij(r, k) * inverse(k, c);
            cov(r + 1, c + 1) = s;
        }
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

    // Shift to the anchor (or the mean) and take each rating's variance relative to that reference.
    const double mean = std::accumulate(x.begin(), x.end(), 0.0) / static_cast<double>(n);
    std::vector<double> column_mean(n, 0.0);
    double total_mean = 0;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t k = 0; k < n; ++k) column_mean[i] += cov(i, k) / static_cast<double>(n);
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
            variance = cov(i, i) + cov(k, k) - 2 * cov(i, k);
        } else {
            r.elo = (x[i] - mean) * kEloPerNatural;
            variance = cov(i, i) - 2 * column_mean[i] + total_mean;  // (P C P)_ii with P = I - 11'/n
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
