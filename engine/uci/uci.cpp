#include "engine/uci/uci.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <iostream>
#include <sstream>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/pgn/text.hpp"
#include "engine/eval/builtin_network.hpp"
#include "engine/eval/params_io.hpp"
#include "engine/search/strength.hpp"
#include "engine/tools/bench.hpp"
#include "engine/tools/perft.hpp"
#include "engine/uci/format.hpp"
#include "gambit/version.hpp"

namespace gambit::uci {
namespace {

using search::iequals;

constexpr int MaxHashMb = 16384;
constexpr int MaxMoveOverheadMs = 5000;
constexpr int MaxNodesTime = 100000;  // nodes per millisecond; Gambit searches about 2000
constexpr int MaxMultiPv = 256;       // more than any position's legal moves (218)
constexpr int MaxThreads = 256;

std::string join(const std::vector<std::string_view>& tokens, std::size_t from, std::size_t to) {
    std::string text;
    for (std::size_t i = from; i < to && i < tokens.size(); ++i) {
        if (!text.empty()) text += ' ';
        text += tokens[i];
    }
    return text;
}

}  // namespace

UciLoop::UciLoop(std::ostream& out) : out_(out) {}

void UciLoop::send(const std::string& line) {
    std::lock_guard lock(out_mutex_);
    out_ << line << '\n' << std::flush;
}

int UciLoop::run(std::istream& in) {
    // Reading a tied stream flushes `out_` from this thread, racing the search thread's writes (which
    // duplicated lines); every line is flushed under the output mutex anyway.
    in.tie(nullptr);
    std::string line;
    while (std::getline(in, line))
        if (!handle(line)) return 0;
    engine_.stop();
    engine_.wait();
    return 0;
}

bool UciLoop::handle(std::string_view line) {
    const Tokens tokens = text::split_words(line);
    if (tokens.empty()) return true;
    const std::string_view cmd = tokens[0];

    if (cmd == "uci") cmd_uci();
    else if (cmd == "isready") {
        if (!searching_) engine_.prepare();  // allocate the hash now rather than at the first go
        send("readyok");
    } else if (cmd == "setoption") cmd_setoption(tokens);
    else if (cmd == "ucinewgame") {
        engine_.stop();
        engine_.wait();
        engine_.new_game();
    } else if (cmd == "position") cmd_position(tokens);
    else if (cmd == "go") cmd_go(tokens);
    else if (cmd == "stop") engine_.stop();
    else if (cmd == "ponderhit") engine_.ponderhit();
    else if (cmd == "quit") {
        engine_.stop();
        engine_.wait();
        return false;
    } else if (cmd == "debug") debug_ = tokens.size() > 1 && tokens[1] == "on";
    else if (cmd == "d" || cmd == "print") cmd_display();
    else if (cmd == "bench") cmd_bench(tokens);
    else if (cmd == "perft") {
        if (tokens.size() > 1 && text::parse_number<int>(tokens[1])) cmd_perft(*text::parse_number<int>(tokens[1]));
        else error("perft needs a depth");
    } else error("unknown command '" + std::string(cmd) + "'");
    return true;
}

void UciLoop::cmd_uci() {
    send(std::string("id name Gambit ") + gambit::kVersion);
    send("id author the Gambit developers");
    send("option name Hash type spin default 16 min 1 max " + std::to_string(MaxHashMb));
    send("option name Threads type spin default 1 min 1 max " + std::to_string(MaxThreads));
    send("option name Clear Hash type button");
    send("option name MultiPV type spin default 1 min 1 max " + std::to_string(MaxMultiPv));
    send("option name Ponder type check default false");
    send("option name UCI_Chess960 type check default false");
    send("option name EvalFile type string default <empty>");
    send("option name EvalNet type string default <builtin>");
    send("option name Move Overhead type spin default " + std::to_string(search::Engine::DefaultMoveOverheadMs) +
         " min 0 max " + std::to_string(MaxMoveOverheadMs));
    send("option name NodesTime type spin default 0 min 0 max " + std::to_string(MaxNodesTime));
    send("option name UCI_LimitStrength type check default false");
    send("option name UCI_Elo type spin default " + std::to_string(search::strength::MinElo) + " min " +
         std::to_string(search::strength::MinElo) + " max " + std::to_string(search::strength::MaxElo));
    send("option name SyzygyPath type string default <empty>");
    send("option name SyzygyProbeDepth type spin default 1 min 1 max 100");
    send("option name Syzygy50MoveRule type check default true");
    send("option name SyzygyProbeLimit type spin default 7 min 0 max 7");
    for (const search::ParamInfo& info : search::param_table()) send(search::uci_option_line(info));
    send("uciok");
}

// setoption name <id, may contain spaces> [value <x, may contain spaces>]
void UciLoop::cmd_setoption(const Tokens& tokens) {
    if (tokens.size() < 3 || tokens[1] != "name") return error("setoption needs 'name <id> [value <x>]'");
    if (searching_) return error("setoption ignored while searching");
    std::size_t value_at = tokens.size();
    for (std::size_t i = 2; i < tokens.size(); ++i)
        if (tokens[i] == "value") {
            value_at = i;
            break;
        }
    const std::string name = join(tokens, 2, value_at);
    const std::string value = value_at < tokens.size() ? join(tokens, value_at + 1, tokens.size()) : "";

    const auto spin = [&](int min, int max) -> std::optional<int> {
        const auto number = text::parse_number<int>(value);
        if (!number || *number < min || *number > max) {
            error("invalid value '" + value + "' for option " + name + " (expected " + std::to_string(min) + ".." +
                  std::to_string(max) + ")");
            return std::nullopt;
        }
        return number;
    };
    if (iequals(name, "Hash")) {
        if (const auto mb = spin(1, MaxHashMb)) engine_.set_hash_mb(std::size_t(*mb));
    } else if (iequals(name, "Threads")) {
        if (const auto n = spin(1, MaxThreads)) engine_.set_threads(*n);
    } else if (iequals(name, "MultiPV")) {
        if (const auto n = spin(1, MaxMultiPv)) multi_pv_ = *n;
    } else if (iequals(name, "Clear Hash")) {
        engine_.clear_hash();
    } else if (iequals(name, "Ponder")) {
        if (!iequals(value, "true") && !iequals(value, "false")) error("invalid value '" + value + "' for option Ponder");
    } else if (iequals(name, "UCI_Chess960")) {
        if (!iequals(value, "true") && !iequals(value, "false")) return error("invalid value '" + value + "' for option UCI_Chess960");
        chess960_ = iequals(value, "true");
        // The current position continues in the new mode when its FEN allows it (the next `position` decides).
        if (auto pos = chess::Position::from_fen(position_.fen(), nullptr, chess960_)) position_ = *pos;
    } else if (iequals(name, "EvalFile")) {
        // Weights for experiments; empty or <empty> restores the built-in ones. A bad file keeps the old.
        if (value.empty() || value == "<empty>") return engine_.set_eval_params(eval::default_params());
        std::string problem;
        if (const auto params = eval::load_params_file(value, eval::default_params(), &problem)) engine_.set_eval_params(*params);
        else error("EvalFile: " + problem);
    } else if (iequals(name, "EvalNet")) {
        // A network (`gambit train-net`; <builtin>: the one in the binary) evaluates instead of or, residual,
        // on top of the weights; empty or <empty>: the weights alone.
        if (value.empty() || value == "<empty>") return engine_.set_network(nullptr);
        std::string problem;
        if (auto net = eval::network_named(value, &problem)) engine_.set_network(std::move(net));
        else error("EvalNet: " + problem);
    } else if (iequals(name, "Move Overhead") || iequals(name, "MoveOverhead")) {
        if (const auto ms = spin(0, MaxMoveOverheadMs)) engine_.set_move_overhead(*ms);
    } else if (iequals(name, "SyzygyPath")) {
        // Fathom's tables are the process's: loading them here serves every search that follows. The same
        // path again (GUIs resend every option) is not reloaded.
        if (value == syzygy_path_) return;
        syzygy_path_ = value;
        const int pieces = search::tablebase::load(value);
        if (pieces > 0) send("info string Syzygy: tables of up to " + std::to_string(pieces) + " pieces from " + value);
        else if (!value.empty() && value != "<empty>") error("SyzygyPath: no Syzygy tables found in '" + value + "'");
    } else if (iequals(name, "UCI_LimitStrength")) {
        if (!iequals(value, "true") && !iequals(value, "false")) return error("invalid value '" + value + "' for option UCI_LimitStrength");
        limit_strength_ = iequals(value, "true");
        engine_.set_limit_elo(limit_strength_ ? uci_elo_ : 0);
    } else if (iequals(name, "UCI_Elo")) {
        if (const auto n = spin(search::strength::MinElo, search::strength::MaxElo)) uci_elo_ = *n;
        engine_.set_limit_elo(limit_strength_ ? uci_elo_ : 0);
    } else if (iequals(name, "SyzygyProbeDepth")) {
        if (const auto n = spin(1, 100)) engine_.tablebase_options().probe_depth = *n;
    } else if (iequals(name, "Syzygy50MoveRule")) {
        if (!iequals(value, "true") && !iequals(value, "false")) return error("invalid value '" + value + "' for option Syzygy50MoveRule");
        engine_.tablebase_options().rule50 = iequals(value, "true");
    } else if (iequals(name, "SyzygyProbeLimit")) {
        if (const auto n = spin(0, 7)) engine_.tablebase_options().probe_limit = *n;
    } else if (iequals(name, "NodesTime")) {
        if (const auto n = spin(0, MaxNodesTime)) engine_.set_nodes_time(*n);
    } else if (const auto problem = search::set_param(engine_.params(), name, value)) {
        error(*problem);
    } else {
        params_reported_ = false;
    }
}

// position startpos|fen <FEN> [moves m1 ... mn]. On any error the old position is kept.
void UciLoop::cmd_position(const Tokens& tokens) {
    if (tokens.size() < 2) return error("position needs 'startpos' or 'fen <FEN>'");
    std::size_t moves_at = tokens.size();
    for (std::size_t i = 1; i < tokens.size(); ++i)
        if (tokens[i] == "moves") {
            moves_at = i;
            break;
        }
    std::optional<chess::Position> pos;
    if (tokens[1] == "startpos") {
        pos = chess::Position::from_fen(chess::StartFen, nullptr, chess960_);
    } else if (tokens[1] == "fen") {
        std::string problem;
        const std::string fen = join(tokens, 2, moves_at);
        pos = chess::Position::from_fen(fen, &problem, chess960_);
        if (!pos && !chess960_ && chess::Position::from_fen(fen, nullptr, true)) problem += "; Chess960 needs UCI_Chess960";
        if (!pos) return error("bad FEN: " + problem + " (position unchanged)");
    } else {
        return error("position needs 'startpos' or 'fen <FEN>', got '" + std::string(tokens[1]) + "'");
    }
    for (std::size_t i = moves_at + 1; i < tokens.size(); ++i) {
        std::string problem;
        const chess::Move m = chess::parse_uci(*pos, tokens[i], &problem);
        if (!m) return error("illegal move '" + std::string(tokens[i]) + "': " + problem + " (position unchanged)");
        chess::Undo undo;
        pos->make_move(m, undo);
    }
    position_ = *pos;
}

void UciLoop::cmd_go(const Tokens& tokens) {
    search::Limits limits;
    bool perft = false;
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        const std::string_view t = tokens[i];
        const auto next_number = [&]() -> std::optional<std::int64_t> {
            if (i + 1 >= tokens.size()) return std::nullopt;
            const auto n = text::parse_number<std::int64_t>(tokens[i + 1]);
            if (n) ++i;
            else error("go: '" + std::string(t) + "' needs a number");
            return n;
        };
        if (t == "infinite") limits.infinite = true;
        else if (t == "ponder") limits.ponder = true;
        else if (t == "searchmoves") {
            for (++i; i < tokens.size(); ++i) {
                const chess::Move m = chess::parse_uci(position_, tokens[i]);
                if (m) limits.searchmoves.push_back(m);
                else error("searchmoves: ignoring '" + std::string(tokens[i]) + "'");
            }
        } else if (t == "wtime" || t == "btime" || t == "winc" || t == "binc" || t == "movestogo" || t == "depth" ||
                   t == "nodes" || t == "mate" || t == "movetime" || t == "perft") {
            const auto n = next_number();
            if (!n) continue;
            const std::int64_t v = *n;
            if (t == "wtime") limits.time[chess::White] = v;
            else if (t == "btime") limits.time[chess::Black] = v;
            else if (t == "winc") limits.increment[chess::White] = v;
            else if (t == "binc") limits.increment[chess::Black] = v;
            else if (t == "movestogo") limits.movestogo = int(std::clamp<std::int64_t>(v, 1, 1000));
            else if (t == "depth") limits.depth = int(std::clamp<std::int64_t>(v, 1, search::MaxPly));
            else if (t == "nodes") limits.nodes = std::uint64_t(std::max<std::int64_t>(v, 1));
            else if (t == "mate") limits.mate = int(std::clamp<std::int64_t>(v, 1, search::MaxPly));
            else if (t == "movetime") limits.movetime = std::max<std::int64_t>(v, 1);
            else if (t == "perft") {
                perft = true;
                cmd_perft(int(std::clamp<std::int64_t>(v, 1, 20)));
            }
        } else error("go: unknown token '" + std::string(t) + "'");
    }
    if (perft) return;
    limits.multi_pv = multi_pv_;

    if (!params_reported_ || debug_) {
        send("info string params " + search::params_dump(engine_.params()));
        params_reported_ = true;
    }
    // A `go` during a search (a GUI error) first ends the old one, whose bestmove is still sent.
    engine_.stop();
    engine_.wait();
    searching_ = true;
    search::Callbacks callbacks;
    callbacks.on_iteration = [this, root = position_](const search::IterationInfo& info) { send(format_info(info, root)); };
    const bool in_check = position_.in_check();
    callbacks.on_bestmove = [this, in_check, root = position_](const search::SearchResult& result) {
        if (!result.best) send(in_check ? "info depth 0 score mate 0" : "info depth 0 score cp 0");
        // The move's line with every node and all the time, unless the last line said it all.
        if (result.final_info_new) send(format_info(result.final_info, root));
        if (debug_) {
            std::istringstream table(result.stats.table());
            for (std::string row; std::getline(table, row);) send("info string stats " + row);
        }
        searching_ = false;
        send(format_bestmove(result, root));
    };
    engine_.go(position_, limits, std::move(callbacks));
}

void UciLoop::cmd_perft(int depth) {
    if (searching_) return error("perft ignored while searching");
    chess::Position pos = position_;
    std::uint64_t total = 0;
    for (const auto& [move, count] : tools::perft_divide(pos, depth)) {
        send(chess::to_uci(pos, move) + ": " + std::to_string(count));
        total += count;
    }
    send("");
    send("Nodes searched: " + std::to_string(total));
}

void UciLoop::cmd_bench(const Tokens& tokens) {
    if (searching_) return error("bench ignored while searching");
    std::vector<std::string_view> args(tokens.begin() + 1, tokens.end());
    std::ostringstream text, problem;
    tools::run_bench_command(args, text, engine_.params(), problem, engine_.eval_params());
    std::istringstream lines(text.str());
    for (std::string row; std::getline(lines, row);) send(row);
    if (!problem.str().empty()) error(problem.str().substr(0, problem.str().find('\n')));
}

void UciLoop::cmd_display() {
    send(position_.diagram());
    send("Legal moves: " + std::to_string(chess::legal_moves(position_).size()));
}

int uci_main(std::span<const std::string_view>) {
    UciLoop loop(std::cout);
    return loop.run(std::cin);
}

}  // namespace gambit::uci
