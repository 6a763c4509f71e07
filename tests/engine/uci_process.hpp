// Test helper: runs the real `gambit` binary with its stdin and stdout on pipes, so tests can hold a UCI
// conversation with deadlines (poll), as a GUI would.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <optional>
#include <string>
#include <thread>
#include <vector>

class UciProcess {
public:
    explicit UciProcess(const std::string& path, const std::vector<std::string>& args = {}) {
        int in[2], out[2];
        if (pipe(in) != 0 || pipe(out) != 0) return;
        pid_ = fork();
        if (pid_ == 0) {
            dup2(in[0], 0);
            dup2(out[1], 1);
            close(in[1]);
            close(out[0]);
            std::vector<char*> argv{const_cast<char*>(path.c_str())};
            for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
            argv.push_back(nullptr);
            execv(path.c_str(), argv.data());
            _exit(127);
        }
        close(in[0]);
        close(out[1]);
        to_ = in[1];
        from_ = out[0];
        signal(SIGPIPE, SIG_IGN);
    }
    ~UciProcess() {
        if (to_ >= 0) close(to_);
        if (pid_ > 0) {
            for (int i = 0; i < 100 && !exited(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
            if (!exited()) {
                kill(pid_, SIGKILL);
                waitpid(pid_, nullptr, 0);
            }
        }
        if (from_ >= 0) close(from_);
    }

    void send(const std::string& line) {
        const std::string text = line + "\n";
        [[maybe_unused]] const auto written = write(to_, text.data(), text.size());
    }
    void close_input() {
        close(to_);
        to_ = -1;
    }

    // The next line, or nullopt when nothing arrives within `timeout_ms` (or at end of output).
    std::optional<std::string> read_line(int timeout_ms) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
        while (true) {
            const std::size_t nl = buffer_.find('\n');
            if (nl != std::string::npos) {
                std::string line = buffer_.substr(0, nl);
                buffer_.erase(0, nl + 1);
                return line;
            }
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
            if (left <= 0) return std::nullopt;
            pollfd pfd{from_, POLLIN, 0};
            if (poll(&pfd, 1, int(left)) <= 0) continue;
            char chunk[4096];
            const ssize_t n = read(from_, chunk, sizeof chunk);
            if (n <= 0) return std::nullopt;
            buffer_.append(chunk, std::size_t(n));
        }
    }

    // Lines up to and including the first that starts with `prefix`; the last element is that line, or the
    // vector ends without it when the deadline passed.
    std::vector<std::string> read_until(const std::string& prefix, int timeout_ms) {
        std::vector<std::string> lines;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
        while (true) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
            const auto line = read_line(int(std::max<long long>(left, 0)));
            if (!line) return lines;
            lines.push_back(*line);
            if (line->rfind(prefix, 0) == 0) return lines;
        }
    }

    bool exited() {
        if (exited_) return true;
        int status = 0;
        if (waitpid(pid_, &status, WNOHANG) == pid_) {
            exited_ = true;
            exit_status_ = status;
        }
        return exited_;
    }
    int exit_status() const { return exit_status_; }

private:
    pid_t pid_ = -1;
    int to_ = -1, from_ = -1;
    std::string buffer_;
    bool exited_ = false;
    int exit_status_ = 0;
};
