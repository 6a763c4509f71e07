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

#include "client/engine_interface.hpp"
#include "client/process_engine.hpp"
#include "client/engine_config.hpp"
#include "client/engine_process.hpp"
#include "client/uci_info.hpp"

namespace spdlog {
class logger;
}

namespace gambit::match {

class UciEngine : public ProcessEngine {
public:
    UciEngine(EngineConfig config, std::shared_ptr<spdlog::logger> log);  // log may be null

    // start() (ProcessEngine) spawns the process, then uci/uciok (records id name/author and options), sends
    // the configured setoptions (Threads first; an option the engine did not advertise -> ProtocolError),
    // then isready/readyok. Each step has its timeout from the config.
    EngineStatus new_game() override;                               // ucinewgame + isready
    EngineStatus ping(std::chrono::milliseconds timeout) override;  // isready/readyok
    // Sends "position startpos moves ..." when fen is the standard start FEN (or empty),
    // otherwise "position fen F moves ...".
    EngineStatus position(const std::string& fen, const std::vector<std::string>& moves) override;
    // Blocks until bestmove, the deadline or a crash.
    BestMoveReply go(const GoLimits& limits, std::chrono::steady_clock::time_point deadline) override;
    void stop() override;
    bool can_ponder() const override;
    EngineStatus start_ponder(const GoLimits& limits) override;
    BestMoveReply ponderhit(std::chrono::steady_clock::time_point deadline) override;
    EngineStatus cancel_ponder(std::chrono::steady_clock::time_point deadline) override;
    // setoption for each (checked as at start-up), then isready/readyok.
    EngineStatus set_options(const std::vector<std::pair<std::string, std::string>>& options) override;

    std::vector<std::string> take_notices() override;

    std::string id_name() const override;
    std::string id_author() const override;
    std::string option_default(const std::string& name) const override;
    const std::vector<std::string>& advertised_options() const;  // raw `option` lines

private:
    std::vector<std::string> notices_;  // see Engine::take_notices
    void reset() override;
    EngineStatus handshake() override;
    // read_line that swallows the late bestmove of a search given up on.
    ReadStatus read(EngineLine& line, std::chrono::steady_clock::time_point deadline) override;
    EngineStatus wait_for(std::string_view token, std::chrono::steady_clock::time_point deadline, std::string_view what);
    EngineStatus send_options(std::vector<std::pair<std::string, std::string>> options);
    // Reads the search's lines until its bestmove, the deadline or a crash, into `reply`.
    void read_reply(BestMoveReply& reply, std::chrono::steady_clock::time_point deadline);
    bool offers_option(std::string_view name) const;

    std::string id_author_;
    std::vector<std::string> options_;
};

}  // namespace gambit::match
