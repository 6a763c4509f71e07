// `gambit-elo serve DIR`, the real binary: the live page over a folder of shard results files, started on a
// free port, asked for its status, then ended by SIGTERM; and its one-line usage errors.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "http_get.hpp"
#include "tests/support/run_command.hpp"
#include "tests/support/temp_dir.hpp"

namespace {

namespace fs = std::filesystem;

const std::string kGambitElo = std::string(GAMBIT_BINARY_DIR) + "/gambit-elo";
const fs::path kShards = fs::path(GAMBIT_TEST_DATA_DIR) / "elo" / "results";

// A running `gambit-elo ARGS...` whose stdout the test reads line by line.
class Running {
public:
    explicit Running(const std::vector<std::string>& arguments) {
        int fds[2];
        if (::pipe(fds) != 0) return;
        pid_ = ::fork();
        if (pid_ == 0) {
            ::dup2(fds[1], 1);
            ::close(fds[0]);
            ::close(fds[1]);
            std::vector<char*> argv{const_cast<char*>(kGambitElo.c_str())};
            for (const auto& a : arguments) argv.push_back(const_cast<char*>(a.c_str()));
            argv.push_back(nullptr);
            ::execv(argv[0], argv.data());
            ::_exit(127);
        }
        ::close(fds[1]);
        out_ = ::fdopen(fds[0], "r");
    }
    ~Running() {
        if (pid_ > 0 && !waited_) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
        if (out_) std::fclose(out_);
    }
    Running(const Running&) = delete;
    Running& operator=(const Running&) = delete;

    // The next line of stdout, "" at the end (the process exited).
    std::string line() {
        std::array<char, 4096> buffer{};
        return out_ && std::fgets(buffer.data(), buffer.size(), out_) ? std::string(buffer.data()) : "";
    }
    // Sends `signal` and returns the exit code (-1 when it did not exit normally).
    int end_with(int signal) {
        ::kill(pid_, signal);
        int status = 0;
        ::waitpid(pid_, &status, 0);
        waited_ = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }

private:
    pid_t pid_ = -1;
    bool waited_ = false;
    std::FILE* out_ = nullptr;
};

using Outcome = gambit::test_support::CommandRun;

Outcome run(const std::string& arguments) {
    return gambit::test_support::run_command(kGambitElo + " " + arguments + " 2>&1");
}

TEST(GambitEloServe, ServesTheMergedShardsUntilSigterm) {
    const gambit::test_support::TempDir folder("gambit-elo-serve");
    fs::copy_file(kShards / "shard1.json", folder.path() / "shard1.json");
    fs::copy_file(kShards / "shard2.json", folder.path() / "shard2.json");
    Running serve({"serve", folder.path().string(), "--listen", "127.0.0.1:0"});

    const std::string announced = serve.line();
    std::smatch m;
    ASSERT_TRUE(std::regex_match(announced, m, std::regex("Live page: http://127\\.0\\.0\\.1:([0-9]+)/ \\(Ctrl-C ends it\\)\n")))
        << announced;
    const auto port = static_cast<unsigned short>(std::stoi(m[1]));
    const auto status = gambit::live::test::http_request(port, "/status.json");
    ASSERT_EQ(status.status, 200);
    const auto json = nlohmann::json::parse(status.body);
    EXPECT_EQ(json["games"], 1000);  // both shards, merged
    EXPECT_EQ(json["status"], "running");
    EXPECT_EQ(gambit::live::test::http_request(port, "/").status, 200);

    EXPECT_EQ(serve.end_with(SIGTERM), 0);
}

TEST(GambitEloServe, BadArgumentsExitTwoWithOneLine) {
    const gambit::test_support::TempDir folder("gambit-elo-serve");
    Outcome r = run("serve");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out, "gambit-elo serve: expected one folder of results files\n");
    r = run("serve " + folder / "absent");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out, "gambit-elo serve: '" + folder / "absent" + "' is not a folder\n");
    r = run("serve " + folder.path().string() + " --listen host:80");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out.rfind("gambit-elo serve: --listen: ", 0), 0u) << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
}

}  // namespace
