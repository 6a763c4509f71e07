// The plan of a run: which engines meet, with which colours, on which opening, in what order.
// Games are laid out round by round; within a round, each opening is played by every encounter, twice
// (colours reversed, forming a pair) when games per encounter is even. The plan is a pure function of the
// settings, the book size and the seed, so a resumed run or another shard computes the same one.
#pragma once

#include <cstdint>
#include <cstddef>
#include <vector>

#include "manager/tournament/knockout.hpp"
#include "manager/match_config.hpp"

namespace gambit::match {

struct ScheduledGame {
    int id = 0;        // index in the full (unsharded) schedule
    int round = 0;
    int pair = -1;     // both colours of one opening in one encounter share a pair index; -1 = unpaired
    int opening = -1;  // index into the book, -1 = the standard start position
    int white = 0, black = 0;
};

// The encounters (engine index pairs, first engine = "A" in the statistics) of a run's tournament.
std::vector<std::pair<int, int>> encounters(const MatchConfig& config);
// The same for a tournament of that kind with every other setting at its default.
std::vector<std::pair<int, int>> encounters(TournamentKind kind, int engine_count);

// The full schedule (for a knockout: its first round). book_size 0 = no book. The opening order (sequential
// or seeded random, start=, policy=) is applied here, so `opening` is the book index to use. A line in a
// peer's dialect gets that peer's plan (peer_schedules.hpp); gambit-match's own is make_gambit_schedule.
std::vector<ScheduledGame> make_schedule(const MatchConfig& config, std::size_t book_size, std::uint64_t seed);
std::vector<ScheduledGame> make_gambit_schedule(const MatchConfig& config, std::size_t book_size, std::uint64_t seed);

// The games of the given encounters: `rounds` rounds from round_offset (0 = -rounds), `games_override` games
// per encounter (0 = the configured number); ids and pair numbers continue from first_id and first_pair.
std::vector<ScheduledGame> schedule_encounters(const MatchConfig& config, const std::vector<std::pair<int, int>>& encounters,
                                               std::size_t book_size, std::uint64_t seed, int first_id, int first_pair,
                                               int round_offset = 0, int rounds = 0, int games_override = 0);

// The games of shard K of N (1-based): pairs (or unpaired games) dealt round-robin, never split.
std::vector<ScheduledGame> shard(const std::vector<ScheduledGame>& games, int index, int count);

}  // namespace gambit::match
