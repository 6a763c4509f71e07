// gambit-elo: the statistics of engine matches (see `gambit-elo --help`).
#include <iostream>

#include "elo/cli/commands.hpp"
#include "elo/live/serve_command.hpp"

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    // The executable is the top of both modules: serve lives with the live page (live/), which is built on elo.
    const gambit::elo::cli::Commands above{{"serve", gambit::live::serve_command}};
    return gambit::elo::cli::run(gambit::elo::cli::Words(argv + 1, argv + argc), std::cout, std::cerr, above);
}
