// client-bench [ENGINE] [PINGS] [GOES]: what the UCI client costs, measured against a real engine
// (default /usr/games/stockfish): median isready/readyok round trip over PINGS pings, and the client's
// own CPU time (this process, user + system) for GOES `go nodes 1` searches.
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "client/uci_engine.hpp"

using namespace gambit::match;
using Clock = std::chrono::steady_clock;

namespace {

double cpu_seconds() {
    rusage usage{};
    ::getrusage(RUSAGE_SELF, &usage);
    auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

}  // namespace

int main(int argc, char** argv) {
    EngineConfig config;
    config.cmd = argc > 1 ? argv[1] : "/usr/games/stockfish";
    const int pings = argc > 2 ? std::stoi(argv[2]) : 1000;
    const int goes = argc > 3 ? std::stoi(argv[3]) : 1000;
    config.options = {{"Threads", "1"}, {"Hash", "16"}};

    UciEngine engine(config, nullptr);
    if (engine.start() != EngineStatus::Ok || engine.new_game() != EngineStatus::Ok) {
        std::fprintf(stderr, "%s\n", engine.error().c_str());
        return 1;
    }

    std::vector<double> round_trips;
    for (int i = 0; i < pings; ++i) {
        auto start = Clock::now();
        if (engine.ping(std::chrono::seconds(5)) != EngineStatus::Ok) return std::fprintf(stderr, "%s\n", engine.error().c_str()), 1;
        round_trips.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    }
    std::sort(round_trips.begin(), round_trips.end());
    std::printf("isready/readyok round trip over %d pings: median %.1f us, p90 %.1f us, max %.1f us\n", pings,
                round_trips[round_trips.size() / 2], round_trips[round_trips.size() * 9 / 10], round_trips.back());

    GoLimits limits;
    limits.nodes = 1;
    auto cpu_before = cpu_seconds();
    auto wall_before = Clock::now();
    for (int i = 0; i < goes; ++i) {
        if (engine.position("", {"e2e4", "e7e5"}) != EngineStatus::Ok) return 1;
        auto reply = engine.go(limits, Clock::now() + std::chrono::seconds(5));
        if (reply.status != EngineStatus::Ok) return std::fprintf(stderr, "%s\n", engine.error().c_str()), 1;
    }
    auto cpu = cpu_seconds() - cpu_before;
    auto wall = std::chrono::duration<double>(Clock::now() - wall_before).count();
    std::printf("%d x (position + go nodes 1): client CPU %.3f s (%.1f us per go), wall %.3f s\n", goes, cpu,
                cpu / goes * 1e6, wall);
    return 0;
}
