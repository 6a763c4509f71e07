// gambit-elo: the statistics of engine matches (see `gambit-elo --help`).
#include <iostream>

#include "elo/cli/commands.hpp"

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    return gambit::elo::cli::run(gambit::elo::cli::Words(argv + 1, argv + argc), std::cout, std::cerr);
}
