#include "openings/uci_scorer.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <sstream>
#include <stdexcept>

namespace gambit::openings {

namespace {

std::vector<std::string> split_words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

}  // namespace

UciScorer::UciScorer(const std::string& command, int depth,
                     std::vector<std::pair<std::string, std::string>> options, std::chrono::milliseconds timeout)
    : depth_(depth), timeout_(timeout) {
    std::vector<std::string> argv_text = split_words(command);
    if (argv_text.empty()) throw std::runtime_error("empty engine command");
    int in_pipe[2], out_pipe[2];
    if (pipe(in_pipe) != 0 || pipe(out_pipe) != 0) throw std::runtime_error("cannot create pipes for the engine");
    // The exec status travels through a close-on-exec pipe: EOF means the exec succeeded.
    int status_pipe[2];
    if (pipe2(status_pipe, O_CLOEXEC) != 0) throw std::runtime_error("cannot create pipes for the engine");

    pid_ = fork();
    if (pid_ < 0) throw std::runtime_error("cannot fork the engine process");
    if (pid_ == 0) {
        dup2(in_pipe[0], STDIN_FILENO);
        dup2(out_pipe[1], STDOUT_FILENO);
        close(in_pipe[0]), close(in_pipe[1]), close(out_pipe[0]), close(out_pipe[1]), close(status_pipe[0]);
        std::vector<char*> argv;
        for (auto& word : argv_text) argv.push_back(word.data());
        argv.push_back(nullptr);
        execvp(argv[0], argv.data());
        int error = errno;
        ssize_t ignored = write(status_pipe[1], &error, sizeof error);
        (void)ignored;
        _exit(127);
    }
    close(in_pipe[0]), close(out_pipe[1]), close(status_pipe[1]);
    to_engine_ = in_pipe[1];
    from_engine_ = out_pipe[0];
    int exec_error = 0;
    if (read(status_pipe[0], &exec_error, sizeof exec_error) == sizeof exec_error) {
        close(status_pipe[0]);
        throw std::runtime_error("cannot start engine '" + argv_text[0] + "': " + std::strerror(exec_error));
    }
    close(status_pipe[0]);
    signal(SIGPIPE, SIG_IGN);   // a dying engine must surface as an error, not kill the tool

    send("uci");
    for (;;) {
        std::string line = read_line();
        if (line.rfind("id name ", 0) == 0) name_ = line.substr(8);
        if (line == "uciok") break;
    }
    for (const auto& [option, value] : options) send("setoption name " + option + " value " + value);
    send("isready");
    wait_for("readyok");
}

UciScorer::~UciScorer() {
    if (pid_ <= 0) return;
    try {
        send("quit");
    } catch (...) {
    }
    close(to_engine_);
    close(from_engine_);
    for (int i = 0; i < 50; ++i) {
        if (waitpid(pid_, nullptr, WNOHANG) == pid_) return;
        usleep(20000);
    }
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
}

void UciScorer::send(const std::string& line) {
    std::string text = line + "\n";
    const char* data = text.data();
    std::size_t left = text.size();
    while (left > 0) {
        ssize_t n = write(to_engine_, data, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw std::runtime_error("engine closed its input (crashed?) while sending: " + line);
        data += n;
        left -= static_cast<std::size_t>(n);
    }
}

std::string UciScorer::read_line() {
    auto deadline = std::chrono::steady_clock::now() + timeout_;
    for (;;) {
        std::size_t newline = buffer_.find('\n');
        if (newline != std::string::npos) {
            std::string line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) throw std::runtime_error("engine timed out (no answer within the time limit)");
        pollfd fd{from_engine_, POLLIN, 0};
        int ready = poll(&fd, 1, static_cast<int>(left.count()));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) continue;
        char chunk[4096];
        ssize_t n = read(from_engine_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw std::runtime_error("engine exited (end of its output)");
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

void UciScorer::wait_for(const std::string& first_word) {
    for (;;) {
        std::string line = read_line();
        if (line.rfind(first_word, 0) == 0) return;
    }
}

std::optional<EngineScore> UciScorer::score(const std::string& fen) {
    send("ucinewgame");
    send("position fen " + fen);
    send("isready");
    wait_for("readyok");
    send("go depth " + std::to_string(depth_));
    std::optional<EngineScore> last;
    for (;;) {
        std::string line = read_line();
        std::istringstream words(line);
        std::string word;
        words >> word;
        if (word == "bestmove") return last;
        if (word != "info") continue;
        EngineScore found;
        bool has_score = false;
        while (words >> word) {
            if (word == "string") break;
            if (word == "depth") words >> found.depth;
            if (word == "score") {
                std::string kind;
                int value = 0;
                words >> kind >> value;
                has_score = kind == "cp" || kind == "mate";
                found.mate = kind == "mate";
                found.cp = !found.mate ? value : value > 0 ? 30000 - value : -30000 - value;
            }
        }
        if (has_score) last = found;
    }
}

}  // namespace gambit::openings
