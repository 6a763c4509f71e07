// What every engine client does the same way, whatever protocol it speaks: one process, commands written
// with a timeout, lines read with a deadline and logged, every failure described in one line, and at the
// end `quit`, a short wait, then kill. UciEngine and XboardEngine add their protocol on top.
#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "client/engine_interface.hpp"
#include "client/engine_process.hpp"

namespace spdlog {
class logger;
}

namespace gambit::match {

class ProcessEngine : public Engine {
public:
    ~ProcessEngine() override;  // quit, wait briefly, then kill; never throws
    ProcessEngine(const ProcessEngine&) = delete;
    ProcessEngine& operator=(const ProcessEngine&) = delete;

    // Spawns the process and runs the protocol's handshake(); a half-started engine is not kept.
    // The process is killed when the calling thread ends (see EngineProcess): start and use an engine in
    // the same thread.
    EngineStatus start() override;
    EngineStatus restart() override;  // kill + start again (for -recover and restart=on)
    bool alive() const override;
    bool stopped_from_outside() const override;
    int pid() const override;
    const std::string& name() const override;   // config name, else the name the engine gave itself
    const std::string& error() const override;  // one-line description of the last failure
    const EngineConfig& config() const { return config_; }
    std::optional<std::chrono::milliseconds> await_late_bestmove(std::chrono::steady_clock::time_point deadline) override;

protected:
    ProcessEngine(EngineConfig config, std::shared_ptr<spdlog::logger> log);  // log may be null

    virtual void reset() = 0;  // forget what the previous process said, before a start
    virtual EngineStatus handshake() = 0;
    // read_line as the protocol needs it: it must swallow (and count down stale_replies_ for) the late
    // answer of a search given up on.
    virtual ReadStatus read(EngineLine& line, std::chrono::steady_clock::time_point deadline) = 0;

    std::string label() const;  // name for log lines and errors
    EngineStatus fail(EngineStatus status, std::string message);
    // Writes a command; on failure returns Crashed or Timeout, and records why unless `quiet`
    // (for stop and quit, which must not hide the failure that prompted them).
    EngineStatus send(const std::string& command, bool quiet = false);
    // The next line (logged at trace level), until the deadline.
    ReadStatus read_line(EngineLine& line, std::chrono::steady_clock::time_point deadline);
    void shutdown();

    EngineConfig config_;
    std::shared_ptr<spdlog::logger> log_;
    std::unique_ptr<EngineProcess> process_;
    std::string id_name_, error_;
    int stale_replies_ = 0;  // searches that timed out and whose late move is still to come
};

}  // namespace gambit::match
