// Threads (Lazy SMP): helpers share the table and add their nodes to the search's; one thread stays the
// deterministic search bench fingerprints.
#include <gtest/gtest.h>

#include <string>

#include "chess/movegen.hpp"
#include "chess/position.hpp"
#include "engine/search/engine.hpp"

using namespace gambit;
using namespace gambit::search;

namespace {

const char* const MiddlegameFen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9";

chess::Position threads_root() { return *chess::Position::from_fen(MiddlegameFen); }

}  // namespace

TEST(Threads, TwoThreadsPlayALegalMoveAndCountBothThreadsNodes) {
    const chess::Position root = threads_root();
    Engine engine;
    engine.set_threads(2);
    EXPECT_EQ(engine.threads(), 2);
    Limits limits;
    limits.depth = 10;
    std::uint64_t last_line_nodes = 0;
    const SearchResult r = engine.search(root, limits, [&](const IterationInfo& info) { last_line_nodes = info.nodes; });
    EXPECT_TRUE(chess::legal_moves(root).contains(r.best));
    EXPECT_EQ(r.depth, 10);
    EXPECT_GT(r.helper_nodes, 0u) << "the helper searched";
    EXPECT_GT(r.nodes, r.helper_nodes);
    EXPECT_GE(r.nodes, last_line_nodes);
    EXPECT_EQ(r.final_info.nodes, r.nodes);
    EXPECT_TRUE(r.final_info_new) << "the last line's count did not have the helper's last nodes";
}

// A node limit counts every thread's nodes.
TEST(Threads, ANodeLimitCountsTheHelpersNodes) {
    Engine engine;
    engine.set_threads(2);
    Limits limits;
    limits.nodes = 300000;
    const SearchResult r = engine.search(threads_root(), limits);
    EXPECT_TRUE(chess::legal_moves(threads_root()).contains(r.best));
    EXPECT_GE(r.nodes, 300000u);
    // The main thread stops at the total; the helper's last nodes come on top of it, at most a few hundred.
    EXPECT_LT(r.nodes - r.helper_nodes, 300000u);
}

// Back to one thread, the search is the single-threaded one: the same nodes and move as a fresh engine's.
TEST(Threads, OneThreadIsDeterministic) {
    const chess::Position root = threads_root();
    Limits limits;
    limits.depth = 9;
    Engine fresh;
    const SearchResult expected = fresh.search(root, limits);
    Engine engine;
    engine.set_threads(3);
    engine.set_threads(1);
    EXPECT_EQ(engine.threads(), 1);
    const SearchResult again = engine.search(root, limits);
    EXPECT_EQ(again.nodes, expected.nodes);
    EXPECT_EQ(again.helper_nodes, 0u);
    EXPECT_EQ(again.pv, expected.pv);
}
