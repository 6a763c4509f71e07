#include "engine/search/mate_pv.hpp"

#include "chess/movegen.hpp"
#include "engine/search/value.hpp"

namespace gambit::search {

using namespace chess;

namespace {

bool checkmated(const Position& pos) { return pos.in_check() && count_legal_moves(pos) == 0; }

// The game is over (or the line would end it by rule): no mate can follow.
bool line_ends(const Position& pos) { return pos.repetition_distance() > 0 || pos.halfmove_clock() >= 100; }

// Whether the side to move mates in exactly `plies` (odd) plies: the PV must have the score's length, so
// only mates that land on the last ply count. On success `line` holds the moves: the
// mating side's, and for the defence the first reply (every reply loses as fast, so any is a true line).
bool mates_in(Position& pos, int plies, std::vector<Move>& line) {
    const MoveList moves = legal_moves(pos);
    for (Move m : moves) {
        if (plies == 1 && !pos.gives_check(m)) continue;  // only a check can mate
        Undo undo;
        pos.make_move(m, undo);
        bool ok = false;
        std::vector<Move> rest;
        if (plies == 1) {
            ok = checkmated(pos);
        } else if (!line_ends(pos)) {
            // Every defence must allow a mate in exactly plies - 2 more plies.
            const MoveList replies = legal_moves(pos);
            ok = !replies.empty();
            for (Move r : replies) {
                Undo undo2;
                pos.make_move(r, undo2);
                std::vector<Move> after;
                const bool mated = !line_ends(pos) && mates_in(pos, plies - 2, after);
                pos.unmake_move(r, undo2);
                if (!mated) {
                    ok = false;
                    break;
                }
                if (rest.empty()) {
                    rest.push_back(r);
                    rest.insert(rest.end(), after.begin(), after.end());
                }
            }
        }
        pos.unmake_move(m, undo);
        if (ok) {
            line.push_back(m);
            line.insert(line.end(), rest.begin(), rest.end());
            return true;
        }
    }
    return false;
}

}  // namespace

int mate_pv_plies(int value) { return value > 0 ? MateValue - value : MateValue + value; }

bool complete_mate_pv(const Position& root, const TranspositionTable& tt, int value, std::vector<Move>& pv) {
    if (!is_mate_score(value)) return false;
    const int target = mate_pv_plies(value);
    if (target <= 0 || target > MaxPly) return false;
    // The mating side moves on the PV's even plies when the root side mates, on the odd ones otherwise.
    const bool root_mates = value > 0;
    if (int(pv.size()) > target) return false;

    Position pos = root;
    std::vector<Undo> undos(std::size_t(target) + 1);
    for (std::size_t i = 0; i < pv.size(); ++i) {
        if (!legal_moves(pos).contains(pv[i])) return false;  // never: the search's PV is legal
        pos.make_move(pv[i], undos[i]);
    }

    std::vector<Move> line = pv;
    while (int(line.size()) < target) {
        const int ply = int(line.size());
        const int left = target - ply;
        const bool mating_side_to_move = (ply % 2 == 0) == root_mates;
        if (count_legal_moves(pos) == 0 || line_ends(pos)) break;
        // Near the end, an exhaustive search finds the mate the TT may no longer hold.
        if (mating_side_to_move && left <= MateSolverPlies) {
            std::vector<Move> rest;
            Position copy = pos;
            if (mates_in(copy, left, rest)) {
                line.insert(line.end(), rest.begin(), rest.end());
                break;
            }
        }
        Move next = Move::none();
        if (auto entry = tt.probe(pos.key(), ply)) next = entry->move;
        const MoveList moves = legal_moves(pos);
        if (!moves.contains(next)) {
            // The defence has one move: it needs no table.
            if (!mating_side_to_move && moves.size() == 1)
                next = moves[0];
            else
                break;
        }
        pos.make_move(next, undos[std::size_t(ply)]);
        line.push_back(next);
    }

    if (int(line.size()) != target) return false;
    // Check the whole line before reporting it: legal, no early end, checkmate at the end.
    Position check = root;
    std::vector<Undo> undos2(line.size());
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (count_legal_moves(check) == 0 || check.repetition_count() >= 2 || check.halfmove_clock() >= 100 ||
            !legal_moves(check).contains(line[i]))
            return false;
        check.make_move(line[i], undos2[i]);
    }
    if (!checkmated(check)) return false;
    pv = std::move(line);
    return true;
}

}  // namespace gambit::search
