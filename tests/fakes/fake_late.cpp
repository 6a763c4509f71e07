// fake-late [MS]: a legal random mover that uses all its time and then MS milliseconds more
// (option Lateness, default 100): with `go movetime T` or a clock of T ms it answers after T + MS.
// Under nodes/depth limits it answers at once.
#include "tests/fakes/fake_engine.hpp"

int main(int argc, char** argv) {
    gambit::fakes::FakeEngine engine("late", argc, argv, "Lateness", 100);
    engine.on_go = [&](const gambit::fakes::GoCommand& go) {
        if (auto think = go.my_time(); think > 0) gambit::fakes::sleep_ms(think + engine.param());
        return false;
    };
    return engine.run();
}
