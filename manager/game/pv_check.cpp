#include "manager/game/pv_check.hpp"

#include <cstdlib>
#include <span>

#include "chess/game.hpp"
#include "chess/movegen.hpp"
#include "chess/notation.hpp"

namespace gambit::match {

namespace {

// The game over the board as fastchess's PV check sees it: checkmate, stalemate, threefold repetition and
// the fifty-move rule end it; insufficient material does not. `has_legal_move` is known when the PV's next
// move parsed as legal, which spares a move generation on every ply of every PV.
std::optional<PvWarning> ended(const chess::Position& pos, bool has_legal_move) {
    if (!has_legal_move && chess::count_legal_moves(pos) == 0)
        return pos.in_check() ? PvWarning::ContinuesAfterCheckmate : PvWarning::ContinuesAfterStalemate;
    if (pos.repetition_count() >= 2) return PvWarning::ContinuesAfterThreefold;
    if (pos.halfmove_clock() >= 100) return PvWarning::ContinuesAfterFiftyMoves;
    return std::nullopt;
}

}  // namespace

std::string_view warning_key(PvWarning w) {
    switch (w) {
        case PvWarning::IllegalMove: return "illegal_pv_move";
        case PvWarning::ContinuesAfterThreefold: return "pv_after_threefold";
        case PvWarning::ContinuesAfterFiftyMoves: return "pv_after_fifty_moves";
        case PvWarning::ContinuesAfterCheckmate: return "pv_after_checkmate";
        case PvWarning::ContinuesAfterStalemate: return "pv_after_stalemate";
        case PvWarning::IncompleteMatingPv: return "incomplete_mating_pv";
        case PvWarning::TooLongMatingPv: return "too_long_mating_pv";
        case PvWarning::MatingPvWithoutMate: return "mating_pv_without_mate";
        case PvWarning::BestmoveMismatch: return "bestmove_not_pv_start";
    }
    return "?";
}

std::string warning_text(const PvProblem& p, const std::string& engine) {
    const std::string tail = " - move " + p.move + " from " + engine;
    switch (p.warning) {
        case PvWarning::IllegalMove: return "Warning; Illegal PV move" + tail;
        case PvWarning::ContinuesAfterThreefold: return "Warning; PV continues after threefold repetition" + tail;
        case PvWarning::ContinuesAfterFiftyMoves: return "Warning; PV continues after fifty-move rule" + tail;
        case PvWarning::ContinuesAfterCheckmate: return "Warning; PV continues after checkmate" + tail;
        case PvWarning::ContinuesAfterStalemate: return "Warning; PV continues after stalemate" + tail;
        case PvWarning::IncompleteMatingPv: return "Warning; Incomplete mating PV - from " + engine;
        case PvWarning::TooLongMatingPv: return "Warning; Too long mating PV - from " + engine;
        case PvWarning::MatingPvWithoutMate: return "Warning; Mating PV does not end with checkmate - from " + engine;
        case PvWarning::BestmoveMismatch: return "Warning; Bestmove does not match beginning of last PV" + tail;
    }
    return "Warning; ?";
}

bool is_uci_move(std::string_view t) {
    if (t.size() != 4 && t.size() != 5) return false;
    auto file = [](char c) { return c >= 'a' && c <= 'h'; };
    auto rank = [](char c) { return c >= '1' && c <= '8'; };
    if (!file(t[0]) || !rank(t[1]) || !file(t[2]) || !rank(t[3])) return false;
    return t.size() == 4 || std::string_view("qrbn").find(t[4]) != std::string_view::npos;
}

std::optional<PvProblem> check_pv(const chess::Position& start, const SearchInfo& info, bool check_mate_pvs) {
    std::size_t length = 0;  // the PV up to its first word that is not a UCI move
    while (length < info.pv.size() && is_uci_move(info.pv[length])) ++length;
    if (length == 0) return std::nullopt;
    const std::span<const std::string> pv(info.pv.data(), length);
    chess::Position pos = start;
    chess::Undo undo;  // never unmade: the copy is thrown away
    for (std::size_t i = 0; i < pv.size(); ++i) {
        const chess::Move move = chess::parse_uci(pos, pv[i]);
        if (auto over = ended(pos, move.is_ok())) return PvProblem{*over, pv[i]};
        if (!move.is_ok()) return PvProblem{PvWarning::IllegalMove, pv[i]};
        pos.make_move(move, undo);
    }
    if (!check_mate_pvs || !info.score || info.score->kind != Score::Kind::Mate || info.score->lowerbound ||
        info.score->upperbound)
        return std::nullopt;
    const long mate = info.score->value;
    const std::size_t plies = static_cast<std::size_t>(mate > 0 ? mate * 2 - 1 : -mate * 2);
    if (pv.size() < plies) return PvProblem{PvWarning::IncompleteMatingPv, ""};
    if (pv.size() > plies) return PvProblem{PvWarning::TooLongMatingPv, ""};
    if (chess::count_legal_moves(pos) != 0 || !pos.in_check()) return PvProblem{PvWarning::MatingPvWithoutMate, ""};
    return std::nullopt;
}

std::optional<PvProblem> check_bestmove(const SearchInfo& last, const std::string& bestmove) {
    const bool bound = last.score && (last.score->lowerbound || last.score->upperbound);
    const bool no_pv = last.pv.empty() || !is_uci_move(last.pv.front());
    if (bestmove.empty() || bound || no_pv || bestmove == last.pv.front()) return std::nullopt;
    return PvProblem{PvWarning::BestmoveMismatch, bestmove};
}

}  // namespace gambit::match
