#include "elo/stats/result_table.hpp"

#include <utility>

namespace gambit::elo {

int ResultTable::player(std::string_view name) {
    if (auto it = index_.find(name); it != index_.end()) return it->second;
    const int id = static_cast<int>(names_.size());
    names_.emplace_back(name);
    index_.emplace(names_.back(), id);
    return id;
}

Encounter& ResultTable::encounter(int a, int b) {
    const std::uint64_t key = (static_cast<std::uint64_t>(a) << 32) | static_cast<std::uint32_t>(b);
    auto [it, added] = encounter_index_.try_emplace(key, encounters_.size());
    if (added) encounters_.push_back({a, b, {}});
    return encounters_[it->second];
}

void ResultTable::add_game(int first, int second, double first_points) {
    Trinomial t;
    if (first_points == 1)
        t.wins = 1;
    else if (first_points == 0)
        t.losses = 1;
    else
        t.draws = 1;
    add(first, second, t);
}

void ResultTable::add(int first, int second, const Trinomial& wdl) {
    Trinomial t = wdl;
    if (second < first) {
        std::swap(first, second);
        std::swap(t.wins, t.losses);
    }
    Encounter& e = encounter(first, second);
    e.wdl.wins += t.wins;
    e.wdl.draws += t.draws;
    e.wdl.losses += t.losses;
    games_ += total(t);
}

}  // namespace gambit::elo
