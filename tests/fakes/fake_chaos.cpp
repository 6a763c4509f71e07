// fake-chaos [PERMILLE]: a legal random mover that, at each go, misbehaves with probability PERMILLE/1000
// (option FaultRate, default 20) in one way picked at random: `crash` (abort), `hang` (stops reading its
// input; must be killed), `illegal` (a well-formed illegal move), `garbage` (junk lines, then a legal move),
// `slow` (answers a second after its whole clock ran out) or `cut` (writes half a bestmove line, no newline,
// and exits). Unlike the other fakes it is seeded from the system, so every process misbehaves at other
// moments. For soak runs: with GAMBIT_FAULT_LOG=F set, each fault is first appended to F as "<fault> <pid>".
#include <fcntl.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "tests/fakes/fake_engine.hpp"

namespace {

void log_fault(const char* fault) {
    const char* path = std::getenv("GAMBIT_FAULT_LOG");
    if (!path) return;
    const std::string line = std::string(fault) + " " + std::to_string(getpid()) + "\n";
    const int fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (fd < 0) return;
    // One write of one short line: appends from concurrent engines do not interleave.
    [[maybe_unused]] const auto written = write(fd, line.data(), line.size());
    close(fd);
}

}  // namespace

int main(int argc, char** argv) {
    using gambit::fakes::sleep_ms;
    gambit::fakes::FakeEngine engine("chaos", argc, argv, "FaultRate", 20);
    std::mt19937_64 rng{std::random_device{}()};
    engine.on_go = [&](const gambit::fakes::GoCommand& go) {
        if (std::uniform_int_distribution<int>(0, 999)(rng) >= engine.param()) return false;
        constexpr std::array<const char*, 6> faults{"crash", "hang", "illegal", "garbage", "slow", "cut"};
        const std::string fault = faults[std::uniform_int_distribution<std::size_t>(0, faults.size() - 1)(rng)];
        log_fault(fault.c_str());
        if (fault == "crash") std::abort();
        if (fault == "hang")
            for (;;) sleep_ms(1000);
        if (fault == "illegal") {
            engine.answer(engine.illegal_move());
        } else if (fault == "garbage") {
            engine.send("what is this");
            engine.send("info depth x score y");
            engine.send("bestmovee2e4");
            engine.answer(engine.random_legal_move());
        } else if (fault == "slow") {
            sleep_ms(go.my_time() + 1000);
            engine.answer(engine.random_legal_move());
        } else {  // cut
            std::fputs("bestmove ", stdout);
            std::fputs(engine.random_legal_move().substr(0, 2).c_str(), stdout);
            std::fflush(stdout);
            std::_Exit(0);
        }
        return true;
    };
    return engine.run();
}
