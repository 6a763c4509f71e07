// A knockout's games (cutechess-cli's single elimination, brackets in knockout.hpp): the first stage as
// planned; once a stage's last game is in, up to five tie-break pairs for the drawn encounters, then the
// next stage between the winners, until one engine is left.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "manager/match_config.hpp"
#include "manager/tournament/scheduler.hpp"

namespace gambit::match {

class KnockoutScheduler : public Scheduler {
public:
    // `first_stage`: the plan's games (make_schedule); `announce` gets the console lines of a new stage
    // and of the winner, newline included.
    KnockoutScheduler(const MatchConfig& config, std::size_t book_size, std::vector<ScheduledGame> first_stage,
                      std::vector<std::string> names, std::function<void(const std::string&)> announce);

    std::optional<ScheduledGame> next() override;
    std::size_t ready() const override { return games_.size() - next_; }
    bool may_plan_more() const override { return true; }
    void plan_more(const Scoreboard& scores) override;
    const std::vector<ScheduledGame>& games() const override { return games_; }

private:
    std::vector<ScheduledGame> tie_breaks(const Scoreboard& scores) const;
    std::vector<ScheduledGame> next_stage(const Scoreboard& scores);
    void add(const std::vector<ScheduledGame>& games);

    const MatchConfig& config_;
    std::size_t book_size_;
    std::vector<std::string> names_;
    std::function<void(const std::string&)> announce_;
    std::vector<ScheduledGame> games_;  // every stage so far, in order
    std::size_t next_ = 0;
    std::vector<int> bracket_;          // the current stage (knockout.hpp)
    int stage_ = 0, tie_breaks_ = 0, next_pair_ = 0;
};

}  // namespace gambit::match
