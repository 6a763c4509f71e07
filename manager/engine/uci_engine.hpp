// The manager's side of one UCI engine process: spawn it, speak UCI to it synchronously with
// deadlines, and notice when it crashes, stalls or talks nonsense.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "manager/engine/engine.hpp"
#include "manager/engine/engine_config.hpp"
#include "manager/engine/engine_process.hpp"
#include "manager/engine/uci_info.hpp"

namespace spdlog {
class logger;
}

namespace gambit::match {

class UciEngine : public Engine {
public:
    UciEngine(EngineConfig config, std::shared_ptr<spdlog::logger> log);  // log may be null
    ~UciEngine() override;  // quit, wait briefly, then kill; never throws
    UciEngine(const UciEngine&) = delete;
    UciEngine& operator=(const UciEngine&) = delete;

    // Spawns the process, uci/uciok (records id name/author and options), sends the configured
    // setoptions (Threads first; an option the engine did not advertise -> ProtocolError), then
    // isready/readyok. Each step has its timeout from the config. The process is killed when the
    // calling thread ends (see EngineProcess): start and use an engine in the same thread.
    EngineStatus start() override;
    EngineStatus new_game() override;                               // ucinewgame + isready
    EngineStatus ping(std::chrono::milliseconds timeout) override;  // isready/readyok
    // Sends "position startpos moves ..." when fen is the standard start FEN (or empty),
    // otherwise "position fen F moves ...".
    EngineStatus position(const std::string& fen, const std::vector<std::string>& moves) override;
    // Blocks until bestmove, the deadline or a crash.
    BestMoveReply go(const GoLimits& limits, std::chrono::steady_clock::time_point deadline) override;
    void stop() override;
    // After a go that timed out: waits until the deadline for that search's late bestmove (consuming it) and
    // returns how long it took from this call, or nullopt if it did not come.
    std::optional<std::chrono::milliseconds> await_late_bestmove(std::chrono::steady_clock::time_point deadline) override;
    EngineStatus restart() override;  // kill + start again (for -recover)
    bool alive() const override;
    int pid() const override;  // of the engine process, -1 if none (for tests and logs)

    const std::string& name() const override;  // config name, else id name
    const std::string& id_name() const;
    const std::string& id_author() const;
    const std::string& error() const override;  // one-line description of the last failure
    const std::vector<std::string>& advertised_options() const;  // raw `option` lines
    const EngineConfig& config() const { return config_; }

private:
    std::string label() const;  // name for log lines and errors
    EngineStatus fail(EngineStatus status, std::string message);
    // Writes a command; on failure returns Crashed or Timeout, and records why unless `quiet`
    // (for stop and quit, which must not hide the failure that prompted them).
    EngineStatus send(const std::string& command, bool quiet = false);
    ReadStatus read(EngineLine& line, std::chrono::steady_clock::time_point deadline);
    EngineStatus wait_for(std::string_view token, std::chrono::steady_clock::time_point deadline, std::string_view what);
    EngineStatus handshake();
    EngineStatus send_options();
    void shutdown();

    EngineConfig config_;
    std::shared_ptr<spdlog::logger> log_;
    std::unique_ptr<EngineProcess> process_;
    std::string id_name_, id_author_, error_;
    std::vector<std::string> options_;
    int stale_bestmoves_ = 0;  // searches that timed out and whose late bestmove is still to come
};

}  // namespace gambit::match
