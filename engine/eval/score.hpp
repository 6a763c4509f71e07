// A pair of middlegame and endgame values, blended by game phase at the end of the evaluation.
#pragma once

namespace gambit::eval {

struct Score {
    int mg = 0;
    int eg = 0;

    constexpr Score() = default;
    constexpr Score(int middlegame, int endgame) : mg(middlegame), eg(endgame) {}

    constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr Score operator-() const { return {-mg, -eg}; }
    constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
    constexpr Score& operator+=(Score o) { mg += o.mg; eg += o.eg; return *this; }
    constexpr Score& operator-=(Score o) { mg -= o.mg; eg -= o.eg; return *this; }
    constexpr bool operator==(const Score&) const = default;
};

// Blends by phase (0 = endgame .. max_phase = middlegame).
constexpr int taper(Score s, int phase, int max_phase) {
    return (s.mg * phase + s.eg * (max_phase - phase)) / max_phase;
}

}  // namespace gambit::eval
