// cutechess-cli's one random stream (its Mersenne::random, seeded by -srand): the opening shuffle and the
// engines' book picks draw from it in turn.
#pragma once

#include <cstdint>

namespace gambit::match {

// cutechess-cli's random numbers (projects/lib/src/mersenne.cpp): a Mersenne twister whose twist differs from
// MT19937's (it adds the low bit of one word to the low 31 bits of the next, and tests the sum's low bit), so
// std::mt19937 does not give its numbers.
class CutechessRandom {
public:
    explicit CutechessRandom(std::uint32_t seed);
    std::uint32_t next();

private:
    void twist();
    std::uint32_t state_[624];
    int index_ = 0;
};

}  // namespace gambit::match
