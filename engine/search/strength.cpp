#include "engine/search/strength.hpp"

#include <algorithm>
#include <cmath>

namespace gambit::search::strength {

Plan plan_at_setting(int setting) {
    setting = std::clamp(setting, MinElo, MaxElo);
    const double steps = double(setting - MinElo) / 100.0;
    const auto per_line = std::uint64_t(150.0 * std::pow(2.0, steps));
    // Noise is the smaller handle, and only at the bottom. Each line gets a line's budget: when the third plan
    // shared one budget among four lines, 1 cp of noise cost about two plies and its strength fell by a step where
    // the noise began (docs/strength.md, "Step 2, the verdict").
    const int noise = std::max(0, (NoiseEndsAt - setting) * MaxNoise / (NoiseEndsAt - MinElo));
    const int lines = noise > 0 ? NoisyLines : 1;
    return Plan{per_line * std::uint64_t(lines), lines, noise};
}

int setting_for(int elo) {
    // The segment that holds `elo`, or the first or last one beyond the points.
    std::size_t i = 1;
    while (i + 1 < Calibration.size() && elo > Calibration[i].plays_at) ++i;
    const CalibrationPoint& a = Calibration[i - 1];
    const CalibrationPoint& b = Calibration[i];
    const double slope = double(b.setting - a.setting) / double(b.plays_at - a.plays_at);
    const double setting = a.setting + slope * double(elo - a.plays_at);
    return std::clamp(int(std::lround(setting)), MinElo, MaxElo);
}

Plan plan_for(int elo) { return plan_at_setting(setting_for(elo)); }

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
