// fake-ponder: a legal mover that ponders as the UCI protocol says, and exits with status 3 (a crash to
// the manager) at any breach of the ponder protocol: `ponderhit` when not pondering, `position` or `go`
// while a search runs, `go ponder` without `setoption name Ponder value true`. It plays the first legal
// move (generation order) or, with probability 1/2, a random one, and expects the same of its opponent:
// `bestmove X ponder Y`, Y the opponent's first legal move after X, so two of them hit about half the time.
// A `go ponder` answers nothing until `ponderhit` (then its move) or `stop` (a move of the pondered position).
#include <cstdio>
#include <cstdlib>
#include <string>

#include "chess/notation.hpp"
#include "tests/fakes/fake_engine.hpp"

using gambit::fakes::FakeEngine;

int main(int argc, char** argv) {
    FakeEngine engine("ponder", argc, argv);
    bool ponder_option = false, pondering = false;
    engine.extra_options.push_back("option name Ponder type check default false");

    auto breach = [&](const std::string& what) {
        std::fprintf(stderr, "fake-ponder: protocol breach: %s\n", what.c_str());
        std::exit(3);
    };
    auto choose = [&]() {
        std::bernoulli_distribution coin(0.5);
        return coin(engine.rng()) ? engine.random_legal_move() : engine.first_legal_move(engine.position());
    };
    auto reply = [&](const std::string& move) {
        std::string line = "bestmove " + move;
        if (move != "(none)") {
            gambit::chess::Position after = engine.position();
            gambit::chess::Undo undo;
            after.make_move(gambit::chess::parse_uci(after, move), undo);
            const std::string expected = engine.first_legal_move(after);
            if (expected != "(none)") line += " ponder " + expected;
            engine.send("info depth 1 seldepth 1 score cp 0 nodes 1 nps 1000 time 1 pv " + move);
        }
        engine.send(line);
    };
    engine.on_command = [&](std::string_view command, std::string_view args) {
        if (command == "setoption" && args.find("name Ponder value") == 0) {
            ponder_option = args.substr(args.rfind(' ') + 1) == "true";
            return true;
        }
        if ((command == "position" || command == "go" || command == "ucinewgame") && pondering)
            breach(std::string(command) + " while pondering");
        if (command == "ponderhit") {
            if (!pondering) breach("ponderhit while not pondering");
            pondering = false;
            reply(choose());
            return true;
        }
        if (command == "stop" && pondering) {
            pondering = false;
            reply(choose());
            return true;
        }
        if (command == "go" && args.substr(0, 6) == "ponder") {
            if (!ponder_option) breach("go ponder without Ponder=true");
            pondering = true;
            return true;
        }
        if (command == "go") {
            reply(choose());
            return true;
        }
        return false;
    };
    return engine.run();
}
