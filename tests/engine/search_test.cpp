#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <thread>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "engine/search/engine.hpp"
#include "engine/search/mate_pv.hpp"
#include "engine/search/searcher.hpp"
#include "engine/search/value.hpp"
#include "engine/tools/bench.hpp"

using namespace gambit;
using namespace gambit::search;

namespace {

chess::Position position(const std::string& fen, const std::vector<std::string>& moves = {}) {
    std::string error;
    auto pos = chess::Position::from_fen(fen, &error);
    EXPECT_TRUE(pos.has_value()) << error;
    for (const std::string& text : moves) {
        const chess::Move m = chess::parse_uci(*pos, text);
        EXPECT_TRUE(bool(m)) << text;
        chess::Undo undo;
        pos->make_move(m, undo);
    }
    return *pos;
}

SearchResult search_depth(Engine& engine, const chess::Position& pos, int depth) {
    Limits limits;
    limits.depth = depth;
    return engine.search(pos, limits);
}

}  // namespace

TEST(Search, FindsMateInOne) {
    Engine engine;
    const SearchResult r = search_depth(engine, position("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"), 4);
    EXPECT_EQ(chess::to_uci(r.best), "d1d8");
    EXPECT_EQ(r.score, mate_in(1));
}

TEST(Search, FindsMateInTwo) {
    Engine engine;
    const SearchResult r = search_depth(engine, position("k7/8/2K5/8/8/8/8/7Q w - - 0 1"), 6);
    EXPECT_EQ(r.score, mate_in(3));
    EXPECT_EQ(mate_in_moves(r.score), 2);
}

TEST(Search, FindsMateInThree) {
    Engine engine;
    const SearchResult r = search_depth(engine, position("k7/8/8/3K4/8/8/8/7Q w - - 0 1"), 8);
    EXPECT_EQ(r.score, mate_in(5));
    EXPECT_EQ(mate_in_moves(r.score), 3);
}

TEST(Search, SeesItIsGettingMated) {
    Engine engine;
    // Black is in check and has only 1... Ka7, answered by 2. Qa1#.
    const SearchResult r = search_depth(engine, position("k7/2K5/8/8/8/8/8/7Q b - - 0 1"), 6);
    EXPECT_EQ(r.score, mated_in(2));
    EXPECT_EQ(mate_in_moves(r.score), -1);
}

// What fastchess's -check-mate-pvs (which fishtest passes) asks of every "score mate N" line: a legal PV of
// 2N-1 plies (mating) or 2N (mated) that ends in checkmate. Returns "" or what is wrong.
static std::string mate_pv_problem(const chess::Position& root, const IterationInfo& info) {
    chess::Position pos = root;
    std::vector<chess::Undo> undos(info.pv.size());
    for (std::size_t i = 0; i < info.pv.size(); ++i) {
        if (!chess::legal_moves(pos).contains(info.pv[i])) return "illegal move " + chess::to_uci(info.pv[i]);
        pos.make_move(info.pv[i], undos[i]);
    }
    const int moves = mate_in_moves(info.score);
    const std::size_t plies = std::size_t(moves > 0 ? 2 * moves - 1 : -2 * moves);
    if (info.pv.size() != plies)
        return "depth " + std::to_string(info.depth) + ": mate " + std::to_string(moves) + " with a PV of " +
               std::to_string(info.pv.size()) + " plies";
    if (!pos.in_check() || chess::count_legal_moves(pos) != 0) return "the PV does not end in checkmate";
    return "";
}

// Every iteration that reports a mate score reports the whole mate. Before the PV was completed from the
// TT, these searches ended their mating PVs early (TT cutoffs and quiescence cut the line short).
TEST(Search, MateScoresComeWithTheWholeMatingPv) {
    struct Case {
        const char* fen;
        int depth;
        int mate;  // the final mate in moves
    };
    const Case cases[] = {
        {"k7/8/8/3K4/8/8/8/7Q w - - 0 1", 12, 3},                  // queen mates in 3
        {"k7/2K5/8/8/8/8/8/7Q b - - 0 1", 8, -1},                  // mated in 1
        {"8/8/8/4k3/8/8/8/R3K2R w KQ - 0 1", 16, 0},               // two rooks (mate in several moves)
        {"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 8, 1},  // scholar's mate
        {"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 10, 1},          // back rank
        {"2k5/8/1K6/8/8/8/8/1R6 w - - 0 1", 14, 0},                // rook mates
        {"r3q1kr/ppp5/3p2pQ/8/3PP1b1/5R2/PPP3P1/5RK1 w - - 0 1", 8, 0},  // WAC: depth 2 said mate 3 in 4 plies
    };
    int mate_lines = 0;
    for (const Case& c : cases) {
        Engine engine;
        const chess::Position root = position(c.fen);
        Limits limits;
        limits.depth = c.depth;
        const SearchResult r = engine.search(root, limits, [&](const IterationInfo& info) {
            if (!is_mate_score(info.score) || info.bound != ScoreBound::Exact) return;  // a bound claims no mate line
            ++mate_lines;
            EXPECT_EQ(mate_pv_problem(root, info), "") << c.fen;
        });
        ASSERT_TRUE(is_mate_score(r.score)) << c.fen;
        if (c.mate != 0) {
            EXPECT_EQ(mate_in_moves(r.score), c.mate) << c.fen;
        }
        EXPECT_EQ(int(r.pv.size()), mate_pv_plies(r.score)) << c.fen;
    }
    EXPECT_GT(mate_lines, 10);
}

// As in fishtest's fixed-node games: one engine (its TT kept from move to move) plays a won ending out at
// 20,000 nodes a move. Mate scores then come from entries of earlier moves, and before the PV was completed
// from the TT, 60 plies of this game reported a few hundred short mating PVs (mate 5 with a PV of 1 ply).
TEST(Search, MatingPvsAreWholeInAFixedNodeGame) {
    Engine engine;
    chess::Position pos = position("8/8/2R5/1p2qp1k/1P2r3/2PQ2P1/5K2/8 w - - 0 1");  // WAC.101
    std::vector<chess::Undo> undos(80);
    int mate_lines = 0;
    bool mated = false;
    for (int ply = 0; ply < 80 && !mated; ++ply) {
        Limits limits;
        limits.nodes = 20000;
        const SearchResult r = engine.search(pos, limits, [&](const IterationInfo& info) {
            if (!is_mate_score(info.score) || info.bound != ScoreBound::Exact) return;  // a bound claims no mate line
            ++mate_lines;
            EXPECT_EQ(mate_pv_problem(pos, info), "") << pos.fen();
        });
        if (!r.best) {
            mated = pos.in_check();
            break;
        }
        pos.make_move(r.best, undos[std::size_t(ply)]);
    }
    EXPECT_TRUE(mated);
    EXPECT_GT(mate_lines, 100);
}

TEST(Search, StalemateScoresZeroWithNoMove) {
    Engine engine;
    const SearchResult r = search_depth(engine, position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), 5);
    EXPECT_FALSE(bool(r.best));
    EXPECT_EQ(r.score, DrawValue);
}

TEST(Search, CheckmatedRootHasNoMoveAndAMateScore) {
    Engine engine;
    const SearchResult r =
        search_depth(engine, position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"), 5);
    EXPECT_FALSE(bool(r.best));
    EXPECT_EQ(r.score, mated_in(0));
}

TEST(Search, RepetitionIsScoredAsDraw) {
    // Black (a knight against a queen) can repeat the start position a third time with b8a8.
    Engine engine;
    const chess::Position pos = position("k6n/8/8/8/8/4Q3/8/7K w - - 0 1",
                                         {"h1g1", "a8b8", "g1h1", "b8a8", "h1g1", "a8b8", "g1h1"});
    const SearchResult r = search_depth(engine, pos, 6);
    EXPECT_EQ(chess::to_uci(r.best), "b8a8");
    EXPECT_EQ(r.score, DrawValue);
    // Without the history the same position is lost for Black.
    const SearchResult fresh = search_depth(engine, position(pos.fen()), 6);
    EXPECT_LT(fresh.score, -300);
}

TEST(Search, BenchNodeCountIsDeterministic) {
    const SearchParams params;
    const auto a = tools::run_bench(5, params, nullptr);
    const auto b = tools::run_bench(5, params, nullptr);
    EXPECT_GT(a.nodes, 0u);
    EXPECT_EQ(a.nodes, b.nodes);
}

TEST(Search, SameSearchTwiceInTwoEnginesGivesTheSameTree) {
    const chess::Position pos = position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    Engine first, second;
    const SearchResult a = search_depth(first, pos, 7);
    const SearchResult b = search_depth(second, pos, 7);
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.best, b.best);
    EXPECT_EQ(a.score, b.score);
}

TEST(Search, TwoDifferentlyConfiguredEnginesCoexist) {
    const chess::Position pos = position("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");
    Engine reference;
    const SearchResult expected = search_depth(reference, pos, 7);

    Engine plain, tuned;
    ASSERT_EQ(set_param(plain.params(), "NullMove", "off"), std::nullopt);
    ASSERT_EQ(set_param(plain.params(), "LMR", "false"), std::nullopt);
    SearchResult plain_result, tuned_result;
    // Both search at the same time on their own threads.
    std::thread t1([&] { plain_result = search_depth(plain, pos, 7); });
    std::thread t2([&] { tuned_result = search_depth(tuned, pos, 7); });
    t1.join();
    t2.join();
    EXPECT_EQ(tuned_result.nodes, expected.nodes);  // untouched by the other engine
    EXPECT_NE(plain_result.nodes, expected.nodes);  // its own configuration
    EXPECT_EQ(plain_result.stats[method("NullMove")].tried, 0u);
    EXPECT_EQ(plain_result.stats[method("LMR")].tried, 0u);
    EXPECT_GT(tuned_result.stats[method("NullMove")].tried, 0u);
}

TEST(Search, AsynchronousGoReportsExactlyOneBestmove) {
    Engine engine;
    Limits limits;
    limits.depth = 5;
    int bestmoves = 0;
    int iterations = 0;
    Callbacks callbacks;
    callbacks.on_iteration = [&](const IterationInfo& info) { iterations += info.bound == ScoreBound::Exact; };
    callbacks.on_bestmove = [&](const SearchResult& r) {
        ++bestmoves;
        EXPECT_TRUE(bool(r.best));
    };
    engine.go(chess::Position(), limits, callbacks);
    engine.wait();
    EXPECT_EQ(bestmoves, 1);
    EXPECT_EQ(iterations, 5);
}

TEST(Search, InfiniteSearchHoldsBestmoveUntilStop) {
    Engine engine;
    Limits limits;
    limits.infinite = true;
    limits.depth = 2;  // finishes at once, but must still wait for stop
    std::atomic<int> bestmoves{0};
    Callbacks callbacks;
    callbacks.on_bestmove = [&](const SearchResult&) { ++bestmoves; };
    engine.go(chess::Position(), limits, callbacks);
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    EXPECT_EQ(bestmoves.load(), 0);
    engine.stop();
    engine.wait();
    EXPECT_EQ(bestmoves.load(), 1);
}

TEST(Search, NodeLimitIsReproducible) {
    Limits limits;
    limits.nodes = 20000;
    Engine a, b;
    const auto ra = a.search(chess::Position(), limits);
    const auto rb = b.search(chess::Position(), limits);
    EXPECT_EQ(ra.best, rb.best);
    EXPECT_EQ(ra.depth, rb.depth);
}

TEST(Search, SearchmovesRestrictsTheRoot) {
    Engine engine;
    Limits limits;
    limits.depth = 4;
    const chess::Position start;
    limits.searchmoves = {chess::parse_uci(start, "a2a3"), chess::parse_uci(start, "h2h3")};
    const auto r = engine.search(start, limits);
    EXPECT_TRUE(chess::to_uci(r.best) == "a2a3" || chess::to_uci(r.best) == "h2h3");
}

// A node in check saves no static eval (NoEval) in its TT entry. A 16-bit key collision can give that
// entry to a node that is not in check; standing pat on it returned -Infinite, the root then scored
// +Infinite and its full-window search never completed. The entry of a quiet child is poisoned here.
TEST(Search, AnEntryWithoutStaticEvalIsNotUsedAsOne) {
    TranspositionTable tt(1);
    tt.allocate();
    const chess::Position root = position(std::string(chess::StartFen));
    const chess::Position child = position(std::string(chess::StartFen), {"e2e4"});
    ASSERT_FALSE(child.in_check());
    tt.store(child.key(), -2, Bound::None, 0, NoEval, chess::Move::none(), 1);

    auto history = std::make_unique<History>();
    eval::Evaluator evaluator;
    SearchParams params;
    SearchControl control;
    Searcher searcher(tt, *history, evaluator, params, control, TimeOptions{0, 0});
    Limits limits;
    limits.depth = 1;
    const SearchResult r = searcher.run(root, limits, {});
    EXPECT_LT(std::abs(r.score), 200) << "best " << chess::to_uci(r.best);
}

// NodesTime: the clock runs on nodes, so a timed search stops at the same node whatever the machine's
// load, and within the hard limit counted in nodes.
TEST(Search, NodesTimeMakesATimedSearchRepeatable) {
    const auto timed = [](int nodes_per_ms) {
        Engine engine;
        engine.set_nodes_time(nodes_per_ms);
        engine.set_move_overhead(0);
        Limits limits;
        limits.time[chess::White] = limits.time[chess::Black] = 3000;
        return engine.search(position(std::string(chess::StartFen)), limits);
    };
    const SearchResult a = timed(10), b = timed(10);
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.best, b.best);
    EXPECT_EQ(a.depth, b.depth);
    // 3000 "ms" in sudden death: the hard limit is at most 15% of it, 450 ms = 4500 nodes (the clock is
    // read every 256 nodes).
    EXPECT_GT(a.nodes, 0u);
    EXPECT_LE(a.nodes, 4500u + 256u);
    // Twice the nodes per millisecond: about twice the search, never less.
    EXPECT_GE(timed(20).nodes, a.nodes);
}

// With Rule50Decay an advantage is worth less the longer no capture or pawn move has happened: the same
// rook-up position scores lower at fifty-move count 80 than at 0, and without the switch the same.
TEST(Search, Rule50DecayShrinksAnAdvantageThatMakesNoProgress) {
    const std::string board = "8/5k2/8/8/8/2R5/5K2/8 w - - ";
    const auto score = [&](bool decay, int halfmoves) {
        Engine engine;
        engine.params().rule50_decay = decay;
        return search_depth(engine, position(board + std::to_string(halfmoves) + " 80"), 3).score;
    };
    EXPECT_EQ(score(false, 80), score(false, 0));
    EXPECT_GT(score(true, 0), 300);
    EXPECT_LT(score(true, 80), score(true, 0) * 3 / 4);
    EXPECT_GT(score(true, 80), score(true, 0) / 2);
}

