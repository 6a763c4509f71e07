// cutechess-cli's console, line by line as cutechess-cli 1.5.1 prints it (tests/compat/FORMATS.md §2):
// "Started game N of M (W vs B)", "Finished game N (W vs B): R {description}", with two engines
// "Score of A vs B: ..." after every game, the ranking block (per-colour lines and "Elo difference", or for
// 3+ engines the -resultformat table; then its "SPRT: llr ..." line, shown even without -sprt) every
// -ratinginterval games, the per-player outcome lists every -outcomeinterval games, both again at the end
// unless the last game printed them, and "Finished match". Numbers from cutechess's own formulas
// (cutechess_numbers.hpp).
#pragma once

#include <string>
#include <vector>

#include "manager/output/console_output.hpp"

namespace gambit::match {

class CutechessConsole : public ConsoleOutput {
public:
    // `config` must outlive the console.
    CutechessConsole(const MatchConfig& config, std::vector<std::string> names, Print print);

    void run_started(const Progress& progress) override;
    void game_started(const ScheduledGame& game, const Progress& progress) override;
    void game_finished(const GameEvent& event, const Progress& progress) override;
    void run_finished(const Scoreboard& scores, const Progress& progress, RunEnd end) override;
    bool own_notes() const override { return false; }

private:
    std::string ranking(const Scoreboard& scores) const;
    std::string outcomes(const Scoreboard& scores) const;
    std::string final_blocks(const Scoreboard& scores, int finished) const;
    int instance_of(int engine);

    const MatchConfig& config_;
    std::vector<std::string> names_;
    Print print_;
    // cutechess numbers every engine process it starts, from 0; a crashed engine's next process gets a new
    // number ("Terminating process of engine A(3)").
    std::vector<int> instance_;
    int next_instance_ = 0;
    bool ended_ = false;  // an engine failure printed the end already (cutechess prints it before that game)
};

// cutechess-cli's description of how a game ended: "White mates", "Draw by adjudication: maximal game
// length", "Black disconnects", "White loses on time", ...
std::string cutechess_description(Termination termination, GameResult result, const std::string& illegal_move = "");

}  // namespace gambit::match
