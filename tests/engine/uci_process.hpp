// Test helper: runs the real `gambit` binary with its stdin and stdout on pipes, so tests can hold a UCI
// conversation with deadlines, as a GUI would. The process is the engine client's (client/engine_process.hpp):
// its own process group, killed with it when the helper goes; construct and use it in one thread.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "client/engine_process.hpp"

class UciProcess {
public:
    explicit UciProcess(const std::string& path, const std::vector<std::string>& args = {})
        : process_(gambit::match::EngineConfig{.cmd = path, .args = args}, nullptr, path) {}

    void send(const std::string& line) {
        process_.write_line(line, std::chrono::steady_clock::now() + std::chrono::seconds(1));
    }
    void close_input() { process_.close_input(); }

    // The next line, or nullopt when nothing arrives within `timeout_ms` (or at end of output).
    std::optional<std::string> read_line(int timeout_ms) {
        gambit::match::EngineLine line;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
        if (process_.read_line(line, deadline) != gambit::match::ReadStatus::Line) return std::nullopt;
        return line.text;
    }

    // Lines up to and including the first that starts with `prefix`; the last element is that line, or the
    // vector ends without it when the deadline passed.
    std::vector<std::string> read_until(const std::string& prefix, int timeout_ms) {
        std::vector<std::string> lines;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
        gambit::match::EngineLine line;
        while (process_.read_line(line, deadline) == gambit::match::ReadStatus::Line) {
            lines.push_back(line.text);
            if (line.text.rfind(prefix, 0) == 0) break;
        }
        return lines;
    }

    bool exited() { return !process_.running(); }

private:
    gambit::match::EngineProcess process_;
};
