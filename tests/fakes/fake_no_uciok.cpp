// fake-no-uciok: sends its id lines but never uciok; it still exits on quit or end of input.
#include "tests/fakes/fake_engine.hpp"

#include <iostream>
#include <string>

int main() {
    gambit::fakes::FakeEngine engine("no-uciok", 0, nullptr);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.rfind("uci", 0) == 0 && line.size() <= 4) engine.send("id name fake-no-uciok");
        if (line.rfind("quit", 0) == 0) return 0;
    }
    return 0;
}
