#include "elo/stats/bayeselo.hpp"

#include <cmath>

#include "elo/stats/logistic.hpp"

namespace gambit::elo {

double draw_elo(const Trinomial& t) {
    const Distribution d = distribution(t);  // p = (loss, draw, win), no zero
    const double loss = d.p[0], win = d.p[2];
    return 200 * std::log10((1 - loss) / loss * (1 - win) / win);
}

double bayeselo_to_elo(double bayeselo, double drawelo) {
    const double win = 1 / (1 + std::pow(10.0, (drawelo - bayeselo) / 400));
    const double loss = 1 / (1 + std::pow(10.0, (drawelo + bayeselo) / 400));
    return elo_from_score(win + 0.5 * (1 - win - loss));
}

}  // namespace gambit::elo
