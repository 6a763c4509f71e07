// fake-slow-start [MS]: a legal random mover that waits MS milliseconds (default 500) before uciok.
#include "tests/fakes/fake_engine.hpp"

int main(int argc, char** argv) {
    gambit::fakes::FakeEngine engine("slow-start", argc, argv, "", 500);
    engine.before_uciok = [&] { gambit::fakes::sleep_ms(engine.param()); };
    return engine.run();
}
