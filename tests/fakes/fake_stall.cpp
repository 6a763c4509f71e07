// fake-stall [N]: plays N legal moves (option StallAfter, default 3), then hangs on the next go:
// it stops reading its input and ignores quit, so only a kill ends it.
#include "tests/fakes/fake_engine.hpp"

int main(int argc, char** argv) {
    gambit::fakes::FakeEngine engine("stall", argc, argv, "StallAfter", 3);
    engine.on_go = [&](const gambit::fakes::GoCommand&) {
        if (engine.moves_played() < engine.param()) return false;
        for (;;) gambit::fakes::sleep_ms(1000);
    };
    return engine.run();
}
