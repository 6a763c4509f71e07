// What the game loop needs from an engine, whatever protocol it speaks (UCI: uci_engine.hpp, CECP/xboard:
// xboard_engine.hpp). Synchronous, with deadlines; every failure is a status and a one-line error().
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "client/engine_config.hpp"
#include "client/uci_info.hpp"

namespace gambit::match {

enum class EngineStatus { Ok, Timeout, Crashed, ProtocolError };

const char* to_string(EngineStatus status);

// The limits of one search; fields not set are not sent.
struct GoLimits {
    // Default initialisers let callers write designated initialisers (GoLimits{.nodes = 1000}).
    std::optional<std::int64_t> wtime{}, btime{}, winc{}, binc{}, movestogo{}, movetime{}, nodes{}, depth{};
    bool infinite = false;
    bool ponder = false;        // `go ponder`: think on the opponent's time until ponderhit or stop
    bool white_to_move = true;  // whose clock is "ours" (xboard's time/otim)
};

// An `info ... score ...` line and what it says, every PV included (multipv k too), parsed once.
struct ScoredInfoLine {
    std::string text;
    SearchInfo info;
};

struct BestMoveReply {
    EngineStatus status = EngineStatus::Ok;  // Timeout: no move by the deadline; Crashed: EOF/exit
    std::string move;                        // raw move text ("" if none), e.g. "e2e4", "(none)"
    std::optional<std::string> ponder;
    bool resigned = false;                   // an xboard engine said "resign" (or claimed its own loss)
    SearchInfo info;                         // the search's last info (multipv 1), exact scores preferred
    std::string info_line;                   // the line `info` was read from
    SearchInfo last_scored;                  // the last info with a score, bound or not (cutechess's choice)
    std::vector<ScoredInfoLine> scored_info_lines;  // every `info ... score ...` line of the search (PV checks)
    std::vector<std::string> matched_lines;  // lines of this search that matched the match_line regex
    std::chrono::steady_clock::time_point sent_at, received_at;  // go written / move line read
    std::vector<std::string> unexpected_lines;                   // garbage seen while thinking
};

class Engine {
public:
    virtual ~Engine() = default;

    // Spawns the process and does the protocol's handshake and configuration, each step with its timeout.
    // The process is killed when the calling thread ends: start and use an engine in the same thread.
    virtual EngineStatus start() = 0;
    virtual EngineStatus new_game() = 0;
    virtual EngineStatus ping(std::chrono::milliseconds timeout) = 0;
    // The position to search from: a FEN ("" or the start FEN = the initial position) and the moves since.
    virtual EngineStatus position(const std::string& fen, const std::vector<std::string>& moves) = 0;
    // Blocks until the engine's move, the deadline or a crash.
    virtual BestMoveReply go(const GoLimits& limits, std::chrono::steady_clock::time_point deadline) = 0;
    virtual void stop() = 0;
    // After a go that timed out: waits until the deadline for that search's late move (consuming it) and
    // returns how long it took from this call, or nullopt if it did not come.
    virtual std::optional<std::chrono::milliseconds> await_late_bestmove(std::chrono::steady_clock::time_point deadline) = 0;
    // Pondering (UCI, as cutechess does it). can_ponder: the engine key `ponder` was given and the engine
    // offers the Ponder option (set to true at start-up). start_ponder sends `go ponder ...` on the position
    // last sent (the expected reply played) and returns at once. When the opponent played the expected move,
    // ponderhit() sends `ponderhit` and blocks like go() (sent_at = when ponderhit was written); otherwise
    // cancel_ponder() sends `stop` and consumes that search's bestmove (a Timeout leaves it to be swallowed
    // later, as after a go that timed out).
    virtual bool can_ponder() const { return false; }
    virtual EngineStatus start_ponder(const GoLimits& /*limits*/) { return EngineStatus::ProtocolError; }
    virtual BestMoveReply ponderhit(std::chrono::steady_clock::time_point /*deadline*/) {
        BestMoveReply reply;
        reply.status = EngineStatus::ProtocolError;
        return reply;
    }
    virtual EngineStatus cancel_ponder(std::chrono::steady_clock::time_point /*deadline*/) { return EngineStatus::ProtocolError; }
    // Tells the engine how the game ended (xboard's `result`; nothing for UCI).
    virtual void game_over(const std::string& /*result*/, const std::string& /*reason*/) {}
    virtual EngineStatus restart() = 0;  // kill + start again (for -recover and restart=on)
    virtual bool alive() const = 0;
    // The process was ended by SIGTERM, SIGINT or SIGHUP: someone stopping the job, not a fault of the engine.
    virtual bool stopped_from_outside() const { return false; }
    virtual int pid() const = 0;          // of the engine process, -1 if none
    virtual const std::string& name() const = 0;
    virtual const std::string& error() const = 0;  // one-line description of the last failure
    // What the engine calls itself and its author (UCI `id name` / `id author`); "" when it did not say.
    // fastchess's PGN carries them (EngineWhiteName, ...).
    virtual std::string id_name() const { return ""; }
    virtual std::string id_author() const { return ""; }
    // The default the engine advertises for an option (UCI `option name X ... default V`); "" if none.
    virtual std::string option_default(const std::string& /*name*/) const { return ""; }
    // Warnings gathered since the last call (start-up: options the engine does not offer), fastchess's wording.
    virtual std::vector<std::string> take_notices() { return {}; }
    // Whether the engine wants a fresh process for every game (xboard's reuse=0).
    virtual bool wants_restart() const { return false; }
    // Changes options between games (a tuner sends new values before each game): each checked against
    // what the engine advertised, then a readyok awaited. Protocols without this answer ProtocolError.
    virtual EngineStatus set_options(const std::vector<std::pair<std::string, std::string>>& /*options*/) {
        return EngineStatus::ProtocolError;
    }
};

}  // namespace gambit::match
