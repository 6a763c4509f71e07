// fake-garbage: a legal random mover that surrounds every answer with junk: unknown lines, a
// malformed info line, an empty line, a \r\n line ending, a 100 000-character line, and a line on
// stderr. Each go produces exactly 5 unexpected stdout lines (the empty line and info lines are not
// counted as unexpected).
#include <cstdio>
#include <string>

#include "tests/fakes/fake_engine.hpp"

int main(int argc, char** argv) {
    gambit::fakes::FakeEngine engine("garbage", argc, argv);
    engine.on_go = [&](const gambit::fakes::GoCommand&) {
        std::fprintf(stderr, "fake-garbage: thinking hard\n");
        std::fflush(stderr);
        engine.send("hello there");
        engine.send("info depth banana score cp");
        engine.send("");
        engine.send("bestmovee2e4");
        engine.send("id name changed my mind\r");
        engine.send(std::string(100000, 'x'));
        engine.send("\x01\x02\x7f binary junk");
        engine.answer(engine.random_legal_move());
        return true;
    };
    return engine.run();
}
