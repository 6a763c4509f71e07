// A small seeded random generator (SplitMix64). Its sequence is fixed by the algorithm, unlike the
// standard distributions whose output differs between library implementations: a seed reproduces a
// generated suite on any machine.
#pragma once

#include <cstdint>

namespace gambit::openings {

class Rng {
public:
    explicit Rng(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n), n > 0 (the modulo bias is below 2^-40 for the small n used here).
    std::uint64_t below(std::uint64_t n) { return next() % n; }

private:
    std::uint64_t state_;
};

}  // namespace gambit::openings
