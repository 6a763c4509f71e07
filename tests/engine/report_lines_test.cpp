// What the search reports besides its completed iterations: aspiration failures with their bound, the final
// line of a search, and the text of an info line (nps without time).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "chess/movegen.hpp"
#include "chess/position.hpp"
#include "engine/search/engine.hpp"
#include "engine/uci/format.hpp"

using namespace gambit;
using namespace gambit::search;

namespace {

chess::Position position(const std::string& fen) {
    auto pos = chess::Position::from_fen(fen);
    EXPECT_TRUE(pos.has_value()) << fen;
    return *pos;
}

}  // namespace

// An endgame whose aspiration windows fail both ways by depth 10: every failure is reported with its bound,
// a fail high with the legal move that failed high, a fail low with the previous iteration's line, and every
// depth ends with its exact line.
TEST(ReportLines, AspirationFailuresCarryTheirBound) {
    const chess::Position root = position("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
    Engine engine;
    Limits limits;
    limits.depth = 10;
    std::vector<IterationInfo> lines;
    const SearchResult result = engine.search(root, limits, [&](const IterationInfo& info) { lines.push_back(info); });
    int lower = 0, upper = 0;
    std::vector<chess::Move> previous_exact;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const IterationInfo& info = lines[i];
        ASSERT_FALSE(info.pv.empty()) << "line " << i;
        EXPECT_TRUE(chess::legal_moves(root).contains(info.pv[0])) << "line " << i;
        if (info.bound == ScoreBound::Lower) ++lower;
        if (info.bound == ScoreBound::Upper) {
            ++upper;
            EXPECT_EQ(info.pv, previous_exact) << "a fail low shows the last iteration's line";
        }
        if (info.bound == ScoreBound::Exact) {
            previous_exact = info.pv;
        } else {
            ASSERT_LT(i + 1, lines.size()) << "a failed window is searched again";
        }
        if (i + 1 < lines.size() && lines[i + 1].depth > info.depth) { EXPECT_EQ(info.bound, ScoreBound::Exact); }
    }
    EXPECT_GT(lower, 0);
    EXPECT_GT(upper, 0);
    ASSERT_EQ(lines.back().bound, ScoreBound::Exact);
    EXPECT_EQ(lines.back().score, result.score);
    EXPECT_EQ(lines.back().pv, result.pv);
    EXPECT_FALSE(result.final_info_new) << "the last iteration's line said it all";
}

// A node limit stops the search inside an iteration: the final line reports the move played with every node.
TEST(ReportLines, TheFinalLineOfAStoppedSearchCountsEveryNode) {
    Engine engine;
    Limits limits;
    limits.nodes = 3000;
    std::uint64_t last_reported = 0;
    const SearchResult result = engine.search(chess::Position(), limits,
                                              [&](const IterationInfo& info) { last_reported = info.nodes; });
    EXPECT_TRUE(result.final_info_new);
    EXPECT_EQ(result.final_info.nodes, result.nodes);
    EXPECT_GE(result.nodes, 3000u);
    EXPECT_LE(result.nodes, 3010u);
    EXPECT_LE(last_reported, result.nodes);
    EXPECT_GE(result.final_info.depth, result.depth);
    ASSERT_FALSE(result.final_info.pv.empty());
    EXPECT_EQ(result.final_info.pv[0], result.best);
    EXPECT_EQ(result.final_info.score, result.score);
}

TEST(ReportLines, NpsComesFromMicrosecondsAndIsLeftOutWithoutTime) {
    IterationInfo info;
    info.depth = 1;
    info.nodes = 1000;
    info.time_ms = 0;
    info.time_us = 0;
    EXPECT_EQ(uci::format_info(info, chess::Position()).find(" nps "), std::string::npos);
    info.time_us = 500;
    const std::string line = uci::format_info(info, chess::Position());
    EXPECT_NE(line.find(" nodes 1000 nps 2000000 "), std::string::npos) << line;
    EXPECT_NE(line.find(" time 0"), std::string::npos) << line;
    info.bound = ScoreBound::Upper;
    EXPECT_NE(uci::format_info(info, chess::Position()).find("score cp 0 upperbound nodes"), std::string::npos);
}
