#include "model/simulation.hpp"

#include <gtest/gtest.h>

#include "model/recurrences.hpp"

namespace gambit::model {
namespace {

SimulationSettings settings_for(TreeKind kind, double p, int height, std::size_t trials) {
    SimulationSettings settings;
    settings.kind = kind;
    settings.p = p;
    settings.height = height;
    settings.m = 40;
    settings.trials = trials;
    settings.seed = 1;
    return settings;
}

TEST(Simulation, SameSeedGivesSameEstimate) {
    const SimulationSettings settings = settings_for(TreeKind::pgame, 0.7, 2, 500);
    const SimulationResult first = simulate_error(settings);
    const SimulationResult second = simulate_error(settings);
    EXPECT_EQ(first.mean, second.mean);
    EXPECT_EQ(first.half_width, second.half_width);
    EXPECT_EQ(first.trials, 500u);

    SimulationSettings other = settings;
    other.seed = 2;
    EXPECT_NE(simulate_error(other).mean, first.mean);
}

TEST(Simulation, PerfectChoiceHasNoError) {
    for (TreeKind kind : {TreeKind::ngame, TreeKind::pgame}) {
        const SimulationResult result = simulate_error(settings_for(kind, 1.0, 3, 200));
        EXPECT_EQ(result.mean, 0.0);
        EXPECT_EQ(result.half_width, 0.0);
    }
}

// The explicit trees and the one-path search must reproduce the recurrences: every exact D lies inside
// the simulation's 95% interval (fixed seed, so the outcome is reproducible).
TEST(Simulation, AgreesWithRecurrencesWithinTheInterval) {
    for (TreeKind kind : {TreeKind::ngame, TreeKind::pgame})
        for (double p : {0.6, 0.9}) {
            const std::vector<double> exact = error_by_height(kind, p, 3, 40);
            for (int height = 1; height <= 3; ++height) {
                const SimulationResult result = simulate_error(settings_for(kind, p, height, 20000));
                EXPECT_TRUE(result.contains(exact[height - 1]))
                    << tree_kind_name(kind) << " p=" << p << " H=" << height << ": exact "
                    << exact[height - 1] << ", simulated " << result.mean << " +- " << result.half_width;
                EXPECT_GT(result.half_width, 0.0);
                EXPECT_LT(result.half_width, 0.01);
            }
        }
}

}  // namespace
}  // namespace gambit::model
