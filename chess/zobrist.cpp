// Zobrist keys from a fixed-seed SplitMix64 stream: identical in every run and on every build.
#include "chess/zobrist.hpp"

namespace gambit::chess::zobrist {

namespace {
struct SplitMix64 {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
};
}  // namespace

Keys::Keys() {
    SplitMix64 rng{0x67616D6269740001ULL};  // "gambit" + 1
    for (auto& piece : piece_square)
        for (Key& k : piece) k = rng.next();
    for (int p = 0; p < 16; ++p) {  // NoPiece and the unused indices hash to nothing
        if (type_of(Piece(p)) == NoPieceType || p == 7 || p == 15)
            for (Key& k : piece_square[p]) k = 0;
    }
    // A set of rights hashes as the XOR of its single rights, so updates can XOR old and new sets.
    Key single[4];
    for (Key& k : single) k = rng.next();
    for (int rights = 0; rights < 16; ++rights) {
        castling[rights] = 0;
        for (int bit = 0; bit < 4; ++bit)
            if (rights & (1 << bit)) castling[rights] ^= single[bit];
    }
    for (Key& k : en_passant_file) k = rng.next();
    side = rng.next();
}

__attribute__((init_priority(101))) const Keys keys;

}  // namespace gambit::chess::zobrist
