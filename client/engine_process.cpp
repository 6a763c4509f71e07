#include "client/engine_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <ctime>
#include <deque>
#include <mutex>
#include <stdexcept>
#include <thread>

#include <boost/process/args.hpp>
#include <boost/process/pipe.hpp>
#include <boost/process/child.hpp>
#include <boost/process/env.hpp>
#include <boost/process/error.hpp>
#include <boost/process/environment.hpp>
#include <boost/process/exe.hpp>
#include <boost/process/extend.hpp>
#include <boost/process/group.hpp>
#include <boost/process/io.hpp>
#include <boost/process/search_path.hpp>
#include <boost/process/start_dir.hpp>
#include <spdlog/spdlog.h>

namespace gambit::match {

namespace bp = boost::process;
using SteadyClock = std::chrono::steady_clock;

namespace {

// A line longer than this is cut: an engine printing without end must not exhaust memory.
constexpr std::size_t max_line_length = 16u << 20;
// How often a wait checks that the child is still alive, for the case where it died but a
// grandchild still holds its stdout open (so no EOF arrives).
constexpr auto liveness_poll = std::chrono::milliseconds(200);

// A write to a dead engine must return EPIPE, not kill the manager.
void ignore_sigpipe() {
    static std::once_flag once;
    std::call_once(once, [] { std::signal(SIGPIPE, SIG_IGN); });
}

// Pipes are created without close-on-exec, so a child spawned by another thread at the same
// moment would inherit them and keep this engine's pipes open after it dies. Pipe creation and
// spawn are serialised, and every pipe end is marked close-on-exec before the lock is released.
std::mutex& spawn_mutex() {
    static std::mutex mutex;
    return mutex;
}

void set_cloexec(int fd) {
    if (fd >= 0) ::fcntl(fd, F_SETFD, ::fcntl(fd, F_GETFD) | FD_CLOEXEC);
}

void set_cloexec(bp::pipe& pipe) {
    set_cloexec(pipe.native_source());
    set_cloexec(pipe.native_sink());
}

// Runs in the child between fork and exec. The child must not inherit what the manager set up for
// itself: the signals its watcher thread blocks (an engine could not be interrupted) and the
// ignored SIGPIPE (an engine writing to a dead manager would spin on EPIPE). And it must not
// outlive a manager killed with SIGKILL: the kernel kills it when the thread that started it ends.
struct ChildSetup : bp::extend::handler {
    pid_t parent = ::getpid();
    cpu_set_t cpus{};      // -use-affinity: the CPUs of this engine's game slot
    bool pin = false;

    explicit ChildSetup(const std::vector<int>& cpu_list) {
        CPU_ZERO(&cpus);
        for (int cpu : cpu_list)
            if (cpu >= 0 && cpu < CPU_SETSIZE) CPU_SET(cpu, &cpus), pin = true;
    }

    template <class Executor>
    void on_exec_setup(Executor&) const {
        sigset_t none;
        sigemptyset(&none);
        ::sigprocmask(SIG_SETMASK, &none, nullptr);
        ::signal(SIGPIPE, SIG_DFL);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) ::_exit(127);  // the manager died before prctl took effect
        // Pinned before exec, so the engine's threads inherit the mask from their first instruction.
        if (pin) ::sched_setaffinity(0, sizeof cpus, &cpus);
    }
};

std::string resolve_command(const std::string& cmd) {
    if (cmd.find('/') != std::string::npos) return cmd;
    auto found = bp::search_path(cmd);
    return found.empty() ? cmd : found.string();
}

// Appends a chunk of pipe output to `partial` and hands every completed line to `emit`.
template <class Emit>
void split_lines(std::string& partial, std::string_view chunk, Emit&& emit) {
    while (!chunk.empty()) {
        auto newline = chunk.find('\n');
        auto piece = chunk.substr(0, newline);
        if (partial.size() < max_line_length) partial.append(piece.substr(0, max_line_length - partial.size()));
        if (newline == std::string_view::npos) return;
        if (!partial.empty() && partial.back() == '\r') partial.pop_back();
        emit(std::move(partial));
        partial.clear();
        chunk.remove_prefix(newline + 1);
    }
}

}  // namespace

// Our ends of the three pipes are non-blocking and read with poll(2): a line costs one poll and one
// read, which matters at thousands of info lines a game (a reactor per engine cost a fifth more).
struct EngineProcess::Impl {
    bp::pipe in, out, err;
    bp::group group;
    bp::child child;
    std::shared_ptr<spdlog::logger> log;
    std::string log_name;

    std::array<char, 1 << 16> buffer{};
    std::string out_partial, err_partial, last_err;
    std::deque<EngineLine> lines;
    bool in_open = true, out_eof = false, err_eof = false, terminated = false;

    int in_fd() const { return in_open ? in.native_sink() : -1; }

    // Reads what pipe `fd` holds now, without waiting, and hands each completed line to `emit`: a read
    // that does not fill the buffer took all there was (what comes after it wakes the next poll), so a
    // line costs one poll and one read. At the end of the file a last line without its newline still counts.
    template <class Emit>
    void drain(int fd, std::string& partial, bool& eof, Emit&& emit) {
        while (!eof) {
            const ::ssize_t n = ::read(fd, buffer.data(), buffer.size());
            if (n < 0 && errno == EINTR) continue;
            if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
            if (n > 0) {
                split_lines(partial, {buffer.data(), static_cast<std::size_t>(n)}, emit);
                if (static_cast<std::size_t>(n) < buffer.size()) return;
                continue;
            }
            if (!partial.empty()) {  // EOF, or a read error
                if (partial.back() == '\r') partial.pop_back();
                emit(std::move(partial));
                partial.clear();
            }
            eof = true;
        }
    }

    void drain_stdout() {
        const auto now = SteadyClock::now();
        drain(out.native_source(), out_partial, out_eof, [&](std::string line) { lines.push_back({std::move(line), now}); });
    }

    void drain_stderr() {
        drain(err.native_source(), err_partial, err_eof, [&](std::string line) { log_stderr(std::move(line)); });
    }

    void drain() {
        drain_stdout();
        drain_stderr();
    }

    // Waits until output arrives, stdin takes data (with `for_write`) or `until`, and reads the output.
    // Returns whether anything happened before `until`.
    bool wait(SteadyClock::time_point until, bool for_write) {
        std::array<::pollfd, 3> fds{};
        nfds_t n = 0;
        const int out_fd = out_eof ? -1 : out.native_source(), err_fd = err_eof ? -1 : err.native_source();
        if (out_fd >= 0) fds[n++] = {out_fd, POLLIN, 0};
        if (err_fd >= 0) fds[n++] = {err_fd, POLLIN, 0};
        if (for_write && in_open) fds[n++] = {in_fd(), POLLOUT, 0};
        const auto left = std::max(until - SteadyClock::now(), SteadyClock::duration::zero());
        const auto secs = std::chrono::duration_cast<std::chrono::seconds>(left);
        const ::timespec timeout{static_cast<time_t>(secs.count()),
                                 static_cast<long>(std::chrono::nanoseconds(left - secs).count())};
        if (n == 0) {  // nothing left to wait on but the clock
            ::nanosleep(&timeout, nullptr);
            return false;
        }
        const int ready = ::ppoll(fds.data(), n, &timeout, nullptr);
        if (ready <= 0) return false;  // timeout, or EINTR: the caller loops
        for (nfds_t i = 0; i < n; ++i) {
            if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            if (fds[i].fd == out_fd) drain_stdout();
            else if (fds[i].fd == err_fd) drain_stderr();
        }
        return true;
    }

    void log_stderr(std::string line) {
        if (line.empty()) return;
        if (log) log->info("{} stderr: {}", log_name, line);
        last_err = std::move(line);
    }

    void close_in() {
        if (!in_open) return;
        in_open = false;
        ::close(in.native_sink());
        in.assign_sink(-1);
    }

    bool running() {
        std::error_code ec;
        return child.valid() && child.running(ec);
    }
};

EngineProcess::EngineProcess(const EngineConfig& config, std::shared_ptr<spdlog::logger> log, std::string log_name) {
    ignore_sigpipe();
    std::unique_lock lock(spawn_mutex());  // the Impl's pipes are created here
    impl_ = std::make_unique<Impl>();
    auto& p = *impl_;
    p.log = std::move(log);
    p.log_name = std::move(log_name);

    auto env = boost::this_process::environment();
    for (const auto& [key, value] : config.env) env[key] = value;
    if (config.cmd.empty()) throw std::runtime_error("no engine command given");  // Boost 1.74 would crash on it
    // Checked here: Boost 1.74 ignores a failing chdir in the child and would run the engine elsewhere.
    boost::system::error_code dir_error;
    if (!config.dir.empty() && !boost::filesystem::is_directory(config.dir, dir_error))
        throw std::runtime_error("cannot start '" + config.cmd + "': working directory '" + config.dir + "' does not exist");
    auto dir = config.dir.empty() ? boost::filesystem::current_path() : boost::filesystem::path(config.dir);
    set_cloexec(p.in);
    set_cloexec(p.out);
    set_cloexec(p.err);
    // With an error code, not an exception: only then does Boost close the child's ends of the pipes
    // when the start fails (a throw would leak three descriptors per failed start).
    std::error_code spawn_error;
    try {
        p.child = bp::child(bp::exe = resolve_command(config.cmd), bp::args = config.args, bp::start_dir = dir, env,
                            bp::std_in < p.in, bp::std_out > p.out, bp::std_err > p.err, p.group,
                            ChildSetup(config.cpus), spawn_error);
    } catch (const std::exception& e) {
        throw std::runtime_error("cannot start '" + config.cmd + "': " + e.what());
    }
    if (spawn_error) throw std::runtime_error("cannot start '" + config.cmd + "': " + spawn_error.message());
    lock.unlock();
    // The child's ends are closed in this process by Boost; ours stay, non-blocking (the child's ends are
    // other file descriptions, which stay blocking).
    for (int fd : {p.in.native_sink(), p.out.native_source(), p.err.native_source()})
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

EngineProcess::~EngineProcess() {
    try {
        terminate(std::chrono::milliseconds(0));
    } catch (...) {  // a destructor never throws
    }
}

WriteStatus EngineProcess::write_line(std::string_view line, SteadyClock::time_point deadline) {
    auto& p = *impl_;
    if (!p.in_open) return WriteStatus::Broken;
    std::string data(line);
    data += '\n';
    std::string_view rest = data;
    // Almost always the pipe has room and one write(2) does it. Else wait for room until the deadline,
    // collecting the engine's output meanwhile, so an engine that no longer reads cannot block the manager.
    while (!rest.empty()) {
        const ::ssize_t n = ::write(p.in_fd(), rest.data(), rest.size());
        if (n > 0) {
            rest.remove_prefix(static_cast<std::size_t>(n));
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
            p.close_in();
            return WriteStatus::Broken;
        }
        if (SteadyClock::now() >= deadline) {
            p.close_in();  // a half-written line cannot be taken back
            return WriteStatus::Timeout;
        }
        p.wait(deadline, true);
    }
    return WriteStatus::Ok;
}

ReadStatus EngineProcess::read_line(EngineLine& out, SteadyClock::time_point deadline) {
    auto& p = *impl_;
    while (p.lines.empty() && !p.out_eof) {
        const auto now = SteadyClock::now();
        if (now >= deadline) {
            p.drain();  // whatever already arrived still counts
            if (p.lines.empty() && !p.out_eof) return ReadStatus::Timeout;
            break;
        }
        if (!p.wait(std::min(deadline, now + liveness_poll), false) && !p.running()) {
            p.drain();
            if (p.lines.empty()) p.out_eof = true;  // dead, and a grandchild keeps the pipe open
        }
    }
    if (p.lines.empty()) return ReadStatus::Eof;
    out = std::move(p.lines.front());
    p.lines.pop_front();
    return ReadStatus::Line;
}

void EngineProcess::close_input() { impl_->close_in(); }

bool EngineProcess::running() { return impl_->running(); }

int EngineProcess::pid() const { return impl_->child.valid() ? impl_->child.id() : -1; }

std::string EngineProcess::exit_description() {
    auto& p = *impl_;
    if (p.running() || !p.child.valid()) return "";
    int status = p.child.native_exit_code();
    if (WIFEXITED(status)) return "exited with code " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
    return "stopped";
}

int EngineProcess::exit_signal() {
    auto& p = *impl_;
    if (p.running() || !p.child.valid()) return 0;
    const int status = p.child.native_exit_code();
    return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
}

std::string EngineProcess::last_stderr() const { return impl_->last_err; }

void EngineProcess::terminate(std::chrono::milliseconds grace) {
    auto& p = *impl_;
    if (p.terminated) return;
    p.terminated = true;
    p.close_in();  // EOF on stdin asks a well-behaved engine to exit
    auto until = SteadyClock::now() + grace;
    while (p.running() && SteadyClock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    // Kill the whole group, so helper processes an engine (or its wrapper script) started die too.
    std::error_code ec;
    if (p.group.valid()) p.group.terminate(ec);
    p.group.detach();  // already killed: its destructor must not signal a recycled group id
    // The engine itself may have left the group (setsid); kill it directly too. Not through
    // child::terminate(): Boost 1.74 reaps there with WNOHANG and can leave a zombie.
    if (p.child.valid() && p.running()) ::kill(p.child.id(), SIGKILL);
    if (p.child.valid()) p.child.wait(ec);  // blocking waitpid: no zombie left behind
    p.out.close();
    p.err.close();
}

}  // namespace gambit::match
