#include "client/process_engine.hpp"

#include <csignal>
#include <thread>

#include <spdlog/spdlog.h>

namespace gambit::match {

using SteadyClock = std::chrono::steady_clock;

namespace {

// After `quit`, how long an engine may take to exit before it is killed.
constexpr auto quit_grace = std::chrono::milliseconds(1000);
// How long a command may wait for room in the engine's input pipe.
constexpr auto write_timeout = std::chrono::milliseconds(1000);

}  // namespace

ProcessEngine::ProcessEngine(EngineConfig config, std::shared_ptr<spdlog::logger> log)
    : config_(std::move(config)), log_(std::move(log)) {}

ProcessEngine::~ProcessEngine() {
    try {
        shutdown();
    } catch (...) {  // a destructor never throws
    }
}

const std::string& ProcessEngine::name() const { return config_.name.empty() ? id_name_ : config_.name; }
const std::string& ProcessEngine::error() const { return error_; }
bool ProcessEngine::alive() const { return process_ && process_->running(); }
int ProcessEngine::pid() const { return process_ ? process_->pid() : -1; }
bool ProcessEngine::stopped_from_outside() const {
    const int signal = process_ ? process_->exit_signal() : 0;
    return signal == SIGTERM || signal == SIGINT || signal == SIGHUP;
}

std::string ProcessEngine::label() const {
    return config_.name.empty() ? (id_name_.empty() ? config_.cmd : id_name_) : config_.name;
}

EngineStatus ProcessEngine::fail(EngineStatus status, std::string message) {
    if (status == EngineStatus::Crashed && process_) {
        // Give the dying process a moment to be reaped so the message can say how it ended.
        auto until = SteadyClock::now() + std::chrono::milliseconds(100);
        while (process_->running() && SteadyClock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(2));
        if (auto how = process_->exit_description(); !how.empty()) message += " (" + how + ")";
        if (auto last = process_->last_stderr(); !last.empty()) message += "; last stderr: " + last;
    }
    error_ = label() + ": " + message;
    if (log_) log_->warn("{}", error_);
    return status;
}

EngineStatus ProcessEngine::send(const std::string& command, bool quiet) {
    if (!process_) return quiet ? EngineStatus::Crashed : fail(EngineStatus::Crashed, "engine is not running");
    if (log_) log_->trace("{} > {}", label(), command);
    // A healthy engine drains its input at once; only one that stopped reading fills the pipe.
    switch (process_->write_line(command, SteadyClock::now() + write_timeout)) {
        case WriteStatus::Ok: return EngineStatus::Ok;
        case WriteStatus::Timeout:
            return quiet ? EngineStatus::Timeout : fail(EngineStatus::Timeout, "engine stopped reading its input");
        case WriteStatus::Broken: break;
    }
    return quiet ? EngineStatus::Crashed : fail(EngineStatus::Crashed, "cannot write to the engine (broken pipe)");
}

ReadStatus ProcessEngine::read_line(EngineLine& line, SteadyClock::time_point deadline) {
    auto status = process_ ? process_->read_line(line, deadline) : ReadStatus::Eof;
    if (status == ReadStatus::Line && log_) log_->trace("{} < {}", label(), line.text);
    return status;
}

std::optional<std::chrono::milliseconds> ProcessEngine::await_late_bestmove(SteadyClock::time_point deadline) {
    const auto start = SteadyClock::now();
    EngineLine line;
    while (stale_replies_ > 0) {
        const int stale = stale_replies_;
        if (read(line, deadline) != ReadStatus::Line) return std::nullopt;
        if (stale_replies_ < stale) return std::chrono::duration_cast<std::chrono::milliseconds>(line.read_at - start);
    }
    return std::nullopt;
}

EngineStatus ProcessEngine::start() {
    shutdown();
    id_name_.clear();
    error_.clear();
    stale_replies_ = 0;
    reset();
    try {
        process_ = std::make_unique<EngineProcess>(config_, log_, label());
    } catch (const std::exception& e) {
        return fail(EngineStatus::Crashed, e.what());
    }
    auto status = handshake();
    if (status != EngineStatus::Ok) {
        auto keep = error_;
        shutdown();  // a half-started engine is not kept around
        error_ = keep;
    }
    return status;
}

EngineStatus ProcessEngine::restart() {
    if (process_) process_->terminate(std::chrono::milliseconds(0));
    return start();
}

void ProcessEngine::shutdown() {
    if (!process_) return;
    if (process_->running()) send("quit", true);
    process_->terminate(quit_grace);
    process_.reset();
}

}  // namespace gambit::match
