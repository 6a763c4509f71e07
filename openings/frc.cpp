#include "openings/frc.hpp"

#include <set>
#include <utility>

#include "chess/chess960.hpp"
#include "openings/rng.hpp"

namespace gambit::openings {

using namespace gambit::chess;

namespace {

// The next (white, black) pair to try: Chess960 walks the numbering; DFRC draws two different back ranks
// (equal ones are Chess960 starts, which the other suite has).
std::pair<int, int> next_candidate(const FrcConfig& config, long attempt, Rng& rng) {
    if (!config.dfrc) return {int(attempt), int(attempt)};
    for (;;) {
        const int white = int(rng.below(Chess960Count)), black = int(rng.below(Chess960Count));
        if (white != black) return {white, black};
    }
}

}  // namespace

std::vector<FrcPosition> generate_frc(const FrcConfig& config, const Scorer& scorer, GenerateStats& stats) {
    Rng rng(config.seed);
    const long candidates = config.dfrc ? 100L * config.count : Chess960Count;
    std::set<std::pair<int, int>> seen;
    std::vector<FrcPosition> kept;
    while (int(kept.size()) < config.count && stats.attempts < candidates) {
        const auto [white, black] = next_candidate(config, stats.attempts++, rng);
        if (!seen.insert({white, black}).second) {
            ++stats.duplicate;
            continue;
        }
        FrcPosition candidate{chess960_position(white, black).fen(CastlingNotation::Shredder), white, black, {}};
        if (!within_window(scorer, candidate.fen, config.window, candidate.score, stats)) continue;
        ++stats.kept;
        kept.push_back(std::move(candidate));
    }
    return kept;
}

}  // namespace gambit::openings
