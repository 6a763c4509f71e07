// The engine key `ponder` (cutechess-cli): Ponder=true for engines that offer it, `go ponder` on the reply each
// engine expects, `ponderhit` when the opponent plays it, `stop` and a new `go` otherwise. fake-ponder exits
// (a crash to the manager) at any breach of the protocol, so clean games mean the manager kept it; the
// engine I/O in the log shows both kinds of turn happened. gambit against Stockfish checks real engines.
#include <gtest/gtest.h>

#include <string>

#include "e2e_support.hpp"

using namespace gambit::match::e2e;

namespace {

int count_of(const std::string& text, const std::string& what) {
    int n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

void expect_clean(const nlohmann::json& results) {
    for (const char* fault : {"crash", "stall", "illegal_move", "time_forfeit"})
        EXPECT_FALSE(results["terminations"].contains(fault)) << results["terminations"].dump();
}

}  // namespace

TEST(PonderE2E, PonderhitAndStopFollowTheProtocol) {
    TempDir dir;
    RunResult run = run_match({"-engine", "cmd=" + bin("fake-ponder"), "name=P1", "option.Seed=1", "ponder",
                               "-engine", "cmd=" + bin("fake-ponder"), "name=P2", "option.Seed=2", "ponder",
                               "-each", "tc=60+1", "-rounds", "4", "-repeat", "-maxmoves", "40", "-concurrency", "2",
                               "-pgnout", "file=" + dir / "games.pgn", "-results", "file=" + dir / "results.json",
                               "-log", "file=" + dir / "match.log", "level=trace", "engine=on"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    const auto results = read_json(dir / "results.json");
    EXPECT_EQ(results["games_played"], 8);
    expect_clean(results);
    EXPECT_EQ(check_consistency(dir / "games.pgn", results), "");
    const std::string log = slurp(dir / "match.log");
    EXPECT_GT(count_of(log, "> setoption name Ponder value true"), 0);
    const int ponders = count_of(log, "> go ponder"), hits = count_of(log, "> ponderhit"), stops = count_of(log, "> stop");
    EXPECT_GT(hits, 0);
    EXPECT_GT(stops, 0);
    // Every ponder search ends in a ponderhit or a stop (at the end of a game too), never in nothing.
    EXPECT_EQ(ponders, hits + stops) << log.substr(0, 2000);
}

TEST(PonderE2E, NoPonderingWithoutTheKeyOrTheOption) {
    TempDir dir;
    // Without `ponder` fake-ponder is never sent `go ponder` (it would exit); fake-random does not offer
    // Ponder, so `ponder` leaves it thinking on its own time only.
    RunResult run = run_match({"-engine", "cmd=" + bin("fake-ponder"), "name=P", "-engine", "cmd=" + bin("fake-random"),
                               "name=R", "ponder", "-each", "tc=60+1", "-rounds", "2", "-repeat", "-maxmoves", "30",
                               "-results", "file=" + dir / "results.json", "-log", "file=" + dir / "match.log",
                               "level=trace", "engine=on"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    expect_clean(read_json(dir / "results.json"));
    const std::string log = slurp(dir / "match.log");
    EXPECT_EQ(count_of(log, "go ponder"), 0);
    EXPECT_EQ(count_of(log, "ponderhit"), 0);
    EXPECT_EQ(count_of(log, "Ponder value"), 0);
}

TEST(PonderE2E, XboardEnginesCannotPonder) {
    RunResult run = run_match({"-engine", "cmd=/bin/true", "proto=xboard", "ponder", "tc=10+0.1", "-engine",
                               "cmd=" + bin("fake-random"), "tc=10+0.1"});
    EXPECT_EQ(run.exit_code, 2) << run.output;
    EXPECT_NE(run.output.find("ponder is implemented for UCI engines only"), std::string::npos) << run.output;
}

// gambit and Stockfish both pondering, on node limits (no clock, so no timing in the test).
TEST(PonderE2E, GambitAgainstStockfishBothPondering) {
    ASSERT_TRUE(have_stockfish()) << stockfish_path() << " is missing: scripts/install-deps --engines installs it, as scripts/test does";
    ASSERT_TRUE(have_gambit()) << bin("gambit") << " is missing: CMake builds it beside gambit-match (a wrong path must fail, not skip)";
    TempDir dir;
    RunResult run = run_match({"-engine", "cmd=" + bin("gambit"), "name=gambit", "ponder", "-engine",
                               std::string("cmd=") + stockfish_path(), "name=stockfish", "ponder", "option.Threads=1",
                               "-each", "tc=inf", "nodes=3000", "option.Hash=8", "-rounds", "1", "-repeat", "-maxmoves",
                               "40", "-pgnout", "file=" + dir / "games.pgn", "-results", "file=" + dir / "results.json",
                               "-log", "file=" + dir / "match.log", "level=trace", "engine=on"},
                              300);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    const auto results = read_json(dir / "results.json");
    EXPECT_EQ(results["games_played"], 2);
    expect_clean(results);
    EXPECT_EQ(check_consistency(dir / "games.pgn", results), "");
    const std::string log = slurp(dir / "match.log");
    EXPECT_GT(count_of(log, "> go ponder"), 10);
    EXPECT_EQ(count_of(log, "> go ponder"), count_of(log, "> ponderhit") + count_of(log, "> stop"));
}
