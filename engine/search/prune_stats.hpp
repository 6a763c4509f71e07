// Per-method research counters: how often each pruning or reduction method was tried, how often it
// cut, how many nodes its own searches cost, and its verification failures and re-searches.
// Reported by `bench --stats` and by `info string` at the end of a search.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace gambit::search {

enum class Method : int { NullMove, ReverseFutility, Razoring, Futility, LateMovePruning, SeePruning, LMR, Count };

constexpr const char* method_name(Method m) {
    constexpr const char* names[] = {"NullMove", "ReverseFutility", "Razoring", "Futility",
                                     "LateMovePruning", "SEEPruning", "LMR"};
    return names[int(m)];
}

struct MethodStats {
    std::uint64_t tried = 0;        // times the method's preconditions held and it was attempted
    std::uint64_t cut = 0;          // times it pruned (a node, or a move) or, for LMR, reduced
    std::uint64_t nodes = 0;        // nodes spent inside the method's own searches
    std::uint64_t verify_fail = 0;  // verification searches that refuted the cut
    std::uint64_t re_search = 0;    // reduced searches that had to be repeated at full depth

    MethodStats& operator+=(const MethodStats& o) {
        tried += o.tried, cut += o.cut, nodes += o.nodes, verify_fail += o.verify_fail, re_search += o.re_search;
        return *this;
    }
};

struct PruneStats {
    std::array<MethodStats, std::size_t(Method::Count)> methods{};

    MethodStats& operator[](Method m) { return methods[std::size_t(m)]; }
    const MethodStats& operator[](Method m) const { return methods[std::size_t(m)]; }
    PruneStats& operator+=(const PruneStats& o) {
        for (std::size_t i = 0; i < methods.size(); ++i) methods[i] += o.methods[i];
        return *this;
    }
    // A table, one line per method: "NullMove tried 123 cut 45 nodes 678 verify_fail 0 re_search 0".
    std::string table() const {
        std::string out;
        for (int i = 0; i < int(Method::Count); ++i) {
            const MethodStats& s = methods[std::size_t(i)];
            out += std::string(method_name(Method(i))) + " tried " + std::to_string(s.tried) + " cut " +
                   std::to_string(s.cut) + " nodes " + std::to_string(s.nodes) + " verify_fail " +
                   std::to_string(s.verify_fail) + " re_search " + std::to_string(s.re_search) + "\n";
        }
        return out;
    }
};

}  // namespace gambit::search
