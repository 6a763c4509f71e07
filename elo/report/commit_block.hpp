// The block engine authors paste into a commit message (Ethereal's and Berserk's history, fishtest's
// numbers), written in one place for gambit-match's summary and for `gambit-elo report --format commit`:
//   Elo   | 3.20 +- 5.10 (95%)
//   SPRT  | 10+0.1                              ("TC    | 10+0.1" without an SPRT)
//   LLR   | 2.95 (-2.94, 2.94) [0.00, 2.00]     (the bounds [elo0, elo1] when known)
//   Games | N: 1000 W: 300 L: 280 D: 420
//   Penta | [10, 100, 200, 110, 30]             (when game pairs were counted)
//   Bench: 1234567                             (when the bench is known)
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "elo/stats/elo.hpp"

namespace gambit::report {

// What the block states about one pairing, from its first engine's side.
struct CommitBlockFacts {
    elo::Estimate estimate{};
    std::string tc;
    std::optional<elo::SprtResult> sprt;
    std::optional<elo::SprtParams> params;
    double wins = 0, losses = 0, draws = 0;
    std::optional<std::array<double, 5>> penta;
    std::optional<std::int64_t> bench;  // the `gambit bench` node count of the tested build
};

// Lines ending in '\n'; numbers as the reports print them (no "-0.00", "n/a" for what is not finite).
std::string commit_block(const CommitBlockFacts& facts);

}  // namespace gambit::report
