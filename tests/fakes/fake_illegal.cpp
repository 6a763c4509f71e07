// fake-illegal [N]: plays N legal moves (option IllegalAfter, default 3), then a well-formed illegal move.
#include "tests/fakes/fake_engine.hpp"

int main(int argc, char** argv) {
    gambit::fakes::FakeEngine engine("illegal", argc, argv, "IllegalAfter", 3);
    engine.on_go = [&](const gambit::fakes::GoCommand&) {
        if (engine.moves_played() < engine.param()) return false;
        engine.answer(engine.illegal_move());
        return true;
    };
    return engine.run();
}
