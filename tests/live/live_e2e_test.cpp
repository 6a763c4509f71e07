// The live page of a real run in a real browser: gambit-match -serve during a short fixed-nodes match,
// the page loaded twice in headless Chromium some games apart. Skips itself when Chromium is not installed
// (scripts/install-deps --browser).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/support/temp_dir.hpp"

namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

std::string read(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

std::string chromium() {
    for (const char* path : {"/usr/bin/chromium", "/usr/bin/chromium-browser"})
        if (fs::exists(path)) return path;
    return "";
}

// Runs `argv` with stdout and stderr into `log`; returns the pid.
pid_t spawn(const std::vector<std::string>& argv, const fs::path& log) {
    const pid_t pid = fork();
    if (pid == 0) {
        FILE* out = std::fopen(log.c_str(), "w");
        if (out) {
            dup2(fileno(out), 1);
            dup2(fileno(out), 2);
        }
        std::vector<char*> args;
        for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    return pid;
}

// The page as the browser built it (--dump-dom), or "" when Chromium failed or took too long.
std::string load_in_chromium(const std::string& url, const fs::path& scratch, int n) {
    const fs::path dom = scratch / ("dom" + std::to_string(n) + ".html");
    const pid_t pid = spawn({chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                             "--no-first-run", "--user-data-dir=" + (scratch / "profile").string(), "--dump-dom", url},
                            dom);
    for (int waited = 0; waited < 400; ++waited) {  // 40 s at most
        int status = 0;
        if (waitpid(pid, &status, WNOHANG) == pid) return read(dom);
        std::this_thread::sleep_for(100ms);
    }
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    return "";
}

long games_in_page(const std::string& dom) {
    std::smatch m;
    return std::regex_search(dom, m, std::regex("id=\"games\">([0-9]+)<")) ? std::stol(m[1]) : -1;
}

long games_in_results(const fs::path& results) {
    const auto doc = nlohmann::json::parse(read(results), nullptr, false);
    return doc.is_object() && doc.contains("games_played") ? doc["games_played"].get<long>() : 0;
}

TEST(LivePageE2E, ChromiumSeesTheGameCountRiseWhileTheMatchRuns) {
    // scripts/test installs Chromium unless GAMBIT_SKIP_BROWSER=1 asks it not to: only then may this skip.
    const char* opted_out = std::getenv("GAMBIT_SKIP_BROWSER");
    if (chromium().empty() && opted_out && std::string(opted_out) == "1")
        GTEST_SKIP() << "GAMBIT_SKIP_BROWSER=1 and chromium is not installed";
    ASSERT_FALSE(chromium().empty()) << "chromium is missing (scripts/install-deps --browser; GAMBIT_SKIP_BROWSER=1 skips this)";
    const gambit::test_support::TempDir scratch_dir("gambit-live-e2e");
    const fs::path& scratch = scratch_dir.path();
    const std::string bin = GAMBIT_BINARY_DIR;
    const pid_t match = spawn({bin + "/gambit-match", "-engine", "cmd=" + bin + "/gambit",
                               "name=<script>alert(1)</script>", "-engine", "cmd=" + bin + "/gambit", "name=B",
                               "-each", "nodes=800", "-games", "400", "-repeat", "-results",
                               "file=" + (scratch / "results.json").string(), "-pgnout",
                               "file=" + (scratch / "games.pgn").string(), "-serve", "127.0.0.1:0"},
                              scratch / "match.log");
    std::string url;
    for (int waited = 0; waited < 200 && url.empty(); ++waited) {
        std::smatch m;
        const std::string log = read(scratch / "match.log");
        if (std::regex_search(log, m, std::regex("Live page: (http://127\\.0\\.0\\.1:[0-9]+/)"))) url = m[1];
        else std::this_thread::sleep_for(100ms);
    }
    ASSERT_FALSE(url.empty()) << read(scratch / "match.log");

    const std::string first = load_in_chromium(url, scratch, 1);
    const long first_games = games_in_page(first);
    ASSERT_GE(first_games, 0) << first.substr(0, 2000);
    for (int waited = 0; waited < 300 && games_in_results(scratch / "results.json") < first_games + 3; ++waited)
        std::this_thread::sleep_for(100ms);
    const std::string second = load_in_chromium(url, scratch, 2);
    const long second_games = games_in_page(second);
    kill(match, SIGTERM);
    waitpid(match, nullptr, 0);

    EXPECT_GT(second_games, first_games) << "first load " << first_games << ", second " << second_games;
    // The engine named with markup is text on the page, never an element.
    EXPECT_NE(second.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
    EXPECT_EQ(second.find("<script>alert(1)"), std::string::npos);
    EXPECT_NE(second.find("id=\"latest\""), std::string::npos);
}

}  // namespace
