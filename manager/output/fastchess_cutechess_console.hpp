// fastchess's rendition of cutechess-cli's lines (-output format=cutechess in a fastchess line), which is
// not what cutechess-cli prints (tests/compat/FORMATS.md §1.3): "Score of A vs B: ..." every -scoreinterval
// games and after the last, then every -ratinginterval games "Elo difference: ..." with two decimals (and
// "SPRT: llr ..." only with -sprt, its percentage positive for a negative LLR) or for 3+ engines fastchess's
// rank table without its Ptnml column; no per-colour lines, no outcome lists, no Player: counts, and
// "Tournament finished" after an SPRT stop.
#pragma once

#include "manager/output/fastchess_console.hpp"

namespace gambit::match {

class FastchessCutechessConsole : public FastchessConsole {
public:
    using FastchessConsole::FastchessConsole;

protected:
    std::string score_line(const EncounterStats& stats) const override;
    std::string interval_block(const EncounterStats& stats, const Scoreboard& scores) const override;
    std::string sprt_end_line() const override { return "Tournament finished\n"; }
    std::string failure_counts(const Scoreboard&) const override { return ""; }
};

}  // namespace gambit::match
