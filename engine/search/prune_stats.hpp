// Per-method research counters: how often each pruning or reduction method was tried, how often it
// cut, how many nodes its own searches cost, and its verification failures and re-searches.
// Reported by `bench --stats` and by `info string` at the end of a search.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/search/search_params.hpp"

namespace gambit::search {

// A method with counters of its own: the row of its switch in the parameter table is `counted(...)`
// (params.hpp), and the method is named by that option, checked by the compiler: method("MultiCut").
struct Method {
    std::size_t index;
};

// How many methods count, and their names in the order of the parameter table (bench --stats, info
// string, epd --json).
inline constexpr std::size_t MethodCount =
    std::size_t(std::count_if(ParamTable.begin(), ParamTable.end(), [](const ParamInfo& row) { return row.counted; }));
inline constexpr auto MethodNames = [] {
    std::array<std::string_view, MethodCount> names{};
    std::size_t i = 0;
    for (const ParamInfo& row : ParamTable)
        if (row.counted) names[i++] = row.name;
    return names;
}();

// The method whose switch is the option `name`; a name that is not a counted row does not compile.
consteval Method method(std::string_view name) {
    for (std::size_t i = 0; i < MethodCount; ++i)
        if (MethodNames[i] == name) return Method{i};
    throw "not the switch of a counted method (params.hpp: counted(...))";
}

constexpr std::string_view method_name(Method m) { return MethodNames[m.index]; }

// NullMoveBound: tried = null-move searches with t > 0, cut = cuts only the relaxed bound allowed.
// MultiCut: skipped = moves skipped by piece independence. EnhancedForwardPruning: tried / cut = multi-cut
// at expected ALL nodes, re_search = closed-window PV re-searches, skipped = TT stores left out.
// SingularExtension: tried = excluded-move searches, cut = extensions, skipped = multi-cut cutoffs.
struct MethodStats {
    std::uint64_t tried = 0;        // times the method's preconditions held and it was attempted
    std::uint64_t cut = 0;          // times it pruned (a node, or a move) or, for LMR, reduced
    std::uint64_t nodes = 0;        // nodes spent inside the method's own searches (outermost ones only)
    std::uint64_t verify_fail = 0;  // verification searches that refuted the cut
    std::uint64_t re_search = 0;    // reduced searches that had to be repeated at full depth
    std::uint64_t skipped = 0;      // method-specific (see above)

    MethodStats& operator+=(const MethodStats& o) {
        tried += o.tried, cut += o.cut, nodes += o.nodes, verify_fail += o.verify_fail, re_search += o.re_search;
        skipped += o.skipped;
        return *this;
    }
};

struct PruneStats {
    std::array<MethodStats, MethodCount> methods{};
    // Variable null-move bound: null-move searches by the margin t chosen, [t = 0, 10, 20].
    std::array<std::uint64_t, 3> null_bound_margin{};

    MethodStats& operator[](Method m) { return methods[m.index]; }
    const MethodStats& operator[](Method m) const { return methods[m.index]; }
    PruneStats& operator+=(const PruneStats& o) {
        for (std::size_t i = 0; i < methods.size(); ++i) methods[i] += o.methods[i];
        for (std::size_t i = 0; i < null_bound_margin.size(); ++i) null_bound_margin[i] += o.null_bound_margin[i];
        return *this;
    }
    // A table, one line per method: "NullMove tried 123 cut 45 nodes 678 verify_fail 0 re_search 0 skipped 0";
    // with `total_nodes` also "cut% 36.6 node% 29.4" (prunes per attempt, share of all nodes in its searches).
    std::string table(std::uint64_t total_nodes = 0) const {
        const auto percent = [](std::uint64_t part, std::uint64_t whole) {
            const std::uint64_t tenths = whole ? (part * 1000 + whole / 2) / whole : 0;
            return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
        };
        std::string out;
        for (std::size_t i = 0; i < MethodCount; ++i) {
            const MethodStats& s = methods[i];
            out += std::string(MethodNames[i]) + " tried " + std::to_string(s.tried) + " cut " +
                   std::to_string(s.cut) + " nodes " + std::to_string(s.nodes) + " verify_fail " +
                   std::to_string(s.verify_fail) + " re_search " + std::to_string(s.re_search) + " skipped " +
                   std::to_string(s.skipped);
            if (total_nodes) out += " cut% " + percent(s.cut, s.tried) + " node% " + percent(s.nodes, total_nodes);
            out += "\n";
        }
        if (null_bound_margin[0] + null_bound_margin[1] + null_bound_margin[2])
            out += "NullMoveBoundMargin t0 " + std::to_string(null_bound_margin[0]) + " t10 " +
                   std::to_string(null_bound_margin[1]) + " t20 " + std::to_string(null_bound_margin[2]) + "\n";
        return out;
    }
};

}  // namespace gambit::search
