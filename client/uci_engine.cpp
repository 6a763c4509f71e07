#include "client/uci_engine.hpp"

#include <algorithm>
#include <regex>
#include <thread>
#include <utility>

#include <spdlog/spdlog.h>

#include "chess/position.hpp"
#include "client/engine_process.hpp"
#include "client/uci_option.hpp"
#include "client/uci_reply.hpp"

namespace gambit::match {

using SteadyClock = std::chrono::steady_clock;

namespace {

std::string go_command(const GoLimits& limits) {
    std::string command = limits.ponder ? "go ponder" : "go";
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
    : ProcessEngine(std::move(config), std::move(log)) {}

std::vector<std::string> UciEngine::take_notices() { return std::exchange(notices_, {}); }

std::string UciEngine::id_name() const { return id_name_; }
std::string UciEngine::id_author() const { return id_author_; }

std::string UciEngine::option_default(const std::string& name) const {
    for (const auto& line : options_)
        if (auto option = parse_option(line); option && iequals(option->name, name)) return option->default_value;
    return "";
}
const std::vector<std::string>& UciEngine::advertised_options() const { return options_; }

ReadStatus UciEngine::read(EngineLine& line, SteadyClock::time_point deadline) {
    auto status = read_line(line, deadline);
    if (status == ReadStatus::Line && starts_with_word(line.text, "bestmove") && stale_replies_ > 0) {
        --stale_replies_;  // the late answer to a search we already gave up on
        line.text.clear();
    }
    return status;
}

EngineStatus UciEngine::wait_for(std::string_view token, SteadyClock::time_point deadline, std::string_view what) {
    EngineLine line;
    for (;;) {
        switch (read(line, deadline)) {
            case ReadStatus::Eof: return fail(EngineStatus::Crashed, "engine exited while waiting for " + std::string(token));
            case ReadStatus::Timeout: return fail(EngineStatus::Timeout, "no " + std::string(token) + " " + std::string(what));
            case ReadStatus::Line:
                if (trim_blanks(line.text) == token) return EngineStatus::Ok;
        }
    }
}

void UciEngine::reset() {
    id_author_.clear();
    options_.clear();
}

EngineStatus UciEngine::handshake() {
    auto deadline = SteadyClock::now() + config_.startup_timeout;
    if (auto status = send("uci"); status != EngineStatus::Ok) return status;
    EngineLine line;
    for (bool uciok = false; !uciok;) {
        switch (read(line, deadline)) {
            case ReadStatus::Eof: return fail(EngineStatus::Crashed, "engine exited before uciok");
            case ReadStatus::Timeout:
                return fail(EngineStatus::Timeout,
                            "no uciok within " + std::to_string(config_.startup_timeout.count()) + " ms");
            case ReadStatus::Line: {
                auto text = trim_blanks(line.text);
                if (text == "uciok") uciok = true;
                else if (auto id = parse_id(text)) {
                    (id->field == "name" ? id_name_ : id_author_) = id->value;
                } else if (starts_with_word(text, "option")) {
                    options_.emplace_back(text);
                }
                // Banners and other chatter before uciok are allowed.
            }
        }
    }
    auto options = config_.options;
    // cutechess: an engine that offers Ponder is told whether it may ponder (the key `ponder`).
    if (config_.ponder && offers_option("Ponder")) {
        std::erase_if(options, [](const auto& o) { return iequals(o.first, "Ponder"); });
        options.emplace_back("Ponder", "true");
    }
    return set_options(options);
}

bool UciEngine::offers_option(std::string_view name) const {
    for (const auto& line : options_)
        if (auto option = parse_option(line); option && iequals(option->name, name)) return true;
    return false;
}

bool UciEngine::can_ponder() const { return config_.ponder && offers_option("Ponder"); }

EngineStatus UciEngine::start_ponder(const GoLimits& limits) {
    GoLimits ponder = limits;
    ponder.ponder = true;
    return send(go_command(ponder));
}

BestMoveReply UciEngine::ponderhit(SteadyClock::time_point deadline) {
    BestMoveReply reply;
    reply.sent_at = SteadyClock::now();
    if (auto status = send("ponderhit"); status != EngineStatus::Ok) {
        reply.status = status;
        return reply;
    }
    read_reply(reply, deadline);
    return reply;
}

EngineStatus UciEngine::cancel_ponder(SteadyClock::time_point deadline) {
    ++stale_replies_;  // the ponder search's bestmove answers nothing
    if (auto status = send("stop"); status != EngineStatus::Ok) return status;
    EngineLine line;
    while (stale_replies_ > 0) {
        switch (read(line, deadline)) {
            case ReadStatus::Eof: return fail(EngineStatus::Crashed, "engine exited after stop (pondering)");
            case ReadStatus::Timeout: return fail(EngineStatus::Timeout, "no bestmove after stop (pondering)");
            case ReadStatus::Line: break;
        }
    }
    return EngineStatus::Ok;
}

EngineStatus UciEngine::set_options(const std::vector<std::pair<std::string, std::string>>& options) {
    if (auto status = send_options(options); status != EngineStatus::Ok) return status;
    if (auto status = send("isready"); status != EngineStatus::Ok) return status;
    return wait_for("readyok", SteadyClock::now() + config_.ready_timeout,
                    "within " + std::to_string(config_.ready_timeout.count()) + " ms after the options");
}

EngineStatus UciEngine::send_options(std::vector<std::pair<std::string, std::string>> ordered) {
    // Threads first: engines size per-thread tables after it.
    std::stable_partition(ordered.begin(), ordered.end(), [](const auto& o) { return iequals(o.first, "Threads"); });
    std::vector<UciOption> advertised;
    for (const auto& line : options_) {
        if (auto option = parse_option(line)) advertised.push_back(std::move(*option));
    }
    for (const auto& [name, value] : ordered) {
        // A named copy for the lambda: clang 14 cannot capture a structured binding.
        auto option = std::find_if(advertised.begin(), advertised.end(),
                                   [&wanted = name](const auto& o) { return iequals(o.name, wanted); });
        if (option == advertised.end()) {
            if (config_.skip_missing_options && !iequals(name, "UCI_Chess960")) {
                notices_.push_back("Warning; " + config_.name + " doesn't have option " + name);
                if (log_) log_->warn("{}", notices_.back());
                continue;
            }
            return fail(EngineStatus::ProtocolError, "unknown option '" + name + "' (the engine does not advertise it)");
        }
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
    return wait_for("readyok", SteadyClock::now() + config_.ready_timeout,
                    "within " + std::to_string(config_.ready_timeout.count()) + " ms after ucinewgame");
}

EngineStatus UciEngine::ping(std::chrono::milliseconds timeout) {
    if (auto status = send("isready"); status != EngineStatus::Ok) return status;
    return wait_for("readyok", SteadyClock::now() + timeout, "within " + std::to_string(timeout.count()) + " ms (stalled)");
}

EngineStatus UciEngine::position(const std::string& fen, const std::vector<std::string>& moves) {
    std::string command = fen.empty() || fen == chess::StartFen ? "position startpos" : "position fen " + fen;
    if (!moves.empty()) {
        command.reserve(command.size() + 6 + 6 * moves.size());
        command += " moves";
        for (const auto& move : moves) {
            command += ' ';
            command += move;
        }
    }
    return send(command);
}

BestMoveReply UciEngine::go(const GoLimits& limits, SteadyClock::time_point deadline) {
    BestMoveReply reply;
    reply.sent_at = SteadyClock::now();
    if (auto status = send(go_command(limits)); status != EngineStatus::Ok) {
        reply.status = status;
        return reply;
    }
    read_reply(reply, deadline);
    return reply;
}

void UciEngine::read_reply(BestMoveReply& reply, SteadyClock::time_point deadline) {
    // The info that describes the search (engine_config.hpp, last_scored_info), else the last line at all
    // (bare `currmove` lines carry no score). A line kept for the PV checks is referred to by its index and
    // copied once at the end, not at every line.
    bool exact_info = false, scored_info = false;
    std::optional<std::size_t> info_at, last_scored_at;  // in reply.scored_info_lines
    auto finish = [&] {
        const auto& kept = reply.scored_info_lines;
        if (info_at) {
            reply.info = kept[*info_at].info;
            reply.info_line = kept[*info_at].text;
        }
        if (last_scored_at) reply.last_scored = kept[*last_scored_at].info;
    };
    std::optional<std::regex> match_line;
    if (!config_.match_line.empty()) match_line.emplace(config_.match_line);
    EngineLine line;
    for (;;) {
        switch (read(line, deadline)) {
            case ReadStatus::Eof:
                finish();
                reply.status = fail(EngineStatus::Crashed, "engine exited while thinking");
                return;
            case ReadStatus::Timeout:
                finish();
                ++stale_replies_;  // its bestmove, if it ever comes, must not answer the next go
                reply.status = fail(EngineStatus::Timeout, "no bestmove by the deadline");
                send("stop", true);
                return;
            case ReadStatus::Line: break;
        }
        auto text = trim_blanks(line.text);
        if (auto bestmove = parse_bestmove(text)) {
            finish();
            reply.received_at = line.read_at;
            reply.move = std::move(bestmove->move);
            reply.ponder = std::move(bestmove->ponder);
            reply.status = EngineStatus::Ok;
            return;
        }
        if (match_line && std::regex_search(text.begin(), text.end(), *match_line)) reply.matched_lines.emplace_back(text);
        if (starts_with_word(text, "info")) {
            // Parsed once with every multipv line; the search's own info is the main line's (multipv 1).
            auto info = parse_info(text, true);
            bool scored = false, better = false;
            if (info && info->multipv.value_or(1) == 1) {
                scored = info->score.has_value();
                const bool exact = scored && !info->score->lowerbound && !info->score->upperbound;
                better = config_.last_scored_info ? scored || !scored_info
                                                  : exact || (scored && !exact_info) || !scored_info;
                if (better) {
                    exact_info = exact_info || exact;
                    scored_info = scored_info || scored;
                }
            }
            // What fastchess checks the PVs of: info lines with a score, `info string` excepted.
            if (text.find(" score ") != std::string_view::npos && text.find("info string") == std::string_view::npos) {
                reply.scored_info_lines.push_back({std::string(text), info ? std::move(*info) : SearchInfo{}});
                const std::size_t at = reply.scored_info_lines.size() - 1;
                if (scored) last_scored_at = at;
                if (better) info_at = at;
            } else {
                if (scored) {
                    reply.last_scored = *info;
                    last_scored_at.reset();
                }
                if (better) {
                    reply.info = std::move(*info);
                    reply.info_line = std::string(text);
                    info_at.reset();
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


}  // namespace gambit::match
