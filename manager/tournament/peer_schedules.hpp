// The plans of a line read in a peer's dialect: which engines meet, with which colours, on which opening, in
// the order that tool starts its games, so that the same line plays the same games as the tool itself.
// (gambit-match's own plan is schedule.hpp's.)
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "manager/tournament/schedule.hpp"

namespace gambit::match {

// fastchess (app/src/matchmaking/tournament/schedule/base_scheduler.hpp, roundrobin.cpp, opening_book.cpp):
// rounds x pairings (player1 < player2; a gauntlet's first -seeds engines play every later one), -games
// games a pairing, one opening per pairing from the book after its shuffle, its rotation to start= and its
// truncation to -rounds openings; colours by the game's number (odd: player1 White, unless -noswap), -reverse
// swapping them all.
std::vector<ScheduledGame> fastchess_schedule(const MatchConfig& config, std::size_t book_size, std::uint64_t seed);

// cutechess-cli (projects/lib/src/tournament.cpp, roundrobintournament.cpp, gauntlettournament.cpp): games
// one after another; a round-robin's pairs by the circle method, a gauntlet's seeds against the rest; each
// pair keeps its colours between its games and swaps them after each (unless -noswap; -reverse swaps a pair
// when it comes up); an opening is played -repeat times in a row, and a new pair (with three or more engines,
// policy=default), a new round (policy=round) or a new pair only (policy=encounter) takes the next one.
// Knockout and pyramid tournaments keep gambit-match's plan.
std::vector<ScheduledGame> cutechess_schedule(const MatchConfig& config, std::size_t book_size, std::uint64_t seed);

}  // namespace gambit::match
