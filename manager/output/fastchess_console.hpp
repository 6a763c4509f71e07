// fastchess's console (its native output; fishtest's and OpenBench's workers parse it), line by line as
// fastchess 1.8.2 prints it (tests/compat/FORMATS.md §1): the warnings and "Indexing opening suite..." before
// the games, "Started game N of M (W vs B)" and "Finished game N (W vs B): R {reason}", the "Results of A vs B
// (tc, threads, hash, book):" block (or for 3+ engines the rank table) after every -ratinginterval-th complete
// pair and after the last game, "SPRT ([e0, e1]) completed - H1 was accepted" at an SPRT stop, the engines'
// Player:/Timeouts:/Crashed: lines, the note how to resume after an abnormal stop, "Finished match" and
// "Total Time: ...". Numbers from fastchess's own formulas (fastchess_numbers.hpp). fastchess's rendition of
// cutechess's lines (-output format=cutechess in a fastchess line) changes the blocks: fastchess_cutechess_console.hpp.
#pragma once

#include <string>
#include <vector>

#include "manager/output/console_output.hpp"

namespace gambit::match {

class FastchessConsole : public ConsoleOutput {
public:
    // `config` must outlive the console.
    FastchessConsole(const MatchConfig& config, std::vector<std::string> names, Print print);

    void run_started(const Progress& progress) override;
    void game_started(const ScheduledGame& game, const Progress& progress) override;
    void game_finished(const GameEvent& event, const Progress& progress) override;
    void run_finished(const Scoreboard& scores, const Progress& progress, RunEnd end) override;
    bool own_notes() const override { return false; }

protected:
    // What differs in the cutechess rendition: the score line (none here), the interval block, the line
    // after an SPRT stop and the engines' failure counts at the end.
    virtual std::string score_line(const EncounterStats&) const { return ""; }
    virtual std::string interval_block(const EncounterStats& stats, const Scoreboard& scores) const;
    virtual std::string sprt_end_line() const;
    virtual std::string failure_counts(const Scoreboard& scores) const;

    // The rank table of 3+ engines: every engine's games against all others, ranked by Elo (NaN last),
    // from pairs or from games, with or without the Ptnml(0-2) column.
    std::string rank_table(const Scoreboard& scores, bool pentanomial, bool ptnml_column) const;

    const MatchConfig& config_;
    std::vector<std::string> names_;
    Print print_;

    bool sprt_h0_ = false;  // an SPRT stop accepted H0

private:
    std::string results_header(const EncounterStats& stats) const;

    bool block_printed_last_ = false;  // the last game printed the block: the end prints none
    bool sprt_stopped_ = false;
    std::vector<bool> crashed_last_;   // the engine's last game ended with its crash (fastchess shows NULL options)
    std::vector<std::string> threads_, hash_;  // each engine's Threads and Hash, as its last game found them
};

// fastchess's reason of a game: "White mates", "Black loses on time (12ms overrun)", "Draw by adjudication", ...
std::string fastchess_reason(const GameRecord& game);

// fastchess's time-control text of an engine: "10+0.1", "40/60+0.6", "0.1/move", "8 plies", "5000 nodes".
std::string fastchess_tc(const TimeControl& tc);

}  // namespace gambit::match
