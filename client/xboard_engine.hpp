// The manager's side of one xboard/CECP v2 engine (proto=xboard), behind the same Engine interface as UCI.
// Handshake: `xboard`, `protover 2`, then `feature` lines until done=1 (done=0 lifts the time limit up to
// the start-up timeout; otherwise 2 s after the engine's last line, as the protocol says, and the start-up
// timeout for an engine that has not said anything yet). Every game:
// `new`, `force`, `easy` (no pondering), `post`, the time control (`level`, `st`, `sd`), `setboard` when
// the game starts from a FEN. Every move: `force`, the moves it has not seen (`usermove` if it asked for
// it), `time`/`otim` in centiseconds, `go`; the answer is `move X` (or the old `N. ... X`), its thinking
// lines (`ply score time nodes pv`) give depth, score and nodes. `ping N`/`pong N` when the engine has the
// feature, `result` at the end of a game, `?` to make it move now.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "client/process_engine.hpp"
#include "client/time_control.hpp"

namespace spdlog {
class logger;
}

namespace gambit::match {

// One thinking line of an xboard engine ("9 +15 103 213453 d5 exd5 Nf6"), or nullopt if it is not one.
// Scores of 100000 + N (the CECP convention for a mate in N moves) become mate scores.
std::optional<SearchInfo> parse_xboard_thinking(std::string_view line);

class XboardEngine : public ProcessEngine {
public:
    XboardEngine(EngineConfig config, TimeControl tc, std::shared_ptr<spdlog::logger> log);  // log may be null
    EngineStatus new_game() override;
    EngineStatus ping(std::chrono::milliseconds timeout) override;
    EngineStatus position(const std::string& fen, const std::vector<std::string>& moves) override;
    BestMoveReply go(const GoLimits& limits, std::chrono::steady_clock::time_point deadline) override;
    void stop() override;
    void game_over(const std::string& result, const std::string& reason) override;
    bool wants_restart() const override { return !reuse_; }

private:
    void reset() override;
    EngineStatus handshake() override;
    // read_line that answers features and swallows the late move of a search given up on.
    ReadStatus read(EngineLine& line, std::chrono::steady_clock::time_point deadline) override;
    void feature(std::string_view line);
    EngineStatus sync_board();  // brings the engine's board to fen_ + moves_
    EngineStatus edit_board();  // fen_ in edit mode, for engines without setboard
    std::string level_command() const;

    TimeControl tc_;
    bool ping_ = false, setboard_ = false, usermove_ = false, reuse_ = true, done_ = false, waiting_ = false;
    int ping_counter_ = 0;
    std::string fen_;                  // what position() asked for
    std::vector<std::string> moves_;
    std::string synced_fen_;           // what the engine's board holds
    std::vector<std::string> synced_moves_;
    bool in_game_ = false;             // `new` sent and the board set up since the last result
};

}  // namespace gambit::match
