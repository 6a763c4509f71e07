// fake-none [N] [0000]: plays N legal moves (option NoneAfter, default 0), then answers
// `bestmove (none)` although it has legal moves; with a second argument `0000`, `bestmove 0000`.
#include <string>

#include "tests/fakes/fake_engine.hpp"

int main(int argc, char** argv) {
    gambit::fakes::FakeEngine engine("none", argc, argv, "NoneAfter", 0);
    const std::string reply = argc > 2 && std::string(argv[2]) == "0000" ? "0000" : "(none)";
    engine.on_go = [&](const gambit::fakes::GoCommand&) {
        if (engine.moves_played() < engine.param()) return false;
        engine.answer(reply);
        return true;
    };
    return engine.run();
}
