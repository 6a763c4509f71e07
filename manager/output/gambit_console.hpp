// gambit-match's own console (-output format=gambit, the default): "Started: N games planned", a status
// line after every -scoreinterval-th game, the rating block every -ratinginterval games, and at the end a
// summary: a match's block (unless the run stopped right after printing it) and its commit block, or a
// tournament's standings and crosstable (standings_text.hpp); then the terminations.
#pragma once

#include "manager/output/console_output.hpp"

namespace gambit::match {

class GambitConsole : public ConsoleOutput {
public:
    // `config` must outlive the console.
    GambitConsole(const MatchConfig& config, std::vector<std::string> names, Print print);

    void run_started(const Progress& progress) override;
    void game_started(const ScheduledGame&, const Progress&) override {}
    void game_finished(const GameEvent& event, const Progress& progress) override;
    void run_finished(const Scoreboard& scores, const Progress& progress, RunEnd end) override;

protected:
    bool score_due(const Progress& progress) const;   // -scoreinterval
    bool rating_due(const Progress& progress) const;  // -ratinginterval, except after the last game

    const MatchConfig& config_;
    std::vector<std::string> names_;
    Print print_;
    int last_block_at_ = -1;  // games finished when the last periodic rating block was printed
};

}  // namespace gambit::match
