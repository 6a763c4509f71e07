// Checkpoint and resume: kill -9 in the middle of a run, -resume, and the files hold exactly the planned
// games, none twice, none lost; SIGINT stops gracefully with exit code 4 and resumes the same way, and so
// does SIGTERM sent to the engines as well (Slurm's requeue signals every process of the job).
#include <gtest/gtest.h>

#include <csignal>
#include <fstream>
#include <sstream>
#include <set>
#include <thread>

#include <sys/wait.h>

#include "e2e_support.hpp"
#include "tests/support/child_processes.hpp"

using namespace gambit::match::e2e;

namespace {

std::vector<std::string> match_args(const TempDir& dir) {
    return {"-engine", "cmd=" + bin("fake-random"), "name=R1", "option.Seed=3", "-engine", "cmd=" + bin("fake-random"),
            "name=R2", "option.Seed=4", "-each", "tc=inf", "nodes=10", "-rounds", "100", "-repeat",
            "-concurrency", "2", "-openings", "file=" + data("openings.epd"), "order=random", "-seed", "11",
            "-pgnout", "file=" + dir / "g.pgn", "-results", "file=" + dir / "r.json", "-state", "file=" + dir / "s.json"};
}

// Waits until the state file records at least `games` finished games (or the run ended).
void wait_for_games(const std::string& state, int games, pid_t pid) {
    for (int i = 0; i < 3000; ++i) {
        int status = 0;
        if (::waitpid(pid, &status, WNOHANG) == pid) FAIL() << "the run ended before it could be interrupted";
        try {
            if (std::filesystem::exists(state) && static_cast<int>(read_json(state)["finished"].size()) >= games) return;
        } catch (...) {
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    FAIL() << "no progress";
}

// Starts the match, lets it finish `games` games, sends `signal` and returns how it ended (waitpid's status).
int run_until_signalled(const TempDir& dir, int games, int signal) {
    const pid_t pid = start_match(match_args(dir), dir / "first.log");
    wait_for_games(dir / "s.json", games, pid);
    ::kill(pid, signal);
    int status = 0;
    ::waitpid(pid, &status, 0);
    return status;
}

void expect_complete(const TempDir& dir) {
    auto results = read_json(dir / "r.json");
    EXPECT_EQ(results["status"], "finished");
    EXPECT_EQ(results["games_played"], 200);
    EXPECT_EQ(check_consistency(dir / "g.pgn", results), "");  // also: no GameId twice
    std::set<int> ids;
    for (const auto& g : read_pgn_file(dir / "g.pgn")) ids.insert(std::stoi(*g.tag("GameId")));
    EXPECT_EQ(ids.size(), 200u);
    EXPECT_EQ(*ids.begin(), 1);
    EXPECT_EQ(*ids.rbegin(), 200);
    int pairs = 0;
    for (int n : results["pairs"][0]["penta"]) pairs += n;
    EXPECT_EQ(pairs, 100);
}

}  // namespace

TEST(ResumeE2E, KillNineThenResumeLosesAndDuplicatesNothing) {
    TempDir dir;
    const int status = run_until_signalled(dir, 40, SIGKILL);
    ASSERT_TRUE(WIFSIGNALED(status));
    const int saved = static_cast<int>(read_json(dir / "s.json")["finished"].size());
    ASSERT_LT(saved, 200);

    RunResult resumed = run_match({"-state", "file=" + dir / "s.json", "-resume"});
    ASSERT_EQ(resumed.exit_code, 0) << resumed.output;
    EXPECT_NE(resumed.output.find("(" + std::to_string(saved) + " already played)"), std::string::npos)
        << resumed.output;
    expect_complete(dir);
}

TEST(ResumeE2E, SigintStopsGracefullyThenResumes) {
    TempDir dir;
    const int status = run_until_signalled(dir, 20, SIGINT);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 4);
    EXPECT_EQ(read_json(dir / "r.json")["status"], "interrupted");

    RunResult resumed = run_match({"-state", "file=" + dir / "s.json", "-resume", "-concurrency", "1"});
    ASSERT_EQ(resumed.exit_code, 0) << resumed.output;
    expect_complete(dir);
}

// The results file is rewritten from the state at each checkpoint, so a resumed run may write it elsewhere;
// every other setting is the state's.
TEST(ResumeE2E, AResumedRunWritesItsResultsWhereTheResumeSays) {
    TempDir dir;
    const int status = run_until_signalled(dir, 20, SIGINT);
    ASSERT_TRUE(WIFEXITED(status));
    const int before = read_json(dir / "r.json")["games_played"];
    RunResult resumed = run_match({"-state", "file=" + dir / "s.json", "-resume", "-results", "file=" + dir / "moved.json"});
    ASSERT_EQ(resumed.exit_code, 0) << resumed.output;
    const auto moved = read_json(dir / "moved.json");
    EXPECT_EQ(moved["status"], "finished");
    EXPECT_EQ(moved["games_played"], 200);
    EXPECT_EQ(read_json(dir / "r.json")["games_played"], before);  // the old file is left as it was
}

// A flag the state overrides is not silently dropped: one warning names it, and the run goes on as saved.
TEST(ResumeE2E, AFlagTheStateOverridesIsNamedInAWarning) {
    TempDir dir;
    const int status = run_until_signalled(dir, 20, SIGINT);
    ASSERT_TRUE(WIFEXITED(status));
    RunResult resumed = run_match({"-state", "file=" + dir / "s.json", "-resume", "-concurrency", "1", "-pgnout",
                                   "file=" + dir / "other.pgn"});
    ASSERT_EQ(resumed.exit_code, 0) << resumed.output;
    EXPECT_NE(resumed.output.find("warning: -resume ignores -pgnout:"), std::string::npos) << resumed.output;
    EXPECT_EQ(resumed.output.find("ignores -concurrency"), std::string::npos) << resumed.output;
    EXPECT_FALSE(std::filesystem::exists(dir / "other.pgn"));
    expect_complete(dir);
}

// Slurm (requeue, scancel, preemption) sends SIGTERM to every process of the job. The engines dying first is
// the worst case: their games in flight must be abandoned and replayed, not scored as crashes.
TEST(ResumeE2E, SigtermToTheEnginesAndTheManagerLosesNoGame) {
    TempDir dir;
    const pid_t pid = start_match(match_args(dir), dir / "first.log");
    wait_for_games(dir / "s.json", 20, pid);
    const std::vector<pid_t> engines = gambit::test_support::children_of(pid);
    ASSERT_FALSE(engines.empty());
    for (pid_t engine : engines) ::kill(engine, SIGTERM);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    ::kill(pid, SIGTERM);
    int status = 0;
    ::waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 4);
    const auto interrupted = read_json(dir / "r.json");
    EXPECT_EQ(interrupted["status"], "interrupted");
    EXPECT_FALSE(interrupted["terminations"].contains("crash")) << interrupted["terminations"].dump();

    RunResult resumed = run_match({"-state", "file=" + dir / "s.json", "-resume"});
    ASSERT_EQ(resumed.exit_code, 0) << resumed.output;
    expect_complete(dir);
    EXPECT_FALSE(read_json(dir / "r.json")["terminations"].contains("crash"));
}

TEST(ResumeE2E, StateOfAnotherMatchIsRefused) {
    TempDir dir;
    RunResult first = run_match({"-engine", "cmd=" + bin("fake-random"), "-engine", "cmd=" + bin("fake-random"), "-each",
                           "nodes=5", "-rounds", "1", "-state", "file=" + dir / "s.json"});
    ASSERT_EQ(first.exit_code, 0) << first.output;
    // A resumed run uses its saved settings; a tampered state is a usage error.
    auto state = read_json(dir / "s.json");
    state["match_id"] = "0000000000000000";
    std::ofstream(dir / "s.json") << state.dump();
    RunResult resumed = run_match({"-state", "file=" + dir / "s.json", "-resume"});
    EXPECT_EQ(resumed.exit_code, 2);
    EXPECT_NE(resumed.output.find("different match"), std::string::npos) << resumed.output;
}

TEST(ResumeE2E, ResumeWithoutAStateFileStartsTheRun) {
    TempDir dir;
    RunResult run = run_match({"-engine", "cmd=" + bin("fake-random"), "-engine", "cmd=" + bin("fake-random"),
                               "-each", "nodes=5", "-rounds", "2", "-repeat", "-state", "file=" + dir / "s.json",
                               "-resume", "-results", "file=" + dir / "r.json"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    EXPECT_EQ(read_json(dir / "r.json")["games_played"], 4);
    EXPECT_EQ(read_json(dir / "s.json")["finished"].size(), 4u);
}
