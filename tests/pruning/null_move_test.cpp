#include <gtest/gtest.h>

#include "engine/eval/params_io.hpp"
#include "engine/search/pruning/null_move.hpp"
#include "engine/search/pruning/null_move_bound.hpp"
#include "tests/pruning/harness.hpp"

using namespace gambit;
using namespace gambit::search;
using namespace gambit::search::testing;

TEST(NullMoveBound, NoPgamMarginIsTenFromOneUnexploredMoveAndTwentyFromSixteen) {
    EXPECT_EQ(nopgam_margin(0), 0);
    EXPECT_EQ(nopgam_margin(1), 10);
    EXPECT_EQ(nopgam_margin(15), 10);
    EXPECT_EQ(nopgam_margin(16), 20);
    EXPECT_EQ(nopgam_margin(40), 20);
}

TEST(NullMoveBound, EachVariantChoosesItsOwnMarginAndNoneInsideANullMoveSearch) {
    SearchParams p;
    PruneContext ctx;
    ctx.nopgam[3][chess::White] = 16;
    ctx.nopgam[3][chess::Black] = 2;
    EXPECT_EQ(null_move_margin(p, ctx, 3, chess::White), 0);  // standard
    p.null_move_bound = NullMoveBound::Variable;
    EXPECT_EQ(null_move_margin(p, ctx, 3, chess::White), 20);
    EXPECT_EQ(null_move_margin(p, ctx, 3, chess::Black), 10);
    EXPECT_EQ(null_move_margin(p, ctx, 4, chess::White), 0);  // nothing unexplored on that path
    ctx.inside[method("NullMove")] = 1;                          // inside a null-move search: t = 0
    EXPECT_EQ(null_move_margin(p, ctx, 3, chess::White), 0);
    p.null_move_bound = NullMoveBound::Tempo10;
    EXPECT_EQ(null_move_margin(p, ctx, 3, chess::White), 10);
    p.null_move_bound = NullMoveBound::Tempo20;
    EXPECT_EQ(null_move_margin(p, ctx, 4, chess::Black), 20);
}

TEST(NullMoveBound, NoPgamIsIncrementalPerSide) {
    SearchParams params = plain_params();
    params.null_move_bound = NullMoveBound::Variable;
    Harness h(params);
    Searcher& s = h.at("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    const chess::Position& pos = s.position();
    const chess::Move good1 = chess::parse_uci(pos, "f1c4"), good2 = chess::parse_uci(pos, "f1b5");
    const chess::Move other = chess::parse_uci(pos, "a2a3");
    h.history->clear();
    h.history->update_butterfly(chess::White, good1, 400);
    h.history->update_butterfly(chess::White, good2, 400);
    h.history->update_butterfly(chess::White, other, -400);

    PruneContext& ctx = s.prune_context();
    ctx.nopgam[1] = {3, 5};
    nopgam_enter_node(s, 1, false);
    EXPECT_EQ(ctx.good_left[1], 2);
    nopgam_before_child(s, 1, other, true);  // not a good move: both good ones are still unexplored
    EXPECT_EQ(ctx.nopgam[2][chess::White], 3 + 2);
    EXPECT_EQ(ctx.nopgam[2][chess::Black], 5);
    nopgam_before_child(s, 1, good1, true);  // one good alternative left
    EXPECT_EQ(ctx.nopgam[2][chess::White], 3 + 1);
    nopgam_before_child(s, 1, good2, true);
    EXPECT_EQ(ctx.nopgam[2][chess::White], 3);
    EXPECT_EQ(ctx.nopgam[2][chess::Black], 5);
}

// As the seed counts NoPGAM (NullMoveBoundSeedCount): captures are possibly good alternatives too, a PV node
// has none, and nothing is added before the node's first move has been searched.
TEST(NullMoveBound, TheSeedsCountTakesCapturesAndSkipsPvNodesAndTheFirstChild) {
    SearchParams params = plain_params();
    params.null_move_bound = NullMoveBound::Variable;
    params.null_move_bound_seed_count = 1;
    Harness h(params);
    Searcher& s = h.at("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    const chess::Position& pos = s.position();
    const chess::Move good = chess::parse_uci(pos, "f1c4"), capture = chess::parse_uci(pos, "f3e5");
    const chess::Move other = chess::parse_uci(pos, "a2a3");
    h.history->clear();
    h.history->update_butterfly(chess::White, good, 400);
    h.history->update_butterfly(chess::White, other, -400);

    PruneContext& ctx = s.prune_context();
    ctx.nopgam[1] = {3, 5};
    nopgam_enter_node(s, 1, true);
    EXPECT_EQ(ctx.good_left[1], 0);  // a PV node
    nopgam_enter_node(s, 1, false);
    EXPECT_EQ(ctx.good_left[1], 2);  // f1c4 and the capture Nxe5
    nopgam_before_child(s, 1, other, false);  // a method's trial before the first child: nothing added
    EXPECT_EQ(ctx.nopgam[2][chess::White], 3);
    nopgam_before_child(s, 1, other, true);  // the first child: nothing added
    EXPECT_EQ(ctx.nopgam[2][chess::White], 3);
    nopgam_before_child(s, 1, good, true);
    EXPECT_EQ(ctx.nopgam[2][chess::White], 3 + 1);
    nopgam_before_child(s, 1, capture, true);
    EXPECT_EQ(ctx.nopgam[2][chess::White], 3);
    EXPECT_EQ(ctx.nopgam[2][chess::Black], 5);
}

TEST(NullMoveBound, RelaxedBoundCutsWhereStandardDoesNot) {
    const std::string fen = "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10";
    SearchParams params = plain_params();
    params.null_move = NullMoveMode::Adaptive;
    params.null_move_bound = NullMoveBound::Tempo20;
    Harness h(params);
    h.search(fen, 6);
    const MethodStats& bound = h.searcher->stats()[method("NullMoveBound")];
    EXPECT_GT(bound.tried, 0u);
    EXPECT_GT(bound.cut, 0u);  // null searches in [beta - 20, beta) that cut only thanks to t
}

TEST(NullMoveBound, VariableBoundCountsTheMarginsItChose) {
    const std::string fen = "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10";
    SearchParams params = plain_params();
    params.null_move = NullMoveMode::Adaptive;
    params.null_move_bound = NullMoveBound::Variable;
    Harness h(params);
    h.search(fen, 6);
    const PruneStats& stats = h.searcher->stats();
    const std::uint64_t total = stats.null_bound_margin[0] + stats.null_bound_margin[1] + stats.null_bound_margin[2];
    EXPECT_EQ(total, stats[method("NullMove")].tried);  // one margin per null-move search
    EXPECT_EQ(stats.null_bound_margin[1] + stats.null_bound_margin[2], stats[method("NullMoveBound")].tried);
    EXPECT_NE(stats.table().find("NullMoveBoundMargin t0 "), std::string::npos);
}

TEST(NullMove, TheStaticEvalGateKeepsItFromNodesBelowBeta) {
    SearchParams params = plain_params();
    params.null_move = NullMoveMode::Fixed;
    Harness h(params);
    // White a queen up, beta far above the static eval: gated, null move is not tried; ungated, it is (and
    // fails low: a queen up is not enough to pass and stay above beta = 3000).
    Searcher& s = h.at("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_FALSE(null_move_prune(s, h.node(s, 3000, 5, NodeType::Cut)).has_value());
    EXPECT_EQ(s.stats()[method("NullMove")].tried, 0u);

    params.null_move_eval_gate = 0;
    Harness ungated(params);
    Searcher& u = ungated.at("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_FALSE(null_move_prune(u, ungated.node(u, 3000, 5, NodeType::Cut)).has_value());
    EXPECT_EQ(u.stats()[method("NullMove")].tried, 1u);
}

TEST(NullMove, ReturnsAFailHighAndCountsIt) {
    SearchParams params = plain_params();
    params.null_move = NullMoveMode::Fixed;
    Harness h(params);
    // White a queen up; at a CUT node with beta far below the eval the null move fails high.
    Searcher& s = h.at("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const auto v = null_move_prune(s, h.node(s, 0, 5, NodeType::Cut));
    ASSERT_TRUE(v.has_value());
    EXPECT_GE(*v, 0);
    EXPECT_EQ(s.stats()[method("NullMove")].tried, 1u);
    EXPECT_EQ(s.stats()[method("NullMove")].cut, 1u);
    EXPECT_GT(s.stats()[method("NullMove")].nodes, 0u);
    // Never at PV nodes.
    EXPECT_FALSE(null_move_prune(s, h.node(s, 0, 5, NodeType::PV)).has_value());
}

TEST(NullMove, IsNeverTriedInAPawnOnlyEnding) {
    SearchParams params = plain_params();
    params.null_move = NullMoveMode::Fixed;
    Harness h(params);
    h.search("8/5k2/5p2/4pP2/4P3/4K3/8/8 w - - 0 1", 8);
    EXPECT_EQ(h.searcher->stats()[method("NullMove")].tried, 0u);
}

namespace {

// R of null move in `mode` (NullMoveR 2 for `fixed`), every other parameter at its default.
int nm_reduction_with(NullMoveMode mode, int depth, int eval_surplus) {
    SearchParams p;
    p.null_move = mode;
    p.null_move_r = 2;
    return null_move_reduction(p, depth, eval_surplus);
}

}  // namespace

TEST(NullMove, AdaptiveReducesThreeFarFromTheLeavesAndVerifiedAlwaysThree) {
    EXPECT_EQ(nm_reduction_with(NullMoveMode::Fixed, 9, 0), 2);
    EXPECT_EQ(nm_reduction_with(NullMoveMode::Adaptive, 7, 0), 3);
    EXPECT_EQ(nm_reduction_with(NullMoveMode::Adaptive, 6, 0), 2);
    EXPECT_EQ(nm_reduction_with(NullMoveMode::Verified, 4, 0), 3);
}

// The modern reduction grows with depth (one ply per three) and with the static eval's surplus over beta
// (one ply per 200 cp, at most three); a surplus never makes it smaller than at eval == beta.
TEST(NullMove, ModernReductionGrowsWithDepthAndEvalSurplus) {
    const NullMoveMode modern = NullMoveMode::Modern;
    EXPECT_EQ(nm_reduction_with(modern, 2, 0), 3);
    EXPECT_EQ(nm_reduction_with(modern, 3, 0), 4);
    EXPECT_EQ(nm_reduction_with(modern, 12, 0), 7);
    EXPECT_EQ(nm_reduction_with(modern, 12, 199), 7);
    EXPECT_EQ(nm_reduction_with(modern, 12, 200), 8);
    EXPECT_EQ(nm_reduction_with(modern, 12, 450), 9);
    EXPECT_EQ(nm_reduction_with(modern, 12, 5000), 10);
    EXPECT_EQ(nm_reduction_with(modern, 12, -50), 7);
    for (int depth = 2; depth < 30; ++depth)
        EXPECT_GE(nm_reduction_with(modern, depth, 0), nm_reduction_with(NullMoveMode::Adaptive, depth, 0));
    // Its constants are rows: a cap of 0 leaves the eval surplus out.
    SearchParams no_eval_term;
    no_eval_term.null_move = modern;
    no_eval_term.null_move_modern_eval_cap = 0;
    EXPECT_EQ(null_move_reduction(no_eval_term, 12, 5000), 7);
}

// In a real search the modern null move reduces more than the adaptive one, so it cuts with fewer nodes:
// the same position, the same depth, the share of nodes spent in null-move searches is smaller.
TEST(NullMove, ModernSpendsFewerNodesInNullSearchesThanAdaptive) {
    const std::string fen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 1";
    SearchParams adaptive = plain_params();
    adaptive.null_move = NullMoveMode::Adaptive;
    SearchParams modern = plain_params();
    modern.null_move = NullMoveMode::Modern;
    Harness a(adaptive), m(modern);
    a.search(fen, 8);
    m.search(fen, 8);
    const MethodStats& sa = a.searcher->stats()[method("NullMove")];
    const MethodStats& sm = m.searcher->stats()[method("NullMove")];
    ASSERT_GT(sa.tried, 0u);
    ASSERT_GT(sm.tried, 0u);
    EXPECT_LT(double(sm.nodes) / double(sm.tried), double(sa.nodes) / double(sa.tried));
}

// WAC.282: with R = 3 the plain null move cuts a line it should not (a fail high refuted by the real
// moves, the zugzwang-like case Tabibi & Netanyahu's verification exists for) and misses Rh8+ at depth 6;
// verified null move sees its verification search fail and finds the move. Which line is cut depends on
// the evaluation: the case was found with the hand-set weights, so both searches use them.
TEST(NullMove, VerifiedDetectsWhatFixedGetsWrong) {
    const std::string fen = "6k1/2p3p1/1p1p1nN1/1B1P4/4PK2/8/2r3b1/7R w - - 0 1";
    std::string problem;
    const auto handset = eval::load_params_file(GAMBIT_SOURCE_DIR "/engine/eval/tuned/handset-pesto.json",
                                                eval::default_params(), &problem);
    ASSERT_TRUE(handset) << problem;
    SearchParams fixed = plain_params();
    fixed.null_move = NullMoveMode::Fixed;
    fixed.null_move_r = 3;
    Harness with_fixed(fixed);
    with_fixed.evaluator.set_params(*handset);
    const SearchResult a = with_fixed.search(fen, 6);
    EXPECT_NE(chess::to_uci(a.best), "h1h8");
    EXPECT_EQ(with_fixed.searcher->stats()[method("NullMove")].verify_fail, 0u);

    SearchParams verified = plain_params();
    verified.null_move = NullMoveMode::Verified;
    Harness with_verified(verified);
    with_verified.evaluator.set_params(*handset);
    const SearchResult b = with_verified.search(fen, 6);
    EXPECT_EQ(chess::to_uci(b.best), "h1h8");
    EXPECT_GT(with_verified.searcher->stats()[method("NullMove")].verify_fail, 0u);
}
