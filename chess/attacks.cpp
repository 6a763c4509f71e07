// Builds the attack tables once at start-up. Slider tables are indexed by PEXT of the occupancy or by magic
// multiplication with magics found from a fixed seed, as the method chosen for the CPU says.
#include "chess/attacks.hpp"

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

// Magics found by the search below (seed 0x9E3779B97F4A7C15) and kept so start-up needs no search;
// each is verified while its table is filled, and searched for again should it ever fail.
constexpr Bitboard RookMagics[64] = {
    0x1080004008801020ULL, 0x0840092002c03000ULL, 0x1900200010400900ULL, 0x0880100008000480ULL,
    0x4200100420080200ULL, 0x8100020100080400ULL, 0x0200040110886200ULL, 0x0200008040220411ULL,
    0x0404800084400220ULL, 0x0000401000402000ULL, 0x0086001081220440ULL, 0x0408800800100280ULL,
    0x000a001201040820ULL, 0x8848800200840080ULL, 0x4001000100040200ULL, 0x0442000102105084ULL,
    0x9080010020804100ULL, 0x0040404000201009ULL, 0x0000808010002009ULL, 0x2200090021d00100ULL,
    0x0008008008040080ULL, 0x0004004002010040ULL, 0x0011040008015042ULL, 0x00000a0001768104ULL,
    0x0000800080204009ULL, 0x2010004140002001ULL, 0x9800200280100080ULL, 0x1000100080080080ULL,
    0x0442000a00049020ULL, 0x2100040080020080ULL, 0x0800120400900148ULL, 0x0010040a00128541ULL,
    0x2800804000800030ULL, 0x1010002000400041ULL, 0x4000200011004100ULL, 0x0610008410800800ULL,
    0x0400802402800800ULL, 0xc100020080800400ULL, 0x0002000802000401ULL, 0x0182085882000401ULL,
    0x0220204000808000ULL, 0x2860100040024022ULL, 0x0001002004110040ULL, 0x99101042000a0020ULL,
    0x0004080004008080ULL, 0x0010040002008080ULL, 0x2012004881020004ULL, 0x8300842444820011ULL,
    0x0088403882010200ULL, 0x0820400080210100ULL, 0x0110910040a00300ULL, 0x0801100280080480ULL,
    0x0242009008200600ULL, 0x1002000489500200ULL, 0x0040800200010080ULL, 0x0091800041000080ULL,
    0x0000209300488001ULL, 0x04c1002414824001ULL, 0x020020000b001041ULL, 0x7000100004200901ULL,
    0x8002002004100802ULL, 0x30010002084c0007ULL, 0x0888221800813004ULL, 0x4000002840840112ULL
};
constexpr Bitboard BishopMagics[64] = {
    0xa010041108003100ULL, 0x006082020a002900ULL, 0x6810010619200000ULL, 0x08281a0520000408ULL,
    0x0001104001000400ULL, 0x0018901008048400ULL, 0x00040a0210245280ULL, 0x000200210808a402ULL,
    0x9140048410821200ULL, 0x0800091010820041ULL, 0x20504804832202c0ULL, 0x0100091401081000ULL,
    0x8021011140000012ULL, 0x0810020804450400ULL, 0x208b0542109008a2ULL, 0x0080084a08040204ULL,
    0x0040e2a80811244cULL, 0x2505022008008108ULL, 0x0430220100420040ULL, 0x010a040420220040ULL,
    0x1105000290400000ULL, 0x0093001200822120ULL, 0x4000a62048043004ULL, 0x280120048a015004ULL,
    0x006090002a020814ULL, 0x44042000240800d0ULL, 0x01102800040a4400ULL, 0x1004080080220040ULL,
    0x0001001011004024ULL, 0x0010044000805040ULL, 0x0914041200820100ULL, 0x0004821012821480ULL,
    0x0024040500c05021ULL, 0x0088611002080200ULL, 0x0116080a00040020ULL, 0x4000020080080080ULL,
    0x2450450140840040ULL, 0x0000880201484100ULL, 0x0222020404020092ULL, 0x8081110600002e00ULL,
    0x2842101105000801ULL, 0x1100809008001025ULL, 0x00020202221c0400ULL, 0x0422014022009020ULL,
    0x0210046102100c00ULL, 0xc004008082029102ULL, 0x00aa461801101200ULL, 0x0404080080201108ULL,
    0x020542108c205002ULL, 0x0410544804100100ULL, 0x0040910841100000ULL, 0x0400200042021100ULL,
    0x00004204850400c0ULL, 0x0200100410a42102ULL, 0x1040020801210102ULL, 0x0805040410420000ULL,
    0x2884804130100200ULL, 0x800c262201242000ULL, 0x1058000194108800ULL, 0x0014221054420204ULL,
    0x0104000012a02200ULL, 0x0200881003300100ULL, 0x0140400202840100ULL, 0x0402020801010201ULL
};

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
std::size_t init_slider(SliderEntry& e, Square s, const int (*steps)[2], Bitboard* table, SliderMethod method,
                        Bitboard known_magic, Xorshift& rng) {
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
    if (method == SliderMethod::Pext) {
        for (std::size_t i = 0; i < n; ++i) table[__builtin_ia32_pext_di(occupancy[i], e.mask)] = reference[i];
        return size;
    }
#else
    (void)method;
#endif
    static thread_local unsigned epoch[4096];
    static thread_local unsigned current = 0;
    for (bool first = true;; first = false) {
        if (first) {
            e.magic = known_magic;
        } else {
            do e.magic = rng.sparse();
            while (popcount((e.mask * e.magic) >> 56) < 6);
        }
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
    return size;
}

}  // namespace

AttackTables::AttackTables(SliderMethod slider_method) : method(slider_method) {
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
        next += init_slider(rook[s], s, RookSteps, next, method, RookMagics[i], rng);
    }
    for (int i = 0; i < 64; ++i)
        next += init_slider(bishop[i], Square(i), BishopSteps, next, method, BishopMagics[i], rng);
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
__attribute__((init_priority(101))) const AttackTables tables(choose_slider_method());

}  // namespace gambit::chess::detail
