// Transposition table: 10-byte entries, 3 per 32-byte cluster, depth-preferred replacement that
// ages out entries of earlier searches. Mate scores are stored relative to the storing node.
// Memory is allocated lazily (first search), so `uci` answers at once whatever the Hash size.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

#include "chess/move.hpp"
#include "chess/types.hpp"

namespace gambit::search {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

// What a probe found, values already converted to the probing node's ply.
struct TTData {
    chess::Move move;
    int value = 0;
    int eval = 0;
    int depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

    // Sets the size; the memory is (re)allocated on the next allocate() or first use.
    void resize(std::size_t megabytes);
    std::size_t size_mb() const { return megabytes_; }
    // Allocates and zeroes the table if needed; cheap when already done.
    void allocate();
    void clear();
    // Call once per `go`: entries of earlier searches become preferred victims.
    void new_search() { generation_ = std::uint8_t(generation_ + GenerationStep); }

    std::optional<TTData> probe(chess::Key key, int ply) const;
    void store(chess::Key key, int depth, Bound bound, int value, int eval, chess::Move move, int ply);
    void prefetch(chess::Key key) const;

    // Permille of sampled entries written by the current search.
    int hashfull() const;

private:
    struct Entry {
        std::uint16_t key16;
        std::uint8_t depth8;     // depth + DepthOffset; 0 = empty
        std::uint8_t gen_bound;  // generation (high 6 bits) | bound (2 bits)
        std::uint16_t move;
        std::int16_t value;
        std::int16_t eval;
    };
    struct Cluster {
        Entry entries[3];
        std::uint8_t padding[2];
    };
    static_assert(sizeof(Entry) == 10);
    static_assert(sizeof(Cluster) == 32);

    static constexpr int DepthOffset = 3;  // quiescence stores depth 0 or -1
    static constexpr std::uint8_t GenerationStep = 4;
    static constexpr std::uint8_t BoundMask = 3;

    Cluster* cluster_of(chess::Key key) const;
    int age_of(const Entry& e) const { return std::uint8_t(generation_ - (e.gen_bound & ~BoundMask)) / GenerationStep; }

    std::size_t megabytes_ = 0;
    std::size_t cluster_count_ = 0;
    struct FreeDeleter {
        void operator()(Cluster* p) const;
    };
    std::unique_ptr<Cluster[], FreeDeleter> clusters_;
    std::uint8_t generation_ = 0;
};

}  // namespace gambit::search
