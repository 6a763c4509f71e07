// fake-crash [N]: plays N legal moves (option CrashAfter, default 3), then aborts on the next go.
#include <cstdlib>

#include "tests/fakes/fake_engine.hpp"

int main(int argc, char** argv) {
    gambit::fakes::FakeEngine engine("crash", argc, argv, "CrashAfter", 3);
    engine.on_go = [&](const gambit::fakes::GoCommand&) {
        if (engine.moves_played() >= engine.param()) std::abort();
        return false;
    };
    return engine.run();
}
