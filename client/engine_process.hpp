// One child process with line-based pipes: what UciEngine talks through.
// Synchronous to its caller: Boost.Process starts the child, and the caller's waits poll(2) its pipes.
#pragma once

#include <chrono>
#include <deque>
#include <memory>
#include <string>
#include <string_view>

#include "client/engine_config.hpp"

namespace spdlog {
class logger;
}

namespace gambit::match {

struct EngineLine {
    std::string text;                            // without the line ending (\n or \r\n)
    std::chrono::steady_clock::time_point read_at;  // when the manager read it
};

enum class ReadStatus { Line, Timeout, Eof };
enum class WriteStatus { Ok, Timeout, Broken };

class EngineProcess {
public:
    // Spawns config.cmd with config.args in config.dir with config.env added, in its own process
    // group. Throws std::runtime_error with a one-line message if it cannot be started.
    // The child starts with no blocked signals and default signal actions, and the kernel kills it
    // when the thread that constructed this object ends (so a manager killed with SIGKILL leaves no
    // engine behind): construct, use and destroy an EngineProcess in one thread.
    EngineProcess(const EngineConfig& config, std::shared_ptr<spdlog::logger> log, std::string log_name);
    ~EngineProcess();  // kills the process group and reaps the child; never throws
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Writes one line (a '\n' is appended). Broken: the pipe is closed (the engine is gone).
    // Timeout: the engine stopped reading its input and the pipe stayed full until the deadline;
    // the pipe is then closed, since a half-written line cannot be taken back.
    WriteStatus write_line(std::string_view line, std::chrono::steady_clock::time_point deadline);
    // Next stdout line, waiting until the deadline. Eof once the pipe is closed and drained
    // (a partial last line is still returned as a line first).
    ReadStatus read_line(EngineLine& out, std::chrono::steady_clock::time_point deadline);

    // Closes the engine's stdin and nothing else: the end of input, which tells a well-behaved engine to exit.
    void close_input();

    bool running();  // reaps the child if it has exited
    int pid() const;
    std::string exit_description();  // e.g. "exited with code 3", "killed by signal 9", "" if running
    int exit_signal();                // the signal that ended the process; 0 if it runs or exited by itself
    std::string last_stderr() const;  // last non-empty stderr line, for error messages

    // Closes stdin, waits up to `grace` for the child to exit on its own, then kills the whole
    // process group and reaps the child.
    void terminate(std::chrono::milliseconds grace);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace gambit::match
