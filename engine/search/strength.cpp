#include "engine/search/strength.hpp"

#include <algorithm>
#include <cmath>

namespace gambit::search::strength {

Plan plan_for(int elo) {
    elo = std::clamp(elo, MinElo, MaxElo);
    const double steps = double(elo - MinElo) / 160.0;
    const auto nodes = std::uint64_t(100.0 * std::pow(2.0, steps));
    const int noise = (MaxElo - elo) / 5;
    return Plan{nodes, noise > 0 ? 4 : 1, noise};
}

std::size_t choose(const std::vector<Candidate>& candidates, int noise_cp, std::uint64_t seed) {
    // SplitMix64: a well-mixed number per candidate from one seed.
    const auto mix = [](std::uint64_t x) {
        x += 0x9E3779B97F4A7C15ULL;
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
        return x ^ (x >> 31);
    };
    std::size_t chosen = 0;
    long best = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const long noise = noise_cp > 0 ? long(mix(seed + i) % std::uint64_t(noise_cp + 1)) : 0;
        const long value = long(candidates[i].score) + noise;
        if (i == 0 || value > best) chosen = i, best = value;
    }
    return chosen;
}

}  // namespace gambit::search::strength
