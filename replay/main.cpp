// gambit-replay: replays one side of a game from a PGN into a fresh UCI engine, move by move, with the clocks
// the game had, so that a hang, a crash or a time loss seen in a match can be reproduced alone. The engine is
// driven by the manager's own client (client/uci_engine.hpp); the conversation is echoed as it goes.
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <istream>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include <spdlog/sinks/base_sink.h>
#include <spdlog/spdlog.h>

#include "args/arguments.hpp"
#include "args/setting.hpp"
#include "chess/pgn/pgn.hpp"
#include "chess/pgn/text.hpp"
#include "client/uci_engine.hpp"
#include "elo/stats/gzip_file.hpp"
#include "replay/replay_game.hpp"

using namespace gambit;

namespace {

constexpr const char* usage = R"(usage: gambit-replay GAMES.pgn [--game N] [--side white|black] [--engine "CMD ARGS"]
                     [--option NAME=VALUE ...] [--from-ply K] [--margin-ms MS] [--gdb]

  --game N         the game whose GameId tag is N, else the N-th game of the file (default 1)
  --side S         the side to replay (default: the side that lost, else white)
  --engine CMD     the engine command line, one string (default: the gambit beside gambit-replay)
  --option N=V     setoption after uci (repeatable), e.g. --option Preset=nm
  --from-ply K     start at ply K (1-based), to reach a late position faster (default 1)
  --margin-ms MS   how long past its clock an engine may answer before it counts as hung (default 5000)
  --gdb            run the engine under gdb (batch mode: a crash prints the backtrace)

For each move of the side (book moves excepted) it sends the position with every move played before, then
`go wtime W btime B [winc I binc I] [movestogo M]` with the clocks the PGN's [%clk] comments show
(gambit-match writes them; the TimeControl tag gives the start clock and the increment), and waits for
bestmove. It prints one line per move: the move played in the game, the engine's move now and the time it
took against the time it had. Exit code 0 if every go was answered in time, 1 if the engine crashed, hung or
overstepped its clock (the first such ply is named), 2 on a usage error.
)";

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct Settings {
    std::string pgn;
    long game = 1;
    std::string side;  // "" = the side that lost, else white
    std::string engine;
    std::vector<std::pair<std::string, std::string>> options;
    long from_ply = 1;
    long margin_ms = 5000;
    bool gdb = false;
};

long number_of(const std::string& flag, const std::string& text) {
    try {
        std::size_t used = 0;
        const long value = std::stol(text, &used);
        if (used == text.size()) return value;
    } catch (const std::exception&) {
    }
    throw UsageError("option " + flag + " needs a number, got '" + text + "'");
}

// The gambit built beside this program (build/release/bin/), the script's default.
std::string default_engine() {
    std::error_code error;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
    return error ? "gambit" : (self.parent_path() / "gambit").string();
}

// The words after the program's name, on the shared vocabulary (args/arguments.hpp). A repeated option:
// every value is checked and the last one counts.
Settings parse(int argc, char** argv) {
    args::Parsed parsed;
    try {
        parsed = args::parse(std::vector<std::string>(argv + 1, argv + argc),
                             {.valued = {"game", "side", "engine", "option", "from-ply", "margin-ms"}, .flags = {"gdb"}});
    } catch (const args::Error& e) {
        if (e.problem.kind == args::Problem::Kind::MissingValue)
            throw UsageError("option " + e.problem.word + " needs a value");
        throw UsageError("unknown option " + e.problem.word);
    }
    Settings s;
    for (const std::string& word : parsed.all("game")) s.game = number_of("--game", word);
    for (const std::string& word : parsed.all("side")) {
        if (word != "white" && word != "black") throw UsageError("--side must be white or black");
        s.side = word;
    }
    s.engine = parsed.last("engine").value_or(default_engine());
    for (const std::string& word : parsed.all("option")) {
        const auto setting = args::split_setting(word);  // a word without '=' is a button: no value
        s.options.emplace_back(setting ? setting->name : word, setting ? setting->value : "");
    }
    for (const std::string& word : parsed.all("from-ply")) s.from_ply = number_of("--from-ply", word);
    for (const std::string& word : parsed.all("margin-ms")) s.margin_ms = number_of("--margin-ms", word);
    s.gdb = parsed.has("gdb");
    for (const std::string& word : parsed.positional()) {
        if (!s.pgn.empty()) throw UsageError("one PGN file only (got '" + s.pgn + "' and '" + word + "')");
        s.pgn = word;
    }
    if (s.pgn.empty()) throw UsageError("no PGN file given");
    return s;
}

std::vector<chess::PgnGame> read_games(const std::string& path) {
    elo::MaybeGzippedStreambuf file(path);  // throws "PATH: cannot open: ..."
    std::istream in(&file);
    chess::PgnReader reader(in, path);
    std::vector<chess::PgnGame> games;
    while (auto game = reader.next()) games.push_back(std::move(*game));
    return games;
}

// The client's log as the replay's transcript: what is sent ("  engine > go ..."), what comes back but the
// search's info lines, and the client's warnings (an engine's stderr, why it failed).
class Transcript : public spdlog::sinks::base_sink<std::mutex> {
protected:
    void sink_it_(const spdlog::details::log_msg& message) override {
        const std::string_view text(message.payload.data(), message.payload.size());
        if (text.find(" < info") != std::string_view::npos) return;
        std::cout << "  " << text << std::endl;
    }
    void flush_() override { std::cout.flush(); }
};

class Replay {
public:
    Replay(const Settings& settings, const chess::PgnGame& game, std::vector<replay::ReplayMove> moves,
           replay::ClockSettings clock)
        : settings_(settings), moves_(std::move(moves)), clock_(clock), engine_(config(settings), transcript()) {
        const std::string fen = game.tag("FEN").value_or("");
        start_fen_ = fen;
        const std::vector<std::string_view> fields = text::split_words(fen);
        white_first_ = fields.size() < 2 || fields[1] == "w";
        clocks_[0] = clocks_[1] = clock.base_ms;
    }

    // 0 when every go was answered in time, 1 at the first failure (named on stdout).
    int run(bool white_side) {
        const int side = white_side ? 0 : 1;
        if (engine_.start() != match::EngineStatus::Ok || engine_.new_game() != match::EngineStatus::Ok) {
            std::cerr << "gambit-replay: " << engine_.error() << "\n";
            return 1;
        }
        for (std::size_t i = 0; i < moves_.size(); ++i) {
            const int ply = static_cast<int>(i) + 1;
            const int mover = mover_of(ply);
            const replay::ReplayMove& m = moves_[i];
            if (mover == side && !m.book && ply >= settings_.from_ply && !think(ply, m.uci, m.san)) return 1;
            if (!m.book) {
                ++moves_done_[mover];
                if (m.clock_ms) clocks_[mover] = *m.clock_ms;
            }
        }
        // The move that never came: a game lost on time, by a crash or a stall ends on the loser's turn.
        const int last = static_cast<int>(moves_.size()) + 1;
        if (mover_of(last) == side && !think(last, "-", "(end of game)")) return 1;
        std::cout << "every go was answered in time\n";
        return 0;
    }

private:
    static match::EngineConfig config(const Settings& settings) {
        std::vector<std::string> argv;  // blanks only, no shell quoting
        for (const std::string_view word : text::split_words(settings.engine)) argv.emplace_back(word);
        if (settings.gdb) argv.insert(argv.begin(), {"gdb", "-q", "-batch", "-ex", "run", "-ex", "bt", "--args"});
        match::EngineConfig c;
        c.name = "engine";
        if (!argv.empty()) {
            c.cmd = argv[0];
            c.args.assign(argv.begin() + 1, argv.end());
        }
        c.options = settings.options;
        c.skip_missing_options = true;  // sent as given by the script; the engine's notice is in the transcript
        c.startup_timeout = c.ready_timeout = std::chrono::seconds(settings.gdb ? 60 : 10);
        return c;
    }

    static std::shared_ptr<spdlog::logger> transcript() {
        auto log = std::make_shared<spdlog::logger>("replay", std::make_shared<Transcript>());
        log->set_level(spdlog::level::trace);
        return log;
    }

    int mover_of(int ply) const { return ((ply % 2 == 1) == white_first_) ? 0 : 1; }

    // Sends the position before `ply` and a go with the clocks; false if the engine failed.
    bool think(int ply, const std::string& game_move, const std::string& label) {
        const int mover = mover_of(ply);
        std::vector<std::string> played;
        for (int i = 0; i + 1 < ply; ++i) played.push_back(moves_[static_cast<std::size_t>(i)].uci);
        if (engine_.position(start_fen_, played) != match::EngineStatus::Ok) {
            std::cout << "ply " << ply << ": the engine exited while thinking: crash reproduced\n";
            return false;
        }
        match::GoLimits limits;
        limits.wtime = clocks_[0];
        limits.btime = clocks_[1];
        if (clock_.increment_ms) limits.winc = limits.binc = clock_.increment_ms;
        if (clock_.moves_per_period)
            limits.movestogo = clock_.moves_per_period - moves_done_[mover] % clock_.moves_per_period;
        limits.white_to_move = mover == 0;
        const long have = clocks_[mover];
        const auto reply = engine_.go(limits, std::chrono::steady_clock::now() + std::chrono::milliseconds(have + settings_.margin_ms));
        if (reply.status == match::EngineStatus::Crashed) {
            std::cout << "ply " << ply << ": the engine exited while thinking: crash reproduced\n";
            return false;
        }
        if (reply.status != match::EngineStatus::Ok) {
            std::cout << "ply " << ply << ": no bestmove within " << have << " + " << settings_.margin_ms
                      << " ms: hang reproduced\n";
            return false;
        }
        const long took = std::lround(std::chrono::duration<double, std::milli>(reply.received_at - reply.sent_at).count());
        std::cout << "ply " << ply << " " << label << ": game " << game_move << ", now "
                  << (reply.move.empty() ? "?" : reply.move) << ", " << took << " ms of " << have << " ms" << std::endl;
        if (took > have) {
            std::cout << "ply " << ply << ": answered after " << took << " ms with " << have
                      << " ms left: time loss reproduced\n";
            return false;
        }
        return true;
    }

    const Settings& settings_;
    std::vector<replay::ReplayMove> moves_;
    replay::ClockSettings clock_;
    match::UciEngine engine_;
    std::string start_fen_;
    bool white_first_ = true;
    long clocks_[2] = {0, 0};
    int moves_done_[2] = {0, 0};
};

int replay_main(int argc, char** argv) {
    const Settings s = parse(argc, argv);
    const std::vector<chess::PgnGame> games = read_games(s.pgn);
    const auto game = replay::select_game(games, s.game);
    if (!game)
        throw std::runtime_error("no game " + std::to_string(s.game) + " in " + s.pgn + " (" +
                                 std::to_string(games.size()) + " games)");
    std::vector<replay::ReplayMove> moves = replay::replay_moves(*game);
    const std::string tc = game->tag("TimeControl").value_or("");
    const auto clock = replay::parse_time_control(tc);
    if (!clock) throw std::runtime_error("TimeControl '" + tc + "' has no clock: nothing to replay against");
    const std::string result = game->tag("Result").value_or("*");
    const std::string side = !s.side.empty() ? s.side : result == "0-1" ? "white" : result == "1-0" ? "black" : "white";
    std::cout << "game " << game->tag("GameId").value_or(std::to_string(s.game)) << ": "
              << game->tag("White").value_or("None") << " - " << game->tag("Black").value_or("None") << " " << result
              << ", " << game->tag("Termination").value_or("") << "; replaying " << side << " ("
              << game->tag(side == "white" ? "White" : "Black").value_or("None") << ") with " << s.engine << std::endl;
    Replay replay(s, *game, std::move(moves), *clock);
    return replay.run(side == "white");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
        std::cout << usage;
        return 0;
    }
    try {
        return replay_main(argc, argv);
    } catch (const std::exception& e) {
        std::cerr << "gambit-replay: " << e.what() << "\n";
        return 2;
    }
}
