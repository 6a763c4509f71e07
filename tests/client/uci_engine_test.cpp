// UciEngine against the fake engines of tests/fakes and small shell-script engines.
#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <thread>

#include <pthread.h>

#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "client/engine_process.hpp"
#include "client/uci_engine.hpp"

using namespace gambit::match;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {

// For steps that must succeed: a loaded machine or a sanitizer build may be slow; behaviour is what is tested.
constexpr std::chrono::milliseconds generous = 20s;

EngineConfig fake(const std::string& kind, std::vector<std::string> args = {}) {
    EngineConfig config;
    config.cmd = std::string(GAMBIT_BINARY_DIR) + "/fake-" + kind;
    config.args = std::move(args);
    config.startup_timeout = generous;
    config.ready_timeout = generous;
    return config;
}

// An engine written as a shell script: `script` runs under /bin/sh -c.
EngineConfig shell(const std::string& script) {
    EngineConfig config;
    config.cmd = "/bin/sh";
    config.args = {"-c", script};
    config.startup_timeout = generous;
    config.ready_timeout = generous;
    return config;
}

bool process_exists(int pid) { return ::kill(pid, 0) == 0 || errno != ESRCH; }

// Processes of process group `pgid` that are not zombies (from /proc/<pid>/stat: "pid (comm) state ppid pgrp").
int live_group_members(int pgid) {
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        std::ifstream stat(entry.path() / "stat");
        std::string line;
        if (!std::getline(stat, line)) continue;
        auto close = line.rfind(')');
        if (close == std::string::npos) continue;
        std::istringstream rest(line.substr(close + 1));
        char state = 0;
        int ppid = 0, pgrp = 0;
        if (rest >> state >> ppid >> pgrp && pgrp == pgid && state != 'Z') ++count;
    }
    return count;
}

// The state letter of /proc/<pid>/stat ('R', 'S', 'Z', ...), or 0 once the process is gone.
char process_state(int pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    if (!std::getline(stat, line) || line.rfind(')') == std::string::npos) return 0;
    return line[line.rfind(')') + 2];
}

bool legal(const std::vector<std::string>& moves, const std::string& move) {
    gambit::chess::Position pos;
    for (const auto& m : moves) {
        gambit::chess::Undo undo;
        pos.make_move(gambit::chess::parse_uci(pos, m), undo);
    }
    return gambit::chess::parse_uci(pos, move) != gambit::chess::Move::none();
}

GoLimits clocks(std::int64_t ms) {
    GoLimits limits;
    limits.wtime = limits.btime = ms;
    limits.winc = limits.binc = 10;
    return limits;
}

}  // namespace

TEST(UciEngine, HandshakeReadsIdAndOptions) {
    UciEngine engine(fake("random"), nullptr);
    ASSERT_EQ(engine.start(), EngineStatus::Ok) << engine.error();
    EXPECT_TRUE(engine.alive());
    EXPECT_EQ(engine.id_name(), "fake-random");
    EXPECT_EQ(engine.id_author(), "Gambit tests");
    EXPECT_EQ(engine.name(), "fake-random");
    EXPECT_EQ(engine.advertised_options().size(), 3u);
    EXPECT_EQ(engine.ping(generous), EngineStatus::Ok);
}

TEST(UciEngine, ConfiguredNameWinsOverIdName) {
    auto config = fake("random");
    config.name = "alice";
    UciEngine engine(config, nullptr);
    ASSERT_EQ(engine.start(), EngineStatus::Ok) << engine.error();
    EXPECT_EQ(engine.name(), "alice");
    EXPECT_EQ(engine.id_name(), "fake-random");
}

TEST(UciEngine, KnownOptionsAreAcceptedCaseInsensitively) {
    auto config = fake("random");
    config.options = {{"seed", "42"}, {"Hash", "16"}, {"Threads", "1"}};
    UciEngine engine(config, nullptr);
    EXPECT_EQ(engine.start(), EngineStatus::Ok) << engine.error();
}

TEST(UciEngine, UnknownOptionIsAProtocolError) {
    auto config = fake("random");
    config.options = {{"Hash", "16"}, {"NoSuchOption", "1"}};
    UciEngine engine(config, nullptr);
    EXPECT_EQ(engine.start(), EngineStatus::ProtocolError);
    EXPECT_NE(engine.error().find("NoSuchOption"), std::string::npos) << engine.error();
    EXPECT_FALSE(engine.alive());
}

TEST(UciEngine, OptionValueOutOfRangeIsAProtocolError) {
    auto config = fake("random");
    config.options = {{"Hash", "100000"}};
    UciEngine engine(config, nullptr);
    EXPECT_EQ(engine.start(), EngineStatus::ProtocolError);
    EXPECT_NE(engine.error().find("[1, 1024]"), std::string::npos) << engine.error();
}

TEST(UciEngine, MissingExecutableIsCrashed) {
    EngineConfig config;
    config.cmd = "/nonexistent/engine";
    UciEngine engine(config, nullptr);
    EXPECT_EQ(engine.start(), EngineStatus::Crashed);
    EXPECT_NE(engine.error().find("/nonexistent/engine"), std::string::npos) << engine.error();
}

TEST(UciEngine, BadWorkingDirectoryOrEmptyCommandIsCrashed) {
    auto config = fake("random");
    config.dir = "/nonexistent/dir";
    UciEngine in_missing_dir(config, nullptr);
    EXPECT_EQ(in_missing_dir.start(), EngineStatus::Crashed);
    EXPECT_FALSE(in_missing_dir.error().empty());

    UciEngine no_command(EngineConfig{}, nullptr);
    EXPECT_EQ(no_command.start(), EngineStatus::Crashed);
    EXPECT_FALSE(no_command.error().empty());
}

TEST(UciEngine, NoUciokTimesOut) {
    auto config = fake("no-uciok");
    config.startup_timeout = 300ms;
    UciEngine engine(config, nullptr);
    EXPECT_EQ(engine.start(), EngineStatus::Timeout);
    EXPECT_NE(engine.error().find("uciok"), std::string::npos) << engine.error();
    EXPECT_FALSE(engine.alive());
}

TEST(UciEngine, SlowStartWithinTheTimeoutIsFine) {
    auto config = fake("slow-start", {"200"});
    config.startup_timeout = generous;
    UciEngine engine(config, nullptr);
    EXPECT_EQ(engine.start(), EngineStatus::Ok) << engine.error();
}

TEST(UciEngine, SlowStartBeyondTheTimeoutTimesOut) {
    auto config = fake("slow-start", {"2000"});
    config.startup_timeout = 200ms;
    UciEngine engine(config, nullptr);
    EXPECT_EQ(engine.start(), EngineStatus::Timeout);
}

TEST(UciEngine, PlaysLegalMovesFromStartAndFen) {
    UciEngine white(fake("random"), nullptr), black(fake("random"), nullptr);
    ASSERT_EQ(white.start(), EngineStatus::Ok);
    ASSERT_EQ(black.start(), EngineStatus::Ok);
    ASSERT_EQ(white.new_game(), EngineStatus::Ok);
    ASSERT_EQ(black.new_game(), EngineStatus::Ok);
    std::vector<std::string> moves;
    for (int ply = 0; ply < 12; ++ply) {
        auto& engine = ply % 2 == 0 ? white : black;
        ASSERT_EQ(engine.position(std::string(gambit::chess::StartFen), moves), EngineStatus::Ok);
        auto reply = engine.go(clocks(10000), Clock::now() + generous);
        ASSERT_EQ(reply.status, EngineStatus::Ok) << engine.error();
        ASSERT_TRUE(legal(moves, reply.move)) << reply.move;
        EXPECT_TRUE(reply.info.score.has_value());
        EXPECT_EQ(reply.info.pv, std::vector<std::string>{reply.move});
        EXPECT_LE(reply.sent_at, reply.received_at);
        EXPECT_TRUE(reply.unexpected_lines.empty());
        moves.push_back(reply.move);
    }
    // A position given by FEN where the only legal move is Kxg2.
    const std::string fen = "7k/8/8/8/8/8/6q1/7K w - - 0 1";
    ASSERT_EQ(white.position(fen, {}), EngineStatus::Ok);
    auto reply = white.go(GoLimits{.nodes = 100}, Clock::now() + generous);
    ASSERT_EQ(reply.status, EngineStatus::Ok);
    EXPECT_EQ(reply.move, "h1g2");
}

TEST(UciEngine, CrashIsDetected) {
    UciEngine engine(fake("crash", {"1"}), nullptr);
    ASSERT_EQ(engine.start(), EngineStatus::Ok);
    ASSERT_EQ(engine.position("", {}), EngineStatus::Ok);
    EXPECT_EQ(engine.go(clocks(1000), Clock::now() + generous).status, EngineStatus::Ok);
    ASSERT_EQ(engine.position("", {"e2e4"}), EngineStatus::Ok);
    auto reply = engine.go(clocks(1000), Clock::now() + generous);
    EXPECT_EQ(reply.status, EngineStatus::Crashed);
    EXPECT_NE(engine.error().find("signal 6"), std::string::npos) << engine.error();
    EXPECT_FALSE(engine.alive());
    // -recover: start again and carry on.
    ASSERT_EQ(engine.restart(), EngineStatus::Ok) << engine.error();
    EXPECT_EQ(engine.go(clocks(1000), Clock::now() + generous).status, EngineStatus::Ok);
}

TEST(UciEngine, WritingToADeadEngineIsCrashedNotSigpipe) {
    UciEngine engine(shell("read l; echo uciok; read l; echo readyok; exit 0"), nullptr);
    ASSERT_EQ(engine.start(), EngineStatus::Ok) << engine.error();
    for (int i = 0; i < 5000 && engine.alive(); ++i) std::this_thread::sleep_for(2ms);
    EXPECT_FALSE(engine.alive());
    auto status = engine.position("", {"e2e4"});
    if (status == EngineStatus::Ok) status = engine.go(clocks(1000), Clock::now() + generous).status;
    EXPECT_EQ(status, EngineStatus::Crashed);
}

TEST(UciEngine, StallTimesOutAtTheDeadline) {
    UciEngine engine(fake("stall", {"0"}), nullptr);
    ASSERT_EQ(engine.start(), EngineStatus::Ok);
    ASSERT_EQ(engine.position("", {}), EngineStatus::Ok);
    auto reply = engine.go(clocks(100), Clock::now() + 300ms);
    EXPECT_EQ(reply.status, EngineStatus::Timeout);
    EXPECT_TRUE(reply.move.empty());
    EXPECT_EQ(engine.ping(200ms), EngineStatus::Timeout);
}

TEST(UciEngine, AnEngineThatStopsReadingCannotBlockWrites) {
    UciEngine engine(fake("stall", {"0"}), nullptr);
    ASSERT_EQ(engine.start(), EngineStatus::Ok);
    ASSERT_EQ(engine.position("", {}), EngineStatus::Ok);
    EXPECT_EQ(engine.go(clocks(100), Clock::now() + 100ms).status, EngineStatus::Timeout);
    // The engine reads nothing more: its input pipe (64 KiB) fills up, and a write then times out.
    std::vector<std::string> moves(500, "g1f3");
    auto status = EngineStatus::Ok;
    for (int i = 0; i < 200 && status == EngineStatus::Ok; ++i) status = engine.position("", moves);
    EXPECT_EQ(status, EngineStatus::Timeout);
    EXPECT_NE(engine.error().find("stopped reading"), std::string::npos) << engine.error();
}

// A manager thread descheduled past a write's deadline (a loaded machine) must still see the write done: the
// pipe had room all along. It used to report "engine stopped reading its input" and score a crash (seen once
// in a soak of 5000 games at load 6).
TEST(EngineProcess, AWriteThatFitsIsNotATimeoutEvenPastItsDeadline) {
    EngineProcess process(fake("random"), nullptr, "fake");
    ASSERT_EQ(process.write_line("uci", Clock::now() - 1s), WriteStatus::Ok);
    EngineLine line;
    bool uciok = false;
    while (!uciok && process.read_line(line, Clock::now() + generous) == ReadStatus::Line) uciok = line.text == "uciok";
    EXPECT_TRUE(uciok);
}

TEST(UciEngine, DestructorKillsAHungEngine) {
    int pid = -1;
    {
        UciEngine engine(fake("stall", {"0"}), nullptr);
        ASSERT_EQ(engine.start(), EngineStatus::Ok);
        pid = engine.pid();
        ASSERT_GT(pid, 0);
        ASSERT_EQ(engine.position("", {}), EngineStatus::Ok);
        EXPECT_EQ(engine.go(clocks(100), Clock::now() + 100ms).status, EngineStatus::Timeout);
        EXPECT_TRUE(process_exists(pid));
    }
    EXPECT_FALSE(process_exists(pid));  // killed and reaped: not even a zombie
}

TEST(UciEngine, WrapperScriptChildrenDieWithTheEngine) {
    // The script starts the real engine as its child instead of exec'ing it.
    auto config = shell(std::string("\"") + GAMBIT_BINARY_DIR + "/fake-stall\" 0; echo done");
    int pid = -1;
    {
        UciEngine engine(config, nullptr);
        ASSERT_EQ(engine.start(), EngineStatus::Ok) << engine.error();
        pid = engine.pid();
        ASSERT_EQ(engine.position("", {}), EngineStatus::Ok);
        EXPECT_EQ(engine.go(clocks(100), Clock::now() + 100ms).status, EngineStatus::Timeout);
    }
    EXPECT_FALSE(process_exists(pid));
    // Nothing of its process group is left running (an orphaned grandchild may linger as a zombie
    // until init reaps it; that is not ours to reap).
    bool group_gone = false;
    for (int i = 0; i < 1000 && !group_gone; ++i) {
        group_gone = live_group_members(pid) == 0;
        if (!group_gone) std::this_thread::sleep_for(2ms);
    }
    EXPECT_TRUE(group_gone);
}

TEST(UciEngine, EngineStartsWithNoBlockedOrIgnoredSignals) {
    // gambit-match blocks SIGINT/SIGTERM for its signal thread and ignores SIGPIPE; engines must not
    // inherit either, or Ctrl-C would not reach them and a write to a dead manager would not end them.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigset_t old;
    pthread_sigmask(SIG_BLOCK, &set, &old);
    UciEngine engine(shell("read l; echo \"id name $(grep ^SigBlk /proc/$$/status | cut -f2)"
                           " $(grep ^SigIgn /proc/$$/status | cut -f2)\"; echo uciok; read l; echo readyok; read l"),
                     nullptr);
    auto status = engine.start();
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
    ASSERT_EQ(status, EngineStatus::Ok) << engine.error();
    EXPECT_EQ(engine.id_name(), "0000000000000000 0000000000000000");
}

TEST(UciEngine, EngineDiesWithTheThreadThatStartedIt) {
    // What makes a manager killed with SIGKILL leave no engine behind: the kernel kills an engine
    // when the thread that started it ends, whoever still holds the object.
    std::unique_ptr<UciEngine> engine;
    int pid = -1;
    std::thread([&] {
        engine = std::make_unique<UciEngine>(fake("stall", {"0"}), nullptr);
        if (engine->start() == EngineStatus::Ok) pid = engine->pid();
    }).join();
    ASSERT_GT(pid, 0);
    bool dead = false;
    for (int i = 0; i < 2500 && !dead; ++i) {  // a zombie until the destructor reaps it
        char state = process_state(pid);
        dead = state == 0 || state == 'Z';
        if (!dead) std::this_thread::sleep_for(2ms);
    }
    EXPECT_TRUE(dead);
    engine.reset();
    EXPECT_FALSE(process_exists(pid));
}

TEST(UciEngine, GarbageLinesAreCollected) {
    UciEngine engine(fake("garbage"), nullptr);
    ASSERT_EQ(engine.start(), EngineStatus::Ok);
    ASSERT_EQ(engine.position("", {}), EngineStatus::Ok);
    auto reply = engine.go(clocks(1000), Clock::now() + generous);
    ASSERT_EQ(reply.status, EngineStatus::Ok) << engine.error();
    EXPECT_TRUE(legal({}, reply.move)) << reply.move;
    ASSERT_EQ(reply.unexpected_lines.size(), 5u);
    EXPECT_EQ(reply.unexpected_lines[0], "hello there");
    EXPECT_EQ(reply.unexpected_lines[1], "bestmovee2e4");
    EXPECT_EQ(reply.unexpected_lines[2], "id name changed my mind");
    EXPECT_EQ(reply.unexpected_lines[3].size(), 100000u);
    EXPECT_TRUE(reply.info.score.has_value());
}

TEST(UciEngine, NoneAndNullMovesArePassedThroughRaw) {
    UciEngine none(fake("none"), nullptr), null(fake("none", {"0", "0000"}), nullptr);
    ASSERT_EQ(none.start(), EngineStatus::Ok);
    ASSERT_EQ(null.start(), EngineStatus::Ok);
    EXPECT_EQ(none.go(GoLimits{.depth = 1}, Clock::now() + generous).move, "(none)");
    EXPECT_EQ(null.go(GoLimits{.depth = 1}, Clock::now() + generous).move, "0000");
}

TEST(UciEngine, LateBestmoveDoesNotAnswerTheNextSearch) {
    UciEngine engine(fake("late", {"300"}), nullptr);
    ASSERT_EQ(engine.start(), EngineStatus::Ok);
    GoLimits limits;
    limits.movetime = 50;
    auto reply = engine.go(limits, Clock::now() + 150ms);
    EXPECT_EQ(reply.status, EngineStatus::Timeout);
    // The late bestmove arrives while we wait for readyok and is dropped.
    EXPECT_EQ(engine.ping(generous), EngineStatus::Ok);
    EXPECT_EQ(engine.position("", {"e2e4"}), EngineStatus::Ok);
    reply = engine.go(GoLimits{.nodes = 1}, Clock::now() + generous);
    ASSERT_EQ(reply.status, EngineStatus::Ok);
    EXPECT_TRUE(legal({"e2e4"}, reply.move)) << reply.move;
}

TEST(UciEngine, EnvironmentAndWorkingDirectory) {
    auto config = shell("read l; echo \"id name $GAMBIT_TEST_VAR\"; echo \"id author $(pwd)\"; printf 'uciok\\r\\n'; "
                        "read l; printf readyok");
    config.env = {{"GAMBIT_TEST_VAR", "hello world"}};
    config.dir = "/";
    UciEngine engine(config, nullptr);
    // readyok comes as a partial last line before EOF; it still counts.
    ASSERT_EQ(engine.start(), EngineStatus::Ok) << engine.error();
    EXPECT_EQ(engine.id_name(), "hello world");
    EXPECT_EQ(engine.id_author(), "/");
}

TEST(UciEngine, StderrDoesNotBlockTheEngine) {
    // 1 MB on stderr before uciok would fill the pipe if nobody read it.
    UciEngine engine(shell("head -c 1000000 /dev/zero | tr '\\0' 'e' >&2; read l; echo uciok; read l; echo readyok; "
                           "read l"),
                     nullptr);
    EXPECT_EQ(engine.start(), EngineStatus::Ok) << engine.error();
}

TEST(UciEngine, EnginesInSeveralThreadsDoNotDisturbEachOther) {
    // One game slot per thread, as in gambit-match; one slot's engine crashes meanwhile.
    auto play = [](int slot, int plies, bool* ok) {
        UciEngine white(fake("random"), nullptr), black(fake(slot == 0 ? "crash" : "random", {"2"}), nullptr);
        if (white.start() != EngineStatus::Ok || black.start() != EngineStatus::Ok) return;
        std::vector<std::string> moves;
        for (int ply = 0; ply < plies; ++ply) {
            auto& engine = ply % 2 == 0 ? white : black;
            if (engine.position("", moves) != EngineStatus::Ok) return;
            auto reply = engine.go(clocks(1000), Clock::now() + generous);
            if (slot == 0 && ply == 5) {  // the crashing engine's third move
                *ok = reply.status == EngineStatus::Crashed;
                return;
            }
            if (reply.status != EngineStatus::Ok || !legal(moves, reply.move)) return;
            moves.push_back(reply.move);
        }
        *ok = true;
    };
    bool ok[3] = {false, false, false};
    std::vector<std::thread> slots;
    for (int slot = 0; slot < 3; ++slot) slots.emplace_back(play, slot, 16, &ok[slot]);
    for (auto& t : slots) t.join();
    EXPECT_TRUE(ok[0]);
    EXPECT_TRUE(ok[1]);
    EXPECT_TRUE(ok[2]);
}

TEST(UciEngine, NoFileDescriptorsLeak) {
    auto open_fds = [] {
        return std::distance(std::filesystem::directory_iterator("/proc/self/fd"), std::filesystem::directory_iterator{});
    };
    auto before = open_fds();
    for (int i = 0; i < 5; ++i) {
        UciEngine engine(fake("random"), nullptr);
        ASSERT_EQ(engine.start(), EngineStatus::Ok);
        ASSERT_EQ(engine.restart(), EngineStatus::Ok);
        UciEngine missing(EngineConfig{.cmd = "/nonexistent/engine"}, nullptr);
        EXPECT_EQ(missing.start(), EngineStatus::Crashed);
    }
    EXPECT_EQ(open_fds(), before);
}
