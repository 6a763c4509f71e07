#pragma once
// Brownian motion with drift mu and variance sigma^2 per unit time, started at 0 and absorbed at the
// barriers a < 0 < b: the continuous model of an SPRT's log-likelihood-ratio path.
namespace gambit::elo {

struct Brownian {
    double a = -1, b = 1, mu = 0, sigma = 0.005;

    // Probability of an outcome no better than "still running at time T at height y": the path left
    // through a before T, or is alive at T below y. A sine-series solution of the heat equation,
    // or Siegmund's approximation where the series converges slowly.
    double outcome_cdf(double T, double y) const;

    double outcome_cdf_series(double T, double y) const;
    double outcome_cdf_siegmund(double T, double y) const;
};

}  // namespace gambit::elo
