// Misbehaving engines (tests/fakes): every fault ends the game under its own reason, -recover restarts the
// engine and the run completes, and nothing hangs (run_match kills a manager that overruns its limit).
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "e2e_support.hpp"

using namespace gambit::match::e2e;

namespace {

struct Fault {
    const char* engine_tokens;  // the bad engine's -engine keys besides cmd
    const char* fake;
    const char* termination;    // what every game it spoils is counted as
};

RunResult play_against(const Fault& f, const TempDir& dir, bool recover) {
    std::vector<std::string> args{"-engine", "cmd=" + bin(f.fake), "name=Bad"};
    if (*f.engine_tokens) args.push_back(f.engine_tokens);
    std::vector<std::string> rest{"-engine", "cmd=" + bin("fake-random"), "name=Good", "-each", "tc=1+0.05",
                                  "-rounds", "2", "-repeat", "-concurrency", "2", "-pgnout", "file=" + dir / "g.pgn",
                                  "-results", "file=" + dir / "r.json"};
    args.insert(args.end(), rest.begin(), rest.end());
    if (recover) args.push_back("-recover");
    return run_match(args, 90);
}

// The parameterised tests stay in the anonymous namespace with Fault, which their bases name
// (-Wsubobject-linkage otherwise).
class FaultE2E : public ::testing::TestWithParam<Fault> {};

TEST_P(FaultE2E, CountedUnderItsReasonAndRecovered) {
    const Fault f = GetParam();
    TempDir dir;
    RunResult run = play_against(f, dir, true);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    auto results = read_json(dir / "r.json");
    EXPECT_EQ(results["games_played"], 4);
    EXPECT_EQ(results["terminations"][f.termination], 4) << results["terminations"].dump();
    EXPECT_EQ(results["pairs"][0]["wins"], 0);  // Bad (engine A) never scores
    EXPECT_EQ(check_consistency(dir / "g.pgn", results), "");
}

INSTANTIATE_TEST_SUITE_P(Fakes, FaultE2E,
                         ::testing::Values(Fault{"arg=3", "fake-crash", "crash"},
                                           Fault{"arg=3", "fake-stall", "stall"},
                                           Fault{"arg=3", "fake-illegal", "illegal_move"},
                                           Fault{"arg=2", "fake-none", "illegal_move"},
                                           Fault{"arg=300", "fake-late", "time_forfeit"}),
                         [](const auto& p) { return std::string(p.param.termination) + "_" +
                                                       std::to_string(p.index); });

}  // namespace

TEST(FaultE2E, ALateMoveSaysHowLongTheEngineHadAndHowItAnsweredStop) {
    // What separates an engine that searches too long from one that was not given the CPU.
    TempDir dir;
    RunResult run = play_against({"arg=300", "fake-late", "time_forfeit"}, dir, true);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    std::ifstream in(dir / "g.pgn");
    std::stringstream pgn;
    pgn << in.rdbuf();
    const std::regex reason(R"(loses on time \(no bestmove in [0-9]+ ms; no info; bestmove [0-9]+ ms after stop\))");
    const auto text = pgn.str();
    EXPECT_EQ(std::distance(std::sregex_iterator(text.begin(), text.end(), reason), std::sregex_iterator()), 4) << text;
}

TEST(FaultE2E, CrashWithoutRecoverStopsTheRun) {
    TempDir dir;
    RunResult run = play_against({"arg=3", "fake-crash", "crash"}, dir, false);
    EXPECT_EQ(run.exit_code, 3) << run.output;
    auto results = read_json(dir / "r.json");
    EXPECT_EQ(results["status"], "engine_failure");
    EXPECT_GE(results["terminations"]["crash"].get<int>(), 1);
    EXPECT_LT(results["games_played"].get<int>(), 4);
    EXPECT_EQ(check_consistency(dir / "g.pgn", results), "");
}

TEST(FaultE2E, GarbageIsCountedAndTheGamesAreNormal) {
    TempDir dir;
    RunResult run = play_against({"", "fake-garbage", ""}, dir, false);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    auto results = read_json(dir / "r.json");
    EXPECT_EQ(results["games_played"], 4);
    EXPECT_GT(results["garbage_lines"]["Bad"].get<int>(), 0);
    EXPECT_EQ(results["garbage_lines"]["Good"], 0);
    for (const char* fault : {"crash", "stall", "illegal_move", "time_forfeit"})
        EXPECT_FALSE(results["terminations"].contains(fault)) << fault;
    EXPECT_EQ(check_consistency(dir / "g.pgn", results), "");
}

TEST(FaultE2E, NoUciokIsAStartFailureWithinTheTimeout) {
    TempDir dir;
    RunResult run = play_against({"startup=500", "fake-no-uciok", ""}, dir, true);
    EXPECT_EQ(run.exit_code, 3) << run.output;
    EXPECT_NE(run.output.find("failed to start"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("uciok"), std::string::npos) << run.output;
    EXPECT_EQ(read_json(dir / "r.json")["status"], "engine_failure");
}

TEST(FaultE2E, SlowStartWithinTheTimeoutPlays) {
    TempDir dir;
    RunResult run = play_against({"arg=400", "fake-slow-start", ""}, dir, false);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    EXPECT_EQ(read_json(dir / "r.json")["games_played"], 4);
}

TEST(FaultE2E, TooSlowStartFails) {
    TempDir dir;
    std::vector<std::string> args{"-engine", "cmd=" + bin("fake-slow-start"), "arg=3000", "startup=300", "name=Slow",
                                  "-engine", "cmd=" + bin("fake-random"), "-each", "nodes=10",
                                  "-results", "file=" + dir / "r.json"};
    RunResult run = run_match(args, 30);
    EXPECT_EQ(run.exit_code, 3) << run.output;
}

// A forfeit against a bare king is a draw (cutechess-cli, and FIDE for the flag); fastchess scores it a loss.
// The opening has White king and queen against a bare king, and the bad engine crashes on its first move:
// with White it forfeits against a bare king (a draw), with Black against a queen (a loss).
TEST(FaultE2E, ACrashAgainstABareKingIsADrawExceptInFastchessDialect) {
    for (const std::string dialect : {"gambit", "cutechess", "fastchess"}) {
        TempDir dir;
        std::ofstream(dir / "bare.epd") << "4k3/8/8/8/8/8/8/3QK3 w - - 0 1\n";
        RunResult run = run_match({"-dialect", dialect, "-engine", "cmd=" + bin("fake-crash"), "arg=1", "name=Bad",
                                   "-engine", "cmd=" + bin("fake-random"), "name=Good", "-each", "tc=1+0.05",
                                   "-openings", "file=" + dir / "bare.epd", "format=epd", "-rounds", "1", "-games",
                                   "2", "-recover", "-pgnout", "file=" + dir / "g.pgn", "-results",
                                   "file=" + dir / "r.json"},
                                  60);
        ASSERT_EQ(run.exit_code, 0) << dialect << ": " << run.output;
        auto results = read_json(dir / "r.json");
        EXPECT_EQ(results["terminations"]["crash"], 2) << dialect << ": " << results["terminations"].dump();
        EXPECT_EQ(results["pairs"][0]["draws"], dialect == "fastchess" ? 0 : 1) << dialect;
        EXPECT_EQ(results["pairs"][0]["losses"], dialect == "fastchess" ? 2 : 1) << dialect;
        if (dialect == "cutechess") { EXPECT_NE(run.output.find("{Draw by disconnection}"), std::string::npos) << run.output; }
    }
}
