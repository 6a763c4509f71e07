#include "manager/tournament/knockout.hpp"

namespace gambit::match {
namespace {

// Seed ranks (1-based) in bracket order, e.g. size 8: 1 8 4 5 2 7 3 6 (each pair of neighbours sums to
// size + 1, and the two halves hold seeds 1 and 2).
std::vector<int> seeded_order(int size) {
    std::vector<int> order = {1};
    for (int n = 2; n <= size; n *= 2) {
        std::vector<int> wider;
        for (int rank : order) {
            wider.push_back(rank);
            wider.push_back(n + 1 - rank);
        }
        order = wider;
    }
    return order;
}

}  // namespace

std::vector<int> first_knockout_round(int engine_count, int seeds) {
    int size = 1;
    while (size < engine_count) size *= 2;
    std::vector<int> bracket;
    int next_unseeded = seeds;
    // Ranks beyond the engine count are the byes; they sit beside the best seeds.
    for (int rank : seeded_order(size)) {
        if (rank > engine_count) bracket.push_back(kBye);
        else if (rank <= seeds) bracket.push_back(rank - 1);
        else bracket.push_back(next_unseeded++);
    }
    return bracket;
}

std::vector<std::pair<int, int>> knockout_pairings(const std::vector<int>& bracket) {
    std::vector<std::pair<int, int>> pairs;
    for (std::size_t i = 0; i + 1 < bracket.size(); i += 2)
        if (bracket[i] != kBye && bracket[i + 1] != kBye) pairs.emplace_back(bracket[i], bracket[i + 1]);
    return pairs;
}

}  // namespace gambit::match
