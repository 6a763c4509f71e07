// One shell command run to its end, for the end-to-end tests of the real binaries: its exit code and
// everything it wrote to stdout (the caller's command chooses where stderr goes: `2>&1`, `2>/dev/null`, a
// file).
#pragma once

#include <stdio.h>
#include <sys/wait.h>

#include <array>
#include <string>

namespace gambit::test_support {

struct CommandRun {
    int code = -1;    // the exit code; -1 when the command could not start or did not exit normally
    std::string out;  // its stdout
};

inline CommandRun run_command(const std::string& command) {
    CommandRun run;
    FILE* pipe = ::popen(command.c_str(), "r");
    if (!pipe) return run;
    std::array<char, 4096> buffer{};
    while (const std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) run.out.append(buffer.data(), n);
    const int status = ::pclose(pipe);
    run.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return run;
}

}  // namespace gambit::test_support
