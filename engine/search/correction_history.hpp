// Correction history: how far the static evaluation has been from the search's result in positions
// with the same pawns, as a running weighted average per side to move and pawn-key slot. The search adds
// it to the static evaluation, so an evaluation that misjudges a pawn structure is put right for the
// rest of the game after a few searches of it. (As in Stockfish and Ethereal.)
#pragma once

#include <algorithm>
#include <cstdint>

#include "chess/types.hpp"

namespace gambit::search {

class CorrectionHistory {
public:
    static constexpr int Size = 16384;       // slots per side, indexed by the low bits of the pawn key
    static constexpr int Grain = 256;        // fixed-point units per centipawn
    static constexpr int MaxWeight = 256;    // a new result weighs (depth + 1) / MaxWeight, at most 16 of it
    static constexpr int Limit = 96 * Grain; // corrections stay within 96 centipawns

    // The static evaluation `raw` corrected for the pawns of `pawn_key`.
    int correct(chess::Color us, std::uint64_t pawn_key, int raw) const {
        return raw + entry(us, pawn_key) / Grain;
    }

    // A search of `depth` found `result` where the evaluation said `raw`.
    void update(chess::Color us, std::uint64_t pawn_key, int depth, int result, int raw) {
        std::int16_t& e = entry(us, pawn_key);
        const int weight = std::min(depth + 1, 16);
        const int target = std::clamp((result - raw) * Grain, -Limit, Limit);
        e = static_cast<std::int16_t>(std::clamp((e * (MaxWeight - weight) + target * weight) / MaxWeight, -Limit, Limit));
    }

private:
    std::int16_t& entry(chess::Color us, std::uint64_t key) { return table_[us][key % Size]; }
    std::int16_t entry(chess::Color us, std::uint64_t key) const { return table_[us][key % Size]; }

    std::int16_t table_[2][Size];
};

}  // namespace gambit::search
