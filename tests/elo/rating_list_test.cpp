// Rating lists recover known ratings from synthetic tournaments, within their error bars.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "elo/stats/elo.hpp"

namespace gambit::elo {
namespace {

// "P<i>" (built by appending: g++ 12 warns falsely on "literal" + std::string, GCC bug 105329).
std::string name_of(const char* prefix, int i) {
    std::string name(prefix);
    name += std::to_string(i);
    return name;
}

// Plays `games` games between every two players with the logistic model and the given draw rate.
ResultTable round_robin(const std::vector<double>& truth, int games, double draw_rate, std::mt19937_64& rng) {
    ResultTable table;
    for (std::size_t i = 0; i < truth.size(); ++i) table.player(name_of("P", static_cast<int>(i)));
    std::uniform_real_distribution<double> u(0, 1);
    for (std::size_t i = 0; i < truth.size(); ++i)
        for (std::size_t j = i + 1; j < truth.size(); ++j) {
            const double s = score_from_elo(truth[i] - truth[j]);
            const double draw = std::min(draw_rate, 2 * std::min(s, 1 - s));
            const double win = s - draw / 2;
            Trinomial t;
            for (int g = 0; g < games; ++g) {
                const double x = u(rng);
                (x < win ? t.wins : x < win + draw ? t.draws : t.losses) += 1;
            }
            table.add(static_cast<int>(i), static_cast<int>(j), t);
        }
    return table;
}

double rating_of(const RatingList& list, const std::string& name) {
    for (const auto& r : list.ratings)
        if (r.name == name) return r.elo;
    ADD_FAILURE() << name;
    return 0;
}

const std::vector<double> kTruth = {-150, -60, 0, 40, 90, 200};  // mean 20

TEST(RatingList, RoundRobinRecoversKnownRatings) {
    std::mt19937_64 rng(20261122);
    const RatingList list = rate(round_robin(kTruth, 400, 0.3, rng));
    ASSERT_EQ(list.ratings.size(), kTruth.size());
    for (const auto& r : list.ratings) {
        const double truth = kTruth[std::stoul(r.name.substr(1))] - 20;
        EXPECT_NEAR(r.elo, truth, r.error) << r.name;
        EXPECT_GT(r.error, 5);
        EXPECT_LT(r.error, 40);
        EXPECT_EQ(r.games, 400 * 5);
    }
    double sum = 0;
    for (const auto& r : list.ratings) sum += r.elo;
    EXPECT_NEAR(sum, 0, 1e-6);
    EXPECT_EQ(list.ratings.front().name, "P5");  // best first
}

TEST(RatingList, ErrorBarsCoverTheTruthAboutNinetyFivePercentOfTheTime) {
    std::mt19937_64 rng(7);
    int covered = 0, total = 0;
    for (int run = 0; run < 60; ++run) {
        const RatingList list = rate(round_robin(kTruth, 200, 0.45, rng), {.anchor = "P2"});
        for (const auto& r : list.ratings) {
            if (r.name == "P2") continue;
            covered += std::fabs(r.elo - kTruth[std::stoul(r.name.substr(1))]) <= r.error;
            ++total;
        }
    }
    const double coverage = double(covered) / total;
    EXPECT_GT(coverage, 0.88);
    EXPECT_LT(coverage, 0.99);
}

TEST(RatingList, AnchoredGauntletRecoversEachPlayersEloWithinItsError) {
    std::mt19937_64 rng(3);
    ResultTable table;
    const int base = table.player("base");
    std::uniform_real_distribution<double> u(0, 1);
    for (double elo : {-30.0, 10.0, 50.0}) {
        const int p = table.player(name_of("v", static_cast<int>(elo)));
        Trinomial t;
        const double s = score_from_elo(elo);
        for (int g = 0; g < 2000; ++g) (u(rng) < s ? t.wins : t.losses) += 1;
        table.add(p, base, t);
    }
    const RatingList list = rate(table, {.anchor = "base", .anchor_elo = 3000});
    EXPECT_EQ(list.anchor, "base");
    for (const auto& r : list.ratings) {
        if (r.name == "base") {
            EXPECT_EQ(r.elo, 3000);
            EXPECT_EQ(r.error, 0);
        } else {
            EXPECT_NEAR(r.elo - 3000, std::stod(r.name.substr(1)), r.error) << r.name;
        }
    }
}

TEST(RatingList, TwoPlayersMatchThePairEstimate) {
    ResultTable table;
    table.add(table.player("A"), table.player("B"), Trinomial{.wins = 136, .draws = 111, .losses = 96});
    const RatingList list = rate(table, {.anchor = "B"});
    EXPECT_NEAR(rating_of(list, "A"), estimate(Trinomial{136, 111, 96}).elo, 0.01);
}

TEST(RatingList, PerfectScoreStaysFinite) {
    ResultTable table;
    table.add(table.player("A"), table.player("B"), Trinomial{.wins = 10});
    table.add(table.player("B"), table.player("C"), Trinomial{.wins = 5, .draws = 5, .losses = 5});
    const RatingList list = rate(table);
    for (const auto& r : list.ratings) {
        EXPECT_TRUE(std::isfinite(r.elo));
        EXPECT_TRUE(std::isfinite(r.error));
    }
    EXPECT_EQ(list.ratings.front().name, "A");
}

TEST(RatingList, RefusesWhatCannotBeRated) {
    ResultTable table;
    table.add(table.player("A"), table.player("B"), Trinomial{.wins = 1});
    table.add(table.player("C"), table.player("D"), Trinomial{.wins = 1});
    EXPECT_THROW(rate(table), RatingError);
    ResultTable empty;
    EXPECT_THROW(rate(empty), RatingError);
    ResultTable one;
    one.add(one.player("A"), one.player("B"), Trinomial{.draws = 2});
    EXPECT_THROW(rate(one, {.anchor = "Z"}), RatingError);
}

}  // namespace
}  // namespace gambit::elo
