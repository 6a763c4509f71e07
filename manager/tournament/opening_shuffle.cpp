#include "manager/tournament/opening_shuffle.hpp"

#include <numeric>
#include <random>
#include <utility>

namespace gambit::match {
namespace {

std::vector<int> identity(std::size_t n) {
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    return order;
}

// Front to back: position i takes a random one of positions i..n-1. Plain modulo, as both peers draw it.
template <typename Next>
std::vector<int> front_to_back(std::size_t n, Next next) {
    std::vector<int> order = identity(n);
    for (std::size_t i = 0; i + 2 <= n; ++i) {
        const std::size_t j = i + static_cast<std::size_t>(next() % (n - i));
        std::swap(order[i], order[j]);
    }
    return order;
}

}  // namespace

std::vector<int> gambit_shuffle(std::size_t n, std::uint64_t seed) {
    std::vector<int> order = identity(n);
    std::mt19937_64 rng(seed);
    for (std::size_t i = n; i > 1; --i) {
        // Plain modulo instead of a library distribution, whose algorithm differs between libraries.
        auto j = static_cast<std::size_t>(rng() % i);
        std::swap(order[i - 1], order[j]);
    }
    return order;
}

std::vector<int> fastchess_shuffle(std::size_t n, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    return front_to_back(n, [&] { return static_cast<std::uint64_t>(rng()); });
}

std::vector<int> cutechess_shuffle(std::size_t n, std::uint32_t seed) {
    CutechessRandom rng(seed);
    return front_to_back(n, [&] { return static_cast<std::uint64_t>(rng.next()); });
}

std::vector<int> shuffled_openings(Dialect dialect, std::size_t n, std::uint64_t seed) {
    switch (dialect) {
        case Dialect::Fastchess: return fastchess_shuffle(n, seed);
        case Dialect::Cutechess: return cutechess_shuffle(n, static_cast<std::uint32_t>(seed));  // -srand is 32-bit there
        case Dialect::Gambit: break;
    }
    return gambit_shuffle(n, seed);
}

}  // namespace gambit::match
