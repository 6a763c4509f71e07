// fake-tunable [V]: an engine whose strength is set by its spin option `Skill` (default V, else 0) and
// peaks at Skill = 37, for gambit-tune's tests. It plays random legal moves; on each move it collapses
// with probability 0.02 + 0.013 * |Skill - 37| and then reports `score cp -1000`, which -resign
// movecount=1 score=500 turns into a loss. So the side nearer 37 collapses later and wins more often.
// Every choice is a function of the position and Skill only: the same game replays move for move.
#include <random>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "tests/fakes/fake_engine.hpp"

int main(int argc, char** argv) {
    gambit::fakes::FakeEngine engine("tunable", argc, argv, "Skill", 0);
    engine.on_go = [&](const gambit::fakes::GoCommand&) {
        const auto& position = engine.position();
        const auto skill = engine.param();
        std::mt19937_64 rng(position.key() ^ (static_cast<std::uint64_t>(skill) * 0x9e3779b97f4a7c15ULL));
        const double distance = static_cast<double>(skill > 37 ? skill - 37 : 37 - skill);
        const double collapse = 0.02 + 0.013 * distance;
        const bool lost = static_cast<double>(rng() >> 11) * 0x1.0p-53 < collapse;
        const auto moves = gambit::chess::legal_moves(position);
        if (moves.empty()) {
            engine.send("bestmove (none)");
            return true;
        }
        const std::string move = gambit::chess::to_uci(moves[static_cast<std::size_t>(rng() % moves.size())]);
        engine.send("info depth 1 score cp " + std::string(lost ? "-1000" : "0") + " nodes 1 pv " + move);
        engine.send("bestmove " + move);
        return true;
    };
    return engine.run();
}
