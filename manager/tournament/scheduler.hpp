// Which game a free game slot plays next (fastchess's scheduler, behind one small interface): a fixed list
// for a match, gauntlet, round robin or pyramid, or a knockout's stages, each planned from the results of
// the last. The tournament calls every method under its lock.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <set>
#include <vector>

#include "manager/tournament/schedule.hpp"
#include "manager/output/scoreboard.hpp"

namespace gambit::match {

class Scheduler {
public:
    virtual ~Scheduler() = default;

    // The next game to hand out, if one is ready now.
    virtual std::optional<ScheduledGame> next() = 0;
    // How many games are ready to hand out.
    virtual std::size_t ready() const = 0;
    // With none ready: whether the results of the games in flight may still plan more (a knockout's next
    // stage), so that a free slot waits for them instead of ending.
    virtual bool may_plan_more() const = 0;
    // Called whenever no game is in flight: once every game planned is handed out, plan what the results
    // decide (a knockout's tie-breaks or next stage).
    virtual void plan_more(const Scoreboard& scores) = 0;

    // Every game planned so far (this shard's), played or not.
    virtual const std::vector<ScheduledGame>& games() const = 0;
};

// The plan's games not yet finished, in order; nothing more is ever planned.
class FixedScheduler : public Scheduler {
public:
    FixedScheduler(std::vector<ScheduledGame> games, const std::set<int>& finished_ids);

    std::optional<ScheduledGame> next() override;
    std::size_t ready() const override { return to_play_.size() - next_; }
    bool may_plan_more() const override { return false; }
    void plan_more(const Scoreboard&) override {}
    const std::vector<ScheduledGame>& games() const override { return games_; }

private:
    std::vector<ScheduledGame> games_;
    std::vector<ScheduledGame> to_play_;
    std::size_t next_ = 0;
};

}  // namespace gambit::match
