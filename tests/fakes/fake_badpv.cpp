// fake-badpv [MODE]: a legal random mover whose `info` lines lie about its principal variation, one way per
// MODE (a word or its number, also settable as option BadPv), so the PV checks (manager/game/pv_check.hpp) have
// an engine that deserves each warning:
//   1 illegal      pv = the move played, then a well-formed move that is illegal after it
//   2 mismatch     pv starts with another legal move than the one it plays
//   3 mate-short   score mate 3 with a one-move pv (5 plies needed)
//   4 mate-long    score mate 1 with a three-move pv (1 ply needed)
//   5 mate-nomate  score mate 1 with a one-move pv that does not mate
//   6 mate-sign    score mate 2 with a three-ply pv, every move: two of them claim to mate each other
// Each search sends one such line and then `bestmove`. 0 (the default) or anything else: behaves.
#include <string>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "tests/fakes/fake_engine.hpp"

using namespace gambit;

namespace {

// Legal replies after `moves` from `pos`, at most `count` more plies (fewer if the game ends).
std::vector<std::string> continuation(chess::Position pos, const std::string& first, int count) {
    std::vector<std::string> pv{first};
    chess::Undo undo[8];
    pos.make_move(chess::parse_uci(pos, first), undo[0]);
    for (int i = 1; i <= count; ++i) {
        const auto moves = chess::legal_moves(pos);
        if (moves.empty()) break;
        pv.push_back(chess::to_uci(moves[0]));
        pos.make_move(moves[0], undo[i]);
    }
    return pv;
}

std::string join(const std::vector<std::string>& moves) {
    std::string text;
    for (const auto& m : moves) text += (text.empty() ? "" : " ") + m;
    return text;
}

}  // namespace

int main(int argc, char** argv) {
    static const char* names[] = {"", "illegal", "mismatch", "mate-short", "mate-long", "mate-nomate", "mate-sign"};
    fakes::FakeEngine engine("badpv", argc, argv, "BadPv", 0);
    std::int64_t by_name = 0;
    for (std::int64_t i = 1; i < 7 && argc > 1; ++i)
        if (std::string(argv[1]) == names[i]) by_name = i;
    engine.on_go = [&](const fakes::GoCommand&) {
        const std::int64_t n = by_name ? by_name : engine.param();
        const std::string mode = n >= 1 && n <= 6 ? names[n] : "";
        const std::string move = engine.random_legal_move();
        if (move == "(none)") return false;
        const chess::Position& pos = engine.position();
        std::string info = "info depth 3 seldepth 3 nodes 100 nps 1000 time 1 ";
        if (mode == "illegal") {
            chess::Position after = pos;
            chess::Undo undo;
            after.make_move(chess::parse_uci(pos, move), undo);
            std::string bad = "a1a1";
            for (const char* candidate : {"a1a8", "h8a1", "e2e5", "d7d4", "a2b5", "h1h1"})
                if (chess::parse_uci(after, candidate) == chess::Move::none()) {
                    bad = candidate;
                    break;
                }
            info += "score cp 10 pv " + move + " " + bad;
        } else if (mode == "mismatch") {
            std::string other = move;
            for (auto m : chess::legal_moves(pos))
                if (chess::to_uci(m) != move) {
                    other = chess::to_uci(m);
                    break;
                }
            info += "score cp 10 pv " + other;
        } else if (mode == "mate-short") {
            info += "score mate 3 pv " + move;
        } else if (mode == "mate-long") {
            info += "score mate 1 pv " + join(continuation(pos, move, 2));
        } else if (mode == "mate-nomate") {
            info += "score mate 1 pv " + move;
        } else if (mode == "mate-sign") {
            info += "score mate 2 pv " + join(continuation(pos, move, 2));
        } else {
            return false;
        }
        engine.send(info);
        engine.send("bestmove " + move);
        return true;
    };
    return engine.run();
}
