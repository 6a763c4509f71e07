// Builds the attack tables once at start-up. Slider tables are indexed by PEXT of the occupancy when the
// target has BMI2, otherwise by magic multiplication with magics found here from a fixed seed.
#include "engine/chess/attacks.hpp"

#include <cstdlib>
#include <initializer_list>

namespace gambit::chess::detail {

namespace {

// Ray attacks of a slider computed square by square: slow, used only to fill the tables.
Bitboard slow_slider_attacks(Square s, Bitboard occupied, const int (*steps)[2]) {
    Bitboard attacks = 0;
    for (int d = 0; d < 4; ++d) {
        int f = file_of(s) + steps[d][0], r = rank_of(s) + steps[d][1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            const Square t = make_square(f, r);
            attacks |= square_bb(t);
            if (occupied & square_bb(t)) break;
            f += steps[d][0];
            r += steps[d][1];
        }
    }
    return attacks;
}

constexpr int RookSteps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopSteps[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

Bitboard leaper_attacks(Square s, const int (*steps)[2], int n) {
    Bitboard attacks = 0;
    for (int i = 0; i < n; ++i) {
        const int f = file_of(s) + steps[i][0], r = rank_of(s) + steps[i][1];
        if (f >= 0 && f < 8 && r >= 0 && r < 8) attacks |= square_bb(make_square(f, r));
    }
    return attacks;
}

// Deterministic xorshift generator for the magic search.
struct Xorshift {
    std::uint64_t state;
    std::uint64_t next() {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

// Fills one square's slider entry and its part of the table; returns the number of entries used.
std::size_t init_slider(SliderEntry& e, Square s, const int (*steps)[2], Bitboard* table,
                        [[maybe_unused]] Xorshift& rng) {
    const Bitboard edges = ((Rank1BB | Rank8BB) & ~rank_bb(rank_of(s))) | ((FileABB | FileHBB) & ~file_bb(file_of(s)));
    e.mask = slow_slider_attacks(s, 0, steps) & ~edges;
    e.table = table;
    const int bits = popcount(e.mask);
    const std::size_t size = std::size_t(1) << bits;
    e.shift = unsigned(64 - bits);
    e.magic = 0;

    // Every subset of the mask (Carry-Rippler enumeration) with its attack set.
    static thread_local Bitboard occupancy[4096], reference[4096];
    std::size_t n = 0;
    Bitboard subset = 0;
    do {
        occupancy[n] = subset;
        reference[n] = slow_slider_attacks(s, subset, steps);
        ++n;
        subset = (subset - e.mask) & e.mask;
    } while (subset);

#if defined(__BMI2__)
    for (std::size_t i = 0; i < n; ++i) table[__builtin_ia32_pext_di(occupancy[i], e.mask)] = reference[i];
#else
    static thread_local unsigned epoch[4096];
    static thread_local unsigned current = 0;
    for (;;) {
        do e.magic = rng.sparse();
        while (popcount((e.mask * e.magic) >> 56) < 6);
        ++current;
        bool ok = true;
        for (std::size_t i = 0; i < n && ok; ++i) {
            const std::size_t index = ((occupancy[i] & e.mask) * e.magic) >> e.shift;
            if (epoch[index] < current) {
                epoch[index] = current;
                table[index] = reference[i];
            } else if (table[index] != reference[i]) {
                ok = false;
            }
        }
        if (ok) break;
    }
#endif
    return size;
}

}  // namespace

AttackTables::AttackTables() {
    constexpr int KnightSteps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    constexpr int KingSteps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    constexpr int WhitePawnSteps[2][2] = {{-1, 1}, {1, 1}};
    constexpr int BlackPawnSteps[2][2] = {{-1, -1}, {1, -1}};

    Xorshift rng{0x9E3779B97F4A7C15ULL};
    Bitboard* next = slider_storage;
    for (int i = 0; i < 64; ++i) {
        const Square s = Square(i);
        knight[s] = leaper_attacks(s, KnightSteps, 8);
        king[s] = leaper_attacks(s, KingSteps, 8);
        pawn[White][s] = leaper_attacks(s, WhitePawnSteps, 2);
        pawn[Black][s] = leaper_attacks(s, BlackPawnSteps, 2);
        next += init_slider(rook[s], s, RookSteps, next, rng);
    }
    for (int i = 0; i < 64; ++i) next += init_slider(bishop[i], Square(i), BishopSteps, next, rng);
    if (next != slider_storage + sizeof(slider_storage) / sizeof(Bitboard)) std::abort();  // size mismatch

    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            const Square sa = Square(a), sb = Square(b);
            line[a][b] = 0;
            between[a][b] = square_bb(sb);
            if (a == b) continue;
            for (const auto* steps : {RookSteps, BishopSteps}) {
                if (slow_slider_attacks(sa, 0, steps) & square_bb(sb)) {
                    line[a][b] = (slow_slider_attacks(sa, 0, steps) & slow_slider_attacks(sb, 0, steps)) |
                                 square_bb(sa) | square_bb(sb);
                    between[a][b] |= slow_slider_attacks(sa, square_bb(sb), steps) &
                                     slow_slider_attacks(sb, square_bb(sa), steps);
                }
            }
        }
    }
}

// Constructed before ordinary static objects of other files, so their initialisers may use attacks.
__attribute__((init_priority(101))) const AttackTables tables;

}  // namespace gambit::chess::detail
