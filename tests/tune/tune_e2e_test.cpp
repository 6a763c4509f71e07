// gambit-tune spsa end to end with fake-tunable, whose strength peaks at Skill = 37: started far from the
// peak, SPSA gets there; and a run killed with SIGKILL and resumed ends exactly where an uninterrupted run
// with the same seed ends, having played every game pair once.
#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "tests/support/child_processes.hpp"
#include "tests/support/temp_dir.hpp"

namespace {

std::string bin(const std::string& name) { return std::string(GAMBIT_BINARY_DIR) + "/" + name; }

// A folder of each test's own (mkdtemp), removed at its end.
class TempDir : public gambit::test_support::TempDir {
public:
    TempDir() : gambit::test_support::TempDir("gambit-tune-e2e") {}
};

// Starts gambit-tune with `args`, stdout and stderr into `log`.
pid_t start_tune(const std::vector<std::string>& args, const std::string& log) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        ::dup2(fd, 1);
        ::dup2(fd, 2);
        std::vector<std::string> all{bin("gambit-tune"), "spsa"};
        all.insert(all.end(), args.begin(), args.end());
        std::vector<char*> argv;
        for (auto& a : all) argv.push_back(a.data());
        argv.push_back(nullptr);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    return pid;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

struct TuneRun {
    int exit_code = -1;  // -1: killed at the time limit
    std::string output;
};

TuneRun run_tune(const std::vector<std::string>& args, const std::string& log, int limit_s = 90) {
    const pid_t pid = start_tune(args, log);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(limit_s);
    int status = 0;
    while (::waitpid(pid, &status, WNOHANG) == 0) {
        if (std::chrono::steady_clock::now() > deadline) {
            ::kill(pid, SIGKILL);
            ::waitpid(pid, &status, 0);
            return {-1, read_file(log)};
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_file(log)};
}

int lines_of(const std::string& path) {
    std::ifstream in(path);
    int n = 0;
    for (std::string line; std::getline(in, line);) ++n;
    return n;
}

// The tuned engine, its games (fast: a collapsing side resigns at once, no game passes 40 moves) and outputs.
std::vector<std::string> tune_args(const TempDir& dir, const std::string& params, int iterations, int seed) {
    std::ofstream(dir / "params.txt") << params;
    return {"-engine", "cmd=" + bin("fake-tunable"), "name=T", "-each", "nodes=1",
            "-spsa", "params=" + dir / "params.txt", "iterations=" + std::to_string(iterations),
            "-openings", "file=" + std::string(GAMBIT_TEST_DATA_DIR) + "/../../openings/balanced.epd", "order=random",
            "-resign", "movecount=1", "score=500", "-maxmoves", "40", "-concurrency", "2", "-seed", std::to_string(seed),
            "-values", "file=" + dir / "values.txt", "-history", "file=" + dir / "history.csv",
            "-htmlreport", "file=" + dir / "report.html", "-state", "file=" + dir / "state.json",
            "-pgnout", "file=" + dir / "games.pgn"};
}

double final_value(const std::string& values_file) {
    const std::string text = read_file(values_file);  // "Skill,37.1234,0,100,6,0.3"
    const auto first = text.find(','), second = text.find(',', first + 1);
    return std::stod(text.substr(first + 1, second - first - 1));
}

}  // namespace

TEST(TuneE2E, SpsaFindsThePeakOfTheFakeEngine) {
    TempDir dir;
    // 200 pairs from Skill = 10, 27 away from the peak at 37.
    const TuneRun run = run_tune(tune_args(dir, "Skill,10,0,100,6,0.3\n", 200, 5), dir / "log.txt");
    ASSERT_EQ(run.exit_code, 0) << run.output;
    const double skill = final_value(dir / "values.txt");
    EXPECT_NEAR(skill, 37, 8) << run.output;
    EXPECT_NE(run.output.find("Iteration 200/200"), std::string::npos);
    EXPECT_EQ(lines_of(dir / "history.csv"), 202);  // header, start values, 200 iterations
    const std::string html = read_file(dir / "report.html");
    EXPECT_NE(html.find("data-series=\"theta-0\""), std::string::npos);
    EXPECT_NE(html.find("<td class=\"l\">Skill</td>"), std::string::npos);
    const auto state = nlohmann::json::parse(read_file(dir / "state.json"));
    EXPECT_EQ(state["games_played"], 400);
    int games = 0;
    for (std::istringstream pgn(read_file(dir / "games.pgn")); ;) {
        std::string line;
        if (!std::getline(pgn, line)) break;
        games += line.rfind("[Event ", 0) == 0;
    }
    EXPECT_EQ(games, 400);
}

TEST(TuneE2E, KilledAndResumedRunEndsWhereAnUninterruptedOneDoes) {
    TempDir whole, parts;
    const std::string params = "Skill,70,0,100,6,0.3\n";
    const TuneRun reference = run_tune(tune_args(whole, params, 100, 11), whole / "log.txt");
    ASSERT_EQ(reference.exit_code, 0) << reference.output;

    const pid_t pid = start_tune(tune_args(parts, params, 100, 11), parts / "first.txt");
    for (int i = 0; i < 3000 && lines_of(parts / "history.csv") < 22; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    const int applied = lines_of(parts / "history.csv") - 2;
    ASSERT_GE(applied, 20);
    ASSERT_LT(applied, 100) << "the run ended before it could be killed";

    const TuneRun resumed = run_tune({"-state", "file=" + parts / "state.json", "-resume"}, parts / "second.txt");
    ASSERT_EQ(resumed.exit_code, 0) << resumed.output;
    EXPECT_NE(resumed.output.find("already done"), std::string::npos) << resumed.output;
    // The same theta after every iteration, so the same final values.
    EXPECT_EQ(read_file(parts / "history.csv"), read_file(whole / "history.csv"));
    EXPECT_EQ(read_file(parts / "values.txt"), read_file(whole / "values.txt"));
    // Every pair played once: 200 games counted and in the PGN.
    EXPECT_EQ(nlohmann::json::parse(read_file(parts / "state.json"))["games_played"], 200);
    int games = 0;
    std::istringstream pgn(read_file(parts / "games.pgn"));
    for (std::string line; std::getline(pgn, line);) games += line.rfind("[Event ", 0) == 0;
    EXPECT_EQ(games, 200);
}

TEST(TuneE2E, AParameterTheEngineLacksIsAUsageError) {
    TempDir dir;
    const TuneRun run = run_tune(tune_args(dir, "Speed,10,0,100,6,0.3\n", 10, 1), dir / "log.txt");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.output.find("gambit-tune: error: parameter 'Speed': the engine has no such option"), std::string::npos)
        << run.output;
}

TEST(TuneE2E, AnEngineBookIsRefusedRatherThanIgnored) {
    TempDir dir;
    std::vector<std::string> args = tune_args(dir, "Skill,10,0,100,6,0.3\n", 10, 1);
    args.insert(args.begin() + 3, "book=" + std::string(GAMBIT_TEST_DATA_DIR) + "/../compat/books/fifty.bin");
    const TuneRun run = run_tune(args, dir / "log.txt");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.output.find("gambit-tune plays no engine books"), std::string::npos) << run.output;
}

TEST(TuneE2E, AnOutputThatCannotBeWrittenStopsTheRunWithWhatWasKept) {
    TempDir dir;
    const pid_t pid = start_tune(tune_args(dir, "Skill,10,0,100,6,0.3\n", 400, 3), dir / "log.txt");
    for (int i = 0; i < 3000 && lines_of(dir / "history.csv") < 7; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    // The values file's place taken by a folder: the next iteration cannot be written there. (The run may
    // write the file again between the two steps, so they are repeated until the folder stands.)
    std::error_code ec;
    for (int i = 0; i < 1000 && !std::filesystem::is_directory(dir / "values.txt"); ++i) {
        std::filesystem::remove(dir / "values.txt", ec);
        std::filesystem::create_directory(dir / "values.txt", ec);
    }
    ASSERT_TRUE(std::filesystem::is_directory(dir / "values.txt"));
    int status = 0;
    for (int i = 0; i < 9000 && ::waitpid(pid, &status, WNOHANG) == 0; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (::waitpid(pid, &status, WNOHANG) == 0) {
        ::kill(pid, SIGKILL);
        FAIL() << "gambit-tune did not stop";
    }
    const std::string output = read_file(dir / "log.txt");
    ASSERT_TRUE(WIFEXITED(status)) << output;
    EXPECT_EQ(WEXITSTATUS(status), 1) << output;
    EXPECT_NE(output.find("gambit-tune: error: "), std::string::npos) << output;
    // It stopped early, and kept the state of what it had played.
    const auto state = nlohmann::json::parse(read_file(dir / "state.json"));
    const int played = state["games_played"];
    EXPECT_LT(played, 800);
    EXPECT_GE(played, 2 * 5);
}

// A job stopped by its scheduler: SIGTERM reaches the engines first (here while the slot waits between
// games, -wait), the tuner a moment later. The match's game slot waits for that interrupt before calling a
// dead engine a failure, so the run ends interrupted and resumable (exit 4), not with an engine failure (3).
TEST(TuneE2E, EnginesKilledWithTheJobBetweenGamesEndTheRunAsInterrupted) {
    TempDir dir;
    std::vector<std::string> args = tune_args(dir, "Skill,10,0,100,6,0.3\n", 2000, 5);
    for (std::size_t i = 0; i + 1 < args.size(); ++i)
        if (args[i] == "-concurrency") args[i + 1] = "1";
    args.insert(args.end(), {"-wait", "300"});
    const pid_t pid = start_tune(args, dir / "log.txt");
    for (int i = 0; i < 3000 && lines_of(dir / "history.csv") < 4; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    std::this_thread::sleep_for(std::chrono::milliseconds(100));  // into the -wait pause after a game
    const std::vector<pid_t> engines = gambit::test_support::children_of(pid);
    ASSERT_FALSE(engines.empty());
    for (pid_t engine : engines) ::kill(engine, SIGTERM);
    std::this_thread::sleep_for(std::chrono::seconds(1));  // the slot wakes and finds its engines dead
    ::kill(pid, SIGTERM);
    int status = 0;
    ::waitpid(pid, &status, 0);
    const std::string output = read_file(dir / "log.txt");
    ASSERT_TRUE(WIFEXITED(status)) << output;
    EXPECT_EQ(WEXITSTATUS(status), 4) << output;
    EXPECT_NE(output.find("interrupted by a signal; continue with -resume"), std::string::npos) << output;
    EXPECT_EQ(output.find("-recover is off"), std::string::npos) << output;
}
