// Move-ordering memory learned during search: killer moves per ply, butterfly history (side, from,
// to) with gravity, and counter-moves (the reply that refuted the previous move). History values are
// exposed because pruning methods key on them (e.g. a variable null-move bound from history).
#pragma once

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "engine/chess/move.hpp"
#include "engine/chess/types.hpp"
#include "engine/search/value.hpp"

namespace gambit::search {

class History {
public:
    static constexpr int Max = 16384;  // history values stay within [-Max, Max]

    History() { clear(); }

    void clear() { std::memset(static_cast<void*>(this), 0, sizeof(*this)); }

    int butterfly(chess::Color c, chess::Move m) const { return butterfly_[c][m.from()][m.to()]; }
    // Gravity: the bonus shrinks as the value nears the bound, so old knowledge decays.
    void update_butterfly(chess::Color c, chess::Move m, int bonus) {
        int& h = butterfly_[c][m.from()][m.to()];
        bonus = std::clamp(bonus, -Max, Max);
        h += bonus - h * std::abs(bonus) / Max;
    }
    static int bonus(int depth) { return std::min(16 * depth * depth + 32 * depth, 1600); }

    chess::Move killer(int ply, int slot) const { return killers_[ply][slot]; }
    void add_killer(int ply, chess::Move m) {
        if (killers_[ply][0] == m) return;
        killers_[ply][1] = killers_[ply][0];
        killers_[ply][0] = m;
    }
    void clear_killers(int ply) { killers_[ply][0] = killers_[ply][1] = chess::Move::none(); }

    // The reply that last refuted `previous` (moved piece, destination); none() if unknown.
    chess::Move counter(chess::Piece moved, chess::Square to) const { return counters_[moved][to]; }
    void set_counter(chess::Piece moved, chess::Square to, chess::Move reply) { counters_[moved][to] = reply; }

private:
    int butterfly_[2][64][64];
    chess::Move killers_[MaxPly + 2][2];
    chess::Move counters_[16][64];
};

}  // namespace gambit::search
