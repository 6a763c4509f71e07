#include "manager/engine/uci_engine.hpp"

#include <algorithm>
#include <regex>
#include <thread>

#include <spdlog/spdlog.h>

#include "manager/engine/engine_process.hpp"
#include "manager/engine/uci_option.hpp"

namespace gambit::match {

using Clock = std::chrono::steady_clock;

namespace {

constexpr std::string_view start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
// After `quit`, how long an engine may take to exit before it is killed.
constexpr auto quit_grace = std::chrono::milliseconds(1000);
// How long a command may wait for room in the engine's input pipe.
constexpr auto write_timeout = std::chrono::milliseconds(1000);

bool starts_with_word(std::string_view line, std::string_view word) {
    return line.substr(0, word.size()) == word &&
           (line.size() == word.size() || line[word.size()] == ' ' || line[word.size()] == '\t');
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

std::string go_command(const GoLimits& limits) {
    std::string command = "go";
    auto add = [&](const char* key, const std::optional<std::int64_t>& value) {
        if (value) command += std::string(" ") + key + " " + std::to_string(*value);
    };
    add("wtime", limits.wtime);
    add("btime", limits.btime);
    add("winc", limits.winc);
    add("binc", limits.binc);
    add("movestogo", limits.movestogo);
    add("movetime", limits.movetime);
    add("nodes", limits.nodes);
    add("depth", limits.depth);
    if (limits.infinite) command += " infinite";
    return command;
}

}  // namespace

const char* to_string(EngineStatus status) {
    switch (status) {
        case EngineStatus::Ok: return "ok";
        case EngineStatus::Timeout: return "timeout";
        case EngineStatus::Crashed: return "crashed";
        case EngineStatus::ProtocolError: return "protocol error";
    }
    return "?";
}

UciEngine::UciEngine(EngineConfig config, std::shared_ptr<spdlog::logger> log)
    : config_(std::move(config)), log_(std::move(log)) {}

UciEngine::~UciEngine() {
    try {
        shutdown();
    } catch (...) {  // a destructor never throws
    }
}

const std::string& UciEngine::name() const { return config_.name.empty() ? id_name_ : config_.name; }
const std::string& UciEngine::id_name() const { return id_name_; }
const std::string& UciEngine::id_author() const { return id_author_; }
const std::string& UciEngine::error() const { return error_; }
const std::vector<std::string>& UciEngine::advertised_options() const { return options_; }

bool UciEngine::alive() const { return process_ && process_->running(); }
int UciEngine::pid() const { return process_ ? process_->pid() : -1; }

std::string UciEngine::label() const {
    return config_.name.empty() ? (id_name_.empty() ? config_.cmd : id_name_) : config_.name;
}

EngineStatus UciEngine::fail(EngineStatus status, std::string message) {
    if (status == EngineStatus::Crashed && process_) {
        // Give the dying process a moment to be reaped so the message can say how it ended.
        auto until = Clock::now() + std::chrono::milliseconds(100);
        while (process_->running() && Clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(2));
        if (auto how = process_->exit_description(); !how.empty()) message += " (" + how + ")";
        if (auto last = process_->last_stderr(); !last.empty()) message += "; last stderr: " + last;
    }
    error_ = label() + ": " + message;
    if (log_) log_->warn("{}", error_);
    return status;
}

EngineStatus UciEngine::send(const std::string& command, bool quiet) {
    if (!process_) return quiet ? EngineStatus::Crashed : fail(EngineStatus::Crashed, "engine is not running");
    if (log_) log_->trace("{} > {}", label(), command);
    // A healthy engine drains its input at once; only one that stopped reading fills the pipe.
    switch (process_->write_line(command, Clock::now() + write_timeout)) {
        case WriteStatus::Ok: return EngineStatus::Ok;
        case WriteStatus::Timeout:
            return quiet ? EngineStatus::Timeout : fail(EngineStatus::Timeout, "engine stopped reading its input");
        case WriteStatus::Broken: break;
    }
    return quiet ? EngineStatus::Crashed : fail(EngineStatus::Crashed, "cannot write to the engine (broken pipe)");
}

ReadStatus UciEngine::read(EngineLine& line, Clock::time_point deadline) {
    auto status = process_ ? process_->read_line(line, deadline) : ReadStatus::Eof;
    if (status == ReadStatus::Line && log_) log_->trace("{} < {}", label(), line.text);
    if (status == ReadStatus::Line && starts_with_word(line.text, "bestmove") && stale_bestmoves_ > 0) {
        --stale_bestmoves_;  // the late answer to a search we already gave up on
        line.text.clear();
    }
    return status;
}

EngineStatus UciEngine::wait_for(std::string_view token, Clock::time_point deadline, std::string_view what) {
    EngineLine line;
    for (;;) {
        switch (read(line, deadline)) {
            case ReadStatus::Eof: return fail(EngineStatus::Crashed, "engine exited while waiting for " + std::string(token));
            case ReadStatus::Timeout: return fail(EngineStatus::Timeout, "no " + std::string(token) + " " + std::string(what));
            case ReadStatus::Line:
                if (trim(line.text) == token) return EngineStatus::Ok;
        }
    }
}

EngineStatus UciEngine::start() {
    shutdown();
    id_name_.clear();
    id_author_.clear();
    options_.clear();
    error_.clear();
    stale_bestmoves_ = 0;
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

EngineStatus UciEngine::handshake() {
    auto deadline = Clock::now() + config_.startup_timeout;
    if (auto status = send("uci"); status != EngineStatus::Ok) return status;
    EngineLine line;
    for (bool uciok = false; !uciok;) {
        switch (read(line, deadline)) {
            case ReadStatus::Eof: return fail(EngineStatus::Crashed, "engine exited before uciok");
            case ReadStatus::Timeout:
                return fail(EngineStatus::Timeout,
                            "no uciok within " + std::to_string(config_.startup_timeout.count()) + " ms");
            case ReadStatus::Line: {
                auto text = trim(line.text);
                if (text == "uciok") uciok = true;
                else if (starts_with_word(text, "id")) {
                    auto rest = trim(text.substr(2));
                    if (starts_with_word(rest, "name")) id_name_ = trim(rest.substr(4));
                    else if (starts_with_word(rest, "author")) id_author_ = trim(rest.substr(6));
                } else if (starts_with_word(text, "option")) {
                    options_.emplace_back(text);
                }
                // Banners and other chatter before uciok are allowed.
            }
        }
    }
    if (auto status = send_options(); status != EngineStatus::Ok) return status;
    if (auto status = send("isready"); status != EngineStatus::Ok) return status;
    return wait_for("readyok", Clock::now() + config_.ready_timeout,
                    "within " + std::to_string(config_.ready_timeout.count()) + " ms after the options");
}

EngineStatus UciEngine::send_options() {
    auto ordered = config_.options;  // Threads first: engines size per-thread tables after it
    std::stable_partition(ordered.begin(), ordered.end(), [](const auto& o) { return iequals(o.first, "Threads"); });
    std::vector<UciOption> advertised;
    for (const auto& line : options_) {
        if (auto option = parse_option(line)) advertised.push_back(std::move(*option));
    }
    for (const auto& [name, value] : ordered) {
        auto option = std::find_if(advertised.begin(), advertised.end(), [&](const auto& o) { return iequals(o.name, name); });
        if (option == advertised.end())
            return fail(EngineStatus::ProtocolError, "unknown option '" + name + "' (the engine does not advertise it)");
        auto checked = check_option_value(*option, value);
        if (!checked.error.empty()) return fail(EngineStatus::ProtocolError, checked.error);
        std::string command = "setoption name " + option->name;
        if (option->type != "button") command += " value " + checked.value;
        if (auto status = send(command); status != EngineStatus::Ok) return status;
    }
    return EngineStatus::Ok;
}

EngineStatus UciEngine::new_game() {
    for (const char* command : {"ucinewgame", "isready"}) {
        if (auto status = send(command); status != EngineStatus::Ok) return status;
    }
    return wait_for("readyok", Clock::now() + config_.ready_timeout,
                    "within " + std::to_string(config_.ready_timeout.count()) + " ms after ucinewgame");
}

EngineStatus UciEngine::ping(std::chrono::milliseconds timeout) {
    if (auto status = send("isready"); status != EngineStatus::Ok) return status;
    return wait_for("readyok", Clock::now() + timeout, "within " + std::to_string(timeout.count()) + " ms (stalled)");
}

EngineStatus UciEngine::position(const std::string& fen, const std::vector<std::string>& moves) {
    std::string command = fen.empty() || fen == start_fen ? "position startpos" : "position fen " + fen;
    if (!moves.empty()) {
        command += " moves";
        for (const auto& move : moves) command += " " + move;
    }
    return send(command);
}

BestMoveReply UciEngine::go(const GoLimits& limits, Clock::time_point deadline) {
    BestMoveReply reply;
    reply.sent_at = Clock::now();
    if (auto status = send(go_command(limits)); status != EngineStatus::Ok) {
        reply.status = status;
        return reply;
    }
    // The info that describes the search: the last line with an exact score, else the last with a bound
    // (fastchess's choice), else the last line at all (bare `currmove` lines carry no score).
    bool exact_info = false, scored_info = false;
    std::optional<std::regex> match_line;
    if (!config_.match_line.empty()) match_line.emplace(config_.match_line);
    EngineLine line;
    for (;;) {
        switch (read(line, deadline)) {
            case ReadStatus::Eof:
                reply.status = fail(EngineStatus::Crashed, "engine exited while thinking");
                return reply;
            case ReadStatus::Timeout:
                ++stale_bestmoves_;  // its bestmove, if it ever comes, must not answer the next go
                reply.status = fail(EngineStatus::Timeout, "no bestmove by the deadline");
                send("stop", true);
                return reply;
            case ReadStatus::Line: break;
        }
        auto text = trim(line.text);
        if (starts_with_word(text, "bestmove")) {
            reply.received_at = line.read_at;
            auto rest = trim(text.substr(8));
            auto space = rest.find_first_of(" \t");
            reply.move = std::string(rest.substr(0, space));
            if (space != std::string_view::npos) {
                auto tail = trim(rest.substr(space));
                if (starts_with_word(tail, "ponder")) {
                    auto ponder = trim(tail.substr(6));
                    if (!ponder.empty()) reply.ponder = std::string(ponder.substr(0, ponder.find_first_of(" \t")));
                }
            }
            reply.status = EngineStatus::Ok;
            return reply;
        }
        if (match_line && std::regex_search(text.begin(), text.end(), *match_line)) reply.matched_lines.emplace_back(text);
        if (starts_with_word(text, "info")) {
            if (auto info = parse_info(text)) {
                const bool scored = info->score.has_value();
                const bool exact = scored && !info->score->lowerbound && !info->score->upperbound;
                if (exact || (scored && !exact_info) || !scored_info) {
                    exact_info = exact_info || exact;
                    scored_info = scored_info || scored;
                    reply.info = std::move(*info);
                }
            }
        } else if (!text.empty() && text != "readyok") {
            if (log_) log_->debug("{}: unexpected line while thinking: {}", label(), text);
            reply.unexpected_lines.emplace_back(text);
        }
    }
}

void UciEngine::stop() {
    send("stop", true);
}

std::optional<std::chrono::milliseconds> UciEngine::await_late_bestmove(Clock::time_point deadline) {
    const auto start = Clock::now();
    EngineLine line;
    while (stale_bestmoves_ > 0) {
        const int stale = stale_bestmoves_;
        if (read(line, deadline) != ReadStatus::Line) return std::nullopt;
        if (stale_bestmoves_ < stale) return std::chrono::duration_cast<std::chrono::milliseconds>(line.read_at - start);
    }
    return std::nullopt;
}

EngineStatus UciEngine::restart() {
    if (process_) process_->terminate(std::chrono::milliseconds(0));
    return start();
}

void UciEngine::shutdown() {
    if (!process_) return;
    if (process_->running()) send("quit", true);
    process_->terminate(quit_grace);
    process_.reset();
}

}  // namespace gambit::match
