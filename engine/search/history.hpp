// Move-ordering memory learned during search: killer moves per ply, butterfly history (side, from,
// to) with gravity, continuation history (how good a move is after a given earlier move: piece and
// square of the move one and two plies back), capture history (moved piece, destination, captured
// type), counter-moves (the reply that refuted the previous move),
// and the static evaluation's correction by pawn structure. History values are exposed because pruning
// methods key on them (e.g. a variable null-move bound from history).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "chess/move.hpp"
#include "chess/types.hpp"
#include "engine/search/correction_history.hpp"
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
    // Without gravity (HistoryGravity off), the history heuristic as Schaeffer gave it and programs kept it
    // into the 2000s: bonuses add up, and the side's whole table is halved when an entry passes the bound,
    // which keeps the order of the entries while old knowledge decays.
    void add_butterfly(chess::Color c, chess::Move m, int bonus) {
        int& h = butterfly_[c][m.from()][m.to()];
        h += bonus;
        if (std::abs(h) <= Max) return;
        for (auto& from : butterfly_[c])
            for (int& entry : from) entry /= 2;
    }
    static int bonus(int depth) { return std::min(16 * depth * depth + 32 * depth, 1600); }

    // Continuation history: the row for "after `moved` went to `to`", indexed [piece][to] of the reply.
    using ContinuationRow = std::int16_t[16][64];
    const ContinuationRow* continuation(chess::Piece moved, chess::Square to) const { return &continuation_[moved][to]; }
    void update_continuation(chess::Piece before, chess::Square before_to, chess::Piece moved, chess::Square to,
                             int bonus) {
        std::int16_t& h = continuation_[before][before_to][moved][to];
        bonus = std::clamp(bonus, -Max, Max);
        h = static_cast<std::int16_t>(h + bonus - h * std::abs(bonus) / Max);
    }

    // The earlier plies whose moves key the continuation rows: one, two and (ContinuationPly4) four back.
    static constexpr int ContinuationBack[] = {1, 2, 4};
    static constexpr int ContinuationRows = 3;

    // A quiet move's score as move ordering and history pruning read it: butterfly plus the continuation
    // rows of the earlier moves (null rows skipped).
    int quiet_score(chess::Color us, chess::Piece moved, chess::Move m,
                    const ContinuationRow* const rows[ContinuationRows]) const {
        int score = butterfly(us, m);
        for (int i = 0; i < ContinuationRows; ++i)
            if (rows[i]) score += (*rows[i])[moved][m.to()];
        return score;
    }

    // Capture history: how well capturing `captured` (NoPieceType: a promotion without capture) with
    // `moved` on `to` has done; move ordering adds it to MVV-LVA. Only the CaptureHistory option updates it.
    int capture(chess::Piece moved, chess::Square to, chess::PieceType captured) const {
        return capture_[moved][to][captured];
    }
    void update_capture(chess::Piece moved, chess::Square to, chess::PieceType captured, int bonus) {
        std::int16_t& h = capture_[moved][to][captured];
        bonus = std::clamp(bonus, -Max, Max);
        h = static_cast<std::int16_t>(h + bonus - h * std::abs(bonus) / Max);
    }

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

    CorrectionHistory correction;

private:
    int butterfly_[2][64][64];
    std::int16_t continuation_[16][64][16][64];
    std::int16_t capture_[16][64][7];
    chess::Move killers_[MaxPly + 2][2];
    chess::Move counters_[16][64];
};

}  // namespace gambit::search
