// cutechess-cli's console (-output format=cutechess): "Finished game 3 (A vs B): 1-0 {White mates}" after
// every game, its "Score of ..." line every -scoreinterval games and its "Elo difference: ..." and "SPRT: ..."
// lines every -ratinginterval games. The start and the summary are gambit-match's own.
#pragma once

#include "manager/output/gambit_console.hpp"

namespace gambit::match {

class CutechessConsole : public GambitConsole {
public:
    using GambitConsole::GambitConsole;

    void game_finished(const GameRecord& game, const EncounterStats& stats, bool pair_completed,
                       const Progress& progress) override;
};

}  // namespace gambit::match
