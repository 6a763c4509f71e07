#include "engine/search/tt.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

#include <sys/mman.h>

#include "engine/search/value.hpp"

namespace gambit::search {

__extension__ using Uint128 = unsigned __int128;  // GCC/Clang extension; -Wpedantic knows it as such

void TranspositionTable::resize(std::size_t megabytes) {
    megabytes_ = std::max<std::size_t>(1, megabytes);
    cluster_count_ = megabytes_ * 1024 * 1024 / sizeof(Cluster);
    clusters_.reset();
}

void TranspositionTable::FreeDeleter::operator()(Cluster* p) const { std::free(p); }

// Aligned on 2 MiB and marked for transparent huge pages: a probe is a random access, and with 4 KiB
// pages nearly every one also missed the TLB (probe and prefetch were a third of bench's time).
void TranspositionTable::allocate() {
    if (clusters_) return;
    constexpr std::size_t HugePage = std::size_t(2) << 20;
    // A size the machine cannot give is halved until it fits, rather than ending the process.
    while (true) {
        const std::size_t bytes = (cluster_count_ * sizeof(Cluster) + HugePage - 1) / HugePage * HugePage;
        if (void* memory = std::aligned_alloc(HugePage, bytes)) {
#ifdef MADV_HUGEPAGE
            madvise(memory, bytes, MADV_HUGEPAGE);
#endif
            clusters_.reset(static_cast<Cluster*>(memory));
            break;
        }
        if (megabytes_ <= 1) throw std::bad_alloc();
        resize(megabytes_ / 2);
    }
    clear();
}

void TranspositionTable::clear() {
    if (clusters_) std::memset(static_cast<void*>(clusters_.get()), 0, cluster_count_ * sizeof(Cluster));
    generation_ = 0;
}

// Multiply-high maps the key uniformly onto any cluster count, not just powers of two.
TranspositionTable::Cluster* TranspositionTable::cluster_of(chess::Key key) const {
    const auto index = static_cast<std::size_t>((static_cast<Uint128>(key) * cluster_count_) >> 64);
    return &clusters_[index];
}

void TranspositionTable::prefetch(chess::Key key) const {
    if (clusters_) __builtin_prefetch(cluster_of(key));
}

std::optional<TTData> TranspositionTable::probe(chess::Key key, int ply) const {
    if (!clusters_) return std::nullopt;
    const auto key16 = static_cast<std::uint16_t>(key);
    for (const Entry& e : cluster_of(key)->entries) {
        if (e.depth8 == 0 || e.key16 != key16) continue;
        TTData data;
        data.move = chess::Move::from_raw(e.move);
        data.value = value_from_tt(e.value, ply);
        data.eval = e.eval;
        data.depth = e.depth8 - DepthOffset;
        data.bound = Bound(e.gen_bound & BoundMask);
        return data;
    }
    return std::nullopt;
}

void TranspositionTable::store(chess::Key key, int depth, Bound bound, int value, int eval, chess::Move move,
                               int ply) {
    if (!clusters_) return;
    const auto key16 = static_cast<std::uint16_t>(key);
    Entry* entries = cluster_of(key)->entries;

    // The same position's entry if present, else the shallowest, oldest one.
    Entry* victim = &entries[0];
    for (int i = 0; i < 3; ++i) {
        Entry& e = entries[i];
        if (e.depth8 == 0 || e.key16 == key16) {
            victim = &e;
            break;
        }
        const auto worth = [this](const Entry& x) { return x.depth8 - 8 * age_of(x); };
        if (worth(e) < worth(*victim)) victim = &e;
    }

    const bool same = victim->depth8 != 0 && victim->key16 == key16;
    // Keep a deeper entry of the same position unless the new one is exact or the old one is stale.
    if (same && bound != Bound::Exact && depth + DepthOffset + 2 < victim->depth8 && age_of(*victim) == 0) return;
    if (!move && same) move = chess::Move::from_raw(victim->move);  // keep the old best move

    victim->key16 = key16;
    victim->depth8 = static_cast<std::uint8_t>(std::clamp(depth + DepthOffset, 1, 255));
    victim->gen_bound = static_cast<std::uint8_t>(generation_ | static_cast<std::uint8_t>(bound));
    victim->move = move.raw();
    victim->value = static_cast<std::int16_t>(value_to_tt(value, ply));
    victim->eval = static_cast<std::int16_t>(eval);
}

int TranspositionTable::hashfull() const {
    if (!clusters_) return 0;
    int used = 0;
    const std::size_t sample = std::min<std::size_t>(1000, cluster_count_);
    for (std::size_t i = 0; i < sample; ++i)
        for (const Entry& e : clusters_[i].entries)
            used += e.depth8 != 0 && age_of(e) == 0;
    return int(used * 1000 / (sample * 3));
}

}  // namespace gambit::search
