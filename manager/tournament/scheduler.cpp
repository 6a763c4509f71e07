#include "manager/tournament/scheduler.hpp"

namespace gambit::match {

FixedScheduler::FixedScheduler(std::vector<ScheduledGame> games, const std::set<int>& finished_ids)
    : games_(std::move(games)) {
    for (const auto& g : games_)
        if (!finished_ids.count(g.id)) to_play_.push_back(g);
}

std::optional<ScheduledGame> FixedScheduler::next() {
    if (next_ >= to_play_.size()) return std::nullopt;
    return to_play_[next_++];
}

}  // namespace gambit::match
