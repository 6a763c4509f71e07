#include "openings/generate.hpp"

#include <cstdlib>
#include <unordered_set>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "openings/rng.hpp"
#include "openings/tactics.hpp"

namespace gambit::openings {

using namespace gambit::chess;

namespace {

// How likely a move is in the weighted walk: sensible opening play (centre pawns, developing minor pieces,
// castling, captures that do not lose material) is common, moves that hang material or wander with the king
// are rare but possible, so the suite stays varied.
int move_weight(const Position& pos, Move m) {
    const PieceType type = type_of(pos.moved_piece(m));
    const Color us = pos.side_to_move();
    if (m.is_castling()) return 80;
    if (!pos.see_ge(m, 0)) return 1;   // loses material on the spot
    int weight = pos.is_capture(m) ? 30 : 2;
    switch (type) {
        case Pawn: {
            constexpr int by_file[8] = {1, 3, 10, 30, 30, 6, 4, 1};   // centre first, flank pawns rarely
            weight += by_file[file_of(m.from())];
            if (std::abs(m.to() - m.from()) == 16 && by_file[file_of(m.from())] >= 10) weight += 25;   // e4, d4, c4
            break;
        }
        case Knight:   // development towards the centre; a knight on the rim is dim
            if (file_of(m.to()) == 0 || file_of(m.to()) == 7) break;
            if (relative_rank(us, m.from()) == 0) weight += 30;
            break;
        case Bishop:
            if (relative_rank(us, m.from()) == 0) weight += 20;
            break;
        case Queen:
            if (pos.game_ply() < 8) weight = 1;
            break;
        case King: weight = 1; break;
        default: break;
    }
    return weight;
}

Move pick_move(const Position& pos, const MoveList& moves, bool weighted, Rng& rng) {
    if (!weighted) return moves[rng.below(moves.size())];
    int weights[MoveList::Capacity];
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) total += static_cast<std::uint64_t>(weights[i] = move_weight(pos, moves[i]));
    std::uint64_t target = rng.below(total);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (target < static_cast<std::uint64_t>(weights[i])) return moves[i];
        target -= static_cast<std::uint64_t>(weights[i]);
    }
    return moves[moves.size() - 1];
}

}  // namespace

bool within_window(const Scorer& scorer, const std::string& fen, int window, std::optional<int>& score,
                   GenerateStats& stats) {
    if (!scorer) return true;
    score = scorer(fen);
    if (!score) {
        ++stats.unscored;
        return false;
    }
    if (*score < -window || *score > window) {
        ++stats.unbalanced;
        return false;
    }
    return true;
}

std::vector<GeneratedPosition> generate_positions(const GenerateConfig& config, const Scorer& scorer,
                                                  GenerateStats& stats,
                                                  const std::function<void(const GenerateStats&)>& progress) {
    Rng rng(config.seed);
    const long max_attempts = config.max_attempts > 0 ? config.max_attempts : 100L * config.count;
    const int span = std::max(0, config.max_plies - config.min_plies) + 1;
    std::unordered_set<Key> seen;
    std::vector<GeneratedPosition> kept;

    while (static_cast<int>(kept.size()) < config.count && stats.attempts < max_attempts) {
        GeneratedPosition candidate;
        candidate.attempt = stats.attempts++;
        const int plies = config.min_plies + static_cast<int>(rng.below(static_cast<std::uint64_t>(span)));

        // The walk draws from the generator even when the candidate is rejected later, so the candidates
        // (and the order they come in) depend on the seed alone.
        Position pos;
        std::vector<Undo> undos(static_cast<std::size_t>(plies));
        bool ended = false;
        for (int ply = 0; ply < plies; ++ply) {
            MoveList moves = legal_moves(pos);
            if (moves.empty()) {
                ended = true;
                break;
            }
            Move m = pick_move(pos, moves, config.weighted, rng);
            candidate.san.push_back(to_san(pos, m));
            pos.make_move(m, undos[static_cast<std::size_t>(ply)]);
        }
        if (ended || legal_moves(pos).empty() || pos.halfmove_clock() >= 100) {
            ++stats.game_over;
            continue;
        }
        if (pos.in_check()) {
            ++stats.in_check;
            continue;
        }
        if (!is_quiet(pos, config.quiet_margin)) {
            ++stats.tactical;
            continue;
        }
        candidate.key = pos.key();
        if (!seen.insert(candidate.key).second) {
            ++stats.duplicate;
            continue;
        }
        candidate.fen = pos.fen();
        if (!within_window(scorer, candidate.fen, config.window, candidate.score, stats)) continue;
        ++stats.kept;
        kept.push_back(std::move(candidate));
        if (progress) progress(stats);
    }
    return kept;
}

}  // namespace gambit::openings
