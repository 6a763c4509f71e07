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

#include "manager/engine/engine_config.hpp"
#include "manager/engine/engine_process.hpp"
#include "manager/engine/uci_info.hpp"

namespace spdlog {
class logger;
}

namespace gambit::match {

enum class EngineStatus { Ok, Timeout, Crashed, ProtocolError };

const char* to_string(EngineStatus status);

// What `go` says; fields not set are omitted from the command.
struct GoLimits {
    // Default initialisers let callers write designated initialisers (GoLimits{.nodes = 1000}).
    std::optional<std::int64_t> wtime{}, btime{}, winc{}, binc{}, movestogo{}, movetime{}, nodes{}, depth{};
    bool infinite = false;
};

struct BestMoveReply {
    EngineStatus status = EngineStatus::Ok;  // Timeout: no bestmove by the deadline; Crashed: EOF/exit
    std::string move;                        // raw text after `bestmove` ("" if none), e.g. "e2e4", "(none)"
    std::optional<std::string> ponder;
    SearchInfo info;                         // last info (multipv 1) seen during this search
    std::chrono::steady_clock::time_point sent_at, received_at;  // go written / bestmove line read
    std::vector<std::string> unexpected_lines;                   // garbage seen while thinking
};

class UciEngine {
public:
    UciEngine(EngineConfig config, std::shared_ptr<spdlog::logger> log);  // log may be null
    ~UciEngine();  // quit, wait briefly, then kill; never throws
    UciEngine(const UciEngine&) = delete;
    UciEngine& operator=(const UciEngine&) = delete;

    // Spawns the process, uci/uciok (records id name/author and options), sends the configured
    // setoptions (Threads first; an option the engine did not advertise -> ProtocolError), then
    // isready/readyok. Each step has its timeout from the config. The process is killed when the
    // calling thread ends (see EngineProcess): start and use an engine in the same thread.
    EngineStatus start();
    EngineStatus new_game();                               // ucinewgame + isready
    EngineStatus ping(std::chrono::milliseconds timeout);  // isready/readyok
    // Sends "position startpos moves ..." when fen is the standard start FEN (or empty),
    // otherwise "position fen F moves ...".
    EngineStatus position(const std::string& fen, const std::vector<std::string>& moves);
    // Blocks until bestmove, the deadline or a crash.
    BestMoveReply go(const GoLimits& limits, std::chrono::steady_clock::time_point deadline);
    void stop();
    // After a go that timed out: waits until the deadline for that search's late bestmove (consuming it) and
    // returns how long it took from this call, or nullopt if it did not come.
    std::optional<std::chrono::milliseconds> await_late_bestmove(std::chrono::steady_clock::time_point deadline);
    EngineStatus restart();  // kill + start again (for -recover)
    bool alive() const;
    int pid() const;  // of the engine process, -1 if none (for tests and logs)

    const std::string& name() const;  // config name, else id name
    const std::string& id_name() const;
    const std::string& id_author() const;
    const std::string& error() const;  // one-line description of the last failure
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
