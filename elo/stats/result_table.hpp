#pragma once
// Game results between named players, accumulated per encounter (unordered pair of players): the input
// of a rating list. Filled game by game from PGN files or from match results.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "elo/stats/counts.hpp"

namespace gambit::elo {

struct Encounter {
    int a = 0, b = 0;  // player indexes, a < b
    Trinomial wdl;     // from a's side
};

class ResultTable {
  public:
    // The index of a player, added on first sight.
    int player(std::string_view name);

    // One game; `first_points` is 1, 0.5 or 0 for `first`.
    void add_game(int first, int second, double first_points);
    // Many games at once, counted from `first`'s side.
    void add(int first, int second, const Trinomial& wdl);

    const std::vector<std::string>& players() const { return names_; }
    const std::vector<Encounter>& encounters() const { return encounters_; }
    double games() const { return games_; }

  private:
    Encounter& encounter(int a, int b);

    struct NameHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };
    std::vector<std::string> names_;
    std::unordered_map<std::string, int, NameHash, std::equal_to<>> index_;
    std::vector<Encounter> encounters_;
    std::unordered_map<std::uint64_t, std::size_t> encounter_index_;
    double games_ = 0;
};

}  // namespace gambit::elo
