// Knockout (single elimination, as cutechess-cli plays it): the engines are placed in a bracket whose size
// is the next power of two; the top seeds meet each other as late as possible and get the byes; the winner
// of each encounter goes on to the next stage until one engine is left.
#pragma once

#include <utility>
#include <vector>

namespace gambit::match {

constexpr int kBye = -1;

// The first stage's bracket: engine indices in bracket order, kBye for an empty place. The first `seeds`
// engines take the seeded places (1 and 2 can meet only in the final); the others fill the free places in
// their order on the command line.
std::vector<int> first_knockout_round(int engine_count, int seeds);

// The encounters of a bracket: neighbours (0,1), (2,3), ... that are both engines (a bye is no game).
std::vector<std::pair<int, int>> knockout_pairings(const std::vector<int>& bracket);

// The next stage's bracket: of each two neighbours, the one that won (`a_won(a, b)` for two engines),
// or the one that had a bye. A bracket of one engine is the tournament's winner.
template <typename AWon>
std::vector<int> next_knockout_round(const std::vector<int>& bracket, AWon a_won) {
    std::vector<int> next;
    for (std::size_t i = 0; i + 1 < bracket.size(); i += 2) {
        const int a = bracket[i], b = bracket[i + 1];
        next.push_back(a == kBye ? b : b == kBye ? a : a_won(a, b) ? a : b);
    }
    return next;
}

}  // namespace gambit::match
