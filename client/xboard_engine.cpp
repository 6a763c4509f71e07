#include "client/xboard_engine.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <thread>

#include <spdlog/spdlog.h>

#include "chess/game.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "chess/pgn/text.hpp"

namespace gambit::match {

using SteadyClock = std::chrono::steady_clock;

namespace {

// An engine that has not said done=0 by then is assumed to have sent all its features (the protocol's 2 s).
constexpr auto feature_wait = std::chrono::milliseconds(2000);
// How long the handshake waits for a line before it nudges a silent engine.
constexpr auto poke_interval = std::chrono::milliseconds(300);
// CECP mate scores: 100000 + N (or -100000 - N) for a mate in N moves.
constexpr int cecp_mate = 100000;
constexpr long long old_mate = 10000;

std::optional<long long> to_number(std::string_view token) {
    long long value = 0;
    if (!token.empty() && token.front() == '+') token.remove_prefix(1);
    auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (ec != std::errc() || end != token.data() + token.size()) return std::nullopt;
    return value;
}

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && text::is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && text::is_space(s.back())) s.remove_suffix(1);
    return s;
}

// The move of a `move X` line or of the old `N. ... X` form; "" if the line is neither.
std::string move_text(std::string_view line) {
    auto words = text::split_words(line);
    if (words.size() >= 2 && words[0] == "move") return std::string(words[1]);
    if (words.size() >= 3 && !words[0].empty() && std::isdigit(static_cast<unsigned char>(words[0][0])) &&
        words[0].find('.') != std::string_view::npos && words[1] == "...")
        return std::string(words[2]);
    return "";
}

// Seconds as CECP writes them in `level`: "M:SS" for the base, "0.1" for the increment.
std::string minutes_seconds(std::int64_t ms) {
    const std::int64_t s = ms / 1000;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%lld:%02lld", static_cast<long long>(s / 60), static_cast<long long>(s % 60));
    return buf;
}

std::string seconds(std::int64_t ms) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", static_cast<double>(ms) / 1000.0);
    return buf;
}

}  // namespace

std::optional<SearchInfo> parse_xboard_thinking(std::string_view line) {
    auto words = text::split_words(line);
    if (words.size() < 4) return std::nullopt;
    auto ply = to_number(words[0]), score = to_number(words[1]), centis = to_number(words[2]), nodes = to_number(words[3]);
    if (!ply || !score || !centis || !nodes || *nodes < 0) return std::nullopt;
    SearchInfo info;
    info.depth = static_cast<int>(*ply);
    const long long magnitude = std::llabs(*score);
    if (magnitude > cecp_mate && magnitude < cecp_mate + 1000)
        info.score = Score{Score::Kind::Mate, static_cast<int>(*score > 0 ? magnitude - cecp_mate : cecp_mate - magnitude)};
    else if (magnitude > old_mate - 100 && magnitude <= old_mate) {
        // The older convention (GNU Chess): 10000 - N for a mate N plies away.
        const int moves = static_cast<int>(old_mate - magnitude + 1) / 2;
        info.score = Score{Score::Kind::Mate, *score > 0 ? std::max(1, moves) : -std::max(1, moves)};
    } else
        info.score = Score{Score::Kind::Cp, static_cast<int>(*score)};
    info.time_ms = static_cast<int>(*centis * 10);
    info.nodes = static_cast<std::uint64_t>(*nodes);
    for (std::size_t i = 4; i < words.size(); ++i) info.pv.emplace_back(words[i]);
    return info;
}

XboardEngine::XboardEngine(EngineConfig config, TimeControl tc, std::shared_ptr<spdlog::logger> log)
    : ProcessEngine(std::move(config), std::move(log)), tc_(tc) {}

// Reads the next line; features (which some engines send late) are answered here, and the late move of
// a search given up on is swallowed.
ReadStatus XboardEngine::read(EngineLine& line, SteadyClock::time_point deadline) {
    auto status = read_line(line, deadline);
    if (status != ReadStatus::Line) return status;
    if (starts_with(line.text, "feature ")) {
        feature(line.text);
        line.text.clear();
    } else if (stale_replies_ > 0 && !move_text(line.text).empty()) {
        --stale_replies_;
        line.text.clear();
    }
    return status;
}

// `feature ping=1 setboard=1 myname="GNU Chess" done=1`: every feature is acknowledged.
void XboardEngine::feature(std::string_view line) {
    std::string_view rest = line.substr(8);
    while (!rest.empty()) {
        while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
        const auto eq = rest.find('=');
        if (eq == std::string_view::npos) break;
        const std::string key(rest.substr(0, eq));
        rest.remove_prefix(eq + 1);
        std::string value;
        if (!rest.empty() && rest.front() == '"') {
            const auto close = rest.find('"', 1);
            value = std::string(rest.substr(1, close == std::string_view::npos ? rest.size() : close - 1));
            rest.remove_prefix(close == std::string_view::npos ? rest.size() : close + 1);
        } else {
            const auto space = rest.find(' ');
            value = std::string(rest.substr(0, space));
            rest.remove_prefix(space == std::string_view::npos ? rest.size() : space);
        }
        if (key == "done") {
            if (value == "0") waiting_ = true;
            else done_ = true;
        } else if (key == "ping") ping_ = value == "1";
        else if (key == "setboard") setboard_ = value == "1";
        else if (key == "usermove") usermove_ = value == "1";
        else if (key == "reuse") reuse_ = value != "0";
        else if (key == "myname") id_name_ = value;
        send("accepted " + key, true);
    }
}

void XboardEngine::reset() {
    ping_ = setboard_ = usermove_ = done_ = waiting_ = in_game_ = false;
    reuse_ = true;
}

EngineStatus XboardEngine::handshake() {
    for (const char* command : {"xboard", "protover 2"})
        if (auto status = send(command); status != EngineStatus::Ok) return status;
    const auto started = SteadyClock::now();
    auto last_line = started;
    bool silent = true;
    EngineLine line;
    while (!done_) {
        // done=0 asks for time (up to the start-up timeout); otherwise the protocol's 2 s apply, counted
        // from the engine's last line: one that has said nothing yet may still be loading (GNU Chess on a
        // busy machine), so it gets the start-up timeout for its first line.
        const auto deadline = waiting_ || silent ? started + config_.startup_timeout : last_line + feature_wait;
        const auto status = read(line, std::min(deadline, SteadyClock::now() + poke_interval));
        if (status == ReadStatus::Eof) return fail(EngineStatus::Crashed, "engine exited during the feature handshake");
        if (status == ReadStatus::Line) {
            silent = false;
            last_line = SteadyClock::now();
            continue;
        }
        if (SteadyClock::now() < deadline) {
            // Some engines (GNU Chess 6) hold back their output until they read another command; `force`
            // is one that changes nothing before a game.
            if (auto poke = send("force"); poke != EngineStatus::Ok) return poke;
            continue;
        }
        if (waiting_)
            return fail(EngineStatus::Timeout,
                        "no feature done=1 within " + std::to_string(config_.startup_timeout.count()) + " ms");
        break;  // an engine that announced nothing more: take it as it is
    }
    for (const auto& [name, value] : config_.options)
        if (auto status = send("option " + name + "=" + value); status != EngineStatus::Ok) return status;
    return ping(config_.ready_timeout);
}

std::string XboardEngine::level_command() const {
    if (tc_.movetime_ms > 0) return "st " + std::to_string(std::max<std::int64_t>(1, tc_.movetime_ms / 1000));
    return "level " + std::to_string(tc_.moves) + " " + minutes_seconds(tc_.base_ms) + " " + seconds(tc_.increment_ms);
}

EngineStatus XboardEngine::new_game() {
    std::vector<std::string> commands = {"new", "force", "easy", "post"};
    if (tc_.has_clock() || tc_.movetime_ms > 0) commands.push_back(level_command());
    if (tc_.depth > 0) commands.push_back("sd " + std::to_string(tc_.depth));
    for (const auto& command : commands)
        if (auto status = send(command); status != EngineStatus::Ok) return status;
    in_game_ = true;
    synced_fen_ = std::string(chess::StartFen);
    synced_moves_.clear();
    return ping(config_.ready_timeout);
}

EngineStatus XboardEngine::ping(std::chrono::milliseconds timeout) {
    if (!ping_) return alive() ? EngineStatus::Ok : fail(EngineStatus::Crashed, "engine is not running");
    const std::string pong = "pong " + std::to_string(++ping_counter_);
    if (auto status = send("ping " + std::to_string(ping_counter_)); status != EngineStatus::Ok) return status;
    const auto deadline = SteadyClock::now() + timeout;
    EngineLine line;
    for (;;) {
        switch (read(line, deadline)) {
            case ReadStatus::Eof: return fail(EngineStatus::Crashed, "engine exited while waiting for " + pong);
            case ReadStatus::Timeout:
                return fail(EngineStatus::Timeout, "no " + pong + " within " + std::to_string(timeout.count()) + " ms");
            case ReadStatus::Line:
                if (trim(line.text) == pong) return EngineStatus::Ok;
        }
    }
}

EngineStatus XboardEngine::position(const std::string& fen, const std::vector<std::string>& moves) {
    fen_ = fen.empty() ? std::string(chess::StartFen) : fen;
    moves_ = moves;
    return alive() ? EngineStatus::Ok : fail(EngineStatus::Crashed, "engine is not running");
}

EngineStatus XboardEngine::sync_board() {
    const bool extends = synced_fen_ == fen_ && synced_moves_.size() <= moves_.size() &&
                         std::equal(synced_moves_.begin(), synced_moves_.end(), moves_.begin());
    if (!in_game_ || !extends) {
        if (auto status = new_game(); status != EngineStatus::Ok) return status;
        if (fen_ != chess::StartFen) {
            if (auto status = setboard_ ? send("setboard " + fen_) : edit_board(); status != EngineStatus::Ok) return status;
            synced_fen_ = fen_;
        }
    }
    if (auto status = send("force"); status != EngineStatus::Ok) return status;
    for (std::size_t i = synced_moves_.size(); i < moves_.size(); ++i) {
        if (auto status = send((usermove_ ? "usermove " : "") + moves_[i]); status != EngineStatus::Ok) return status;
        synced_moves_.push_back(moves_[i]);
    }
    return EngineStatus::Ok;
}

// An engine without setboard (Fairy-Max) gets the position in edit mode, as cutechess does it: a dummy move
// first when Black is to move (edit mode keeps the side to move), then `edit`, `#` (empty board), the white
// pieces (`Ke1`), `c`, the black ones, `.`. The protocol cannot say castling rights (the engine assumes them
// from kings and rooks on their squares) nor an en-passant square.
EngineStatus XboardEngine::edit_board() {
    auto pos = chess::Position::from_fen(fen_);
    if (!pos) return fail(EngineStatus::ProtocolError, "cannot read the opening FEN '" + fen_ + "'");
    std::vector<std::string> commands;
    if (pos->side_to_move() == chess::Black) commands.push_back((usermove_ ? "usermove " : std::string()) + "a2a3");
    commands.insert(commands.end(), {"edit", "#"});
    for (chess::Color color : {chess::White, chess::Black}) {
        if (color == chess::Black) commands.push_back("c");
        for (int sq = 0; sq < 64; ++sq) {
            const chess::Piece piece = pos->piece_on(chess::Square(sq));
            if (piece == chess::NoPiece || chess::color_of(piece) != color) continue;
            commands.push_back(std::string(1, "PNBRQK"[chess::type_of(piece)]) + char('a' + sq % 8) + char('1' + sq / 8));
        }
    }
    commands.push_back(".");
    for (const auto& command : commands)
        if (auto status = send(command); status != EngineStatus::Ok) return status;
    return EngineStatus::Ok;
}

BestMoveReply XboardEngine::go(const GoLimits& limits, SteadyClock::time_point deadline) {
    BestMoveReply reply;
    auto fail_reply = [&](EngineStatus status) {
        reply.status = status;
        return reply;
    };
    if (auto status = sync_board(); status != EngineStatus::Ok) return fail_reply(status);
    const auto& ours = limits.white_to_move ? limits.wtime : limits.btime;
    const auto& theirs = limits.white_to_move ? limits.btime : limits.wtime;
    if (ours) {
        if (auto status = send("time " + std::to_string(*ours / 10)); status != EngineStatus::Ok) return fail_reply(status);
        if (auto status = send("otim " + std::to_string(theirs.value_or(0) / 10)); status != EngineStatus::Ok)
            return fail_reply(status);
    }
    reply.sent_at = SteadyClock::now();
    if (auto status = send("go"); status != EngineStatus::Ok) return fail_reply(status);

    auto board = chess::Position::from_fen(fen_);
    chess::Game game(board ? *board : chess::Position());
    for (const auto& uci : moves_)
        if (!game.play_uci(uci)) break;
    const chess::Position& pos = game.position();
    const bool engine_is_white = pos.side_to_move() == chess::White;
    EngineLine line;
    for (;;) {
        switch (read(line, deadline)) {
            case ReadStatus::Eof: return fail_reply(fail(EngineStatus::Crashed, "engine exited while thinking"));
            case ReadStatus::Timeout:
                ++stale_replies_;
                send("?", true);  // move now; its late move will be swallowed
                return fail_reply(fail(EngineStatus::Timeout, "no move by the deadline"));
            case ReadStatus::Line: break;
        }
        const std::string_view text = trim(line.text);
        if (text.empty()) continue;
        if (std::string move = move_text(text); !move.empty()) {
            reply.received_at = line.read_at;
            // Coordinate moves go through as they are; SAN (feature san=1, or O-O) is translated.
            chess::Move m = chess::parse_uci(pos, move);
            if (!m.is_ok()) m = chess::parse_san(pos, move);
            reply.move = m.is_ok() ? chess::to_uci(m) : move;
            if (m.is_ok()) synced_moves_.push_back(reply.move);
            reply.status = EngineStatus::Ok;
            return reply;
        }
        const auto words = text::split_words(text);
        const bool loses = words[0] == "resign" || (words[0] == "1-0" && !engine_is_white) ||
                           (words[0] == "0-1" && engine_is_white);
        if (loses) {
            reply.received_at = line.read_at;
            reply.resigned = true;
            reply.status = EngineStatus::Ok;
            return reply;
        }
        if (auto info = parse_xboard_thinking(text)) {
            reply.info = std::move(*info);
        } else if (starts_with(text, "Illegal move") || starts_with(text, "Error")) {
            if (log_) log_->debug("{}: {}", label(), text);
            reply.unexpected_lines.emplace_back(text);
        }
        // Anything else (draw claims, which the manager checks itself; "#" comments; telluser) is chatter.
    }
}

void XboardEngine::stop() { send("?", true); }


void XboardEngine::game_over(const std::string& result, const std::string& reason) {
    if (!alive()) return;
    send("result " + result + " {" + reason + "}", true);
    in_game_ = false;
}

}  // namespace gambit::match
