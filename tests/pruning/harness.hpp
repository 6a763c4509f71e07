// A Searcher over its own table, histories and parameters, for calling the search and the pruning
// methods directly on one node (as the search itself does), with the modern baselines switchable off so
// that the method under test is the only one that prunes.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>

#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "engine/search/searcher.hpp"
#include "engine/search/pruning/baselines.hpp"
#include "engine/search/pruning/presets.hpp"
#include "engine/tools/bench.hpp"

namespace gambit::search::testing {

// The start position without Black's queen, White to move: the side to move is a queen up.
inline const std::string QueenUp = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Nodes of `gambit bench` at `depth` with `p`.
inline std::uint64_t bench_nodes(const SearchParams& p, int depth) { return tools::run_bench(depth, p, nullptr).nodes; }

inline chess::Position position(const std::string& fen) {
    std::string error;
    const auto pos = chess::Position::from_fen(fen, &error);
    EXPECT_TRUE(pos.has_value()) << error;
    return pos ? *pos : chess::Position();
}

// Every forward-pruning method and the modern baselines off; the caller switches on what it tests.
inline SearchParams plain_params() {
    SearchParams p;
    apply_preset(p, Preset::None);
    for (int SearchParams::*field : baseline_switches()) p.*field = 0;
    return p;
}

struct Harness {
    TranspositionTable tt{16};
    std::unique_ptr<History> history = std::make_unique<History>();
    eval::Evaluator evaluator;
    SearchParams params;
    SearchControl control;
    std::unique_ptr<Searcher> searcher;

    explicit Harness(SearchParams p = plain_params()) : params(std::move(p)) {}

    // Readies the searcher on `fen` (a depth-1 search initialises its state), with zeroed counters and
    // pruning context, the side to move at ply 1 (a non-root node) by convention of the callers.
    // With `node_limit`, the search's node limit stays in force for what the caller searches next (counted
    // from the start of the depth-1 search, which always completes).
    Searcher& at(const std::string& fen, std::optional<std::uint64_t> node_limit = std::nullopt) {
        searcher = std::make_unique<Searcher>(tt, *history, evaluator, params, control, TimeOptions{0, 0});
        Limits limits;
        limits.depth = 1;
        limits.nodes = node_limit;
        searcher->run(position(fen), limits, {});
        tt.clear();
        searcher->clear_stats();
        searcher->prune_context() = {};
        return *searcher;
    }

    // Full search from the root to `depth`.
    SearchResult search(const std::string& fen, int depth) {
        searcher = std::make_unique<Searcher>(tt, *history, evaluator, params, control, TimeOptions{0, 0});
        Limits limits;
        limits.depth = depth;
        return searcher->run(position(fen), limits, {});
    }

    Node node(Searcher& s, int beta, int depth, NodeType type) {
        const int eval = evaluator.evaluate(s.position());
        return Node{beta - 1, beta, depth, 1, type, s.position().in_check(), eval, false};
    }
};

}  // namespace gambit::search::testing
