#include "manager/tournament/knockout_scheduler.hpp"

#include <algorithm>

#include "manager/tournament/knockout.hpp"

namespace gambit::match {
namespace {

constexpr int kMaxTieBreaks = 5;  // then the engine placed higher in the bracket goes on

}  // namespace

KnockoutScheduler::KnockoutScheduler(const MatchConfig& config, std::size_t book_size,
                                     std::vector<ScheduledGame> first_stage, std::vector<std::string> names,
                                     std::function<void(const std::string&)> announce)
    : config_(config), book_size_(book_size), names_(std::move(names)), announce_(std::move(announce)),
      bracket_(first_knockout_round(static_cast<int>(config.engines.size()), config.seeds)) {
    add(first_stage);
}

std::optional<ScheduledGame> KnockoutScheduler::next() {
    if (next_ >= games_.size()) return std::nullopt;
    return games_[next_++];
}

void KnockoutScheduler::plan_more(const Scoreboard& scores) {
    if (ready() > 0) return;  // the stage is not over: its last games wait for a free slot
    std::vector<ScheduledGame> games = tie_breaks(scores);
    if (!games.empty()) ++tie_breaks_;
    else games = next_stage(scores);
    add(games);
}

// One more pair for each encounter of the stage that stands level, while tie-breaks are left.
std::vector<ScheduledGame> KnockoutScheduler::tie_breaks(const Scoreboard& scores) const {
    std::vector<ScheduledGame> games;
    if (tie_breaks_ >= kMaxTieBreaks) return games;
    int pair = next_pair_;
    for (auto [a, b] : knockout_pairings(bracket_)) {
        const EncounterStats& s = *scores.find(a, b);
        if (s.wdl.wins != s.wdl.losses) continue;
        auto extra = schedule_encounters(config_, {{a, b}}, book_size_, *config_.seed,
                                         static_cast<int>(games_.size() + games.size()), pair++, stage_, 1, 2);
        games.insert(games.end(), extra.begin(), extra.end());
    }
    return games;
}

// The winners' bracket and its games; none once one engine is left.
std::vector<ScheduledGame> KnockoutScheduler::next_stage(const Scoreboard& scores) {
    auto a_won = [&](int a, int b) {
        const EncounterStats& s = *scores.find(a, b);
        const double a_minus_b = (s.wdl.wins - s.wdl.losses) * (s.a == a ? 1 : -1);
        return a_minus_b > 0 || (a_minus_b == 0 && tie_breaks_ >= kMaxTieBreaks);
    };
    bracket_ = next_knockout_round(bracket_, a_won);
    tie_breaks_ = 0;
    if (bracket_.size() == 1) {
        announce_("Knockout winner: " + names_[static_cast<std::size_t>(bracket_[0])] + "\n");
        return {};
    }
    ++stage_;
    std::string line = "Knockout stage " + std::to_string(stage_ + 1) + ":";
    for (auto [a, b] : knockout_pairings(bracket_))
        line += " " + names_[static_cast<std::size_t>(a)] + " vs " + names_[static_cast<std::size_t>(b)] + ";";
    announce_(line + "\n");
    return schedule_encounters(config_, knockout_pairings(bracket_), book_size_, *config_.seed,
                               static_cast<int>(games_.size()), next_pair_, stage_ * config_.rounds, config_.rounds);
}

void KnockoutScheduler::add(const std::vector<ScheduledGame>& games) {
    for (const auto& g : games) {
        next_pair_ = std::max(next_pair_, g.pair + 1);
        games_.push_back(g);
    }
}

}  // namespace gambit::match
