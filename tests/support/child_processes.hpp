// The processes a test's child started (the engines of a running gambit-match or gambit-tune), read from /proc,
// so a test can kill them the way a job scheduler or a crash would.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace gambit::test_support {

inline std::vector<pid_t> children_of(pid_t parent) {
    std::vector<pid_t> children;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        std::ifstream stat(entry.path() / "stat");
        std::string line;
        if (!std::getline(stat, line) || line.rfind(')') == std::string::npos) continue;
        std::istringstream rest(line.substr(line.rfind(')') + 1));  // after "pid (comm)": state, ppid
        char state = 0;
        pid_t ppid = 0;
        if (rest >> state >> ppid && ppid == parent) children.push_back(std::stoi(entry.path().filename()));
    }
    return children;
}

}  // namespace gambit::test_support
