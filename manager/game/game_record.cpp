#include "manager/game/game_record.hpp"

#include <array>
#include <utility>

namespace gambit::match {
namespace {

constexpr std::array<std::pair<Termination, std::string_view>, 14> keys{{
    {Termination::Checkmate, "checkmate"},
    {Termination::Stalemate, "stalemate"},
    {Termination::Threefold, "threefold"},
    {Termination::FiftyMoves, "fifty_moves"},
    {Termination::InsufficientMaterial, "insufficient_material"},
    {Termination::TimeForfeit, "time_forfeit"},
    {Termination::Crash, "crash"},
    {Termination::Stall, "stall"},
    {Termination::IllegalMove, "illegal_move"},
    {Termination::AdjudicationDraw, "adjudication_draw"},
    {Termination::AdjudicationResign, "adjudication_resign"},
    {Termination::AdjudicationMaxMoves, "adjudication_maxmoves"},
    {Termination::AdjudicationTablebase, "adjudication_tablebase"},
    {Termination::Resign, "resign"},
}};

}  // namespace

std::string_view to_key(Termination t) {
    for (const auto& [term, key] : keys)
        if (term == t) return key;
    return "unknown";
}

std::optional<Termination> termination_from_key(std::string_view key) {
    for (const auto& [term, k] : keys)
        if (k == key) return term;
    return std::nullopt;
}

std::string_view pgn_termination(Termination t) {
    switch (t) {
        case Termination::TimeForfeit: return "time forfeit";
        case Termination::Crash:
        case Termination::Stall: return "abandoned";
        case Termination::IllegalMove: return "rules infraction";
        case Termination::AdjudicationDraw:
        case Termination::AdjudicationResign:
        case Termination::AdjudicationMaxMoves:
        case Termination::AdjudicationTablebase: return "adjudication";
        default: return "normal";
    }
}

std::string_view to_pgn(GameResult r) {
    switch (r) {
        case GameResult::WhiteWins: return "1-0";
        case GameResult::BlackWins: return "0-1";
        case GameResult::Draw: return "1/2-1/2";
    }
    return "*";
}

std::optional<GameResult> result_from_pgn(std::string_view text) {
    if (text == "1-0") return GameResult::WhiteWins;
    if (text == "0-1") return GameResult::BlackWins;
    if (text == "1/2-1/2") return GameResult::Draw;
    return std::nullopt;
}

}  // namespace gambit::match
