// Syzygy tablebases in the search (engine/search/tablebase.*), checked against the verdicts of Fathom's own
// command-line prober (Debian package fathom) on the 3-4-piece tables. Fails without fathom (scripts/install-deps --engines);
// skipped without the tables, which no install script provides.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "engine/search/engine.hpp"
#include "engine/search/tablebase.hpp"
#include "engine/search/value.hpp"

using namespace gambit;
using namespace gambit::search;

namespace {

std::string tables_folder() {
    const char* env = std::getenv("GAMBIT_SYZYGY");
    return env ? env : "/work/shared/data/syzygy";
}

std::string fathom_binary() {
    for (const char* path : {"/usr/games/fathom", "/usr/bin/fathom"})
        if (std::filesystem::exists(path)) return path;
    return "";
}

// Fathom's [WDL "..."] verdict for the side to move, as tablebase::Wdl (-2..2); nullopt if it gave none.
std::optional<tablebase::Wdl> fathom_verdict(const std::string& fen) {
    const std::string command = fathom_binary() + " --path=" + tables_folder() + " '" + fen + "' 2>/dev/null";
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
    if (!pipe) return std::nullopt;
    std::string output;
    std::array<char, 512> buffer{};
    while (fgets(buffer.data(), int(buffer.size()), pipe.get())) output += buffer.data();
    const auto at = output.find("[WDL \"");
    if (at == std::string::npos) return std::nullopt;
    const std::string verdict = output.substr(at + 6, output.find('"', at + 6) - at - 6);
    if (verdict == "Win") return 2;
    if (verdict == "CursedWin") return 1;
    if (verdict == "Draw") return 0;
    if (verdict == "BlessedLoss") return -1;
    if (verdict == "Loss") return -2;
    return std::nullopt;
}

class Tablebase : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_FALSE(fathom_binary().empty()) << "no fathom prober: scripts/install-deps --engines installs it";
        if (!std::filesystem::exists(tables_folder() + "/KQvK.rtbw")) GTEST_SKIP() << "no tables in " << tables_folder();
        // Loaded once: Fathom's reloading unmaps what it never mapped (it says so on stderr). The tables are
        // the process's, so these tests come last in the file list (CTest runs each test on its own anyway).
        if (tablebase::largest() == 0) { ASSERT_EQ(tablebase::load(tables_folder()), 4); }
    }
};

// Wins, losses and draws of every kind of 3-4-piece ending, both sides to move (halfmove clock 0).
constexpr const char* Positions[] = {
    "8/8/8/8/8/2k5/8/KQ6 w - - 0 1",        // KQvK
    "8/8/8/8/8/2k5/8/KQ6 b - - 0 1",
    "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",       // KRvK
    "8/8/4k3/8/8/8/3PK3/8 w - - 0 1",       // KPvK drawn
    "8/8/8/8/4k3/8/3PK3/8 b - - 0 1",
    "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1",      // KPvK: the opposition
    "4k3/8/4K3/4P3/8/8/8/8 b - - 0 1",
    "8/8/8/3k4/8/8/8/KBN5 w - - 0 1",       // KBNvK
    "8/8/8/3k4/8/8/8/KNN5 w - - 0 1",       // KNNvK drawn
    "8/8/8/3k4/8/1r6/8/KQ6 w - - 0 1",      // KQvKR
    "8/8/8/3k4/8/1r6/8/KQ6 b - - 0 1",      // Black to move: ...Rb1+ or ...Ra3+ skewers? the table knows
    "8/8/8/3kb3/8/8/8/KR6 w - - 0 1",       // KRvKB drawn
    "8/1p6/8/3k4/8/8/6P1/K7 w - - 0 1",     // KPvKP
    "8/8/8/8/8/k7/p7/1K6 w - - 0 1",        // KvKP
    "1k6/1P6/1K6/8/8/8/8/8 b - - 0 1",      // stalemate-ish KPvK
    "8/8/8/8/8/6k1/7p/5K2 w - - 0 1",
};

}  // namespace

TEST_F(Tablebase, WdlAndRootProbesAgreeWithFathomsVerdicts) {
    int compared = 0;
    for (const char* fen : Positions) {
        const auto pos = chess::Position::from_fen(fen);
        ASSERT_TRUE(pos) << fen;
        if (chess::legal_moves(*pos).empty()) continue;
        const auto expected = fathom_verdict(fen);
        ASSERT_TRUE(expected) << "fathom gave no verdict for " << fen;
        EXPECT_EQ(tablebase::probe_wdl(*pos), expected) << fen;
        const auto root = tablebase::probe_root(*pos);
        ASSERT_TRUE(root) << fen;
        EXPECT_EQ(root->wdl, *expected) << fen;
        EXPECT_TRUE(chess::legal_moves(*pos).contains(root->move)) << fen;
        ++compared;
    }
    EXPECT_GE(compared, 14);
}

// The move the search plays keeps Fathom's verdict: after it, the opponent stands where the verdict says.
TEST_F(Tablebase, TheSearchPlaysAMoveThatKeepsTheVerdictAndCountsItsProbes) {
    for (const char* fen : {"8/8/8/3k4/8/1r6/8/KQ6 w - - 0 1", "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1",
                            "8/8/8/8/8/k7/p7/1K6 w - - 0 1"}) {
        const chess::Position root = *chess::Position::from_fen(fen);
        Engine engine;
        Limits limits;
        limits.depth = 8;
        const SearchResult r = engine.search(root, limits);
        ASSERT_TRUE(r.best) << fen;
        EXPECT_TRUE(r.final_info.tablebases);
        EXPECT_GT(r.final_info.tbhits, 0u) << fen;
        chess::Position after = root;
        chess::Undo undo;
        after.make_move(r.best, undo);
        const auto before_verdict = fathom_verdict(fen);
        ASSERT_TRUE(before_verdict);
        const auto reply = tablebase::probe_root(after);
        if (chess::legal_moves(after).empty()) {
            EXPECT_EQ(*before_verdict, 2) << "only a win ends the game at once: " << fen;
            continue;
        }
        ASSERT_TRUE(reply) << fen;
        EXPECT_EQ(reply->wdl, -*before_verdict) << fen << " after " << chess::to_uci(r.best);
        // The score is the tables' (or a mate the search found): a win above every evaluation.
        if (*before_verdict == 2) { EXPECT_GE(r.score, TbWinValue - MaxPly) << fen; }
        if (*before_verdict == 0) { EXPECT_EQ(r.score, DrawValue) << fen; }
    }
}

// Without tables (or with a probe limit of 0) nothing is probed and nothing reported.
TEST_F(Tablebase, AProbeLimitOfZeroTurnsProbingOff) {
    Engine engine;
    engine.tablebase_options().probe_limit = 0;
    Limits limits;
    limits.depth = 6;
    const SearchResult r = engine.search(*chess::Position::from_fen("8/8/8/3k4/8/1r6/8/KQ6 w - - 0 1"), limits);
    EXPECT_FALSE(r.final_info.tablebases);
    EXPECT_EQ(r.final_info.tbhits, 0u);
}

// A decisive probe is stored TablebaseStorePlies deeper than its node, a parameter row like the steps'
// limits: stored at the node's own depth instead, the tree changes (KQvKRP: its captures reach the tables
// with the clock reset, so probes happen inside the tree).
TEST_F(Tablebase, TheStoreDepthOfAProbeIsARowThatChangesTheTree) {
    const auto nodes = [](const std::string& plies) {
        Engine engine;
        EXPECT_EQ(set_param(engine.params(), "TablebaseStorePlies", plies), std::nullopt);
        Limits limits;
        limits.depth = 12;
        return engine.search(*chess::Position::from_fen("8/8/8/3k4/8/1r6/1P6/KQ6 w - - 0 1"), limits).nodes;
    };
    EXPECT_NE(nodes("0"), nodes("6"));
}
