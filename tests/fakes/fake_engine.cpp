#include "tests/fakes/fake_engine.hpp"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <thread>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/pgn/text.hpp"

namespace gambit::fakes {

namespace {

// "name Hash value 16" -> {"Hash", "16"}; names may contain spaces.
std::pair<std::string, std::string> name_and_value(std::string_view args) {
    std::string name, value;
    bool in_value = false;
    for (const std::string_view word : text::split_words(args)) {
        if (word == "name" && name.empty() && !in_value) continue;
        if (word == "value" && !in_value) {
            in_value = true;
            continue;
        }
        auto& target = in_value ? value : name;
        if (!target.empty()) target += ' ';
        target += word;
    }
    return {name, value};
}

}  // namespace

void sleep_ms(std::int64_t ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

std::int64_t GoCommand::my_time() const {
    if (movetime) return *movetime;
    auto clock = white_to_move ? wtime : btime;
    return clock.value_or(0);
}

FakeEngine::FakeEngine(std::string kind, int argc, char** argv, std::string param_option, std::int64_t param_default)
    : kind_(std::move(kind)), param_option_(std::move(param_option)), param_(param_default) {
    if (argc > 1) {
        if (auto v = text::parse_number<std::int64_t>(argv[1])) param_ = *v;
    }
}

void FakeEngine::send(std::string_view line) {
    std::fwrite(line.data(), 1, line.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

std::string FakeEngine::random_legal_move() {
    auto moves = chess::legal_moves(position_);
    if (moves.empty()) return "(none)";
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    return chess::to_uci(moves[pick(rng_)]);
}

std::string FakeEngine::first_legal_move(const chess::Position& pos) const {
    auto moves = chess::legal_moves(pos);
    return moves.empty() ? "(none)" : chess::to_uci(moves[0]);
}

std::string FakeEngine::illegal_move() {
    for (const char* candidate : {"a1a8", "h8a1", "e2e5", "d7d4", "a2b5", "h1h1"}) {
        if (chess::parse_uci(position_, candidate) == chess::Move::none()) return candidate;
    }
    return "a1a1";
}

void FakeEngine::answer(const std::string& move) {
    std::uniform_int_distribution<int> score(-50, 50);
    if (move != "(none)" && move != "0000")
        send("info depth 1 seldepth 1 score cp " + std::to_string(score(rng_)) + " nodes 1 nps 1000 time 1 pv " + move);
    send("bestmove " + move);
    ++moves_played_;
}

void FakeEngine::handle_setoption(std::string_view args) {
    auto [name, value] = name_and_value(args);
    if (name == "Seed") {
        if (auto v = text::parse_number<std::int64_t>(value)) rng_.seed(static_cast<std::uint64_t>(*v));
    } else if (!param_option_.empty() && name == param_option_) {
        if (auto v = text::parse_number<std::int64_t>(value)) param_ = *v;
    } else if (name != "Hash" && name != "Threads") {
        send("info string unknown option " + name);
    }
}

void FakeEngine::handle_position(std::string_view args) {
    const auto words = text::split_words(args);
    std::size_t i = 0;
    if (i < words.size() && words[i] == "startpos") {
        position_ = chess::Position();
        ++i;
    } else if (i < words.size() && words[i] == "fen") {
        std::string fen;
        for (++i; i < words.size() && words[i] != "moves"; ++i) (fen += fen.empty() ? "" : " ") += words[i];
        std::string error;
        auto parsed = chess::Position::from_fen(fen, &error);
        if (!parsed) {
            std::cerr << kind_ << ": bad fen: " << error << std::endl;
            return;
        }
        position_ = *parsed;
    }
    if (i < words.size() && words[i] == "moves") ++i;
    for (; i < words.size(); ++i) {
        auto move = chess::parse_uci(position_, words[i]);
        if (move == chess::Move::none()) {
            std::cerr << kind_ << ": illegal move in position: " << words[i] << std::endl;
            return;
        }
        chess::Undo undo;
        position_.make_move(move, undo);
    }
}

void FakeEngine::handle_go(std::string_view args) {
    GoCommand go;
    go.white_to_move = position_.side_to_move() == chess::White;
    const auto words = text::split_words(args);
    for (std::size_t i = 0; i + 1 < words.size(); ++i) {
        auto value = text::parse_number<std::int64_t>(words[i + 1]);
        if (words[i] == "wtime") go.wtime = value;
        if (words[i] == "btime") go.btime = value;
        if (words[i] == "movetime") go.movetime = value;
    }
    if (on_go && on_go(go)) return;
    answer(random_legal_move());
}

int FakeEngine::run() {
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        auto space = line.find(' ');
        std::string_view command = std::string_view(line).substr(0, space);
        std::string_view args = space == std::string::npos ? "" : std::string_view(line).substr(space + 1);
        if (on_command && on_command(command, args)) continue;
        if (command == "uci") {
            send("id name fake-" + kind_);
            send("id author Gambit tests");
            send("option name Hash type spin default 1 min 1 max 1024");
            send("option name Threads type spin default 1 min 1 max 1");
            send("option name Seed type spin default 0 min 0 max 2147483647");
            if (!param_option_.empty())
                send("option name " + param_option_ + " type spin default " + std::to_string(param_) +
                     " min 0 max 2147483647");
            for (const auto& option : extra_options) send(option);
            if (before_uciok) before_uciok();
            send("uciok");
        } else if (command == "isready") {
            send("readyok");
        } else if (command == "setoption") {
            handle_setoption(args);
        } else if (command == "ucinewgame") {
            position_ = chess::Position();
        } else if (command == "position") {
            handle_position(args);
        } else if (command == "go") {
            handle_go(args);
        } else if (command == "quit") {
            return 0;
        }
        // stop, ponderhit, debug and unknown commands: nothing to do (every search answers at once).
    }
    return 0;
}

}  // namespace gambit::fakes
