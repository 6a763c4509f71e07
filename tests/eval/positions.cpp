#include "positions.hpp"

#include <random>

#include "chess/movegen.hpp"

namespace gambit::eval::testing {

std::vector<chess::Position> random_positions(int count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<chess::Position> positions;
    while (int(positions.size()) < count) {
        chess::Position pos = *chess::Position::from_fen(chess::StartFen);
        const int plies = 6 + int(rng() % 70);
        bool ended = false;
        for (int ply = 0; ply < plies && !ended; ++ply) {
            const chess::MoveList moves = chess::legal_moves(pos);
            if (moves.empty()) ended = true;
            else {
                chess::Undo undo;
                pos.make_move(moves[rng() % moves.size()], undo);
            }
        }
        if (!ended && !pos.in_check() && !chess::legal_moves(pos).empty()) positions.push_back(pos);
    }
    return positions;
}

}  // namespace gambit::eval::testing
