// MultiPV: the N best root moves, each with its own line, best first; line k leaves out the first moves of
// the lines before it.
#include <gtest/gtest.h>

#include <map>
#include <algorithm>
#include <string>
#include <vector>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "engine/search/engine.hpp"
#include "engine/search/value.hpp"
#include "engine/tools/bench.hpp"

using namespace gambit;
using namespace gambit::search;

namespace {

chess::Position multipv_root(const std::string& fen) {
    auto pos = chess::Position::from_fen(fen);
    EXPECT_TRUE(pos.has_value()) << fen;
    return *pos;
}

// The exact lines of the last depth, by rank.
std::map<int, IterationInfo> last_depth_lines(Engine& engine, const chess::Position& root, int depth, int multi_pv,
                                              SearchResult* result = nullptr) {
    Limits limits;
    limits.depth = depth;
    limits.multi_pv = multi_pv;
    std::map<int, IterationInfo> lines;
    const SearchResult r = engine.search(root, limits, [&](const IterationInfo& info) {
        if (info.bound != ScoreBound::Exact) return;
        if (info.depth == depth) lines[info.multipv] = info;
    });
    if (result) *result = r;
    return lines;
}

// Every move of the line is legal in turn.
bool legal_line(chess::Position pos, const std::vector<chess::Move>& pv) {
    std::vector<chess::Undo> undos(pv.size());
    for (std::size_t i = 0; i < pv.size(); ++i) {
        if (!chess::legal_moves(pos).contains(pv[i])) return false;
        pos.make_move(pv[i], undos[i]);
    }
    return true;
}

}  // namespace

// White's queen can take the knight with check and then fork king and rook (Qxa4+ and Qe4+), or take the rook.
TEST(MultiPv, ThreeLinesBestFirstWithDistinctMovesAndLegalLines) {
    const chess::Position root = multipv_root("k6r/8/8/8/n2Q4/8/8/6K1 w - - 0 1");
    Engine engine;
    SearchResult result;
    const auto lines = last_depth_lines(engine, root, 8, 3, &result);
    ASSERT_EQ(lines.size(), 3u);
    ASSERT_EQ(lines.begin()->first, 1);
    std::vector<chess::Move> first_moves;
    int previous_score = Infinite;
    for (const auto& [rank, info] : lines) {
        ASSERT_FALSE(info.pv.empty()) << rank;
        EXPECT_TRUE(legal_line(root, info.pv)) << "line " << rank;
        EXPECT_EQ(std::count(first_moves.begin(), first_moves.end(), info.pv[0]), 0) << "line " << rank << " repeats a first move";
        first_moves.push_back(info.pv[0]);
        EXPECT_LE(info.score, previous_score) << "line " << rank;
        previous_score = info.score;
    }
    EXPECT_EQ(chess::to_uci(lines.at(1).pv[0]), "d4a4");
    EXPECT_EQ(chess::to_uci(lines.at(2).pv[0]), "d4h8");
    EXPECT_GT(lines.at(2).score, 300);  // the rook
    EXPECT_EQ(result.best, lines.at(1).pv[0]);
    EXPECT_EQ(result.score, lines.at(1).score);
}

// More lines than legal moves: one line per move.
TEST(MultiPv, IsCappedAtTheLegalMoveCount) {
    const chess::Position root = multipv_root("7k/8/8/8/8/8/8/K7 w - - 0 1");  // Ka2, Kb1, Kb2
    Engine engine;
    const auto lines = last_depth_lines(engine, root, 5, 5);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines.rbegin()->first, 3);
}

// With one line the search is the single-PV search: same nodes, same move, no rank in the lines.
TEST(MultiPv, OneLineIsTheOrdinarySearch) {
    const chess::Position root = multipv_root("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9");
    Engine plain, one;
    Limits limits;
    limits.depth = 9;
    const SearchResult a = plain.search(root, limits);
    const auto lines = last_depth_lines(one, root, 9, 1);
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines.begin()->first, 0);
    EXPECT_EQ(lines.begin()->second.nodes, a.nodes);
    EXPECT_EQ(lines.begin()->second.pv, a.pv);
}

// The second line of a position equals the best line of the same search without its best move
// (searchmoves), up to the search's own instability: its first move is the best of the rest.
TEST(MultiPv, TheSecondLineIsTheBestWithoutTheFirstMove) {
    const chess::Position root = multipv_root("k6r/8/8/8/n2Q4/8/8/6K1 w - - 0 1");
    Engine engine;
    const auto lines = last_depth_lines(engine, root, 6, 2);
    ASSERT_EQ(lines.size(), 2u);
    Limits limits;
    limits.depth = 6;
    for (chess::Move m : chess::legal_moves(root))
        if (m != lines.at(1).pv[0]) limits.searchmoves.push_back(m);
    Engine other;
    const SearchResult without_best = other.search(root, limits);
    EXPECT_EQ(without_best.best, lines.at(2).pv[0]);
}
