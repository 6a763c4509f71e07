// fastchess's console (-output format=fastchess, implied by -testEnv, -crc32 and -check-mate-pvs), which
// fishtest's and OpenBench's workers parse: "Started game N of M (A vs B)" before every game, "Finished
// game ..." after it, the "Results of A vs B ..." block after every -ratinginterval-th complete pair and
// after the last game, and "Finished match" at the end. No start line and no summary of terminations: its
// "stall=" would count as a crash there.
#pragma once

#include "manager/output/console_output.hpp"

namespace gambit::match {

class FastchessConsole : public ConsoleOutput {
public:
    // `config` must outlive the console.
    FastchessConsole(const MatchConfig& config, std::vector<std::string> names, Print print);

    void run_started(const Progress&) override {}
    void game_started(const ScheduledGame& game, const Progress& progress) override;
    void game_finished(const GameRecord& game, const EncounterStats& stats, bool pair_completed,
                       const Progress& progress) override;
    void run_finished(const Scoreboard& scores, const Progress& progress) override;

private:
    const MatchConfig& config_;
    std::vector<std::string> names_;
    Print print_;
    bool results_block_printed_ = false;  // by the last game: the end prints no second one
};

}  // namespace gambit::match
