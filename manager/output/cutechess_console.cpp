#include "manager/output/cutechess_console.hpp"

namespace gambit::match {

void CutechessConsole::game_finished(const GameRecord& game, const EncounterStats& stats, bool, const Progress& p) {
    print_(finished_game_line(game, fastchess_reason(game)) + "\n");
    if (score_due(p)) print_(cutechess_score_line(stats, names_) + "\n");
    if (rating_due(p)) print_(cutechess_rating_lines(stats, config_));
}

}  // namespace gambit::match
